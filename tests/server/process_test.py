#!/usr/bin/env python3
"""`hensoku serve` as a process, from outside: floods, SIGTERM, SIGKILL.

  flood     concurrent POST /api/analysis and engine-vs-engine games past the
            caps: every answer is 200/201, 429 or 503, the server lives, and
            its peak RSS (VmHWM) and thread count stay under the bounds given.
  sigterm   SIGTERM while analyses and engine games search: exit status 0,
            and the process is gone within the engine cap + 2 s.
  kill      concurrent games against the server, SIGKILL at random moments,
            restart: every acknowledged move, result and clock is in the
            database, and every game resumes (an engine to move thinks).

The suite (ctest server_process_tests) runs a cheap version (--quick);
scripts/server_stress.sh runs the heavy one and prints the figures that
docs/benchmarks.md quotes. Python 3 standard library only.
"""
import argparse
import asyncio
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import http.client

ENGINE_CAP_MS = 2000


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A `hensoku serve` process on a free port with its own database."""

    def __init__(self, binary, db, extra=()):
        self.port = free_port()
        self.args = [binary, "serve", "--port", str(self.port), "--db", db, "--static", os.path.dirname(db),
                     "--engine-cap-ms", str(ENGINE_CAP_MS), "--hash-mb", "8"] + list(extra)
        self.proc = subprocess.Popen(self.args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        deadline = time.time() + 20
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("server exited at start: " + self.proc.stderr.read())
            try:
                if self.request("GET", "/api/health")[0] == 200:
                    return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("server did not start")

    def request(self, method, path, body=None, timeout=30):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            headers = {"Content-Type": "application/json"} if body is not None else {}
            conn.request(method, path, json.dumps(body) if body is not None else None, headers)
            res = conn.getresponse()
            data = res.read()
            return res.status, (json.loads(data) if data else None)
        finally:
            conn.close()

    def status(self, key):
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1])
        return 0

    def terminate(self):
        """SIGTERM; returns (exit status, seconds until the process was gone)."""
        t0 = time.time()
        self.proc.send_signal(signal.SIGTERM)
        try:
            rc = self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            rc = self.proc.wait()
        return rc, time.time() - t0

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()


def engine(level=None, movetime=None):
    p = {"type": "engine"}
    if level:
        p["level"] = level
    if movetime:
        p["movetime_ms"] = movetime
    return p


# ---- flood ----

async def raw_post(port, path, body):
    """One POST on its own connection; the status, or 0 if the connection failed."""
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        data = json.dumps(body).encode()
        writer.write(f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     f"Content-Length: {len(data)}\r\nConnection: close\r\n\r\n".encode() + data)
        await writer.drain()
        line = await asyncio.wait_for(reader.readline(), 120)
        writer.close()
        return int(line.split()[1]) if line else 0
    except (OSError, asyncio.TimeoutError, ValueError, IndexError):
        return 0


def flood(binary, tmp, analyses, games, rss_bound_mb, thread_bound):
    srv = Server(binary, os.path.join(tmp, "flood.sqlite"), ["--engine-slots", "2"])
    peak = {"threads": 0}
    done = threading.Event()

    def sample():
        while not done.is_set():
            try:
                peak["threads"] = max(peak["threads"], srv.status("Threads"))
            except OSError:
                pass
            time.sleep(0.02)

    sampler = threading.Thread(target=sample)
    sampler.start()

    async def run():
        jobs = [raw_post(srv.port, "/api/analysis", {"variant": "shogi", "movetime_ms": 300}) for _ in range(analyses)]
        jobs += [raw_post(srv.port, "/api/games", {"variant": "shogi", "players": {"black": engine(movetime=200),
                                                                                   "white": engine(movetime=200)}})
                 for _ in range(games)]
        random.shuffle(jobs)
        return await asyncio.gather(*jobs)

    t0 = time.time()
    statuses = asyncio.run(run())
    elapsed = time.time() - t0
    done.set()
    sampler.join()
    alive = srv.request("GET", "/api/health")[0] == 200
    rss_mb = srv.status("VmHWM") / 1024
    counts = {}
    for s in statuses:
        counts[s] = counts.get(s, 0) + 1
    rc, stop_s = srv.terminate()
    print(f"flood: {analyses} analyses + {games} engine games in {elapsed:.1f} s: statuses {counts}; "
          f"peak RSS {rss_mb:.0f} MiB (bound {rss_bound_mb}), peak threads {peak['threads']} (bound {thread_bound}); "
          f"stopped in {stop_s:.2f} s, exit {rc}")
    ok = alive and rc == 0
    ok &= set(counts) <= {200, 201, 429, 503}
    ok &= counts.get(429, 0) + counts.get(503, 0) > 0
    ok &= counts.get(200, 0) > 0 and counts.get(201, 0) > 0
    ok &= rss_mb < rss_bound_mb and peak["threads"] < thread_bound
    return ok


# ---- sigterm ----

def sigterm(binary, tmp, rounds, in_flight):
    worst = 0.0
    failures = 0
    for r in range(rounds):
        db = os.path.join(tmp, f"term{r}.sqlite")
        srv = Server(binary, db, ["--engine-slots", "2", "--max-engine-games", str(in_flight)])
        n_games = in_flight // 3
        for _ in range(n_games):
            srv.request("POST", "/api/games", {"variant": "shogi", "players": {
                "black": engine(movetime=ENGINE_CAP_MS), "white": engine(movetime=ENGINE_CAP_MS)}})
        answers = []

        def analyse():
            try:
                answers.append(srv.request("POST", "/api/analysis", {"variant": "shogi", "movetime_ms": ENGINE_CAP_MS},
                                           timeout=60)[0])
            except (OSError, http.client.HTTPException):
                answers.append(0)  # the connection closed with the server

        threads = [threading.Thread(target=analyse) for _ in range(in_flight - n_games)]
        for t in threads:
            t.start()
        time.sleep(random.uniform(0.2, 1.5))
        rc, stop_s = srv.terminate()
        for t in threads:
            t.join()
        worst = max(worst, stop_s)
        if rc != 0 or stop_s > ENGINE_CAP_MS / 1000 + 2:
            failures += 1
            print(f"sigterm round {r}: exit {rc} after {stop_s:.2f} s; stderr: {srv.proc.stderr.read()[-500:]}")
        os.remove(db)
    print(f"sigterm: {rounds} rounds with {in_flight} searches in flight (engine cap {ENGINE_CAP_MS} ms): "
          f"{rounds - failures} exited 0 in time, worst stop {worst:.2f} s (bound {ENGINE_CAP_MS / 1000 + 2:.1f} s)")
    return failures == 0


# ---- kill ----

class Player(threading.Thread):
    """Plays one game (a person against the engine) and remembers what the server acknowledged."""

    def __init__(self, srv, game_id, rng):
        super().__init__()
        self.srv, self.id, self.rng = srv, game_id, rng
        self.acked_history = None  # the history of the last acknowledged answer
        self.acked_clocks = None
        self.acked_outcome = None
        self.acks = 0
        self.stop = False

    def run(self):
        while not self.stop:
            try:
                status, g = self.srv.request("GET", f"/api/games/{self.id}", timeout=5)
                if status != 200 or g["outcome"]["over"]:
                    return
                me = g["players"][g["to_move"]]["type"] == "human"
                if not me or not g["legal_moves"]:
                    time.sleep(0.02)
                    continue
                if self.rng.random() < 0.01:
                    status, after = self.srv.request("POST", f"/api/games/{self.id}/resign", {}, timeout=5)
                else:
                    move = self.rng.choice(g["legal_moves"])["usi"]
                    status, after = self.srv.request("POST", f"/api/games/{self.id}/moves",
                                                     {"move": move, "ply": g["ply"]}, timeout=5)
                if status == 200:
                    self.acked_history = after["history"]
                    self.acked_clocks = after["clocks"]
                    self.acked_outcome = after["outcome"] if after["outcome"]["over"] else None
                    self.acks += 1
            except (OSError, http.client.HTTPException, ValueError):
                return  # the server died


def kill(binary, tmp, kills, n_games, seed):
    rng = random.Random(seed)
    db = os.path.join(tmp, "kill.sqlite")
    srv = Server(binary, db, ["--engine-slots", "2"])
    ids = []
    for i in range(n_games):
        status, g = srv.request("POST", "/api/games", {
            "variant": "shogi", "players": {"white": engine(level=1)},
            "time_control": {"initial_ms": 600000, "byoyomi_ms": 30000}})
        assert status == 201, g
        ids.append(g["id"])
    acked = {}  # id -> (history, clocks, outcome) of the last acknowledgement seen
    total_acks = lost = stuck = 0
    survived = 0
    for k in range(kills):
        players = [Player(srv, i, random.Random(rng.random())) for i in ids]
        for p in players:
            p.start()
        time.sleep(rng.uniform(0.2, 1.2))
        srv.kill()
        for p in players:
            p.stop = True
            p.join()
            if p.acked_history is not None:
                acked[p.id] = (p.acked_history, p.acked_clocks, p.acked_outcome)
            total_acks += p.acks
        srv = Server(binary, db, ["--engine-slots", "2"])
        survived += 1
        for i in ids:
            status, g = srv.request("GET", f"/api/games/{i}")
            if status != 200:
                lost += 1
                print(f"kill {k}: game {i} missing after restart ({status})")
                continue
            if i in acked:
                history, clocks, outcome = acked[i]
                if g["history"][:len(history)] != history:
                    lost += len(history) - sum(1 for a, b in zip(history, g["history"]) if a == b)
                    print(f"kill {k}: game {i}: acknowledged {history[-3:]} not in {g['history'][-3:]}")
                if outcome and g["outcome"] != outcome:
                    lost += 1
                    print(f"kill {k}: game {i}: acknowledged result {outcome} became {g['outcome']}")
                if len(g["history"]) == len(history) and clocks and g["clocks"]:
                    mover = "black" if len(history) % 2 == 1 else "white"  # the side that made the last move
                    if g["clocks"][mover + "_ms"] != clocks[mover + "_ms"]:
                        lost += 1
                        print(f"kill {k}: game {i}: clock {mover} {clocks[mover + '_ms']} became "
                              f"{g['clocks'][mover + '_ms']}")
            # Every game resumes: an engine to move thinks (or has moved already).
            if not g["outcome"]["over"] and g["players"][g["to_move"]]["type"] == "engine":
                deadline = time.time() + 5
                ok = False
                while time.time() < deadline and not ok:
                    status, now = srv.request("GET", f"/api/games/{i}")
                    ok = now["engine"]["thinking"] or now["ply"] > g["ply"] or now["outcome"]["over"]
                    if not ok:
                        time.sleep(0.05)
                if not ok:
                    stuck += 1
                    print(f"kill {k}: game {i}: engine to move is not thinking after the restart")
        # Finished games are replaced so that there is always play to interrupt.
        for j, i in enumerate(ids):
            status, g = srv.request("GET", f"/api/games/{i}")
            if g["outcome"]["over"]:
                status, g = srv.request("POST", "/api/games", {
                    "variant": "shogi", "players": {"white": engine(level=1)},
                    "time_control": {"initial_ms": 600000, "byoyomi_ms": 30000}})
                ids[j] = g["id"]
    srv.terminate()
    print(f"kill: {kills} SIGKILLs survived {survived}, {n_games} concurrent games, {total_acks} moves/results "
          f"acknowledged, lost {lost}, games stuck after restart {stuck}")
    return lost == 0 and stuck == 0 and survived == kills


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hensoku", required=True, help="the hensoku binary")
    ap.add_argument("--quick", action="store_true", help="the suite's cheap version")
    ap.add_argument("--only", choices=["flood", "sigterm", "kill"], action="append")
    ap.add_argument("--seed", type=int, default=20261128)
    args = ap.parse_args()
    random.seed(args.seed)
    parts = args.only or ["flood", "sigterm", "kill"]
    tmp = tempfile.mkdtemp(prefix="hensoku-process-test-")
    ok = True
    try:
        if "flood" in parts:
            if args.quick:
                ok &= flood(args.hensoku, tmp, analyses=300, games=60, rss_bound_mb=350, thread_bound=24)
            else:
                ok &= flood(args.hensoku, tmp, analyses=2000, games=500, rss_bound_mb=350, thread_bound=24)
        if "sigterm" in parts:
            ok &= sigterm(args.hensoku, tmp, rounds=3 if args.quick else 100, in_flight=12 if args.quick else 50)
        if "kill" in parts:
            ok &= kill(args.hensoku, tmp, kills=5 if args.quick else 50, n_games=4 if args.quick else 8,
                       seed=args.seed)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("server_process_tests:", "PASSED" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
