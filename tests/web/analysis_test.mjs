// Browser tests of issue #26: live analysis (eval bar, multi-PV arrows, a lion
// move's two-leg arrow, Japanese PV, previewing a line, following the position)
// and the whole-game review (progress, graph, jumping from the graph, move
// classes, summary, cancel), at desktop (1280x900) and phone (390x844) sizes,
// against a real server process; playwright-core drives Debian's chromium.
// Usage: node analysis_test.mjs --server <web_test_server> --static <built web dir> --out <screenshot dir>
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
const work = fs.mkdtempSync(path.join(os.tmpdir(), "hensoku-analysis-test-"));

const server = await startServer({ binary: args.server, db: path.join(work, "games.sqlite"), staticDir: args.static });
const api = apiClient(() => server.url);
const hotseat = (variant, extra = {}) =>
  api("POST", "/api/games", { variant, players: { black: { type: "human" }, white: { type: "human" } }, ...extra });

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
const page = await context.newPage();
page.setDefaultTimeout(20000);
const pageErrors = [];
page.on("pageerror", (e) => pageErrors.push(String(e)));

// --filter REGEX runs only the tests whose names match.
const { results, test, assert } = testRunner({ page, outDir, filter: args.filter });
async function openGame(id) {
  await page.goto(`${server.url}/#/game/${id}`);
  await page.waitForSelector("#board-holder svg");
  await page.waitForFunction((id) => window.hensoku?.app.game?.id === id, id);
}
async function box(selector) {
  return page.locator(selector).first().boundingBox();
}
// Waits until the page shows game `id`'s review as done. On a timeout the
// error says what the page and the server each hold, so a review stuck on
// the server and a page that missed the end can be told apart.
async function reviewDone(id) {
  try {
    await page.waitForFunction(() => window.hensoku.review.review?.status === "done", null, { timeout: 30000 });
  } catch (e) {
    const shown = await page.evaluate(() => {
      const r = window.hensoku.review.review;
      return r ? `${r.status} ${r.done}/${r.total}` : "none";
    });
    const held = await api("GET", `/api/games/${id}/review`).then((r) => `${r.status} ${r.done}/${r.total}`, (err) => String(err));
    throw new Error(`review not done in 30 s: the page shows ${shown}, the server has ${held} (${e.message.split("\n")[0]})`);
  }
}
// Live analysis on, `lines` lines; waits until the engine has sent that many for the position shown.
async function liveAnalysis(lines) {
  await page.selectOption("#multipv", String(lines));
  if ((await page.getAttribute("#btn-live", "aria-pressed")) !== "true") await page.click("#btn-live");
  await page.waitForFunction((n) => document.querySelectorAll("#pv-lines li").length >= n
    && document.querySelectorAll("#board-holder g.arrow").length >= n, lines, { timeout: 15000 });
}
// A press and a release on `target` with a redraw of the analysis panel
// between them, as engine reports do. `holder` is an element the redraw
// keeps, scrolled into view first; the target's place is read in one step
// of the page, since the target itself may be redrawn.
async function pressWithRedraw(holder, target) {
  await page.locator(holder).scrollIntoViewIfNeeded();
  const box = await page.evaluate((sel) => {
    const r = document.querySelector(sel).getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, target);
  await page.mouse.move(box.x, box.y);
  await page.mouse.down();
  await page.evaluate(() => window.hensoku.analysis.host.render());
  await page.mouse.up();
}

async function stopAnalysis() {
  if ((await page.getAttribute("#btn-live", "aria-pressed")) === "true") await page.click("#btn-live");
}

const sizes = [{ name: "desktop", width: 1280, height: 900 }, { name: "phone", width: 390, height: 844 }];
// A short game with a blunder: Black's bishop takes on 3c and is taken back for nothing.
const blunderMoves = ["7g7f", "3c3d", "8h3c+", "2b3c", "2g2f", "4a3b"];

// ---- The page against recorded protocol messages (docs/web.md, "Analysis and review") ----
// A second page whose game WebSocket goes through a playwright route: every
// message passes to and from the real server except `analyse`, answered with
// live_analysis messages made from the game's own legal moves, and the review
// endpoints, answered with a review object. These check what the page draws
// from each message, whatever the engine would choose.
const replayContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-GB" });
const replay = await replayContext.newPage();
replay.setDefaultTimeout(20000);
replay.on("pageerror", (e) => pageErrors.push(String(e)));
let replayLines = () => [];
let replaySocket = null;
const replayReview = { current: null, after: null };  // after: served from the second fetch on
await replay.routeWebSocket(/\/api\/games\/\d+\/ws$/, (ws) => {
  const upstream = ws.connectToServer();
  replaySocket = ws;
  ws.onMessage((text) => {
    const msg = JSON.parse(String(text));
    if (msg.type === "analyse") {
      const lines = replayLines(msg).slice(0, msg.multipv);
      for (const [depth, final] of [[8, false], [12, false]])
        ws.send(JSON.stringify({ type: "live_analysis", ply: msg.ply, multipv: msg.multipv, state: "running", depth, seldepth: depth + 6,
          nodes: depth * 100000, nps: 456000, time_ms: depth * 200, final, lines }));
    } else if (msg.type !== "analyse_stop") upstream.send(text);
  });
  upstream.onMessage((text) => ws.send(text));
});
await replay.route(/\/api\/games\/\d+\/review$/, (route) => {
  const method = route.request().method();
  if (!replayReview.current) return route.fulfill({ status: 404, contentType: "application/json", body: '{"error":"no review"}' });
  if (method === "DELETE") replayReview.current = { ...replayReview.current, status: "cancelled" };
  const body = JSON.stringify(replayReview.current);
  if (method === "GET" && replayReview.after) [replayReview.current, replayReview.after] = [replayReview.after, null];
  return route.fulfill({ status: method === "POST" ? 202 : 200, contentType: "application/json", body });
});
// A recorded review's positions for game `g`: a score per position (`cps`),
// a class per move, and at `missed.ply` the best move and the loss of a
// move that missed it.
function recordedPlies(g, cps, classes, missed = { ply: -1 }) {
  return cps.map((cp, i) => ({
    ply: i, score: { cp }, win_black: 1 / (1 + Math.exp(-0.0007 * cp)), depth: 10, pv: [],
    best: i === missed.ply ? missed.best : g.played[i] ?? null, played: g.played[i] ?? null,
    class: classes[i] ?? null, loss: i === missed.ply ? missed.loss : 0.01,
  }));
}
const recordedSummary = {
  black: { accuracy: 61.2, moves: 3, best: 1, good: 0, inaccuracy: 1, mistake: 0, blunder: 1 },
  white: { accuracy: 90.4, moves: 3, best: 1, good: 1, inaccuracy: 0, mistake: 1, blunder: 0 },
};
async function openReplay(id) {
  await replay.goto(`${server.url}/#/game/${id}`);
  await replay.waitForSelector("#board-holder svg");
  await replay.waitForFunction((id) => window.hensoku?.app.game?.id === id && window.hensoku.app.socket?.readyState === 1, id);
}
const withPiece = (g, m) => ({ ...m, piece: m.drop ? m.drop : g.board.cells[("abcdefghijkl".indexOf(m.from.slice(-1))) * g.board.files + (g.board.files - Number(m.from.slice(0, -1)))] });
const line = (multipv, cp, pv) => ({ multipv, depth: 12, score: cp === null ? { mate: 3 } : { cp }, win_black: cp === null ? 1 : 0.5 + cp / 2000, pv });

for (const size of sizes) {
  await test(`${size.name} (recorded messages): three arrows for multi-PV 3, the best thickest; the bar and its label`, async () => {
    await replay.setViewportSize({ width: size.width, height: size.height });
    const g = await hotseat("shogi", { moves: ["7g7f", "3c3d"] });
    const pick = ["2g2f", "6i7h", "8h2b+"].map((u) => withPiece(g, g.legal_moves.find((m) => m.usi === u)));
    replayLines = () => [line(1, 135, [pick[0]]), line(2, 40, [pick[1]]), line(3, -20, [pick[2]])];
    await openReplay(g.id);
    await replay.selectOption("#multipv", "3");
    await replay.click("#btn-live");
    await replay.waitForFunction(() => window.hensoku.analysis.data?.depth === 12);
    const arrows = await replay.locator("#board-holder g.arrow").evaluateAll((gs) => gs.map((a) => [a.dataset.usi, a.dataset.multipv,
      Number(a.querySelector("line").getAttribute("stroke-width"))]));
    assert(arrows.length === 3, `three arrows: ${JSON.stringify(arrows)}`);
    const best = arrows.find((a) => a[1] === "1");
    assert(best[0] === "2g2f" && arrows.every((a) => a === best || a[2] < best[2]), `best thickest: ${JSON.stringify(arrows)}`);
    assert((await replay.getAttribute("#eval-bar", "aria-label")).includes("☗ +135 · 57%"), "the bar reads line 1 from Black's side");
    const stats = await replay.textContent("#analysis-stats");
    assert(stats === "depth 12/18 · 456 k nodes/s · 2.4 s", `stats: ${stats}`);
    const scroll = await replay.evaluate(() => document.documentElement.scrollWidth);
    assert(scroll <= size.width, `no sideways scroll: ${scroll}`);
    await replay.click("#btn-live");
  });
}

await test("recorded messages: a chu lion double move is two legs, a drop starts in the hand, a mate reads #3", async () => {
  await replay.setViewportSize({ width: 1280, height: 900 });
  const chu = await hotseat("chushogi", { sfen: "11k/12/12/12/6d5/6r5/6N5/12/12/12/12/K11 b - 1" });
  const lion = withPiece(chu, chu.legal_moves.find((m) => m.usi === "6g6f6e"));
  replayLines = () => [line(1, 900, [lion])];
  await openReplay(chu.id);
  await replay.selectOption("#multipv", "1");
  await replay.click("#btn-live");
  await replay.waitForSelector('#board-holder g.arrow[data-usi="6g6f6e"][data-legs="2"]');
  const legs = await replay.locator('#board-holder g.arrow line.arrow-leg').count();
  assert(legs === 2, `${legs} legs`);
  await replay.click("#btn-live");
  const shogi = await hotseat("shogi", { sfen: "4k4/9/4P4/9/9/9/9/9/4K4 b G 1" });
  const drop = withPiece(shogi, shogi.legal_moves.find((m) => m.usi === "G*5b"));
  replayLines = () => [line(1, null, [drop])];
  await openReplay(shogi.id);
  await replay.click("#btn-live");
  await replay.waitForSelector('#board-holder g.arrow[data-usi="G*5b"]');
  const x1 = Number(await replay.locator('#board-holder g.arrow[data-usi="G*5b"] line').first().getAttribute("x1"));
  const hand = replay.locator('#board-holder rect.hit[data-hand="G"][data-side="black"]');
  const hx = Number(await hand.getAttribute("x")) + Number(await hand.getAttribute("width")) / 2;
  assert(Math.abs(x1 - hx) < 1, `from the hand: ${x1} vs ${hx}`);
  const score = await replay.textContent("#pv-lines .pv-score");
  assert(score === "☗ #3 100%", `mate score: ${score}`);
  await replay.click("#btn-live");
});

await test("recorded messages: a review's graph, classes, summary, progress and a jump from the graph", async () => {
  await replay.setViewportSize({ width: 1280, height: 900 });
  const g = await hotseat("shogi", { moves: blunderMoves });
  const classes = ["best", "good", "blunder", "best", "inaccuracy", "mistake"];
  const plies = recordedPlies(g, [30, 40, 20, -700, -690, -760, -900], classes, { ply: 2, best: g.played[4], loss: 0.31 });
  replayReview.current = { status: "running", movetime_ms: 100, done: 3, total: 7, eta_ms: 4000, plies: plies.slice(0, 3), summary: recordedSummary };
  await openReplay(g.id);
  const progress = await replay.textContent("#review-progress-text");
  assert(progress === "3 / 7 positions · about 4.0 s left", `progress: ${progress}`);
  assert(await replay.locator("#btn-review-cancel").isVisible(), "cancel shown while running");
  const done = { ...replayReview.current, status: "done", done: 7, eta_ms: 0, plies };
  replayReview.current = done;
  replaySocket.send(JSON.stringify({ type: "review", review: done }));
  await replay.waitForSelector("#review-graph svg.eval-graph");
  const marked = await replay.locator("#move-list td[data-class]").evaluateAll((tds) => tds.map((td) => td.dataset.class));
  assert(JSON.stringify(marked) === JSON.stringify(classes), `classes: ${marked}`);
  assert((await replay.textContent('#move-list td[data-ply="3"] .move-class')) === "??", "blunder mark");
  const dots = await replay.locator("#review-graph .graph-dot").evaluateAll((ds) => ds.map((d) => [d.dataset.ply, d.getAttribute("class")]));
  assert(JSON.stringify(dots) === JSON.stringify([["3", "graph-dot blunder"], ["5", "graph-dot inaccuracy"], ["6", "graph-dot mistake"]]), `dots ${JSON.stringify(dots)}`);
  assert((await replay.textContent('#review-summary tr[data-side="black"] .accuracy')) === "61.2%", "accuracy");
  await replay.locator('#review-graph .graph-dot[data-ply="3"]').click();
  await replay.waitForFunction(() => document.querySelector("#board-holder").dataset.view === "3");
  const note = await replay.textContent("#review-note");
  assert(/^☗ -700 · 38% — 8h3c\+: blunder \(−31% win chance\) — Best move was 2g2f$/.test(note), `note: ${note}`);
  replayReview.current = null;
});

await test("recorded messages: a review that ends between the page's fetch and its socket shows as done", async () => {
  const g = await hotseat("shogi", { moves: blunderMoves });
  const plies = recordedPlies(g, Array(blunderMoves.length + 1).fill(30), blunderMoves.map(() => "best"));
  const done = { status: "done", movetime_ms: 100, done: 7, total: 7, eta_ms: 0, plies, summary: recordedSummary };
  // The first fetch sees it running; it ends at once, and no socket hears
  // of it (the server had told only the sockets then open).
  replayReview.current = { ...done, status: "running", done: 6, eta_ms: 100, plies: plies.slice(0, 6) };
  replayReview.after = done;
  await openReplay(g.id);
  await replay.waitForSelector("#review-graph svg.eval-graph", { timeout: 5000 });
  assert(!(await replay.locator("#btn-review-cancel").isVisible()), "no cancel button once done");
  replayReview.current = null;
});
await replayContext.close();

for (const size of sizes) {
  await page.setViewportSize({ width: size.width, height: size.height });

  await test(`${size.name}: live analysis shows the eval bar, three arrows for multi-PV 3, depth, nodes/s and time`, async () => {
    const g = await hotseat("shogi", { moves: ["7g7f", "3c3d"] });
    await openGame(g.id);
    await liveAnalysis(3);
    // The arrows and the lines they draw, read in one step: the engine's
    // next report may change both.
    const { arrows, state } = await page.evaluate(() => ({
      arrows: [...document.querySelectorAll("#board-holder g.arrow")].map((a) => ({
        multipv: Number(a.dataset.multipv), best: a.classList.contains("best"),
        width: Number(a.querySelector("line").getAttribute("stroke-width")), usi: a.dataset.usi,
      })),
      state: window.hensoku.analysis.data,
    }));
    assert(arrows.length === 3, `${arrows.length} arrows`);
    assert(new Set(arrows.map((a) => a.multipv)).size === 3, "one arrow per line");
    const best = arrows.find((a) => a.multipv === 1);
    assert(best.best && arrows.every((a) => a === best || a.width < best.width), "the best line's arrow is the thickest");
    assert(state.ply === 2 && state.lines.length === 3, `analysis of ply ${state.ply}`);
    assert(best.usi === state.lines.find((l) => l.multipv === 1).pv[0].usi, "the best arrow is line 1's first move");
    // The bar, labelled from Black's side, with the winning chance in per cent.
    const bar = await box("#eval-bar");
    const board = await box("#board-holder svg");
    assert(bar && board, "bar and board shown");
    if (size.name === "desktop") assert(bar.height > bar.width * 5 && bar.x + bar.width <= board.x + 1, `vertical bar beside the board: ${JSON.stringify(bar)}`);
    else assert(bar.width > bar.height * 5 && bar.y + bar.height <= board.y + 1, `horizontal bar above the board: ${JSON.stringify(bar)}`);
    const label = await page.getAttribute("#eval-bar", "aria-label");
    assert(/Black/.test(label) && /☗ [+-]?\d+|#-?\d+/.test(label) && /\d+%/.test(label), `bar label: ${label}`);
    const scores = await page.locator("#pv-lines .pv-score").allTextContents();
    assert(scores.length === 3 && scores.every((s) => /^☗ ([+-]?\d+|#-?\d+) \d+%$/.test(s)), `scores: ${scores.join(" | ")}`);
    // Lines update while the engine thinks: depth grows.
    const depth0 = state.depth;
    await page.waitForFunction((d) => (window.hensoku.analysis.data?.depth ?? 0) > d, depth0, { timeout: 10000 });
    const stats = await page.textContent("#analysis-stats");
    assert(/depth \d+\/\d+ · [\d.]+ ?[kM]? nodes\/s · [\d.]+ s/.test(stats), `stats: ${stats}`);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(scroll <= size.width, `no sideways scroll: ${scroll}`);
    await page.screenshot({ path: path.join(outDir, `analysis-${size.name}.png`) });
    // Engine reports redraw the panel: its controls stay the same elements
    // (an open list of lines keeps its choice), and a press on the toggle
    // with a redraw before the release still stops the analysis.
    const kept = await page.evaluate(() => {
      const before = [document.getElementById("btn-live"), document.getElementById("multipv")];
      window.hensoku.analysis.host.render();
      return before[0] === document.getElementById("btn-live") && before[1] === document.getElementById("multipv");
    });
    assert(kept, "the toggle and the lines control survive a redraw");
    await pressWithRedraw("#btn-live", "#btn-live");
    await page.waitForSelector('#btn-live[aria-pressed="false"]', { timeout: 5000 });
    assert(await page.locator("#board-holder g.arrow").count() === 0, "arrows gone when stopped");
  });

  await test(`${size.name}: the PV in Japanese notation; a click on a PV move previews the line; analysis follows browsing`, async () => {
    const g = await hotseat("shogi", { moves: ["7g7f", "3c3d", "2g2f"] });
    await openGame(g.id);
    if (!(await page.isChecked("#notation-ja"))) await page.click("#notation-ja");
    await liveAnalysis(2);
    await page.waitForFunction(() => document.querySelectorAll('#pv-lines li[data-multipv="1"] .pv-move').length >= 2, null, { timeout: 15000 });
    const moves = await page.locator('#pv-lines li[data-multipv="1"] .pv-move').allTextContents();
    assert(moves.every((m) => /^[▲△]/.test(m)) && moves[0].startsWith("△"), `Japanese PV: ${moves.join(" ")}`);
    assert(/[一二三四五六七八九]/.test(moves[0]), `Japanese square: ${moves[0]}`);
    // Preview: the board shows the position after the line's second move.
    const before = await page.locator("#board-holder [data-square]").evaluateAll((r) => r.map((x) => x.dataset.piece).join(","));
    // Engine reports redraw the lines, often between a press and its
    // release: one forced between them must not lose the choice.
    await pressWithRedraw("#pv-lines", '#pv-lines li[data-multipv="1"] .pv-move[data-index="1"]');
    await page.waitForSelector('#board-holder[data-preview="1"]', { timeout: 5000 });
    const during = await page.locator("#board-holder [data-square]").evaluateAll((r) => r.map((x) => x.dataset.piece).join(","));
    assert(during !== before, "the preview changes the board");
    const line = await page.evaluate(() => window.hensoku.analysis.preview.pv.slice(0, 2));
    const pieceAt = (sq) => page.getAttribute(`#board-holder [data-square="${sq}"]`, "data-piece");
    assert((await pieceAt(line[1].to)) !== "" && (await pieceAt(line[0].to)) !== null, "moved pieces shown");
    await page.waitForSelector("#pv-preview");
    if (size.name === "phone") await page.screenshot({ path: path.join(outDir, "analysis-preview-phone.png") });
    else await page.screenshot({ path: path.join(outDir, "analysis-preview-desktop.png") });
    await page.click("#pv-preview-back");
    await page.waitForSelector('#board-holder[data-preview=""]');
    // Browsing: the analysis follows the position shown.
    await page.click("#nav-prev");
    await page.waitForFunction(() => window.hensoku.analysis.data?.ply === 2 && window.hensoku.analysis.lines().length >= 1,
      null, { timeout: 15000 });
    const first = await page.locator('#pv-lines li[data-multipv="1"] .pv-move').first().textContent();
    assert(first.startsWith("▲"), `Black to move at ply 2: ${first}`);
    await page.click("#nav-last");
    await page.waitForFunction(() => window.hensoku.analysis.data?.ply === 3, null, { timeout: 15000 });
    // A move played follows too.
    await api("POST", `/api/games/${g.id}/moves`, { move: "8c8d" });
    await page.waitForFunction(() => window.hensoku.analysis.data?.ply === 4, null, { timeout: 15000 });
    await stopAnalysis();
    await page.click("#notation-ja");
  });
}

await page.setViewportSize({ width: 1280, height: 900 });

await test("chu: a lion's double capture is drawn as a two-leg arrow", async () => {
  // The Lion on 6g takes the rook on 6f and goes on to take the dragon king on 5e that guards it.
  const g = await hotseat("chushogi", { sfen: "11k/12/12/12/7d4/6r5/6N5/12/12/12/12/K11 b - 1" });
  await openGame(g.id);
  await liveAnalysis(1);
  await page.waitForSelector('#board-holder g.arrow[data-multipv="1"][data-legs="2"]', { timeout: 15000 });
  const usi = await page.getAttribute('#board-holder g.arrow[data-multipv="1"]', "data-usi");
  assert(usi === "6g6f5e", `lion arrow ${usi}`);
  assert(await page.locator('#board-holder g.arrow[data-multipv="1"] line.arrow-leg').count() === 2, "two legs");
  await page.locator("#board-area").screenshot({ path: path.join(outDir, "analysis-chu-lion.png") });
  await stopAnalysis();
});

await test("a drop's arrow starts from the piece in the hand", async () => {
  // Mate in one by a gold drop: the best move is G*5b.
  const g = await hotseat("shogi", { sfen: "4k4/9/4P4/9/9/9/9/9/4K4 b G 1" });
  await openGame(g.id);
  await liveAnalysis(1);
  await page.waitForSelector('#board-holder g.arrow[data-usi="G*5b"]', { timeout: 15000 });
  const leg = await page.locator('#board-holder g.arrow[data-usi="G*5b"] line').first();
  const x1 = Number(await leg.getAttribute("x1"));
  const hand = page.locator('#board-holder rect.hit[data-hand="G"][data-side="black"]');
  const hx = Number(await hand.getAttribute("x")) + Number(await hand.getAttribute("width")) / 2;
  assert(Math.abs(x1 - hx) < 1, `arrow from the hand: ${x1} vs ${hx}`);
  const label = await page.getAttribute("#eval-bar", "aria-label");
  assert(/#1\b/.test(label), `mate distance from Black's side: ${label}`);
  await stopAnalysis();
});

for (const size of sizes) {
  await test(`${size.name}: a whole-game review: progress, graph, move classes, summary, jump from the graph`, async () => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const g = await hotseat("shogi", { moves: blunderMoves });
    await openGame(g.id);
    await page.selectOption("#review-budget", "100");
    await page.click("#btn-review");
    // Runs in the background: the page may go away and come back.
    await page.goto(server.url + "/");
    await openGame(g.id);
    await reviewDone(g.id);
    await page.waitForSelector("#review-graph svg.eval-graph");
    const classes = await page.locator("#move-list td[data-class]").evaluateAll((tds) => tds.map((td) => [td.dataset.ply, td.dataset.class]));
    assert(classes.length === blunderMoves.length, `every move classed: ${JSON.stringify(classes)}`);
    const third = classes.find(([p]) => p === "3");
    assert(third && (third[1] === "blunder" || third[1] === "mistake"), `8h3c+ judged ${third?.[1]}`);
    const title = await page.getAttribute('#move-list td[data-ply="3"]', "title");
    assert(/Best move was/.test(title), `better move named: ${title}`);
    assert(await page.locator(`#review-graph .graph-dot[data-ply="3"]`).count() === 1, "a coloured dot on the bad move");
    const rows = await page.locator("#review-summary tbody tr").evaluateAll((trs) => trs.map((tr) => [tr.dataset.side, tr.querySelector(".accuracy").textContent]));
    assert(rows.length === 2 && rows.every(([, a]) => /^\d+(\.\d)?%$/.test(a)), `summary: ${JSON.stringify(rows)}`);
    const blunders = Number(await page.textContent('#review-summary tr[data-side="black"] td.count.blunder'))
      + Number(await page.textContent('#review-summary tr[data-side="black"] td.count.mistake'));
    assert(blunders >= 1, "Black's bad move counted");
    // The bar shows the review's score when live analysis is off.
    assert(!(await page.locator("#eval-bar").isHidden()), "eval bar from the review");
    // A click on the graph jumps to that ply.
    await page.locator('#review-graph .graph-dot[data-ply="3"]').click();
    await page.waitForFunction(() => document.querySelector("#board-holder").dataset.view === "3");
    const note = await page.textContent("#review-note");
    assert(/Best move was/.test(note) && /(blunder|mistake)/.test(note), `note: ${note}`);
    const graph = await box("#review-graph svg");
    await page.mouse.click(graph.x + 2, graph.y + graph.height / 2);
    await page.waitForFunction(() => document.querySelector("#board-holder").dataset.view === "0");
    await page.locator('#review-graph .graph-dot[data-ply="3"]').click();
    await page.waitForFunction(() => document.querySelector("#board-holder").dataset.view === "3");
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(scroll <= size.width, `no sideways scroll: ${scroll}`);
    await page.screenshot({ path: path.join(outDir, `review-${size.name}.png`), fullPage: true });
    if (size.name === "phone") {
      // The narrowest phone: graph, summary, bar and lines still fit.
      await page.setViewportSize({ width: 360, height: 740 });
      await liveAnalysis(3);
      const narrow = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(narrow <= 360, `no sideways scroll at 360 px: ${narrow}`);
      await stopAnalysis();
    }
  });
}

await test("a review can be cancelled; the count of positions and the time left show while it runs", async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const moves = [...blunderMoves, "3i4h", "6a5b", "4g4f", "5a4a"];
  const g = await hotseat("shogi", { moves });
  await openGame(g.id);
  await page.selectOption("#review-budget", "1000");
  await page.click("#btn-review");
  await page.waitForSelector("#btn-review-cancel");
  await page.waitForFunction(() => /\/ 11 positions/.test(document.querySelector("#review-progress-text")?.textContent ?? ""));
  await page.waitForFunction(() => /left/.test(document.querySelector("#review-progress-text")?.textContent ?? ""), null, { timeout: 10000 });
  await page.click("#btn-review-cancel");
  await page.waitForFunction(() => window.hensoku.review.review?.status === "cancelled");
  await page.waitForSelector("#btn-review");
  const r = await api("GET", `/api/games/${g.id}/review`);
  assert(r.status === "cancelled" && r.done < r.total, `server says ${r.status} ${r.done}/${r.total}`);
});

await test("Japanese: the analysis and review texts", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  const g = await hotseat("shogi", { moves: blunderMoves });
  await api("POST", `/api/games/${g.id}/review`, { movetime_ms: 100 });
  await openGame(g.id);
  await page.evaluate(() => localStorage.setItem("lang", "ja")); // the phone's language switch is behind Settings
  await page.reload();
  await page.waitForFunction((id) => window.hensoku?.app.game?.id === id, g.id);
  await reviewDone(g.id);
  assert((await page.textContent("#review h2")) === "棋譜解析", "review heading in Japanese");
  assert(/検討モード/.test(await page.textContent("#btn-live")), "live analysis button in Japanese");
  await page.screenshot({ path: path.join(outDir, "review-phone-ja.png"), fullPage: true });
  await page.evaluate(() => localStorage.setItem("lang", "en"));
});

await test("accessibility: axe-core finds no violation with analysis on and a review shown", async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const g = await hotseat("shogi", { moves: blunderMoves });
  await api("POST", `/api/games/${g.id}/review`, { movetime_ms: 100 });
  await openGame(g.id);
  await reviewDone(g.id);
  await liveAnalysis(2);
  await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  const found = result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} ${v.help}`);
  fs.writeFileSync(path.join(outDir, "axe-analysis.json"), JSON.stringify(found, null, 2));
  assert(found.length === 0, `violations: ${found.join("; ")}`);
  await stopAnalysis();
});

await browser.close();
await new Promise((resolve) => {
  server.proc.removeAllListeners("exit");
  server.proc.on("exit", resolve);
  server.proc.kill("SIGTERM");
});
fs.rmSync(work, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length + pageErrors.length;
if (pageErrors.length) console.log(`page errors: ${pageErrors.join("\n")}`);
console.log(`${results.length - results.filter((r) => !r.ok).length}/${results.length} analysis browser tests passed` +
  (pageErrors.length ? `, ${pageErrors.length} page errors` : "") + `; screenshots in ${outDir}`);
process.exit(failed ? 1 : 0);
