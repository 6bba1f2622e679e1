#!/usr/bin/env python3
# Fixed-depth mergeshogi searches over USI: nodes and time from the last info line.
import subprocess, sys
exe, depth = sys.argv[1], sys.argv[2]
positions = [
    "startpos",
    "startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d",
    "startpos moves 7g7f 3c3d 8h2b+ 3a2b 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b",
    "startpos moves 7g7f 8c8d 7i6h 3c3d 6h7g 7a6b 5g5f 5c5d 3i4h 3a4b 4i5h 4a3b",
]
total_n = total_t = 0
for p in positions:
    e = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    e.stdin.write(f"usi\nsetoption name USI_Variant value mergeshogi\nisready\nusinewgame\nposition {p}\ngo depth {depth}\n")
    e.stdin.flush()
    last = None
    for line in e.stdout:
        if line.startswith("info depth"): last = line.split()
        if line.startswith("bestmove"): best = line.split()[1]; break
    e.stdin.write("quit\n"); e.stdin.flush(); e.wait()
    n = int(last[last.index("nodes") + 1]); t = int(last[last.index("time") + 1])
    total_n += n; total_t += t
    print(f"{p[:40]:40s} nodes {n:8d} time {t:5d} ms best {best}")
print(f"total nodes {total_n} time {total_t} ms nps {total_n * 1000 // max(total_t, 1)}")
