// Load bench (not part of the suite): N concurrent engine-vs-engine games,
// each engine move searched for MOVETIME ms, for DURATION seconds, against a
// server process on loopback. Reports moves played, errors, games checked
// for consistency after a restart, and the server's memory over time.
// Usage: node load_test.mjs --server <web_test_server> [--games 50] [--movetime 100] [--seconds 180]
//        [--variant shogi]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith("--") ? [...acc, [a.slice(2), all[i + 1]]] : acc), []),
);
const games = Number(args.games ?? 50);
const movetime = Number(args.movetime ?? 100);
const seconds = Number(args.seconds ?? 180);
const variants = (args.variant ?? "shogi,chushogi,hasami").split(",");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "hensoku-load-"));
const db = path.join(work, "games.sqlite");

function startServer() {
  return new Promise((resolve, reject) => {
    const proc = spawn(args.server, ["--port", "0", "--db", db, "--static", work], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    proc.stdout.on("data", (d) => {
      out += d;
      const m = /open (http:\/\/[\d.]+:\d+)\//.exec(out);
      if (m) resolve({ proc, url: m[1] });
    });
    proc.on("exit", (code) => reject(new Error(`server exited ${code}`)));
  });
}
const stop = (s) => new Promise((r) => { s.proc.removeAllListeners("exit"); s.proc.on("exit", r); s.proc.kill("SIGTERM"); });
const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : 0;
};

let server = await startServer();
let errors = 0;
const call = async (method, p, body) => {
  const res = await fetch(server.url + p, { method, headers: { "Content-Type": "application/json" }, body: body && JSON.stringify(body) });
  const data = await res.json();
  if (!res.ok) {
    errors++;
    console.log(`error ${res.status} ${method} ${p}: ${data.error}`);
  }
  return data;
};

const engine = { type: "engine", movetime_ms: movetime };
const live = new Set();
const finished = [];
let created = 0;
async function newGame(i) {
  const g = await call("POST", "/api/games", { variant: variants[i % variants.length], players: { black: engine, white: engine } });
  created++;
  live.add(g.id);
}
for (let i = 0; i < games; i++) await newGame(i);

const start = Date.now();
const memory = [];
let lastPly = new Map();
while (Date.now() - start < seconds * 1000) {
  await new Promise((r) => setTimeout(r, 5000));
  memory.push([Math.round((Date.now() - start) / 1000), Math.round(rssMb(server.proc.pid))]);
  const list = (await call("GET", "/api/games")).games;
  for (const s of list) {
    lastPly.set(s.id, s.ply);
    if (live.has(s.id) && s.outcome.over) {
      live.delete(s.id);
      finished.push(s.id);
      await newGame(created);
    }
  }
}
const elapsed = (Date.now() - start) / 1000;
const before = (await call("GET", "/api/games")).games;
const totalMoves = before.reduce((n, s) => n + s.ply, 0);
const histories = new Map();
for (const s of before) histories.set(s.id, (await call("GET", `/api/games/${s.id}`)).history);
await stop(server);

// Restart on the same database: every game must come back with every move
// (a game in progress may have gained moves between the read and the stop).
server = await startServer();
let lost = 0;
let corrupt = 0;
for (const [id, h] of histories) {
  const g = await call("GET", `/api/games/${id}`);
  if (!g.history || g.history.length < h.length) lost++;
  else if (JSON.stringify(g.history.slice(0, h.length)) !== JSON.stringify(h)) corrupt++;
}
await stop(server);
fs.rmSync(work, { recursive: true, force: true });

console.log(JSON.stringify({
  games_concurrent: games, movetime_ms: movetime, seconds: Math.round(elapsed), variants,
  games_created: created, games_finished: finished.length, engine_moves: totalMoves,
  moves_per_second: Math.round((totalMoves / elapsed) * 10) / 10, http_errors: errors, games_lost: lost,
  games_corrupt: corrupt, rss_mb_over_time: memory,
}, null, 1));
process.exit(errors || lost || corrupt ? 1 : 0);
