#!/usr/bin/env python3
"""Balanced openings for a variant from the positions of a datagen file.

Reads `hensoku datagen` output (lines "<result> <sfen> [score <cp>]"), keeps
the distinct boards whose move number lies in [--min-ply, --max-ply], searches
each in --variant with `go depth D` (one engine process, USI) and keeps those
where neither side has a forced win at that depth (no mate score) and the
score is within +-LIMIT centipawns. The kept lines are shuffled with --seed
and written as `sfen <sfen>` openings for `hensoku match` and
`hensoku tune/datagen --openings`.

Why (docs/hasami.md): in daihasami-onestep every position a few plies from
the start is a forced five-in-a-row race, so tuned-vs-untuned matches are
played from middlegame positions of the rook-mode game instead, filtered so
that the step-mode game is still open.

Usage:
  balanced_openings.py --variant daihasami-onestep --data dd.txt --out open.txt \
      [--depth 7] [--limit 200] [--min-ply 10] [--max-ply 40] [--exclude other.txt] [--seed 1]
"""
import argparse
import random
import subprocess
import sys


class Engine:
    def __init__(self, command, variant):
        self.p = subprocess.Popen([command], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send('usi')
        self.until('usiok')
        self.send(f'setoption name USI_Variant value {variant}')
        self.send('setoption name USI_Hash value 64')
        self.send('isready')
        self.until('readyok')

    def send(self, line):
        self.p.stdin.write(line + '\n')
        self.p.stdin.flush()

    def until(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit('the engine stopped')
            lines.append(line.rstrip())
            if line.startswith(prefix):
                return lines

    def score(self, sfen, depth):
        """('cp'|'mate', value) of `go depth` on the position; None when it is over."""
        self.send(f'position sfen {sfen}')
        self.send(f'go depth {depth}')
        lines = self.until('bestmove')
        if lines[-1].split()[1] in ('resign', 'win'):
            return None
        words = [l for l in lines if l.startswith('info') and ' score ' in l][-1].split()
        i = words.index('score')
        return words[i + 1], int(words[i + 2])

    def quit(self):
        self.send('quit')
        self.p.wait()


def boards_of(path):
    """The board and side of every opening line of `path` (to exclude them)."""
    out = set()
    for line in open(path):
        words = line.split()
        if len(words) >= 3 and words[0] == 'sfen':
            out.add((words[1], words[2]))
    return out


def main():
    a = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    a.add_argument('--variant', required=True)
    a.add_argument('--data', required=True, help='hensoku datagen output')
    a.add_argument('--out', required=True)
    a.add_argument('--engine', default='build/release/hensoku')
    a.add_argument('--depth', type=int, default=7)
    a.add_argument('--limit', type=int, default=200, help='largest |score| kept (cp)')
    a.add_argument('--min-ply', type=int, default=10)
    a.add_argument('--max-ply', type=int, default=40)
    a.add_argument('--exclude', help='an openings file whose positions are left out')
    a.add_argument('--seed', type=int, default=1)
    o = a.parse_args()
    excluded = boards_of(o.exclude) if o.exclude else set()
    engine = Engine(o.engine, o.variant)
    seen, kept, searched = set(), [], 0
    for line in open(o.data):
        words = line.split()
        if not words or words[0].startswith('#') or len(words) < 5:
            continue
        sfen = ' '.join(words[1:5])
        board = (words[1], words[2])
        if not o.min_ply <= int(words[4]) <= o.max_ply or board in seen or board in excluded:
            continue
        seen.add(board)
        searched += 1
        result = engine.score(sfen, o.depth)
        if result and result[0] == 'cp' and abs(result[1]) <= o.limit:
            kept.append(sfen)
    engine.quit()
    random.Random(o.seed).shuffle(kept)
    with open(o.out, 'w') as out:
        out.write(''.join(f'sfen {s}\n' for s in kept))
    print(f'{searched} distinct positions searched at depth {o.depth}, {len(kept)} kept', file=sys.stderr)


if __name__ == '__main__':
    main()
