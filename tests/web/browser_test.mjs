// Browser tests of the web app: playwright-core drives Debian's chromium
// (never a downloaded browser) against a real server process.
// Usage: node browser_test.mjs --server <web_test_server> --static <built web dir> --out <screenshot dir>
//        [--docs-screenshot <png>] [--only <regex of test names>]
import { createRequire } from "node:module";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiClient, chromiumArgs, startServer, testRunner } from "./runner.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.resolve(here, "../../web");
const require = createRequire(path.join(webDir, "package.json"));
const { chromium } = require("playwright-core");

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith("--") ? [...acc, [a.slice(2), all[i + 1]]] : acc), []),
);
const outDir = args.out ?? path.join(os.tmpdir(), "hensoku-web-screenshots");
fs.mkdirSync(outDir, { recursive: true });
for (const f of fs.readdirSync(outDir)) if (f.startsWith("failure-")) fs.rmSync(path.join(outDir, f));
const work = fs.mkdtempSync(path.join(os.tmpdir(), "hensoku-web-test-"));
const db = path.join(work, "games.sqlite");

// ---- the server process ----
const startWebServer = (port = 0) => startServer({ binary: args.server, db, staticDir: args.static, port });
function stopServer(server) {
  return new Promise((resolve) => {
    server.proc.removeAllListeners("exit");
    server.proc.on("exit", resolve);
    server.proc.kill("SIGTERM");
  });
}

let server = await startWebServer();
const api = apiClient(() => server.url);

// ---- the browser ----
const profile = fs.mkdtempSync(path.join(os.tmpdir(), "hensoku-chromium-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: chromiumArgs,
  viewport: { width: 1280, height: 900 },
});
const page = context.pages()[0] ?? (await context.newPage());
page.setDefaultTimeout(20000);
const pageErrors = [];
page.on("pageerror", (e) => pageErrors.push(String(e)));

// --only REGEX runs the tests whose names match (while working on some).
const { results, test, assert } = testRunner({ page, outDir, filter: args.only });

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
  if (m.kind === "pass") {
    await clickSquare(m.from);
    await page.click("#btn-pass");
    return;
  }
  if (m.drop) {
    const side = (await gameState()).to_move;
    await page.click(`#board-holder [data-hand="${m.drop}"][data-side="${side}"]`);
  } else {
    await clickSquare(m.from);
  }
  for (const sq of m.via) await clickSquare(sq);
  await clickSquare(m.to);
  // A lion's capture step waits for a second step; a second click there stops.
  const sel = await page.evaluate(() => window.hensoku.app.selection);
  if (!m.via.length && sel?.path?.length === 1 && sel.path[0] === m.to) await clickSquare(m.to);
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
    assert(await page.locator("#move-list td[data-ply]").count() === 2, "two moves listed");
    await page.locator("#board-holder").screenshot({ path: path.join(outDir, `${family}.png`) });
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
    await page.locator("#board-holder").screenshot({ path: path.join(outDir, `shogi-${kind}.png`) });
    await page.check("#notation-ja");
    const ja = await page.locator("#move-list td[data-ply]").first().textContent();
    await page.uncheck("#notation-ja");
    assert(ja.includes(kind === "swap" ? "入替" : "合体") && /\(\d\d\)$/.test(ja), `Japanese ${kind}: ${ja}`);
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
    await page.check("#notation-ja");
    const ja = await page.locator("#move-list td[data-ply]").first().textContent();
    await page.uncheck("#notation-ja");
    assert(ja.endsWith("合体・桂成(45)") && ja.startsWith("▲５三"), `Japanese: ${ja}`);
    assert(await page.locator("#board-holder .label.merged").count() === 2, "each half has its label");
    await page.locator("#board-holder").screenshot({ path: path.join(outDir, "shogi-merge-lance-knight.png") });
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
    // A pass is the Pass button (a click on the empty neighbour is a one-click single step).
    await clickSquare(pass.from);
    await page.click("#btn-pass");
    await waitPly(3);
    s = await gameState();
    assert(s.history[2] === pass.usi && s.played[2].kind === "pass", `played ${s.history[2]}`);
    await page.locator("#board-holder").screenshot({ path: path.join(outDir, "chu-lion.png") });
    await page.click("#notation-ja");
    const ja = await page.locator("#move-list td[data-ply]").allTextContents();
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
    const ja = await page.locator("#move-list td[data-ply]").first().textContent();
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
    // The holder, not its svg: a state message may redraw the board meanwhile.
    await page.locator("#board-holder").screenshot({ path: path.join(outDir, "hasami-8x8.png") });
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
    assert(await page.locator('#records button[data-format="csa"]').getAttribute("hidden") !== null, "no CSA for stones");
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

// The comment panel's text, or null while it is hidden.
const shownComment = () =>
  page.evaluate(() => (document.querySelector("#comment").hidden ? null : document.querySelector("#comment-text").textContent));
async function importRecord(text) {
  const before = await page.evaluate(() => window.hensoku?.app.game?.id ?? 0);
  await page.goto(server.url + "/");
  await page.selectOption("#ng-mode", "hotseat");
  await page.fill("#ng-position", text);
  await page.click("#ng-start");
  await page.waitForFunction((id) => window.hensoku?.app.game && window.hensoku.app.game.id !== id, before);
  await page.waitForSelector("#board-holder svg");
  return gameState();
}
async function viewPly(n) {
  await page.click(n === 0 ? "#nav-first" : `#move-list td[data-ply="${n}"]`);
  await page.waitForFunction((n) => document.querySelector("#board-holder").dataset.view === String(n), n);
}

await test("CSA: a pasted record shows its names and comments; its CSA export re-imports", async () => {
  const csa = "V2.2\nN+Alice\nN-Bob\nPI\n+\n'*before the first move\n+7776FU\n'*角道を開ける\n-3334FU\n+2726FU\n";
  const g = await importRecord(csa);
  assert(g.variant === "shogi" && JSON.stringify(g.history) === JSON.stringify(["7g7f", "3c3d", "2g2f"]), `imported ${g.history}`);
  assert(g.players.black.name === "Alice" && g.players.white.name === "Bob", JSON.stringify(g.players));
  const header = await page.locator("#game-players").textContent();
  assert(header.includes("Alice") && header.includes("Bob"), `header '${header}'`);
  assert((await shownComment()) === null, "no comment after the last move: the panel is hidden");
  await viewPly(1);
  assert((await shownComment()) === "角道を開ける", `comment at ply 1: ${await shownComment()}`);
  await viewPly(2);
  assert((await shownComment()) === null, "ply 2 has no comment");
  await viewPly(0);
  assert((await shownComment()) === "before the first move", `comment at the start: ${await shownComment()}`);

  await page.click("#records summary");
  assert(await page.locator('#records button[data-format="csa"]').isVisible(), "CSA export offered for shogi");
  await page.click('#records button[data-format="csa"]');
  await page.waitForFunction(() => document.querySelector("#record-text").value.includes("+7776FU"));
  const exported = await page.locator("#record-text").inputValue();
  assert(exported.includes("N+Alice") && exported.includes("'*角道を開ける"), `CSA text:\n${exported}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#btn-download")]);
  assert(download.suggestedFilename() === `hensoku-${g.id}.csa`, `download named ${download.suggestedFilename()}`);
  const again = await api("POST", "/api/games", { csa: exported });
  assert(JSON.stringify(again.history) === JSON.stringify(g.history), `re-imported ${again.history}`);
  assert(again.players.black.name === "Alice" && again.comments?.[1] === "角道を開ける", JSON.stringify(again));

  await page.click("#btn-games");
  await page.waitForSelector(`#games-table tr[data-id="${g.id}"]`);
  const row = await page.locator(`#games-table tr[data-id="${g.id}"]`).textContent();
  assert(row.includes("Alice") && row.includes("Bob"), `saved games row '${row}'`);
});

await test("CSA: a .csa file is imported as CSA; no CSA export for other variants", async () => {
  const file = path.join(work, "game.csa");
  fs.writeFileSync(file, "N+Carol\nN-Dan\nPI\n+\n+2726FU\n-8384FU\n%TORYO\n");
  await page.goto(server.url + "/");
  await page.selectOption("#ng-mode", "hotseat");
  await page.setInputFiles("#ng-kif-file", file);
  await page.waitForFunction(() => document.querySelector("#ng-position").value.includes("+2726FU"));
  await page.click("#ng-start");
  await page.waitForFunction(() => window.hensoku?.app.game?.players.black.name === "Carol");
  const g = await gameState();
  assert(g.outcome.over && g.outcome.winner === "white" && g.outcome.code === "resignation", JSON.stringify(g.outcome));
  const other = variants.find((v) => v.name !== "shogi" && v.family === "shogi") ?? variants.find((v) => v.name !== "shogi");
  const og = await api("POST", "/api/games", { variant: other.name });
  await openGame(og.id);
  assert(await page.locator('#records button[data-format="csa"]').getAttribute("hidden") !== null, `no CSA for ${other.name}`);
  assert(await page.locator("#game-players").getAttribute("hidden") !== null, "no names: no players line");
});

await test("KIF: a record's player names and comments are shown, following the move list", async () => {
  const kif = "先手：羽生善治\n後手：藤井聡太\n手合割：平手\n手数----指手---------消費時間--\n*開始局面のコメント\n" +
    "   1 ７六歩(77)\n*角道を開けた\n   2 ３四歩(33)\n   3 ２六歩(27)\n*居飛車\n";
  const g = await importRecord(kif);
  assert(g.players.black.name === "羽生善治" && g.players.white.name === "藤井聡太", JSON.stringify(g.players));
  const header = await page.locator("#game-players").textContent();
  assert(header.includes("羽生善治") && header.includes("藤井聡太"), `header '${header}'`);
  assert((await shownComment()) === "居飛車", `comment at the end: ${await shownComment()}`);
  await viewPly(1);
  assert((await shownComment()) === "角道を開けた", `comment at ply 1: ${await shownComment()}`);
  await viewPly(2);
  assert((await shownComment()) === null, "ply 2 has no comment");
  await viewPly(0);
  assert((await shownComment()) === "開始局面のコメント", `comment at the start: ${await shownComment()}`);
  await page.click("#view-back");
  await page.waitForFunction(() => document.querySelector("#board-holder").dataset.view === "");
  assert((await shownComment()) === "居飛車", "back at the game: its last comment");
});

await test("analysis of an earlier position while navigating the move list", async () => {
  const g = await api("POST", "/api/games", { variant: "shogi", moves: ["7g7f", "3c3d", "8h2b+"] });
  await openGame(g.id);
  await page.click("#nav-prev");
  await page.waitForSelector('#move-list td.current[data-ply="2"]');
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
  const text = await page.locator("#banner-text").textContent();
  assert(text === "Draw: Draw by agreement", `banner says '${text}'`);
});

await test("a finished game shows its result: checkmate by a drop entered with clicks", async () => {
  const g = await api("POST", "/api/games", { variant: "shogi", sfen: "4k4/9/4P4/9/9/9/9/9/4K4 b G 1" });
  await openGame(g.id);
  await page.click('#board-holder [data-hand="G"][data-side="black"]');
  await clickSquare("5b");
  await page.waitForSelector("#banner:not([hidden])");
  const text = await page.locator("#banner-text").textContent();
  const s = await gameState();
  assert(s.outcome.code === "checkmate" && s.outcome.winner === "black", `outcome ${JSON.stringify(s.outcome)}`);
  assert(/^Black wins: /.test(text), `banner says '${text}'`);
  assert((await page.locator("#status").textContent()).startsWith("Game over"), "status says the game is over");
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
  await page.click("#confirm-resign");
  await page.waitForSelector("#banner:not([hidden])");
  const text = await page.locator("#banner-text").textContent();
  assert(/White wins: Black resigned/.test(text), `banner says '${text}'`);
});

await test("a saved game survives a server restart", async () => {
  assert(savedGame, "a game was played");
  await stopServer(server);
  server = await startWebServer();
  await openGame(savedGame.id);
  assert(await boardPly() === savedGame.ply, "same number of moves");
  const s = await gameState();
  assert(JSON.stringify(s.history) === JSON.stringify(savedGame.history), "same moves");
  assert(await page.locator("#move-list td[data-ply]").count() === savedGame.ply, "move list restored");
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
  await page.screenshot({ path: path.join(outDir, "app.png") });
});


// ---- issue #24: layout, move list, resilience, explanations, guide, language, typing, saved games ----
const sizes = [{ name: "desktop", width: 1280, height: 900 }, { name: "phone", width: 390, height: 844 }];
const setSize = (sz) => page.setViewportSize({ width: sz.width, height: sz.height });
const noHorizontalScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
// The board is redrawn whenever a state arrives: retry until the element has a box.
async function box(selector) {
  for (let tries = 0; tries < 50; ++tries) {
    const loc = page.locator(selector).first();
    await loc.waitFor({ state: "visible" });
    const b = await loc.boundingBox();
    if (b) return b;
    await page.waitForTimeout(20);
  }
  throw new Error(`${selector} has no box`);
}
async function insideWidth(selector) {
  const b = await box(selector);
  const w = page.viewportSize().width;
  return b.x >= -0.5 && b.x + b.width <= w + 0.5;
}
const hotseat = (variant, extra = {}) => api("POST", "/api/games", { variant, ...extra });

// The person's side is played by clicks, each move the engine's choice for
// the position (POST /api/analysis); the other side is the engine at level 1.
async function playToEnd(g, label, maxMoves = 40) {
  await openGame(g.id);
  for (let n = 0; n < maxMoves; ++n) {
    const s = await gameState();
    if (s.outcome.over) break;
    if (s.to_move !== "black") {
      await page.waitForFunction((p) => window.hensoku.app.game.ply > p || window.hensoku.app.game.outcome.over, s.ply);
      continue;
    }
    const best = (await api("POST", "/api/analysis", { variant: s.variant, sfen: s.sfen, movetime_ms: 150 })).bestmove;
    const m = s.legal_moves.find((x) => x.usi === best);
    assert(m, `${label}: the engine's ${best} is legal`);
    await enterMove(m);
    await page.waitForFunction((p) => window.hensoku.app.game.ply > p, s.ply);
  }
  const end = await gameState();
  assert(end.outcome.over && end.outcome.winner === "black", `${label}: black won (${JSON.stringify(end.outcome)})`);
  await page.waitForSelector("#banner:not([hidden])");
  return end;
}

for (const sz of sizes) {
  await test(`${sz.name}: hidden always hides; the clock fields follow the clock choice`, async () => {
    await setSize(sz);
    await page.goto(server.url + "/");
    await page.waitForSelector("#ng-start");
    for (const id of ["#game", "#btn-flip", "#btn-resign", "#btn-analyse", "#nav-first", "#board-holder"])
      assert(!(await page.locator(id).isVisible()), `${id} hidden on the home page`);
    assert(!(await page.locator("#ng-minutes").isVisible()), "no clock fields with 'No clock'");
    await page.selectOption("#ng-clock", "custom");
    assert(await page.locator("#ng-minutes").isVisible(), "custom clock fields shown");
    await page.screenshot({ path: path.join(outDir, `form-${sz.name}.png`), fullPage: true });
    await page.fill("#ng-minutes", "-3");
    await page.selectOption("#ng-clock", "none");
    await page.selectOption("#ng-mode", "hotseat");
    await page.click("#ng-start");
    await page.waitForSelector("#board-holder svg");
    const g = await gameState();
    assert(g.time_control === null, "started without a clock despite the leftover value");
    await page.click("#btn-new");
    assert(!(await page.locator("#board-holder").isVisible()), "the old board is gone under the form");
    assert(await noHorizontalScroll(), "no sideways scroll");
  });

  for (const family of ["shogi", "chu", "hasami"]) {
    if (!byFamily[family]) continue;
    await test(`${sz.name}: the ${family} board fits the screen, hands and every file on it`, async () => {
      await setSize(sz);
      const g = await hotseat(byFamily[family].name, family === "shogi" ? { sfen: "lnsgkgsnl/1r5b1/pppppppp1/9/9/9/PPPPPPPPP/9/LNSGKGSNL b RBp 1" } : {});
      await openGame(g.id);
      const files = g.board.files;
      for (const sq of [`${files}a`, `1a`, `1${String.fromCharCode(96 + g.board.ranks)}`])
        assert(await insideWidth(`#board-holder [data-square="${sq}"]`), `square ${sq} on screen`);
      if (family === "shogi") {
        for (const side of ["black", "white"]) assert(await insideWidth(`#board-holder [data-hand-box="${side}"]`), `${side}'s hand on screen`);
        const top = (await box('#board-holder [data-square="9a"]')).y, bottom = (await box('#board-holder [data-square="1i"]')).y;
        const black = await box('#board-holder [data-hand-box="black"]'), white = await box('#board-holder [data-hand-box="white"]');
        if (sz.name === "phone") assert(white.y < top && black.y > bottom, "hands above and below the board on a phone");
        else assert(black.x > (await box('#board-holder [data-square="1i"]')).x && white.x < (await box('#board-holder [data-square="9a"]')).x,
          "hands beside the board on a wide screen");
      }
      assert(await noHorizontalScroll(), "no sideways scroll");
      assert(await page.evaluate(() => [...document.querySelectorAll("header, header *")].every((e) => e.getBoundingClientRect().right <= window.innerWidth + 0.5)),
        "the header fits");
      const cell = (await box(`#board-holder [data-square="1a"]`)).width;
      assert(cell >= (sz.name === "phone" ? 24 : 40), `squares big enough to touch (${cell.toFixed(1)} px)`);
      await page.screenshot({ path: path.join(outDir, `${family}-${sz.name}.png`), fullPage: sz.name === "phone" });
    });
  }

  for (const [family, sfen, label] of [
    ["shogi", "8k/9/9/9/9/9/9/9/K8 b 2R2G 1", "checkmate"],
    ["chu", "11k/12/12/12/12/12/12/12/12/12/12/N2DDK6 b - 1", "a lone king mated or taken"],
    ["hasami", "p7p/9/9/9/9/9/9/9/PPPPPPPPP b - 1", "reduced to one stone"],
  ]) {
    if (!byFamily[family]) continue;
    await test(`${sz.name}: a ${family} game to its end (${label}), every move of the person entered by clicks`, async () => {
      await setSize(sz);
      const g = await api("POST", "/api/games", { variant: byFamily[family].name, sfen,
        players: { black: { type: "human" }, white: { type: "engine", level: 1 } } });
      const end = await playToEnd(g, family);
      assert(await page.locator("#btn-resign").isDisabled() && await page.locator("#btn-takeback").isDisabled()
        && await page.locator("#btn-draw").isDisabled(), "a finished game cannot be resigned, taken back or offered a draw");
      await page.screenshot({ path: path.join(outDir, `${family}-${sz.name}-end.png`) });
      console.log(`     ${family} ended after ${end.ply} plies: ${end.outcome.reason}`);
    });
  }
}

await test("no sideways scroll at 360 px: form, saved games, and a board of each family", async () => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(server.url + "/");
  await page.waitForSelector("#ng-start");
  assert(await noHorizontalScroll(), "new-game form");
  await page.click("#btn-games");
  await page.waitForSelector("#panel-games h2");
  assert(await noHorizontalScroll(), "saved games");
  for (const family of ["shogi", "chu", "hasami"]) {
    if (!byFamily[family]) continue;
    await openGame((await hotseat(byFamily[family].name)).id);
    assert(await noHorizontalScroll(), `${family} board`);
    assert(await insideWidth('#board-holder [data-square="1a"]'), `${family}: file 1 on screen`);
  }
  await page.screenshot({ path: path.join(outDir, "hasami-360.png"), fullPage: true });
  await setSize(sizes[0]);
});

for (const sz of sizes) {
  await test(`${sz.name}: the move list pairs Black and White in numbered rows; browsing says where you are; fast keys`, async () => {
    await setSize(sz);
    const moves = ["9g9f", "1c1d", "1g1f", "9c9d", "3g3f", "7c7d", "4g4f", "6c6d", "5g5f", "5c5d", "6g6f", "4c4d",
      "7g7f", "3c3d", "2g2f", "8c8d", "9f9e", "2c2d", "1f1e", "1a1b", "4f4e", "9a9b", "6f6e", "1b1c", "5f5e", "9b9c",
      "3f3e", "4a4b", "8g8f", "6a6b", "2f2e", "7a7b"];
    const g = await hotseat("shogi", { moves });
    await openGame(g.id);
    await page.uncheck("#notation-ja");
    const rows = page.locator("#move-list tbody tr");
    assert(await rows.count() === 16, `16 rows for 32 plies (${await rows.count()})`);
    const row15 = await rows.nth(14).locator("th, td").allTextContents();
    assert(JSON.stringify(row15) === JSON.stringify(["15", "8g8f", "6a6b"]), `row 15: ${row15.join(" | ")}`);
    assert(await page.locator('#move-list td.current[data-ply="32"]').count() === 1, "the last move is current");
    assert(!(await page.locator("#view-banner").isVisible()), "no browsing banner at the live position");
    await page.locator("#board-holder").click({ position: { x: 1, y: 1 } }).catch(() => {});
    for (let i = 0; i < 10; ++i) await page.keyboard.press("ArrowLeft");
    await page.waitForFunction(() => window.hensoku.app.viewPly === 22);
    assert(await page.locator('#move-list td.current[data-ply="22"]').count() === 1, "ply 22 marked");
    const banner = await page.locator("#view-text").textContent();
    assert(banner === "Viewing move 22 of 32", `banner: ${banner}`);
    await page.keyboard.press("Home");
    await page.waitForFunction(() => window.hensoku.app.viewPly === 0);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(() => window.hensoku.app.viewPly === 3);
    await page.click("#view-back");
    await page.waitForFunction(() => window.hensoku.app.viewPly === null);
    assert(!(await page.locator("#view-banner").isVisible()), "back to the game");
    await page.click('#move-list td[data-ply="5"]');
    await page.waitForFunction(() => window.hensoku.app.viewPly === 5);
    await page.locator("#side").screenshot({ path: path.join(outDir, `move-list-${sz.name}.png`) });
    await page.keyboard.press("End");
    await page.waitForFunction(() => window.hensoku.app.viewPly === null);
  });
}

await test("a game White starts has '…' in Black's first cell", async () => {
  const g = await hotseat("chushogi", { first: "white" });
  await openGame(g.id);
  await page.uncheck("#notation-ja");
  await api("POST", `/api/games/${g.id}/moves`, { move: g.legal_moves[0].usi });
  await waitPly(1);
  const first = await page.locator("#move-list tbody tr").first().locator("th, td").allTextContents();
  assert(first[0] === "1" && first[1] === "…" && first[2] === g.legal_moves[0].usi, `row 1: ${first.join(" | ")}`);
});

await test("resync: an open tab follows the game through a server restart mid-game", async () => {
  const port = Number(new URL(server.url).port);
  const g = await hotseat("shogi");
  await openGame(g.id);
  await clickSquare("7g");
  await clickSquare("7f");
  await waitPly(1);
  await stopServer(server);
  await page.waitForSelector("#connection:not([hidden])");
  server = await startWebServer(port);
  // The restarted server counts versions from zero again: the page must still take its states.
  await api("POST", `/api/games/${g.id}/moves`, { move: "3c3d" });
  await waitPly(2);
  await page.waitForSelector("#connection", { state: "hidden" });
  await clickSquare("8h");
  await clickSquare("2b");
  await page.waitForSelector("#promotion-dialog");
  await page.click('#promotion-dialog button[data-choice="+"]');
  await waitPly(3);
  const s = await api("GET", `/api/games/${g.id}`);
  assert(JSON.stringify(s.history) === JSON.stringify(["7g7f", "3c3d", "8h2b+"]), `history ${s.history.join(" ")}`);
});

await test("finished game: resignation asks first; the banner closes; the engine line goes with a takeback", async () => {
  const g = await api("POST", "/api/games", { variant: "shogi", players: { black: { type: "human" }, white: { type: "engine", level: 1 } } });
  await openGame(g.id);
  await clickSquare("7g");
  await clickSquare("7f");
  await waitPly(2);
  await page.waitForFunction(() => document.querySelector("#engine-info").textContent.includes("Engine:"));
  await page.click("#btn-takeback");
  await waitPly(0);
  assert((await page.locator("#engine-info").textContent()) === "", "no engine line for the undone reply");
  await page.click("#btn-resign");
  await page.waitForSelector("#confirm-dialog");
  await page.click("#confirm-dialog .cancel");
  assert(!(await gameState()).outcome.over, "cancel keeps the game going");
  await page.click("#btn-resign");
  await page.click("#confirm-resign");
  await page.waitForSelector("#banner:not([hidden])");
  for (const id of ["#btn-resign", "#btn-draw", "#btn-takeback"]) assert(await page.locator(id).isDisabled(), `${id} disabled`);
  const bannerBox = await box("#banner");
  const boardBox = await box('#board-holder [data-square="9a"]');
  assert(bannerBox.y + bannerBox.height <= boardBox.y + 1, "the banner covers no square");
  await page.click("#banner-close");
  assert(!(await page.locator("#banner").isVisible()), "banner closed");
  assert((await page.locator("#status").textContent()).includes("Black resigned"), "the status still says how it ended");
});

for (const sz of sizes) {
  await test(`${sz.name}: check is marked; a piece that cannot answer it says why; a compulsory capture says so`, async () => {
    await setSize(sz);
    const g = await hotseat("shogi", { sfen: "4k4/9/9/9/9/9/8P/4r4/4K4 b - 1" });
    await openGame(g.id);
    assert(JSON.stringify((await gameState()).check) === JSON.stringify(["5i"]), "the server names the king's square");
    assert(await page.locator('#board-holder rect.sq.check').count() === 1, "one square marked");
    assert((await page.locator("#status").textContent()).includes("Check!"), "the status line says check");
    await clickSquare("1g");
    const hint = await page.locator("#hint").textContent();
    assert(hint === "You are in check: this piece cannot answer it.", `hint: ${hint}`);
    assert(!(await page.locator("#board-holder [data-target]").count()), "nothing selected");
    await page.screenshot({ path: path.join(outDir, `shogi-check-${sz.name}.png`) });
    const f = await hotseat("forcedcapture", { sfen: "4k4/9/9/9/9/2p6/2P4P1/9/4K4 b - 1" });
    await openGame(f.id);
    await clickSquare("2g");
    const hint2 = await page.locator("#hint").textContent();
    assert(hint2 === "A capture is compulsory: this piece cannot capture.", `hint: ${hint2}`);
    await clickSquare("7g");
    assert(await page.locator('#board-holder [data-square="7f"][data-target]').count() === 1, "the capturing pawn can be picked");
    assert((await page.locator("#hint").textContent()) === "", "the hint goes when a piece can move");
  });
}

await test("a set-up without kings is refused with the reason", async () => {
  await page.goto(server.url + "/");
  await page.selectOption("#ng-mode", "hotseat");
  await page.fill("#ng-position", "9/9/9/9/9/9/9/9/4K4 b - 1");
  await page.click("#ng-start");
  await page.waitForSelector("#toast:not([hidden])");
  const message = await page.locator("#toast").textContent();
  assert(/White has no king/.test(message), `toast: ${message}`);
  assert(!(await page.locator("#board-holder").isVisible()), "no game opened");
});

if (byFamily.chu) {
  await test("chu: a lion's single step is one click; a capture step waits and offers every stop", async () => {
    const g = await hotseat("chushogi", { sfen: "9g1k/12/12/12/6p5/6N5/12/12/12/12/12/K2G8 b - 1" });
    await openGame(g.id);
    await clickSquare("6f");
    await clickSquare("5f");
    await waitPly(1);
    let s = await gameState();
    assert(s.history[0] === "6f5f", `one click played ${s.history[0]}`);
    await api("POST", `/api/games/${g.id}/moves`, { move: "1a1b" });
    await waitPly(2);
    await clickSquare("5f");
    await clickSquare("6e");
    const stops = await page.locator("#board-holder [data-target]").evaluateAll((els) => els.map((e) => e.dataset.square).sort());
    assert(stops.includes("6e") && stops.includes("5f") && stops.includes("6d") && stops.includes("7d"),
      `stop, return and second steps offered: ${stops.join(" ")}`);
    await clickSquare("6e");
    await waitPly(3);
    s = await gameState();
    assert(s.history[2] === "5f6e", `stopped on the capture: ${s.history[2]}`);
  });

  await test("chu: with 'Lion: every step' a lion goes two squares through an empty one, each stop offered", async () => {
    const g = await hotseat("chushogi", { sfen: "9g1k/12/12/12/12/6N5/12/12/12/12/12/K2G8 b - 1" });
    await openGame(g.id);
    if (!(await page.locator("#pref-lion-steps").isVisible())) await page.click("#btn-prefs");
    await page.check("#pref-lion-steps");
    await clickSquare("6f");
    await clickSquare("6e");
    assert(await boardPly() === 0, "the first step onto an empty square waits");
    const offered = await page.locator("#board-holder [data-target]").evaluateAll((els) => els.map((e) => e.dataset.square).sort());
    for (const sq of ["6e", "6f", "5d", "6d", "7d", "5e", "7e"]) assert(offered.includes(sq), `${sq} offered after the first step: ${offered.join(" ")}`);
    await clickSquare("6d");
    await waitPly(1);
    let s = await gameState();
    assert(s.history[0] === "6f6d", `two steps through 6e played ${s.history[0]}`);
    await api("POST", `/api/games/${g.id}/moves`, { move: "1a1b" });
    await waitPly(2);
    await clickSquare("6d");
    await clickSquare("5c");
    await clickSquare("6d");
    await waitPly(3);
    s = await gameState();
    assert(s.played[2].kind === "pass", `out to 5c and back is a pass: ${s.history[2]} (${s.played[2].kind})`);
    await api("POST", `/api/games/${g.id}/moves`, { move: "1b1a" });
    await waitPly(4);
    await clickSquare("6d");
    await clickSquare("6c");
    await clickSquare("6c");
    await waitPly(5);
    s = await gameState();
    assert(s.history[4] === "6d6c", `a stop on the first square: ${s.history[4]}`);
    await page.uncheck("#pref-lion-steps");
  });

  await test("hasami: captured stones and the capturing line are shown for a moment", async () => {
    const g = await hotseat("hasami", { sfen: "pppp5/9/9/8P/4p4/4P4/9/9/PPPP5 b - 1" });
    await openGame(g.id);
    await clickSquare("1d");
    await clickSquare("5d");
    await waitPly(1);
    assert(await page.locator('#board-holder [data-captured="5e"]').count() === 1, "the taken stone is drawn fading");
    assert(await page.locator("#board-holder .capture-line").count() === 1, "the capturing line");
    await page.locator("#board-holder").screenshot({ path: path.join(outDir, "hasami-capture.png") });
    await page.check("#notation-ja");
    const ja = await page.locator("#move-list td[data-ply]").first().textContent();
    await page.uncheck("#notation-ja");
    assert(ja === "▲１四→５四 ×５五", `Japanese: ${ja}`);
    await page.waitForFunction(() => !document.querySelector("#board-holder [data-captured]"), null, { timeout: 5000 });
  });

  await test("guide: every chu piece has its diagram, opened from the form and from a piece on the board", async () => {
    await page.goto(server.url + "/");
    await page.selectOption("#ng-variant", "chushogi");
    await page.click("#ng-guide");
    await page.waitForSelector("#guide");
    const pieces = page.locator("#guide .guide-piece");
    assert(await pieces.count() === 29, `29 kinds of piece (${await pieces.count()})`);
    for (let i = 0; i < 29; ++i) {
      const marks = await pieces.nth(i).locator(".dg-step, .dg-jump, .dg-range, .dg-lion").count();
      assert(marks > 0, `piece ${i} has moves drawn`);
    }
    assert(await page.locator('#guide [data-piece="N"] .dg-lion').count() === 24, "the lion: every square within two");
    assert(await page.locator('#guide [data-piece="+D"] .dg-lion').count() === 4, "the soaring eagle: lion power on the forward diagonals");
    assert(await page.locator('#guide [data-piece="+H"] .dg-lion').count() === 2, "the horned falcon: lion power straight ahead");
    assert(await page.locator('#guide [data-piece="O"] .dg-jump').count() === 4, "the kirin's jumps");
    assert((await page.locator("#guide-rules").textContent()).includes("Lion"), "the rules summary");
    await page.locator("#guide").screenshot({ path: path.join(outDir, "guide-chu.png") });
    await page.keyboard.press("Escape");
    assert(!(await page.locator("#guide").count()), "Escape closes the guide");
    const g = await hotseat("chushogi");
    await openGame(g.id);
    await clickSquare("6c");
    await page.waitForSelector("#guide .guide-piece.focus");
    assert(await page.locator('#guide .guide-piece.focus').getAttribute("data-piece") === "N", "white's lion is explained");
    await page.click("#guide .guide-close");
  });
}

await test("language: Japanese from the switch, kept after a reload, then back to English", async () => {
  await setSize(sizes[1]);
  const g = await hotseat("shogi", { moves: ["7g7f"] });
  await openGame(g.id);
  assert(!(await page.locator("#lang").isVisible()), "on a phone the settings fold behind a button");
  await page.click("#btn-prefs");
  await page.selectOption("#lang", "ja");
  assert((await page.locator("#btn-new").textContent()) === "新規対局", "header in Japanese");
  assert((await page.locator("#btn-resign").textContent()) === "投了", "buttons in Japanese");
  assert((await page.locator("#status").textContent()).startsWith("後手 ☖の手番"), `status: ${await page.locator("#status").textContent()}`);
  await page.reload();
  await page.waitForSelector("#board-holder svg");
  assert((await page.locator("html").getAttribute("lang")) === "ja", "the page says it is Japanese");
  assert((await page.locator("#btn-takeback").textContent()) === "待った", "kept after a reload");
  await page.screenshot({ path: path.join(outDir, "shogi-phone-ja.png") });
  await page.click("#btn-games");
  await page.waitForSelector("#games-table");
  assert((await page.locator("#panel-games h2").textContent()) === "保存した棋譜", "saved games in Japanese");
  await page.click("#btn-prefs");
  await page.selectOption("#lang", "en");
  assert((await page.locator("#btn-new").textContent()) === "New game", "back to English");
  await setSize(sizes[0]);
});

for (const sz of sizes) {
  await test(`${sz.name}: moves typed in USI and in Japanese notation`, async () => {
    await setSize(sz);
    const g = await hotseat("shogi");
    await openGame(g.id);
    await page.fill("#move-entry-input", "7g7f");
    await page.press("#move-entry-input", "Enter");
    await waitPly(1);
    await page.fill("#move-entry-input", "△３四歩");
    await page.press("#move-entry-input", "Enter");
    await waitPly(2);
    await page.fill("#move-entry-input", "22角成");
    await page.press("#move-entry-input", "Enter");
    await waitPly(3);
    await page.fill("#move-entry-input", "9z9y");
    await page.press("#move-entry-input", "Enter");
    const hint = await page.locator("#hint").textContent();
    assert(/No legal move matches '9z9y'/.test(hint), `hint: ${hint}`);
    const s = await gameState();
    assert(JSON.stringify(s.history) === JSON.stringify(["7g7f", "3c3d", "8h2b+"]), `history ${s.history.join(" ")}`);
  });
}

await test("saved games: date, players, variant, result and length; filter by variant; delete", async () => {
  const a = await hotseat("hasami", { moves: [] });
  const b = await hotseat("shogi", { moves: ["7g7f"] });
  await page.goto(server.url + "/");
  await page.click("#btn-games");
  await page.waitForSelector("#games-table");
  await setSize(sizes[0]);
  const row = await page.locator(`#games-table tr[data-id="${b.id}"] td`).allTextContents();
  assert(/\d{4}|\d{1,2}:\d{2}/.test(row[1]), `a date: ${row[1]}`);
  assert(row[2] === "Shogi" || row[2].length > 0, `variant: ${row[2]}`);
  assert(row[5] === "1 move", `length: ${row[5]}`);
  await page.selectOption("#games-filter", "hasami");
  await page.waitForFunction(() => [...document.querySelectorAll("#games-table tbody tr")].every((tr) => tr.dataset.variant === "hasami"));
  const ids = await page.locator("#games-table tbody tr").evaluateAll((trs) => trs.map((t) => Number(t.dataset.id)));
  assert(ids.includes(a.id) && !ids.includes(b.id), `filtered: ${ids.join(",")}`);
  await page.locator(`#games-table tr[data-id="${a.id}"] button.delete`).click();
  await page.click("#confirm-delete");
  await page.waitForFunction((id) => !document.querySelector(`#games-table tr[data-id="${id}"]`), a.id);
  const r = await fetch(`${server.url}/api/games/${a.id}`);
  assert(r.status === 404, `deleted game answers ${r.status}`);
  await page.screenshot({ path: path.join(outDir, "saved-games.png") });
});

await test("preferences: piece sets, board theme and sound are remembered; sounds are made with WebAudio", async () => {
  const g = await hotseat("chushogi");
  await openGame(g.id);
  await page.selectOption("#pref-pieces", "kanji2");
  assert(await page.locator("#board-holder .label.stacked").count() > 0, "two-character chu labels");
  await page.selectOption("#pref-theme", "green");
  await page.evaluate(() => (window.hensokuSounds = []));
  await page.check("#pref-sound");
  await page.reload();
  await page.waitForSelector("#board-holder svg");
  assert(await page.locator("#board-holder .label.stacked").count() > 0, "piece set kept");
  assert(await page.evaluate(() => document.body.classList.contains("theme-green")), "theme kept");
  assert(await page.locator("#pref-sound").isChecked(), "sound kept on");
  await page.evaluate(() => (window.hensokuSounds = []));
  await api("POST", `/api/games/${g.id}/moves`, { move: g.legal_moves[0].usi });
  await waitPly(1);
  await page.waitForFunction(() => window.hensokuSounds.includes("move"));
  await page.locator("#board-holder").screenshot({ path: path.join(outDir, "chu-kanji2-green.png") });
  await page.selectOption("#pref-pieces", "intl");
  await page.screenshot({ path: path.join(outDir, "chu-international.png") });
  await page.selectOption("#pref-pieces", "kanji");
  await page.selectOption("#pref-theme", "wood");
  await page.uncheck("#pref-sound");
});

await test("accessibility: axe-core finds no serious or critical violation (form, game, saved games)", async () => {
  const axePath = require.resolve("axe-core/axe.min.js");
  const report = {};
  const g = await hotseat("shogi", { moves: ["7g7f"] });
  for (const [name, url] of [["new-game", "/"], ["game", `/#/game/${g.id}`], ["saved-games", "/"]]) {
    await page.goto(server.url + url);
    await page.waitForSelector(name === "game" ? "#board-holder svg" : "#ng-start");
    if (name === "saved-games") {
      await page.click("#btn-games");
      await page.waitForSelector("#games-table");
    }
    await page.addScriptTag({ path: axePath });
    const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
    report[name] = result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help }));
  }
  fs.writeFileSync(path.join(outDir, "axe.json"), JSON.stringify(report, null, 2));
  const bad = Object.entries(report).flatMap(([n, vs]) => vs.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${n}: ${v.id} (${v.help})`));
  assert(bad.length === 0, `serious violations: ${bad.join("; ")}`);
});

await test("phone with a touch screen: taps pick a piece, its square, and a piece in hand", async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
      deviceScaleFactor: 2, locale: "ja-JP" });
    const phone = await context.newPage();
    const g = await hotseat("shogi", { sfen: "4k4/9/9/9/9/9/2P6/9/4K4 b G 1" });
    await phone.goto(`${server.url}/#/game/${g.id}`);
    await phone.waitForSelector("#board-holder svg");
    assert((await phone.locator("#btn-new").textContent()) === "新規対局", "a Japanese browser gets the Japanese page");
    const plyIs = (n) => phone.waitForFunction((n) => Number(document.querySelector("#board-holder").dataset.ply) === n, n);
    await phone.tap('#board-holder [data-square="7g"]');
    await phone.tap('#board-holder [data-square="7f"]');
    await plyIs(1);
    await api("POST", `/api/games/${g.id}/moves`, { move: "5a4a" });
    await plyIs(2);
    await phone.tap('#board-holder [data-hand="G"][data-side="black"]');
    await phone.tap('#board-holder [data-square="5e"]');
    await plyIs(3);
    const s = await api("GET", `/api/games/${g.id}`);
    assert(JSON.stringify(s.history) === JSON.stringify(["7g7f", "5a4a", "G*5e"]), `history ${s.history.join(" ")}`);
    await phone.screenshot({ path: path.join(outDir, "shogi-phone-touch.png") });
  } finally {
    await browser.close();
  }
});

// ---- issue #24: the pictogram piece set, the eagle's and falcon's lion lines, the server's messages in Japanese ----
await test("pieces: the pictogram set draws every piece from its moves, promoted red, in the hands and the guide", async () => {
  await setSize(sizes[0]);
  await page.goto(server.url + "/");
  await page.evaluate(() => localStorage.setItem("pieces", "pict"));
  await page.reload();
  await page.waitForSelector("#ng-start");
  const sfen = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPP+P+P+P+P+P+P/MVRHDNQ+D+H+R+V+M/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1";
  const c = await hotseat("chushogi", { sfen });
  await openGame(c.id);
  await page.waitForSelector("#board-holder svg g.picto");
  const pieces = c.board.cells.filter(Boolean).length;
  assert(await page.locator("#board-holder g.picto").count() === pieces, `one pictogram per piece (${pieces})`);
  assert(await page.locator("#board-holder g.picto.promoted").count() === 11, "the 11 promoted pieces are red");
  assert(await page.locator("#board-holder .label").count() === 0, "no kanji drawn");
  // The lion: eight step dots and the ring of its second squares; the soaring eagle (+D): two lion-power dots per forward diagonal.
  const marks = (sq) => page.locator(`#board-holder [data-picto]`).evaluateAll((els, sq) => {
    return els.map((e) => ({ key: e.dataset.picto, dots: e.querySelectorAll(".picto-dot").length, lines: e.querySelectorAll("line").length,
      rings: e.querySelectorAll(".picto-ring").length }));
  }, sq);
  const all = await marks();
  const find = (key) => all.find((m) => m.key === key);
  assert(JSON.stringify(find("N")) === JSON.stringify({ key: "N", dots: 8, lines: 0, rings: 1 }), `lion ${JSON.stringify(find("N"))}`);
  assert(JSON.stringify(find("+D")) === JSON.stringify({ key: "+D", dots: 4, lines: 6, rings: 0 }), `eagle ${JSON.stringify(find("+D"))}`);
  assert(JSON.stringify(find("K")) === JSON.stringify({ key: "K", dots: 8, lines: 0, rings: 1 }), `king ${JSON.stringify(find("K"))}`);
  await page.locator("#board-holder").screenshot({ path: path.join(outDir, "chu-pictograms-desktop.png") });
  await page.click("#btn-guide");
  await page.waitForSelector("#guide");
  assert(await page.locator("#guide svg.picto-icon").count() === 29, "each of chu's 29 guide entries shows its pictogram");
  await page.locator("#guide").screenshot({ path: path.join(outDir, "guide-chu-pictograms.png") });
  await page.keyboard.press("Escape");
  await setSize(sizes[1]);
  await page.locator("#board-holder").screenshot({ path: path.join(outDir, "chu-pictograms-phone.png") });
  const s = await hotseat("shogi", { sfen: "l+nsgkgs+nl/1r5+b1/p+pppppp+pp/9/9/9/PP1PP1PPP/1B5R1/LNSGKG1NL b 2PS 1" });
  await openGame(s.id);
  const onBoard = s.board.cells.filter(Boolean).length;
  assert(await page.locator("#board-holder g.picto").count() === onBoard + 2, `the board's ${onBoard} pieces and the two kinds in hand`);
  assert(await page.locator('#board-holder g.picto[data-picto="+N"]').count() === 2, "promoted knights drawn as such");
  await page.screenshot({ path: path.join(outDir, "shogi-pictograms-phone.png") });
  await setSize(sizes[0]);
  await page.evaluate(() => localStorage.setItem("pieces", "kanji"));
  await page.goto(server.url + "/");
  await page.reload();
});

if (byFamily.chu) {
  await test("chu: CHU-3 the soaring eagle's and horned falcon's lion lines one step at a time", async () => {
    // Black eagle on 6h, a white pawn on 8f; black falcon on 3h; White's falcon on 10d.
    const g = await hotseat("chushogi", { sfen: "5gkg4/12/12/2+h9/12/4p7/12/6+D2+H2/12/12/12/5GKG4 b - 1" });
    await page.goto(server.url + "/");
    await page.evaluate(() => localStorage.setItem("lionSteps", "each"));
    await page.reload();
    await page.waitForSelector("#ng-start");
    await openGame(g.id);
    const offered = () => page.locator("#board-holder [data-target]").evaluateAll((els) => els.map((e) => e.dataset.square).sort().join(" "));
    await clickSquare("6h");
    await clickSquare("7g");
    assert(await boardPly() === 0, "the eagle's first step waits");
    assert(await offered() === "6h 7g 8f", `stop, on along the diagonal, back: ${await offered()}`);
    await clickSquare("8f");
    await waitPly(1);
    let s = await gameState();
    assert(s.history[0] === "6h8f" && JSON.stringify(s.played[0].captures) === '["8f"]', `eagle two steps: ${s.history[0]}`);
    // White's falcon: forward for White is towards rank l.
    await clickSquare("10d");
    await clickSquare("10e");
    assert(await offered() === "10d 10e 10f", `falcon: ${await offered()}`);
    await clickSquare("10d");
    await waitPly(2);
    s = await gameState();
    assert(s.played[1].kind === "pass", `out and back is the falcon's pass: ${s.history[1]}`);
    await clickSquare("3h");
    await clickSquare("3g");
    await clickSquare("3g");
    await waitPly(3);
    s = await gameState();
    assert(s.history[2] === "3h3g", `a stop after one step: ${s.history[2]}`);
    await page.evaluate(() => localStorage.removeItem("lionSteps"));
  });
}

await test("language: the server's refusals are shown in Japanese", async () => {
  await page.goto(server.url + "/");
  await page.evaluate(() => localStorage.setItem("lang", "ja"));
  await page.reload();
  await page.selectOption("#ng-mode", "hotseat");
  await page.fill("#ng-position", "9/9/9/9/9/9/9/9/4K4 b - 1");
  await page.click("#ng-start");
  await page.waitForSelector("#toast:not([hidden])");
  const message = await page.locator("#toast").textContent();
  assert(message === "この局面では対局できません：後手に玉がありません：両側に玉が必要です", `toast: ${message}`);
  // A move from a page that missed the other player's move: the server's 409, in Japanese.
  const g = await hotseat("shogi");
  await openGame(g.id);
  await page.evaluate(() => {
    const ws = window.hensoku.app.socket;
    window.hensoku.app.socket = null;
    ws.close();
  });
  await api("POST", `/api/games/${g.id}/moves`, { move: "2g2f" });
  await clickSquare("7g");
  await clickSquare("7f");
  await page.waitForFunction(() => /局面が進んでいます/.test(document.querySelector("#toast").textContent));
  const stale = await page.locator("#toast").textContent();
  assert(stale === "局面が進んでいます：いまは1手目で、0手目ではありません", `toast: ${stale}`);
  await waitPly(1);
  assert((await gameState()).history[0] === "2g2f", "after the refusal the page shows the game as it stands");
  await page.screenshot({ path: path.join(outDir, "error-ja.png") });
  await page.evaluate(() => localStorage.setItem("lang", "en"));
});

// ---- issue #24: a whole game per family, from the start position, every move entered by clicks ----
// Each line is a short real game whose end the board itself declares; both
// sides are people at this board. A step is a usi to enter with enterMove,
// or [usi, squares clicked in order] where the click path matters (chu's
// lion moves one step at a time with "Lion: every step").
const fullGames = [
  // A helpmate in seven plies: the horse takes the gold, the gold dropped on 5b mates.
  ["shogi", "shogi", "checkmate", "7g7f 4a4b 8h3c+ 5a6b 3c4b 6a7b G*5b".split(" ")],
  // Friend Capture (SF-3): Black's silver takes its own rook into the hand.
  ["friendcapture", "shogi", "checkmate", "3i2h 5c5d R*5c 5a4a 5c4c+ 4a3a 4c6c G*7f 6c6a S*5a 6a5a 3a3b 5a7a 3b4b 7a8b 4b3a G*3b".split(" ")],
  ["chushogi", "chu", "royal-captured", [
    "7j7h", "1d1e", ["7h7f", ["7h", "7g", "7f"]], "12d12e", ["7f7d", ["7f", "7e", "7d"]], "1e1f",
    ["7d6c", ["7d", "6c", "6c"]], "12e12f", ["6c6b6a", ["6c", "6b", "6a"]]]],
  ["daihasami", "hasami", "five-in-a-row", ["9h9g", "1b1c", "8h8g", "2b2c", "7h7g", "3b3c", "6h6g", "4b4c", "5h5g"]],
];
async function playLineByClicks(variant, line) {
  const g = await hotseat(variant);
  await openGame(g.id);
  for (const [i, step] of line.entries()) {
    const [usi, path] = Array.isArray(step) ? step : [step, null];
    // The move and how many legal moves share its path (a dialog then picks it).
    const found = await page.evaluate((usi) => {
      const moves = window.hensoku.app.game.legal_moves;
      const m = moves.find((x) => x.usi === usi);
      return m && { m, same: moves.filter((x) => x.from === m.from && x.drop === m.drop && x.to === m.to
        && x.via.join() === m.via.join()).length };
    }, usi);
    assert(found, `${variant}: move ${i + 1} ${usi} is legal`);
    const { m, same } = found;
    if (path) {
      for (const [k, sq] of path.entries()) {
        await clickSquare(sq);
        // Every click but the last leaves the move waiting (step by step).
        if (k < path.length - 1) assert(await boardPly() === i, `${variant}: ${usi} waits after ${path.slice(0, k + 1).join(" ")}`);
      }
    } else {
      if (m.drop) await page.click(`#board-holder [data-hand="${m.drop}"][data-side="${i % 2 ? "white" : "black"}"]`);
      for (const sq of [...(m.drop ? [] : [m.from]), ...m.via, m.to]) await clickSquare(sq);
      if (same > 1) await page.click(`#promotion-dialog button[data-usi="${m.usi}"]`);
    }
    await waitPly(i + 1);
  }
  const end = await gameState();
  const want = line.map((x) => (Array.isArray(x) ? x[0] : x)).join(" ");
  assert(end.history.join(" ") === want, `${variant}: played ${end.history.join(" ")}, expected ${want}`);
  return end;
}
for (const sz of sizes) {
  for (const [variant, family, code, line] of fullGames) {
    if (!variants.some((v) => v.name === variant)) continue;
    await test(`${sz.name}: a whole ${variant} game from the start, every move by clicks, ends in ${code} with its banner`, async () => {
      await setSize(sz);
      await page.goto(server.url + "/");
      await page.evaluate((each) => localStorage.setItem("lionSteps", each ? "each" : "one-click"), family === "chu");
      await page.reload();
      await page.waitForSelector("#ng-start");
      const end = await playLineByClicks(variant, line);
      assert(end.outcome.over && end.outcome.code === code && end.outcome.winner === "black",
        `${variant}: ${JSON.stringify(end.outcome)}`);
      await page.waitForSelector("#banner:not([hidden])");
      const banner = await page.locator("#banner-text").textContent();
      const reason = end.outcome.reason.replace(/: Black wins$/, "");
      assert(banner.startsWith("Black wins: ") && banner.includes(reason) && !/Black wins.*Black wins/.test(banner), `banner: ${banner}`);
      assert(await page.locator("#move-list td[data-ply]").count() === line.length, "every move listed");
      if (code === "five-in-a-row")
        assert(await page.locator("#board-holder rect.sq.win-line").count() === 5, "the five in a row is marked");
      await page.screenshot({ path: path.join(outDir, `full-${variant}-${sz.name}.png`) });
    });
  }
}
await page.evaluate(() => localStorage.removeItem("lionSteps"));

await test("the README's picture: a chu game in progress", async () => {
  await setSize(sizes[0]);
  const g = await api("POST", "/api/games", { variant: "chushogi",
    moves: ["3i3h", "10d10e", "7i7h", "3d3e", "7j7i", "8d8e", "7i6h", "6d6e"] });
  await openGame(g.id);
  await page.click('#board-holder [data-square="6h"]');
  if (args["docs-screenshot"]) await page.screenshot({ path: args["docs-screenshot"] });
  await page.screenshot({ path: path.join(outDir, "app-chu.png") });
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
