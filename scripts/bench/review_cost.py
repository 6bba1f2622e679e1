#!/usr/bin/env python3
"""What a game review costs: wall seconds per position at each budget.

    scripts/bench/review_cost.py [--hensoku build/release/hensoku] [--plies 20]
        [--budgets 100,300,1000] [--variants shogi,chushogi,hasami]

Starts `hensoku serve` on a free port with a throw-away database, creates
one game per variant of --plies moves (each the first legal move whose
index a fixed sequence picks), reviews it at each budget and prints, per
variant and budget, the wall time from the POST to status "done" divided by
the positions (plies + 1). docs/benchmarks.md has the figures.
"""
import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def call(port, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read() or b"null")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hensoku", default="build/release/hensoku")
    ap.add_argument("--plies", type=int, default=20)
    ap.add_argument("--budgets", default="100,300,1000")
    ap.add_argument("--variants", default="shogi,chushogi,hasami")
    a = ap.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        server = subprocess.Popen([a.hensoku, "serve", "--port", str(port), "--db", os.path.join(tmp, "g.sqlite"),
                                   "--engine-slots", "1"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(100):
                try:
                    call(port, "GET", "/api/health")
                    break
                except OSError:
                    time.sleep(0.1)
            print("| variant | positions | budget (ms) | wall s | s per position | overhead per position (ms) |")
            print("|---|---:|---:|---:|---:|---:|")
            for variant in a.variants.split(","):
                g = call(port, "POST", "/api/games", {"variant": variant})
                for i in range(a.plies):
                    legal = g["legal_moves"]
                    g = call(port, "POST", f"/api/games/{g['id']}/moves", {"move": legal[(i * 7) % len(legal)]["usi"]})
                positions = a.plies + 1
                for budget in map(int, a.budgets.split(",")):
                    start = time.monotonic()
                    call(port, "POST", f"/api/games/{g['id']}/review", {"movetime_ms": budget})
                    while call(port, "GET", f"/api/games/{g['id']}/review")["status"] != "done":
                        time.sleep(0.05)
                    wall = time.monotonic() - start
                    per = wall / positions
                    print(f"| {variant} | {positions} | {budget} | {wall:.1f} | {per:.3f} | {1000 * per - budget:.0f} |",
                          flush=True)
        finally:
            server.terminate()
            server.wait(timeout=30)


if __name__ == "__main__":
    sys.exit(main())
