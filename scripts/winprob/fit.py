#!/usr/bin/env python3
"""Fits Black's winning chance against the engine's score, per variant.

    scripts/winprob/fit.py [DATA_DIR] [--table src/server/winprob_table.cpp]

DATA_DIR (default build/winprob) holds `hensoku datagen` files, one per
variant (<variant>.data, made by scripts/winprob/gen.sh): lines
`<result> <sfen> score <cp>` with the result from Black's view (1, 0.5, 0)
and the search's score from the side to move's view. The model is
win_black = 1 / (1 + exp(-(cp_black - offset) / scale)) with offset 0 (each
position counts mirrored too), fitted by maximum
likelihood (Newton's method on the cross-entropy, draws as 0.5). Mate scores
(|cp| >= 30000) are left out. A variant with fewer than MIN_DECISIVE decisive
games or MIN_POSITIONS scored positions takes the fit of its group's pooled
data (GROUP below). Prints a Markdown table for
docs/search.md and, with --table, writes the C++ table the server reads.
"""
import math
import os
import re
import sys

MIN_DECISIVE = 10
MIN_POSITIONS = 300
# Variants pooled when one has too little data of its own: the shogi family,
# chu, the hasami games of capture (hasami, ma-ka-yek) and the dai hasami
# games (five in a row), whose scores mean different things.
GROUP = {"daihasami": "daihasami", "daihasami-diagonal": "daihasami", "daihasami-onestep": "daihasami"}
FAMILY = {}  # variant -> family, from `hensoku variants` order below
ORDER = """shogi shogi
forcedcapture shogi
forcedcapture-kingonly shogi
forcedcapture-kingcapture shogi
trueforcedcapture shogi
friendcapture shogi
swappergold shogi
swapshogi shogi
mergeshogi shogi
chushogi chu
hasami hasami
hasami-captureall hasami
hasami-onestep hasami
hasami-onestep18 hasami
daihasami hasami
daihasami-diagonal hasami
daihasami-onestep hasami
makayek hasami
hasami-jsa hasami""".split("\n")
for row in ORDER:
    v, f = row.split()
    FAMILY[v] = f


def read(path):
    """(cp_black, result) pairs and the number of decisive games."""
    points = []
    games = set()
    decisive = 0
    last_result = None
    with open(path) as f:
        for line in f:
            if line.startswith("#"):
                continue
            t = line.split()
            if len(t) < 4 or t[-2] != "score":
                continue
            result = float(t[0])
            cp = int(t[-1])
            side = t[2]
            if abs(cp) >= 30000:
                continue
            points.append((cp if side == "b" else -cp, result))
    return points


def loss_of(points, a, b):
    loss = 0.0
    for x, y in points:
        p = 1.0 / (1.0 + math.exp(-max(-700.0, min(700.0, a * x + b))))
        p = min(max(p, 1e-12), 1 - 1e-12)
        loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return loss / max(1, len(points))


def fit(points):
    """Damped Newton's method for p = sigmoid(a*x + b), x in thousands of
    centipawns, from a = b = 0; returns (scale, offset, loss) in centipawns."""
    # Each position also counts mirrored (-x, 1-y): the curve is symmetric
    # (offset 0), since 40 games per variant cannot tell a first-move
    # advantage from the luck of the games.
    pts = [(x / 1000.0, y) for x, y in points] + [(-x / 1000.0, 1 - y) for x, y in points]
    a = b = 0.0
    loss = loss_of(pts, a, b)
    for _ in range(100):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in pts:
            p = 1.0 / (1.0 + math.exp(-max(-700.0, min(700.0, a * x + b))))
            ga += (p - y) * x
            gb += p - y
            w = p * (1 - p)
            haa += w * x * x
            hab += w * x
            hbb += w
        det = haa * hbb - hab * hab
        if det <= 0:
            break
        da = (hbb * ga - hab * gb) / det
        db = (haa * gb - hab * ga) / det
        step = 1.0
        while step > 1e-6:
            na, nb = a - step * da, b - step * db
            nl = loss_of(pts, na, nb)
            if nl <= loss:
                break
            step /= 2
        if step <= 1e-6:
            break
        done = loss - nl < 1e-10
        a, b, loss = na, nb, nl
        if done:
            break
    scale = 1000.0 / a if a > 0 else 1e9
    return scale, -b * scale, loss


def decisive_games(path):
    """Counts games whose result is not 0.5: a game's positions are consecutive lines with one result."""
    n = 0
    prev = None
    with open(path) as f:
        for line in f:
            if line.startswith("#"):
                continue
            t = line.split()
            if not t:
                continue
            key = t[0]
            # a new game starts where the move counter falls back
            m = re.search(r" (\d+)( score|$)", line)
            count = int(m.group(1)) if m else 0
            if prev is None or count < prev[1]:
                if key != "0.5":
                    n += 1
            prev = (key, count)
    return n


def main():
    args = [a for a in sys.argv[1:]]
    table = None
    if "--table" in args:
        i = args.index("--table")
        table = args[i + 1]
        del args[i:i + 2]
    data_dir = args[0] if args else "build/winprob"
    per = {}
    for v in FAMILY:
        path = os.path.join(data_dir, v + ".data")
        if os.path.exists(path):
            per[v] = (read(path), decisive_games(path))
    group = lambda v: GROUP.get(v, FAMILY[v])
    pooled = {}
    for g in set(group(v) for v in per):
        pts = [p for v, (ps, d) in per.items() if group(v) == g for p in ps]
        if pts:
            pooled[g] = fit(pts)
    rows = []
    for v in FAMILY:
        if v not in per:
            continue
        pts, dec = per[v]
        draws = sum(1 for _, y in pts if y == 0.5)
        if dec >= MIN_DECISIVE and len(pts) >= MIN_POSITIONS:
            scale, offset, loss = fit(pts)
            source = "own"
        else:
            scale, offset, loss = pooled[group(v)]
            source = group(v) + " group"
        rows.append((v, scale, offset, len(pts), dec, draws, loss, source))
    print("| variant | scale | offset | scored positions | decisive games | draw positions | log-loss | curve |")
    print("|---|---:|---:|---:|---:|---:|---:|---|")
    for v, scale, offset, n, dec, draws, loss, source in rows:
        print(f"| {v} | {scale:.0f} | {offset:+.0f} | {n} | {dec} | {draws} | {loss:.3f} | {source} |")
    if table:
        with open(table, "w") as out:
            out.write("// Written by scripts/winprob/fit.py from scripts/winprob/gen.sh's self-play\n")
            out.write("// data (docs/search.md, \"Win probability\"); do not edit by hand.\n")
            out.write('#include "server/winprob.h"\n\nnamespace hensoku::server {\n\n')
            out.write("// variant, scale, offset, scored positions (0: the family's pooled fit)\n")
            out.write("const WinCurve kWinCurves[] = {\n")
            for v, scale, offset, n, dec, draws, loss, source in rows:
                out.write(f'    {{"{v}", {scale:.1f}, {offset:.1f}, {n if source == "own" else 0}}},\n')
            out.write("};\nconst int kWinCurveCount = int(sizeof kWinCurves / sizeof kWinCurves[0]);\n\n")
            out.write("}  // namespace hensoku::server\n")


if __name__ == "__main__":
    main()
