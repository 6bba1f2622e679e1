#!/usr/bin/env python3
"""Where the games of a shogi match were decided, from match records.

Usage:
  where_lost.py mates HENSOKU MS [--lost] RECORD...  # Hensoku's `go mate MS` on every position
  where_lost.py judge ENGINE MS RECORD...    # an engine's score every 10 plies (`go movetime MS`)
  where_lost.py report FILE                  # summary of either output (JSON lines)

Both read the JSON-lines records of `hensoku match --records` (standard shogi,
one side named "hensoku") and print one JSON line per game.

`mates`: from 20 plies after the opening to the end, asks Hensoku's checks-only
mate search (`go mate MS`, src/shogi/engine/mate_search.h) whether the side
to move has a forced mate, and keeps the first ply at which each side had
one. A mate for Hensoku in a game Hensoku lost is a mate it missed.
`--lost` asks only in the games Hensoku lost.

`judge`: a referee's view of the game: the engine's score for Hensoku
(centipawns, mate as +-30000) at 10, 20, ... plies after the opening. With
fsf (which needs `UCI_Variant`; Hensoku plays shogi by default and answers
the unknown option with an error line, harmlessly) or with Hensoku itself.
A checkpoint where the engine printed no score is left out.
`report` prints, for the judge's output, the median score by checkpoint
and from which checkpoint each game stayed decided.
"""
import json
import statistics
import subprocess
import sys


class Usi:
    def __init__(self, cmd, setup=()):
        self.p = subprocess.Popen([cmd], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("usi")
        self.until("usiok")
        for line in setup:
            self.send(line)
        self.send("isready")
        self.until("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, prefix):
        """The line starting with prefix, and the last line with a score before it."""
        scored = None
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise SystemExit("engine exited")
            if " score " in line:
                scored = line
            if line.startswith(prefix):
                return line.strip(), scored


def games(paths):
    for path in paths:
        for line in open(path):
            game = json.loads(line)
            if game["variant"] != "shogi" or "hensoku" not in (game["black"], game["white"]):
                continue
            game["hensoku_black"] = game["black"] == "hensoku"
            decided = game["result"] in ("1-0", "0-1")
            game["hensoku_won"] = ((game["result"] == "1-0") == game["hensoku_black"]) if decided else None
            game["all_moves"] = game["opening"] + game["moves"]
            yield game


def black_to_move(game, plies):
    return (plies % 2 == 0) == (game["setup"].split()[1] == "b")


def position(game, plies):
    return "position sfen " + game["setup"] + " moves " + " ".join(game["all_moves"][:plies])


def mates(engine, ms, paths):
    lost_only = "--lost" in paths
    paths = [p for p in paths if p != "--lost"]
    usi = Usi(engine)
    for game in games(paths):
        if lost_only and game["hensoku_won"] is not False:
            continue
        first = {True: None, False: None}  # by "Hensoku to move"
        moves = game["all_moves"]
        for plies in range(len(game["opening"]) + 20, len(moves)):
            hensoku_to_move = black_to_move(game, plies) == game["hensoku_black"]
            if first[hensoku_to_move] is not None:
                continue
            usi.send(position(game, plies))
            usi.send(f"go mate {ms}")
            answer, _ = usi.until("checkmate")
            line = answer.split()[1:]
            if line and line[0] not in ("nomate", "timeout", "notimplemented"):
                first[hensoku_to_move] = {"ply": plies, "mate_plies": len(line), "played": moves[plies], "mating": line[0]}
            if first[True] and first[False]:
                break
        print(json.dumps({"game": game["game"], "hensoku_won": game["hensoku_won"], "plies": len(moves),
                          "hensoku_mate": first[True], "opponent_mate": first[False]}), flush=True)


def score_of(scored, mate):
    """The score of a USI info line with `score cp N` or `score mate N`; a mate counts as +-mate."""
    words = scored.split()
    at = words.index("score")
    kind, value = words[at + 1], words[at + 2]
    if kind == "mate":  # "mate 5", "mate -4", "mate +", "mate -"
        return -mate if value.startswith("-") else mate
    return int(value)


def judge(engine, ms, paths):
    usi = Usi(engine, ["setoption name UCI_Variant value shogi"])
    for game in games(paths):
        scores = []
        for plies in range(len(game["opening"]) + 10, len(game["all_moves"]), 10):
            usi.send("usinewgame")
            usi.send(position(game, plies))
            usi.send(f"go movetime {ms}")
            _, scored = usi.until("bestmove")
            if scored is None:
                continue
            value = score_of(scored, 30000)
            if black_to_move(game, plies) != game["hensoku_black"]:
                value = -value
            scores.append([plies - len(game["opening"]), value])
        print(json.dumps({"game": game["game"], "hensoku_won": game["hensoku_won"], "plies": len(game["all_moves"]),
                          "scores": scores}), flush=True)


def quartiles(values):
    return statistics.quantiles(values, n=4) if len(values) >= 2 else values


def report(path):
    rows = [json.loads(line) for line in open(path)]
    won = [r for r in rows if r["hensoku_won"]]
    lost = [r for r in rows if r["hensoku_won"] is False]
    print(f"{len(rows)} games: Hensoku won {len(won)}, lost {len(lost)}")
    if rows and "hensoku_mate" in rows[0]:
        missed = [r for r in lost if r["hensoku_mate"]]
        print(f"lost games in which Hensoku had a forced mate it did not play: {len(missed)}")
        for r in missed:
            print("  ", json.dumps(r))
        late = [r["plies"] - r["opponent_mate"]["ply"] for r in lost if r["opponent_mate"]]
        if late:
            print(f"lost games with a mate for the opponent: {len(late)}; plies from its first mate to the end: "
                  f"median {statistics.median(late)}, max {max(late)}")
        other = sum(1 for r in won if r["hensoku_mate"] and r["hensoku_mate"]["played"] != r["hensoku_mate"]["mating"])
        print(f"won games where Hensoku's move at its first mate was not the mate search's first move: {other}")
        return
    # judge: the median by checkpoint, then the first checkpoint from which
    # the score for the game's winner stays at or beyond a threshold.
    print("plies after the opening | lost: median, share >= +300, share <= -300 | won: median, share >= +300")
    for plies in range(10, 110, 10):
        at = {label: [dict(map(tuple, r["scores"])).get(plies) for r in sel] for label, sel in (("lost", lost), ("won", won))}
        at = {label: [v for v in values if v is not None] for label, values in at.items()}
        if at["lost"] and at["won"]:
            share = lambda values, test: sum(1 for v in values if test(v)) / len(values)
            print(f"{plies:3} | {statistics.median(at['lost']):7.0f} {share(at['lost'], lambda v: v >= 300):.2f} "
                  f"{share(at['lost'], lambda v: v <= -300):.2f} | {statistics.median(at['won']):7.0f} "
                  f"{share(at['won'], lambda v: v >= 300):.2f}")
    for threshold in (300, 1000):
        for label, sel, sign in (("lost", lost, -1), ("won", won, 1)):
            decided = []
            for r in sel:
                at = None
                for plies, value in r["scores"]:
                    if sign * value >= threshold:
                        at = plies if at is None else at
                    else:
                        at = None
                if at is not None:
                    decided.append(at)
            if decided:
                print(f"{label} games: score for the winner >= {threshold} from ply (after the opening) "
                      f"median {statistics.median(decided)}, quartiles {quartiles(decided)} "
                      f"({len(decided)} of {len(sel)})")


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "report":
        return report(sys.argv[2])
    if len(sys.argv) < 5 or sys.argv[1] not in ("mates", "judge"):
        raise SystemExit(__doc__)
    (mates if sys.argv[1] == "mates" else judge)(sys.argv[2], int(sys.argv[3]), sys.argv[4:])


if __name__ == "__main__":
    main()
