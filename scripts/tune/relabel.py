#!/usr/bin/env python3
"""Labels the positions of a datagen file with another USI engine's scores.

Usage:
  relabel.py --engine CMD [--option NAME=VALUE ...] (--nodes N | --depth D)
             [--jobs J] IN OUT

IN is a `hensoku datagen` file (usually `hensoku datagen quiet`'s output:
only the positions the tuner fits). OUT is the same file with each
position's ` score <cp>` set to the engine's score after `go nodes N` (or
`go depth D`), from the side to move's view, mates as +-100000 (the datagen
convention). `hensoku tune --score-weight 1` then fits the evaluation to the
engine's verdicts instead of Hensoku's own (docs/tuning.md, "Fitting to
another engine's scores").

J engine processes (default: the machine's cores) share the positions; the
output keeps the input's order. A position the engine gives no score keeps
no score line (the tuner then uses its game result).
"""
import argparse
import multiprocessing
import os
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "docs" / "benchmarks"))
from where_lost import Usi, score_of  # noqa: E402


class Engine(Usi):
    """where_lost.py's USI client, with the options set and one score per position."""

    def __init__(self, cmd, options):
        super().__init__(cmd, [f"setoption name {name} value {value}" for name, value in options])
        self.send("usinewgame")

    def score(self, sfen, go):
        self.send("position sfen " + sfen)
        self.send(go)
        _, scored = self.until("bestmove")
        return None if scored is None else score_of(scored, 100000)

    def close(self):
        self.send("quit")
        self.p.wait(timeout=10)


def label_chunk(job):
    lines, engine, options, go = job
    usi = Engine(engine, options)
    out = []
    for line in lines:
        result, rest = line.split(" ", 1)
        sfen = rest.split(" score ")[0]
        score = usi.score(sfen, go)
        out.append(f"{result} {sfen}" + (f" score {score}" if score is not None else ""))
    usi.close()
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", required=True)
    ap.add_argument("--option", action="append", default=[], help="NAME=VALUE, sent as setoption")
    limit = ap.add_mutually_exclusive_group(required=True)
    limit.add_argument("--nodes", type=int)
    limit.add_argument("--depth", type=int)
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    ap.add_argument("--chunk", type=int, default=2000, help="positions per task")
    ap.add_argument("input")
    ap.add_argument("output")
    a = ap.parse_args()
    options = [tuple(o.split("=", 1)) for o in a.option]
    if any(len(o) != 2 for o in options):
        raise SystemExit("relabel: --option takes NAME=VALUE")
    go = f"go nodes {a.nodes}" if a.nodes else f"go depth {a.depth}"
    header, positions = [], []
    with open(a.input) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            (header if line.startswith("#") else positions).append(line)
    if not header or "variant=" not in header[0]:
        raise SystemExit("relabel: the input has no '# hensoku datagen variant=...' header")
    jobs = [(positions[i:i + a.chunk], a.engine, options, go) for i in range(0, len(positions), a.chunk)]
    with open(a.output, "w") as out, multiprocessing.Pool(a.jobs) as pool:
        out.write(header[0] + f" labelled by {a.engine} ({go})\n")
        for done, chunk in enumerate(pool.imap(label_chunk, jobs), 1):
            out.write("\n".join(chunk) + "\n")
            out.flush()
            print(f"relabel: {min(done * a.chunk, len(positions))} of {len(positions)} positions", flush=True)


if __name__ == "__main__":
    main()
