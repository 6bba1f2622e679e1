#!/usr/bin/env python3
"""Depth and time per move of each engine by game phase, from match records.

Usage: depth_by_phase.py RECORD...   (the JSON-lines files of `hensoku match --records`)

The depth and time arrays of a record start after the opening, so the mover
of entry i is found from the setup's side to move and the opening's length.
Medians are printed beside means: an engine that reports a mate's distance as
its depth (fsf prints depth 101-245 for some mates) inflates its mean.
"""
import json
import statistics
import sys

PHASES = [(0, 20), (20, 40), (40, 60), (60, 80), (80, 120), (120, 10_000)]


def moves_by_engine(paths):
    rows = {}  # engine -> list of (plies after the opening, depth, ms)
    for path in paths:
        for line in open(path):
            game = json.loads(line)
            black_first = game["setup"].split()[1] == "b"
            first_is_black = (len(game["opening"]) % 2 == 0) == black_first
            for i, (depth, ms) in enumerate(zip(game["depth"], game["time_ms"])):
                black = first_is_black == (i % 2 == 0)
                rows.setdefault(game["black" if black else "white"], []).append((i, depth, ms))
    return rows


def summary(values):
    return f"{statistics.mean(values):5.1f} / {statistics.median(values):4.0f}"


def main():
    rows = moves_by_engine(sys.argv[1:])
    print("phase (plies after opening) | engine | moves | depth mean / median | ms mean / median | depth > 40")
    for lo, hi in PHASES:
        for engine in sorted(rows):
            sel = [r for r in rows[engine] if lo <= r[0] < hi]
            if not sel:
                continue
            depths = [d for _, d, _ in sel]
            times = [t for _, _, t in sel]
            deep = sum(d > 40 for d in depths)
            print(f"{lo}-{hi if hi < 10_000 else ''} | {engine} | {len(sel)} | {summary(depths)} | {summary(times)} | {deep}")
    for engine in sorted(rows):
        depths = [d for _, d, _ in rows[engine]]
        sane = [d for d in depths if d <= 40]
        print(f"all | {engine} | {len(depths)} | {summary(depths)} | without depth > 40: {summary(sane)}")


if __name__ == "__main__":
    main()
