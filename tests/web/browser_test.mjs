// Browser tests of the web app: playwright-core drives Debian's chromium
// (never a downloaded browser) against a real server process.
// Usage: node browser_test.mjs --server <web_test_server> --static <built web dir> --out <screenshot dir>
//        [--docs-screenshot <png>]
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.resolve(here, "../../web");
const require = createRequire(path.join(webDir, "package.json"));
const { chromium } = require("playwright-core");

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith("--") ? [...acc, [a.slice(2), all[i + 1]]] : acc), []),
);
const outDir = args.out ?? path.join(os.tmpdir(), "hensoku-web-screenshots");
fs.mkdirSync(outDir, { recursive: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), "hensoku-web-test-"));
const db = path.join(work, "games.sqlite");

// ---- the server process ----
function startServer() {
  return new Promise((resolve, reject) => {
    const proc = spawn(args.server, ["--port", "0", "--db", db, "--static", args.static, "--engine-cap-ms", "3000"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 20000);
    proc.stdout.on("data", (d) => {
      out += d;
      const m = /open (http:\/\/[\d.]+:\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, url: m[1] });
      }
    });
    proc.on("exit", (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}
function stopServer(server) {
  return new Promise((resolve) => {
    server.proc.removeAllListeners("exit");
    server.proc.on("exit", resolve);
    server.proc.kill("SIGTERM");
  });
}

let server = await startServer();
const api = async (method, p, body) => {
  const res = await fetch(server.url + p, {
    method, headers: { "Content-Type": "application/json" }, body: body ? JSON.stringify(body) : undefined,
  });
  const data = await res.json();
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${data.error}`);
  return data;
};

// ---- the browser ----
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "hensoku-chromium-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  viewport: { width: 1280, height: 900 },
});
const page = context.pages()[0] ?? (await context.newPage());
page.setDefaultTimeout(20000);
const pageErrors = [];
page.on("pageerror", (e) => pageErrors.push(String(e)));

const results = [];
async function test(name, body) {
  const started = Date.now();
  try {
    await body();
    results.push({ name, ok: true });
    console.log(`ok   ${name} (${Date.now() - started} ms)`);
  } catch (e) {
    results.push({ name, ok: false });
    console.log(`FAIL ${name}: ${e.stack ?? e}`);
    await page.screenshot({ path: path.join(outDir, `failure-${name.replace(/\W+/g, "-")}.png`) }).catch(() => {});
  }
}
function assert(cond, message) {
  if (!cond) throw new Error(message);
}

const gameState = () => page.evaluate(() => window.hensoku.app.game);
const boardPly = () => page.locator("#board-holder").getAttribute("data-ply").then(Number);
async function waitPly(n) {
  await page.waitForFunction((n) => Number(document.querySelector("#board-holder")?.dataset.ply) === n, n);
}
async function clickSquare(sq) {
  await page.click(`#board-holder [data-square="${sq}"]`);
}
async function openGame(id) {
  await page.goto(`${server.url}/#/game/${id}`);
  await page.waitForSelector("#board-holder svg");
  await page.waitForFunction((id) => window.hensoku?.app.game?.id === id, id);
}
// Clicks the path of a move: piece (or hand piece), intermediate squares, destination; answers the dialog.
async function enterMove(m) {
  if (m.drop) {
    const side = (await gameState()).to_move;
    await page.click(`#board-holder [data-hand="${m.drop}"][data-side="${side}"]`);
  } else {
    await clickSquare(m.from);
  }
  for (const sq of m.via) await clickSquare(sq);
  await clickSquare(m.to);
  if (await page.locator("#promotion-dialog").isVisible().catch(() => false))
    await page.click(`#promotion-dialog button[data-usi="${m.usi}"]`);
}

const variants = (await api("GET", "/api/variants")).variants;
const byFamily = {};
for (const v of variants) byFamily[v.family] ??= v;
let savedGame = null;

for (const family of ["shogi", "chu", "hasami"]) {
  const v = byFamily[family];
  if (!v) {
    console.log(`skip ${family}: family not built`);
    continue;
  }
  await test(`${family}: new game against the engine, a move by clicks, the engine replies`, async () => {
    await page.goto(server.url + "/");
    await page.selectOption("#ng-variant", v.name);
    await page.selectOption("#ng-mode", "human-black");
    await page.selectOption("#ng-level", "1");
    await page.click("#ng-start");
    await page.waitForSelector("#board-holder svg");
    await waitPly(0);
    const g = await gameState();
    const plain = g.legal_moves.filter((m) => m.kind === "move" && !m.drop && m.via.length === 0 && !m.choice &&
      g.legal_moves.filter((o) => o.from === m.from && o.to === m.to).length === 1);
    const m = plain[Math.floor(plain.length / 2)];
    await clickSquare(m.from);
    const targets = await page.locator("#board-holder [data-target]").count();
    assert(targets === g.legal_moves.filter((x) => x.from === m.from && !x.drop).map((x) => x.via[0] ?? x.to)
      .filter((s, i, a) => a.indexOf(s) === i).length, `highlighted ${targets} destinations`);
    await clickSquare(m.to);
    await waitPly(2);
    const after = await gameState();
    assert(after.history[0] === m.usi, `played ${after.history[0]}, expected ${m.usi}`);
    assert(after.last_move && after.last_move.usi === after.history[1], "last move is the engine's");
    assert(await page.locator("#move-list li").count() === 2, "two moves listed");
    await page.locator("#board-holder svg").screenshot({ path: path.join(outDir, `${family}.png`) });
    if (family === "shogi") savedGame = after;
  });
}

await test("shogi: promotion through the dialog", async () => {
  const g = await api("POST", "/api/games", { variant: "shogi", sfen: "4k4/9/9/2P6/9/9/9/9/4K4 b - 1" });
  await openGame(g.id);
  await clickSquare("7d");
  await clickSquare("7c");
  await page.waitForSelector("#promotion-dialog");
  assert(await page.locator("#promotion-dialog button[data-choice]").count() === 2, "two choices offered");
  await page.click('#promotion-dialog button[data-choice="+"]');
  await waitPly(1);
  const after = await gameState();
  assert(after.history[0] === "7d7c+", `played ${after.history[0]}`);
  assert(await page.locator("#board-holder .label.promoted").count() === 1, "the promoted pawn is drawn red");
});

// Swap and merge moves exist only in the capture-rule variants; test them when registered.
for (const [kind, label] of [["swap", "a swap with promotion"], ["merge", "a merge"]]) {
  const candidates = variants.filter((v) => v.family === "shogi" && v.name !== "shogi");
  let found = null;
  // Start positions, then small set-ups: a gold beside a silver in the zone
  // (a swap can promote the silver), a silver behind a gold (a merge).
  const setups = [undefined, "4k4/9/5S3/5G3/9/9/9/9/4K4 b - 1", "4k4/9/9/9/9/9/4G4/4S4/K8 b - 1"];
  for (const v of candidates.flatMap((v) => setups.map((sfen) => ({ v, sfen })))) {
    let g;
    try {
      g = await api("POST", "/api/games", v.sfen ? { variant: v.v.name, sfen: v.sfen } : { variant: v.v.name });
    } catch {
      continue;
    }
    const moves = g.legal_moves.filter((m) => m.kind === kind && (kind !== "swap" || m.choice));
    const choices = (m) => g.legal_moves.filter((o) => o.from === m.from && o.to === m.to).length;
    moves.sort((a, b) => choices(b) - choices(a));
    if (moves.length) {
      found = { g, m: moves[0] };
      break;
    }
  }
  if (!found) {
    console.log(`skip ${label}: no registered variant offers one (start position or the small set-ups)`);
    continue;
  }
  await test(`shogi family: ${label} through the dialog`, async () => {
    await openGame(found.g.id);
    const sharing = found.g.legal_moves.filter((m) => m.from === found.m.from && m.to === found.m.to &&
      JSON.stringify(m.via) === JSON.stringify(found.m.via));
    if (sharing.length > 1) {
      await clickSquare(found.m.from);
      for (const sq of found.m.via) await clickSquare(sq);
      await clickSquare(found.m.to);
      await page.waitForSelector("#promotion-dialog");
      const offered = await page.locator("#promotion-dialog button[data-usi]").evaluateAll((bs) => bs.map((b) => b.dataset.usi));
      assert(JSON.stringify(offered.sort()) === JSON.stringify(sharing.map((m) => m.usi).sort()),
        `dialog offers ${offered.join(", ")}`);
      await page.locator("#promotion-dialog").screenshot({ path: path.join(outDir, `shogi-${kind}-dialog.png`) });
      await page.click(`#promotion-dialog button[data-usi="${found.m.usi}"]`);
    } else {
      await enterMove(found.m);
    }
    await waitPly(1);
    const after = await gameState();
    assert(after.history[0] === found.m.usi, `played ${after.history[0]}, expected ${found.m.usi}`);
    if (kind === "merge") assert(await page.locator("#board-holder .merge-line").count() >= 1, "merged piece drawn in two parts");
    await page.locator("#board-holder svg").screenshot({ path: path.join(outDir, `shogi-${kind}.png`) });
  });
}

if (variants.some((v) => v.name === "mergeshogi")) {
  await test("mergeshogi: a knight merges onto a lance in the zone; the dialog offers the lance+knight promotions", async () => {
    const g = await api("POST", "/api/games", { variant: "mergeshogi", sfen: "8k/9/4L4/9/5N3/9/9/9/4K4 b - 1" });
    const merges = g.legal_moves.filter((m) => m.from === "4e" && m.to === "5c");
    assert(merges.length >= 2 && merges.every((m) => m.kind === "merge"), `merges 4e-5c: ${merges.map((m) => m.usi).join(", ")}`);
    const pick = merges.find((m) => m.choice === "+N");
    assert(pick, `the knight's promotion (+N) is offered: ${merges.map((m) => m.usi).join(", ")}`);
    await openGame(g.id);
    await clickSquare("4e");
    await clickSquare("5c");
    await page.waitForSelector("#promotion-dialog");
    const offered = await page.locator("#promotion-dialog button[data-usi]").evaluateAll((bs) => bs.map((b) => b.dataset.usi));
    assert(JSON.stringify(offered.sort()) === JSON.stringify(merges.map((m) => m.usi).sort()), `dialog offers ${offered.join(", ")}`);
    const labels = await page.locator("#promotion-dialog button[data-usi]").allTextContents();
    assert(labels.some((l) => /knight \(lance \+ gold\)/.test(l)), `labels: ${labels.join(" | ")}`);
    await page.locator("#promotion-dialog").screenshot({ path: path.join(outDir, "shogi-merge-dialog.png") });
    await page.click(`#promotion-dialog button[data-usi="${pick.usi}"]`);
    await waitPly(1);
    const s = await gameState();
    assert(s.history[0] === pick.usi, `played ${s.history[0]}`);
    const token = s.board.cells[2 * 9 + 4];
    assert(/^\+?L\+?N$/.test(token) && token.includes("+N"), `5c holds ${token}`);
    assert(await page.locator("#board-holder .merge-line").count() === 1, "the combined piece is drawn in two halves");
    assert(await page.locator("#board-holder .label.merged").count() === 2, "each half has its label");
    await page.locator("#board-holder svg").screenshot({ path: path.join(outDir, "shogi-merge-lance-knight.png") });
  });
}

if (byFamily.chu) {
  await test("chu: a lion double move step by step, then a pass", async () => {
    const g = await api("POST", "/api/games", { variant: "chushogi", sfen: "9g1k/12/12/12/6p5/6N5/12/12/12/12/12/K2G8 b - 1" });
    await openGame(g.id);
    await clickSquare("6f");
    await clickSquare("6e");
    assert(await page.locator("#board-holder rect.sq.via").count() === 1, "the intermediate square is highlighted");
    assert(await page.locator('#board-holder [data-square="6d"][data-target]').count() === 1, "second steps offered");
    await clickSquare("6d");
    await waitPly(1);
    let s = await gameState();
    assert(s.history[0] === "6f6e6d", `played ${s.history[0]}`);
    assert(s.board.cells[4 * 12 + 6] === "", "the pawn on 6e was captured");
    await api("POST", `/api/games/${g.id}/moves`, { move: "3a3b" });
    await waitPly(2);
    s = await gameState();
    const pass = s.legal_moves.find((m) => m.kind === "pass" && m.from === "6d");
    assert(pass, "a pass is legal");
    await clickSquare(pass.from);
    await clickSquare(pass.via[0]);
    await clickSquare(pass.to);
    await waitPly(3);
    s = await gameState();
    assert(s.history[2] === pass.usi && s.played[2].kind === "pass", `played ${s.history[2]}`);
    await page.locator("#board-holder svg").screenshot({ path: path.join(outDir, "chu-lion.png") });
    await page.click("#notation-ja");
    const ja = await page.locator("#move-list li").allTextContents();
    assert(ja[0] === "▲６四獅子(６五経由)" && /^△/.test(ja[1]) && ja[2] === "▲６四獅子じっと", `Japanese move list: ${ja.join(" ")}`);
    await page.click("#notation-ja");
  });
}

if (byFamily.chu) {
  await test("chu: CHU_J1 the Pass button passes with the lion, shown only when a pass is legal", async () => {
    const g = await api("POST", "/api/games", { variant: "chushogi", sfen: "9g1k/12/12/12/6p5/6N5/12/12/12/12/12/K2G8 b - 1" });
    await openGame(g.id);
    assert(await page.locator("#btn-pass").isVisible(), "Pass offered: the lion has an empty neighbour");
    await page.click("#btn-pass");
    await waitPly(1);
    let s = await gameState();
    assert(s.played[0].kind === "pass" && s.played[0].from === "6f", `played ${s.history[0]} (${s.played[0].kind})`);
    assert(s.board.cells[5 * 12 + 6] === "N" && s.board.cells[4 * 12 + 6] === "p", "nothing moved");
    assert(!(await page.locator("#btn-pass").isVisible()), "white, to move now, has no piece that can pass");
    const h = await api("POST", "/api/games", { variant: "shogi" });
    await openGame(h.id);
    assert(!(await page.locator("#btn-pass").isVisible()), "no Pass in shogi");
  });
}

if (byFamily.chu) {
  await test("chu: igui — the lion captures next to it and clicks back onto its own square", async () => {
    const g = await api("POST", "/api/games", { variant: "chushogi", sfen: "9g1k/12/12/12/6p5/6N5/12/12/12/12/12/K2G8 b - 1" });
    await openGame(g.id);
    await clickSquare("6f");
    await clickSquare("6e");
    assert(await page.locator('#board-holder [data-square="6f"][data-target]').count() === 1, "the start square is offered (igui)");
    await clickSquare("6f");
    await waitPly(1);
    const s = await gameState();
    assert(s.history[0] === "6f6e6f" && s.played[0].kind === "igui", `played ${s.history[0]} (${s.played[0].kind})`);
    assert(s.board.cells[4 * 12 + 6] === "" && s.board.cells[5 * 12 + 6] === "N", "pawn gone, lion stayed");
    await page.click("#notation-ja");
    const ja = await page.locator("#move-list li").first().textContent();
    await page.click("#notation-ja");
    assert(ja === "▲６五獅子居食い", `Japanese: ${ja}`);
  });
}

// The first hasami-family variant on an 8x8 board, if any is registered.
for (const v of variants.filter((x) => x.family === "hasami")) {
  const g = await api("POST", "/api/games", { variant: v.name });
  if (g.board.files !== 8) continue;
  await test(`hasami family: the 8x8 board of ${v.name}`, async () => {
    await openGame(g.id);
    assert(await page.locator("#board-holder [data-square]").count() === 64, "64 squares");
    assert(await page.locator("#board-holder .stone-black").count() === g.board.cells.filter((c) => c && c === c.toUpperCase()).length,
      "every black stone drawn");
    await page.locator("#board-holder svg").screenshot({ path: path.join(outDir, "hasami-8x8.png") });
  });
  break;
}

if (byFamily.hasami) {
  await test("hasami: a custodian capture", async () => {
    const g = await api("POST", "/api/games", { variant: "hasami", sfen: "pppp5/9/9/8P/4p4/4P4/9/9/PPPP5 b - 1" });
    await openGame(g.id);
    await clickSquare("1d");
    await clickSquare("5d");
    await waitPly(1);
    const s = await gameState();
    assert(s.history[0] === "1d5d", `played ${s.history[0]}`);
    assert(s.board.cells[4 * 9 + 4] === "", "the stone on 5e was captured");
    assert(s.played[0].captures.includes("5e"), "the move view lists the capture");
    assert(await page.locator('#records button[data-format="kif"]').getAttribute("hidden") !== null, "no KIF for stones");
  });
}

// The centre of an element on the page. The board is redrawn when a game
// opens or a move arrives; an element replaced mid-query has no box (null),
// so wait until it is visible and has one.
async function centre(selector) {
  const loc = page.locator(selector);
  for (let tries = 0; tries < 100; ++tries) {
    await loc.waitFor({ state: "visible" });
    const box = await loc.boundingBox();
    if (box) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.waitForTimeout(20);
  }
  throw new Error(`${selector} never got a bounding box`);
}

// Drags with the mouse from one square's centre to another's, in small steps.
async function drag(fromSelector, toSelector) {
  const a = await centre(fromSelector);
  const b = await centre(toSelector);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 8, a.y + 8, { steps: 2 });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

await test("drag and drop: a move, a drop from the hand, and click-to-move still works", async () => {
  const g = await api("POST", "/api/games", { variant: "shogi", sfen: "4k4/9/9/9/9/9/2P6/9/4K4 b G 1" });
  await openGame(g.id);
  await drag('#board-holder [data-square="7g"]', '#board-holder [data-square="7f"]');
  await waitPly(1);
  let s = await gameState();
  assert(s.history[0] === "7g7f", `dragged ${s.history[0]}`);
  await api("POST", `/api/games/${g.id}/moves`, { move: "5a4a" });
  await waitPly(2);
  await drag('#board-holder [data-hand="G"][data-side="black"]', '#board-holder [data-square="5e"]');
  await waitPly(3);
  s = await gameState();
  assert(s.history[2] === "G*5e", `dropped ${s.history[2]}`);
  assert(!(await page.locator("#drag-ghost").count()), "the ghost is gone");
  await api("POST", `/api/games/${g.id}/moves`, { move: "4a5a" });
  await waitPly(4);
  // A drag released off any legal square changes nothing.
  await drag('#board-holder [data-square="7f"]', '#board-holder [data-square="2b"]');
  assert(await boardPly() === 4, "no move from an illegal drop");
  await clickSquare("7f");
  await clickSquare("7e");
  await waitPly(5);
  s = await gameState();
  assert(s.history[4] === "7f7e", `clicked ${s.history[4]}`);
});

if (byFamily.chu) {
  await test("drag and drop: a chu lion's first step dragged, the second clicked", async () => {
    const g = await api("POST", "/api/games", { variant: "chushogi", sfen: "9g1k/12/12/12/6p5/6N5/12/12/12/12/12/K2G8 b - 1" });
    await openGame(g.id);
    await drag('#board-holder [data-square="6f"]', '#board-holder [data-square="6e"]');
    await page.waitForSelector("#board-holder rect.sq.via");
    assert(await boardPly() === 0, "the first step waits for the second");
    await clickSquare("6d");
    await waitPly(1);
    const s = await gameState();
    assert(s.history[0] === "6f6e6d", `played ${s.history[0]}`);
  });
}

await test("KIF: export shows the record, import of a pasted record starts the game, a bad record is refused", async () => {
  const g = await api("POST", "/api/games", { variant: "shogi", moves: ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"] });
  await openGame(g.id);
  await page.click("#records summary");
  await page.click('#records button[data-format="kif"]');
  await page.waitForFunction(() => document.querySelector("#record-text").value.includes("手数"));
  const kif = await page.locator("#record-text").inputValue();
  assert(kif.includes("   4 同　銀(31)") && kif.includes("   5 ４五角打"), `KIF text:\n${kif}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#btn-download")]);
  assert(download.suggestedFilename() === `hensoku-${g.id}.kifu`, `download named ${download.suggestedFilename()}`);

  await page.goto(server.url + "/");
  await page.selectOption("#ng-mode", "hotseat");
  await page.fill("#ng-position", kif);
  await page.click("#ng-start");
  await page.waitForFunction((id) => window.hensoku?.app.game && window.hensoku.app.game.id !== id, g.id);
  const imported = await gameState();
  assert(JSON.stringify(imported.history) === JSON.stringify(g.history), `imported ${imported.history.join(" ")}`);

  await page.goto(server.url + "/");
  await page.fill("#ng-position", "手合割：平手\n   1 ７六歩(77)\n   2 ３五歩(33)\n");
  await page.click("#ng-start");
  await page.waitForSelector("#toast:not([hidden])");
  const message = await page.locator("#toast").textContent();
  assert(/KIF line 3: illegal move 3c3e/.test(message), `toast says '${message}'`);
});

if (byFamily.chu) {
  await test("KIF: a chu game with lion moves opened from a file", async () => {
    const g = await api("POST", "/api/games", { variant: "chushogi", sfen: "6k4g/12/12/12/6P5/12/6pp4/6N5/12/12/12/6K5 b - 1",
      moves: ["6h6g6h", "1a1b", "6h5g5f"] });
    const kif = await (await fetch(`${server.url}/api/games/${g.id}/kif`)).text();
    assert(kif.includes("一歩目") && kif.includes("二歩目"), kif);
    const file = path.join(work, "chu.kifu");
    fs.writeFileSync(file, kif);
    await page.goto(server.url + "/");
    await page.selectOption("#ng-mode", "hotseat");
    await page.setInputFiles("#ng-kif-file", file);
    await page.waitForFunction(() => document.querySelector("#ng-position").value.includes("二歩目"));
    await page.click("#ng-start");
    await page.waitForFunction((id) => window.hensoku?.app.game && window.hensoku.app.game.id !== id, g.id);
    const imported = await gameState();
    assert(imported.variant === "chushogi", `variant ${imported.variant}`);
    assert(JSON.stringify(imported.history) === JSON.stringify(g.history), `imported ${imported.history.join(" ")}`);
  });
}

await test("analysis of an earlier position while navigating the move list", async () => {
  const g = await api("POST", "/api/games", { variant: "shogi", moves: ["7g7f", "3c3d", "8h2b+"] });
  await openGame(g.id);
  await page.click("#nav-prev");
  await page.waitForSelector('#move-list li.current[data-ply="2"]');
  await page.click("#btn-analyse");
  await page.waitForFunction(() => document.querySelector("#engine-info").textContent.includes("Analysis:"), null, { timeout: 15000 });
  const toastText = await page.locator("#toast").textContent();
  assert(/^Best move: /.test(toastText), `toast says '${toastText}'`);
  const best = toastText.replace("Best move: ", "");
  const earlier = await api("POST", "/api/games", { variant: "shogi", moves: ["7g7f", "3c3d"] });
  assert(earlier.legal_moves.some((m) => m.usi === best), `'${best}' is a legal move after 2 plies`);
});

if (byFamily.chu) {
  await test("chu: white moves first when chosen in the form (no FirstPlayer option in chu)", async () => {
    await page.goto(server.url + "/");
    assert(!(await page.locator("#ng-first").isVisible()), "shogi uses its FirstPlayer option instead");
    await page.selectOption("#ng-variant", byFamily.chu.name);
    await page.selectOption("#ng-first", "white");
    await page.selectOption("#ng-mode", "hotseat");
    const before = (await gameState())?.id;
    await page.click("#ng-start");
    await page.waitForFunction((id) => window.hensoku?.app.game && window.hensoku.app.game.id !== id, before);
    const s = await gameState();
    assert(s.to_move === "white" && s.ply === 0, `to move: ${s.to_move}`);
    assert(/^White ☖ to move/.test(await page.locator("#status").textContent()), "status names white");
  });
}

await test("two people at the board: clocks run, flip, takeback, draw offer accepted", async () => {
  const g = await api("POST", "/api/games", { variant: "shogi", time_control: { initial_ms: 600000, byoyomi_ms: 30000 } });
  await openGame(g.id);
  assert(await page.locator("#clocks .clock").count() === 2, "two clocks");
  assert(await page.locator('#clocks .clock.running[data-side="black"]').count() === 1, "black's clock runs");
  const x9a = async () => (await page.locator('#board-holder [data-square="9a"]').boundingBox()).x;
  const before = await x9a();
  await page.click("#btn-flip");
  assert(await x9a() > before + 100, "9a moves to the right when flipped");
  await page.click("#btn-flip");
  await clickSquare("7g");
  await clickSquare("7f");
  await waitPly(1);
  assert(await page.locator('#clocks .clock.running[data-side="white"]').count() === 1, "white's clock runs");
  await page.click("#btn-takeback");
  await waitPly(0);
  await page.click("#btn-draw");
  await page.waitForFunction(() => window.hensoku.app.game.draw_offer === "black");
  await clickSquare("7g");
  await clickSquare("7f");
  await waitPly(1);
  await page.waitForSelector("#draw-answer:not([hidden])");
  await page.click("#btn-draw-accept");
  await page.waitForSelector("#banner:not([hidden])");
  const text = await page.locator("#banner").textContent();
  assert(text === "Draw: Draw by agreement", `banner says '${text}'`);
});

await test("a finished game shows its result: checkmate by a drop entered with clicks", async () => {
  const g = await api("POST", "/api/games", { variant: "shogi", sfen: "4k4/9/4P4/9/9/9/9/9/4K4 b G 1" });
  await openGame(g.id);
  await page.click('#board-holder [data-hand="G"][data-side="black"]');
  await clickSquare("5b");
  await page.waitForSelector("#banner:not([hidden])");
  const text = await page.locator("#banner").textContent();
  const s = await gameState();
  assert(s.outcome.code === "checkmate" && s.outcome.winner === "black", `outcome ${JSON.stringify(s.outcome)}`);
  assert(/^Black wins: /.test(text), `banner says '${text}'`);
  assert(await page.locator("#status").textContent() === "Game over", "status says the game is over");
  await page.locator("#board-area").screenshot({ path: path.join(outDir, "shogi-checkmate.png") });
});

await test("a finished game shows its result (resignation) and labels switch", async () => {
  const g = await api("POST", "/api/games", { variant: byFamily.shogi?.name ?? variants[0].name });
  await openGame(g.id);
  const kanji = await page.locator("#board-holder .label").first().textContent();
  await page.click("#labels-intl");
  const intl = await page.locator("#board-holder .label").first().textContent();
  assert(kanji !== intl, `labels switch (${kanji} -> ${intl})`);
  await page.click("#labels-intl");
  await page.click("#btn-resign");
  await page.waitForSelector("#banner:not([hidden])");
  const text = await page.locator("#banner").textContent();
  assert(/White wins: Black resigned/.test(text), `banner says '${text}'`);
});

await test("a saved game survives a server restart", async () => {
  assert(savedGame, "a game was played");
  await stopServer(server);
  server = await startServer();
  await openGame(savedGame.id);
  assert(await boardPly() === savedGame.ply, "same number of moves");
  const s = await gameState();
  assert(JSON.stringify(s.history) === JSON.stringify(savedGame.history), "same moves");
  assert(await page.locator("#move-list li").count() === savedGame.ply, "move list restored");
  // It can go on: the engine still answers.
  const plain = s.legal_moves.find((m) => m.kind === "move" && !m.choice && !m.drop &&
    s.legal_moves.filter((o) => o.from === m.from && o.to === m.to).length === 1);
  await clickSquare(plain.from);
  await clickSquare(plain.to);
  await waitPly(savedGame.ply + 2);
  // The README's picture: Japanese move list and the KIF record on show.
  await page.click("#notation-ja");
  await page.click("#records summary");
  await page.click('#records button[data-format="kif"]');
  await page.waitForFunction(() => document.querySelector("#record-text").value.includes("手数"));
  if (args["docs-screenshot"]) await page.screenshot({ path: args["docs-screenshot"] });
  await page.screenshot({ path: path.join(outDir, "app.png") });
});

assert(pageErrors.length === 0 || console.log(`page errors: ${pageErrors.join("\n")}`) || true, "");
await context.close();
await stopServer(server);
fs.rmSync(work, { recursive: true, force: true });
fs.rmSync(profile, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length + pageErrors.length;
console.log(`${results.length - results.filter((r) => !r.ok).length}/${results.length} browser tests passed` +
  (pageErrors.length ? `, ${pageErrors.length} page errors` : "") + `; screenshots in ${outDir}`);
process.exit(failed ? 1 : 0);
