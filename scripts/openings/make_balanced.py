#!/usr/bin/env python3
"""A balanced opening suite that the project never tunes on.

Each opening is 6-10 uniformly random legal plies from the start position
(legal moves from Hensoku, the referee: `go perft 1` over USI), kept when a
neutral engine, Fairy-Stockfish, searching it to a fixed depth gives a score
within +-LIMIT centipawns and no mate. Positions are distinct (board, side
and hands) and none is a position of an --exclude file (the curated set the
project's tables were tuned and chosen on).

The output is `startpos moves ...` lines for `hensoku match --openings`,
written as they are found (a stopped run keeps what it made), under a '#'
header that records the command. Never feed these files to `hensoku tune` or
`datagen`: they measure strength only because no table was fitted to them.

Usage (from the work tree's root, after scripts/build.sh release hensoku):
  scripts/openings/make_balanced.py --variant shogi --count 1000 \
      --out scripts/openings/shogi-balanced.txt \
      --exclude docs/benchmarks/shogi-openings.txt
  scripts/openings/make_balanced.py --variant forcedcapture --count 1000 \
      --fsf-ini docs/benchmarks/fsf-forcedcapture.ini \
      --out scripts/openings/forcedcapture-balanced.txt \
      --exclude docs/benchmarks/shogi-openings.txt

Runs with different --seed may share the work (one core each) and be joined
with --merge (the lines of the files in order, a position seen before or in
an --exclude file left out, at most --count):
  scripts/openings/make_balanced.py --variant forcedcapture --count 1000 \
      --merge part1.txt part2.txt --out forcedcapture-balanced.txt \
      --exclude docs/benchmarks/shogi-openings.txt
"""
import argparse
import os
import random
import subprocess
import sys
import time


class Usi:
    """A USI engine process, one command at a time."""

    def __init__(self, argv, setup):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send('usi')
        self.until('usiok')
        for line in setup:
            self.send(line)
        self.ready()

    def send(self, line):
        self.p.stdin.write(line + '\n')
        self.p.stdin.flush()

    def until(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit(f'{self.p.args[0]} stopped')
            line = line.rstrip()
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def ready(self):
        self.send('isready')
        self.until('readyok')

    def quit(self):
        self.send('quit')
        self.p.wait()


def position_command(moves):
    return 'position startpos' + (' moves ' + ' '.join(moves) if moves else '')


class Referee:
    """Hensoku: legal moves and the position's key (SFEN without move number)."""

    def __init__(self, command, variant):
        self.engine = Usi([command], [f'setoption name USI_Variant value {variant}'])

    def legal_moves(self, moves):
        self.engine.send(position_command(moves))
        self.engine.send('go perft 1')
        lines = self.engine.until('Nodes searched')
        return sorted(l.split(':')[0] for l in lines if ': ' in l and not l.startswith(('info', 'Nodes')))

    def state(self, moves):
        """(board-side-hands, game over?) after `moves`."""
        self.engine.send(position_command(moves))
        self.engine.send('d')
        lines = self.engine.until('key ')
        sfen = next(l for l in lines if l.startswith('sfen ')).split()[1:4]
        self.engine.send('isready')
        over = any(l.startswith('result ') for l in self.engine.until('readyok'))
        return ' '.join(sfen), over


class Judge:
    """Fairy-Stockfish at a fixed depth: the score from the mover's view."""

    def __init__(self, command, variant, ini):
        setup = []
        if ini:
            setup.append(f'setoption name VariantPath value {os.path.abspath(ini)}')
        setup.append(f'setoption name UCI_Variant value {variant}')
        self.engine = Usi([command], setup)

    def score(self, moves, depth):
        self.engine.send('usinewgame')
        self.engine.ready()
        self.engine.send(position_command(moves))
        self.engine.send(f'go depth {depth}')
        lines = self.engine.until('bestmove')
        scored = [l.split() for l in lines if l.startswith('info') and ' score ' in l]
        if not scored:
            return None
        words = scored[-1]
        i = words.index('score')
        return words[i + 1], int(words[i + 2])


def excluded_states(referee, paths):
    out = set()
    for path in paths:
        for line in open(path):
            words = line.split()
            if words[:2] == ['startpos', 'moves']:
                out.add(referee.state(words[2:])[0])
    return out


def merge(o):
    referee = Referee(o.hensoku, o.variant)
    seen = excluded_states(referee, o.exclude)
    kept, headers = [], []
    for path in o.merge:
        for line in open(path):
            words = line.split()
            if line.startswith('#'):
                headers.append(line)
                continue
            state = referee.state(words[2:])[0]
            if words[:2] == ['startpos', 'moves'] and state not in seen and len(kept) < o.count:
                seen.add(state)
                kept.append(line)
    referee.engine.quit()
    with open(o.out, 'w') as out:
        out.write(f'# {len(kept)} balanced {o.variant} openings, merged by scripts/openings/make_balanced.py '
                  + ' '.join(sys.argv[1:]) + ' from runs with these headers:\n')
        out.write(''.join(h for h in headers if 'made by' in h or 'balanced' in h))
        out.write('# for matches only: never tune, fit or generate training data on these lines\n')
        out.write(''.join(kept))
    print(f'{o.variant}: {len(kept)} openings merged', file=sys.stderr)


def main():
    a = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    a.add_argument('--variant', required=True, help="Hensoku's variant name")
    a.add_argument('--fsf-variant', help="Fairy-Stockfish's name for it (default: --variant)")
    a.add_argument('--fsf-ini', help='Fairy-Stockfish variants ini (forcedcapture: docs/benchmarks/fsf-forcedcapture.ini)')
    a.add_argument('--count', type=int, default=1000)
    a.add_argument('--out', required=True)
    a.add_argument('--hensoku', default='build/release/hensoku')
    a.add_argument('--fsf', default='/usr/games/fairy-stockfish')
    a.add_argument('--depth', type=int, default=10)
    a.add_argument('--limit', type=int, default=150, help='largest |score| kept (cp)')
    a.add_argument('--min-plies', type=int, default=6)
    a.add_argument('--max-plies', type=int, default=10)
    a.add_argument('--exclude', action='append', default=[], help='an openings file whose positions are left out')
    a.add_argument('--seed', type=int, default=20261127)
    a.add_argument('--merge', nargs='+', help='join these files of this script instead of searching')
    o = a.parse_args()
    if o.merge:
        return merge(o)

    rng = random.Random(o.seed)
    referee = Referee(o.hensoku, o.variant)
    judge = Judge(o.fsf, o.fsf_variant or o.variant, o.fsf_ini)
    seen = excluded_states(referee, o.exclude)
    kept = tried = 0
    start = time.time()
    with open(o.out, 'w') as out:
        out.write(f'# {o.count} balanced {o.variant} openings: {o.min_plies}-{o.max_plies} random plies, '
                  f'|score| <= {o.limit} cp at Fairy-Stockfish depth {o.depth}, seed {o.seed}\n')
        out.write('# made by scripts/openings/make_balanced.py ' + ' '.join(sys.argv[1:]) + '\n')
        out.write('# for matches only: never tune, fit or generate training data on these lines\n')
        while kept < o.count:
            moves = []
            for _ in range(rng.randint(o.min_plies, o.max_plies)):
                legal = referee.legal_moves(moves)
                if not legal:
                    break
                moves.append(rng.choice(legal))
            state, over = referee.state(moves)
            if over or state in seen or not referee.legal_moves(moves):
                continue
            seen.add(state)
            tried += 1
            result = judge.score(moves, o.depth)
            if result and result[0] == 'cp' and abs(result[1]) <= o.limit:
                kept += 1
                out.write(position_command(moves)[len('position '):] + '\n')
                out.flush()
            if tried % 50 == 0:
                print(f'{o.variant}: {kept} kept of {tried} searched, {time.time() - start:.0f} s', file=sys.stderr)
    referee.engine.quit()
    judge.engine.quit()
    print(f'{o.variant}: {kept} kept of {tried} distinct positions searched at depth {o.depth}, '
          f'{time.time() - start:.0f} s', file=sys.stderr)


if __name__ == '__main__':
    main()
