#!/usr/bin/env python3
"""How the games of a match ended, and the records without protocol endings.

Usage: outcomes.py ENGINE RECORD...           endings of ENGINE's games by end code
       outcomes.py --kept RECORD... > F       the records without protocol endings

The first form counts ENGINE's wins, losses and draws by the record's end
code (checkmate, royal-captured, max-plies, illegal-move, engine-failure, ...).
The second writes the records of every game not ended by an illegal move or a
refused legal move, for `hensoku match summarize F` to score: HaChu plays
Western chu and refuses or plays some moves the association rules decide
otherwise, so issue #23 counts those games apart.
"""
import collections
import json
import sys

PROTOCOL_ENDINGS = {"illegal-move", "engine-failure"}


def games(paths):
    for path in paths:
        for line in open(path):
            yield line, json.loads(line)


def outcome(game, engine):
    if game["result"] == "1/2-1/2":
        return "draw"
    black_won = game["result"] == "1-0"
    return "win" if black_won == (game["black"] == engine) else "loss"


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    if sys.argv[1] == "--kept":
        for line, game in games(sys.argv[2:]):
            if game["code"] not in PROTOCOL_ENDINGS:
                sys.stdout.write(line)
        return
    engine = sys.argv[1]
    by_code = collections.Counter((g["code"], outcome(g, engine)) for _, g in games(sys.argv[2:]))
    for (code, result), count in sorted(by_code.items()):
        print(f"{code:16} {result:5} {count}")


if __name__ == "__main__":
    main()
