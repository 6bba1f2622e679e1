#!/usr/bin/env python3
"""How the games of a match ended, and the score without protocol endings.

Usage: outcomes.py ENGINE RECORD...   (the JSON-lines files of `hensoku match --records`)

Prints, for ENGINE, its wins, losses and draws by the record's end code
(checkmate, royal-captured, max-plies, illegal-move, engine-failure, ...), then
the score and Elo again without the games an engine lost by a protocol
ending: an illegal move or a refused legal move (HaChu plays Western chu and
refuses or plays some moves the association rules decide otherwise, so
issue #23 counts those games apart).
"""
import collections
import json
import math
import sys

PROTOCOL_ENDINGS = {"illegal-move", "engine-failure"}


def outcome(game, engine):
    if game["result"] == "1/2-1/2":
        return "draw"
    black_won = game["result"] == "1-0"
    return "win" if black_won == (game["black"] == engine) else "loss"


def elo(wins, losses, draws):
    """Elo and its 95% half-width from the trinomial score (as cutechess)."""
    n = wins + losses + draws
    if n == 0 or wins == n or losses == n:
        return float("nan"), float("nan")
    score = (wins + draws / 2) / n
    variance = (wins * (1 - score) ** 2 + losses * score**2 + draws * (0.5 - score) ** 2) / n
    to_elo = lambda s: -400 * math.log10(1 / s - 1)
    margin = 1.959964 * math.sqrt(variance / n)
    return to_elo(score), (to_elo(score + margin) - to_elo(score - margin)) / 2


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    engine = sys.argv[1]
    by_code = collections.Counter()
    kept = collections.Counter()
    for path in sys.argv[2:]:
        for line in open(path):
            game = json.loads(line)
            result = outcome(game, engine)
            by_code[(game["code"], result)] += 1
            if game["code"] not in PROTOCOL_ENDINGS:
                kept[result] += 1
    total = collections.Counter()
    for (code, result), count in sorted(by_code.items()):
        print(f"{code:16} {result:5} {count}")
        total[result] += count
    for label, counts in (("all games", total), ("without protocol endings", kept)):
        w, l, d = counts["win"], counts["loss"], counts["draw"]
        value, margin = elo(w, l, d)
        print(f"{label}: {engine} {w}-{l}-{d}, Elo {value:+.1f} +/- {margin:.1f}")


if __name__ == "__main__":
    main()
