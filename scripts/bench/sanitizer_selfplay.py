#!/usr/bin/env python3
# Sanitizer self-play (docs/benchmarks/session13.md): per variant 8 random 6-ply
# openings x 2 colours, an ASan+UBSan hensoku against itself at 1500 nodes, the
# release hensoku as referee. Usage: sanitizer_selfplay.py RELEASE ASAN V1,V2,...
# (openings go to /tmp/san). Prints one line per variant; any engine failure,
# illegal move or time loss counts as bad.
import os, random, subprocess, sys
os.makedirs("/tmp/san", exist_ok=True)
REL, ASAN = sys.argv[1], sys.argv[2]
variants = sys.argv[3].split(',')
rng = random.Random(12)
env = dict(os.environ, ASAN_OPTIONS="halt_on_error=1:detect_leaks=1",
           UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1")
total = 0
failed = False
for v in variants:
    lines = []
    for _ in range(8):
        moves = []
        for _ in range(6):
            cmd = [REL, "perft", "--variant", v, "--depth", "1", "--divide"]
            if moves: cmd += ["--moves"] + moves
            out = subprocess.run(cmd, capture_output=True, text=True).stdout
            legal = [l.split(":")[0] for l in out.splitlines() if l.endswith(": 1")]
            if not legal: break
            moves.append(rng.choice(legal))
        lines.append("startpos moves " + " ".join(moves) if moves else "startpos")
    path = f"/tmp/san/{v}.txt"
    open(path, "w").write("\n".join(lines) + "\n")
    r = subprocess.run([REL, "match", "--variant", v, "--games", "16", "--concurrency", "2", "--nodes", "1500",
                        "--max-plies", "300", "--openings", path,
                        "--engine", f"name=a,cmd={ASAN}", "--engine", f"name=b,cmd={ASAN}"],
                       capture_output=True, text=True, env=env)
    games = [l for l in r.stdout.splitlines() if l.startswith("game")]
    bad = [l for l in games if any(c in l for c in ("engine-failure", "illegal-move", "time-forfeit"))]
    total += len(games)
    failed |= r.returncode != 0 or bool(bad)
    print(v, "exit", r.returncode, "games", len(games), "bad", len(bad), r.stderr.strip()[:300], flush=True)
print("total games", total)
sys.exit(1 if failed else 0)
