// Hensoku's browser UI: new game, saved games, the board with click-to-move,
// clocks, engine info, move list with navigation, records.
import "./style.css";
import {
  api, socketUrl, type BoardView, type GameState, type MoveView, type Position, type SearchInfo, type SideName,
  type VariantInfo,
} from "./api";
import { cellSize, pieceImage, renderBoard, type Highlights } from "./board";
import { installDrag, type DragSource } from "./drag";
import { choiceLabel, clickTarget, inputView, uniqueMoves, withStepPaths, type Selection } from "./moveinput";
import { japaneseMove } from "./notation";
import { parseToken, partKey } from "./pieces";
import { lionLines } from "./piecemoves";
import { renderNewGame } from "./newgame";
import { applyStatic, lang, reasonText, setLang, t, type Lang } from "./i18n";
import { playSound, soundEnabled, setSoundEnabled } from "./sound";
import { findTypedMove } from "./typed";
import { openGuide } from "./guide";
import { errorJa } from "./errors_ja";
import { AnalysisPanel } from "./analysis";
import { ReviewPanel } from "./review";
import { percentText, scoreText, winBlack, type PvMove, type Score } from "./evaluation";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

interface AppState {
  variants: VariantInfo[];
  engine: boolean;
  game: GameState | null;
  socket: WebSocket | null;
  resync: boolean; // the next state is taken whatever its version (after a reconnect)
  selection: Selection | null;
  handSelection: { side: SideName; piece: string } | null;
  flipped: boolean;
  pieceStyle: string; // "kanji", "kanji2" or "intl"
  japanese: boolean;
  viewPly: number | null; // non-null: looking at an earlier position
  viewTarget: number | null; // the ply asked for last (keys pressed faster than positions arrive)
  viewBoard: BoardView | null;
  viewLast: MoveView | null;
  positions: Map<number, Position>;
  stateReceived: number;
  analysis: SearchInfo | null;
  engineInfo: SearchInfo | null;
  staleInfo: string | null; // the engine line of a position taken back
  captured: { ply: number; at: number; list: { square: string; token: string }[]; capturer: string } | null;
  bannerClosed: string | null;
  hint: string;
  stepByStep: boolean; // lion moves through an empty square entered one step at a time
}

const app: AppState = {
  variants: [], engine: false, game: null, socket: null, resync: false, selection: null, handSelection: null,
  flipped: false, pieceStyle: localStorage.getItem("pieces") ?? (localStorage.getItem("labels") === "intl" ? "intl" : "kanji"),
  japanese: localStorage.getItem("notation") === "ja",
  viewPly: null, viewTarget: null, viewBoard: null, viewLast: null, positions: new Map(), stateReceived: 0,
  analysis: null, engineInfo: null, staleInfo: null, captured: null, bannerClosed: null, hint: "",
  stepByStep: localStorage.getItem("lionSteps") === "each",
};

// Live analysis and the whole-game review (issue #26): their own modules, told of the game here.
function pvText(m: PvMove, ply: number, previousTo: string): string {
  const g = app.game;
  if (!app.japanese || !g) return m.usi;
  return japaneseMove(m, m.piece ?? "", ply, previousTo, g.family, g.setup_sfen.split(" ")[1] !== "w");
}
const lastTo = (ply: number) => (ply > 0 ? app.game?.played[ply - 1]?.to ?? "" : "");
const analysis = new AnalysisPanel({
  send: (message) => {
    if (app.socket?.readyState !== WebSocket.OPEN) return false;
    app.socket.send(JSON.stringify(message));
    return true;
  },
  shownPly: () => shownPly(),
  family: () => app.game?.family ?? "",
  moveText: pvText,
  lastTo,
  reviewScore: (ply) => {
    const e = review.at(ply);
    return e?.score ? { score: e.score, win: e.win_black } : null;
  },
  flipped: () => app.flipped,
  render: () => render(),
}, $("analysis"), $("eval-bar"));
const review = new ReviewPanel({
  gameId: () => app.game?.id ?? null,
  gamePly: () => app.game?.ply ?? 0,
  shownPly: () => shownPly(),
  navigate: (ply) => void navigate(ply),
  moveText: (m, ply) => pvText(m, ply, lastTo(ply)),
  toast: (message) => toast(message),
}, $("review"), $("review-graph"));

function toast(message: string): void {
  const el = $("toast");
  el.textContent = lang() === "ja" ? errorJa(message) : message;
  el.hidden = false;
  clearTimeout((el as unknown as { timer: number }).timer);
  (el as unknown as { timer: number }).timer = window.setTimeout(() => (el.hidden = true), 4000);
}

async function attempt<T>(f: () => Promise<T>): Promise<T | undefined> {
  try {
    return await f();
  } catch (e) {
    toast(e instanceof Error ? e.message : String(e));
    return undefined;
  }
}

function show(section: "new" | "games" | "game"): void {
  $("panel-new").hidden = section !== "new";
  $("panel-games").hidden = section !== "games";
  $("game").hidden = section !== "game";
  if (section !== "game") {
    app.socket?.close();
    app.socket = null;
    analysis.reset();
  }
}

const sideText = (s: SideName) => t(s === "black" ? "Black ☗" : "White ☖");

// ---- game state ----

function humanToMove(g: GameState): boolean {
  return !g.outcome.over && g.players[g.to_move].type === "human";
}

// A WebSocket state after the first carries only the moves from history_from on.
function completeHistory(g: GameState, previous: GameState | null): GameState | "refetch" {
  const from = g.history_from ?? 0;
  if (from === 0) return g;
  if (!previous || previous.id !== g.id || previous.history.length < from) return "refetch";
  return {
    ...g,
    history: [...previous.history.slice(0, from), ...g.history],
    played: [...previous.played.slice(0, from), ...g.played],
  };
}

function isStale(g: GameState, previous: GameState | null): boolean {
  if (app.resync || !previous || previous.id !== g.id) return false;
  // A new epoch is a restarted server: its versions count from zero again.
  if (g.epoch !== undefined && g.epoch !== previous.epoch) return false;
  return g.version < previous.version;
}

function extends_(longer: string[], shorter: string[]): boolean {
  return longer.length >= shorter.length && shorter.every((m, i) => longer[i] === m);
}

function setGame(incoming: GameState): void {
  const previous = app.game;
  if (isStale(incoming, previous)) return;
  const full = completeHistory(incoming, previous);
  if (full === "refetch") return void refetch(incoming.id);
  const g = full;
  app.resync = false;
  const sameGame = !!previous && previous.id === g.id;
  const moved = !sameGame || previous!.ply !== g.ply || previous!.history.join() !== g.history.join();
  app.game = g;
  app.stateReceived = performance.now();
  if (moved) {
    if (sameGame && !extends_(g.history, previous!.history)) {
      // A takeback: the engine line and any analysis were of the undone position.
      app.staleInfo = JSON.stringify(previous!.engine.info ?? null);
      app.analysis = null;
      app.engineInfo = null;
    } else if (sameGame) {
      app.analysis = null;
    }
    noteCaptures(g, sameGame ? previous! : null);
    if (sameGame && g.ply > previous!.ply) moveSound(g);
    app.selection = null;
    app.handSelection = null;
    app.viewPly = null;
    app.viewTarget = null;
    app.viewBoard = null;
    app.positions.clear();
    app.hint = "";
  }
  if (sameGame && !previous!.outcome.over && g.outcome.over) playSound("end");
  if (!g.engine.thinking && JSON.stringify(g.engine.info ?? null) !== app.staleInfo) app.engineInfo = g.engine.info;
  if (g.engine.thinking) app.staleInfo = null;
  render();
}

async function refetch(id: number): Promise<void> {
  const g = await attempt(() => api.game(id));
  if (g && app.game?.id === id) {
    app.resync = true;
    setGame(g);
  }
}

function moveSound(g: GameState): void {
  if (g.check?.length) playSound("check");
  else if (g.last_move?.captures.length) playSound("capture");
  else playSound("move");
}

// Pieces removed off the destination square (hasami's custodial captures, a
// lion's first step, igui) are drawn fading for a moment, with the capturer.
function noteCaptures(g: GameState, previous: GameState | null): void {
  app.captured = null;
  const m = g.last_move;
  if (!previous || !m || g.ply !== previous.ply + 1) return;
  const board = previous.board;
  const list = m.captures.filter((sq) => sq !== m.to).map((square) => {
    const p = /^(\d+)([a-z])$/.exec(square);
    const token = p ? board.cells[(p[2].charCodeAt(0) - 97) * board.files + (board.files - Number(p[1]))] ?? "" : "";
    return { square, token };
  }).filter((c) => c.token);
  if (!list.length) return;
  app.captured = { ply: g.ply, at: performance.now(), list, capturer: m.to };
  window.setTimeout(() => {
    if (app.captured?.ply === g.ply) {
      app.captured = null;
      render();
    }
  }, 2600);
}

async function openGame(id: number): Promise<void> {
  const g = await attempt(() => api.game(id));
  if (!g) return;
  app.socket?.close();
  app.socket = null;
  app.game = null;
  app.analysis = null;
  app.engineInfo = null;
  app.staleInfo = null;
  app.captured = null;
  app.bannerClosed = null;
  analysis.reset();
  await review.load(id);
  app.flipped = g.players.black.type === "engine" && g.players.white.type === "human";
  if (location.hash !== `#/game/${id}`) history.pushState(null, "", `#/game/${id}`);
  show("game");
  setGame(g);
  connect(id);
}

// The WebSocket follows the game. When it drops (server restart, network
// loss) it reconnects with a growing delay, and the first state after that is
// taken whatever its version: a restarted server counts versions from zero.
function connect(id: number, delay = 500): void {
  const ws = new WebSocket(socketUrl(id));
  app.socket = ws;
  let opened = false;
  ws.onopen = () => {
    opened = true;
    $("connection").hidden = true;
    analysis.reconnected();
    void review.refresh().then((changed) => {
      if (changed && app.socket === ws) render();
    });
  };
  ws.onmessage = (ev) => {
    if (app.socket !== ws) return;
    let msg;
    try {
      msg = JSON.parse(ev.data);
    } catch {
      return;
    }
    if (analysis.onMessage(msg)) return;
    if (review.onMessage(msg)) return render();
    if (msg.type === "state") setGame(msg.game);
    else if (msg.type === "info") {
      app.engineInfo = msg.info;
      app.staleInfo = null;
      renderEngineInfo();
    } else if (msg.type === "analysis" || msg.type === "analysis_done") {
      app.analysis = msg.type === "analysis" ? msg.info : msg.result.info;
      renderEngineInfo();
    } else if (msg.type === "draw_declined") toast(t("The engine declines the draw"));
    else if (msg.type === "error") toast(msg.message);
  };
  ws.onclose = () => {
    if (app.socket !== ws) return;
    $("connection").hidden = false;
    app.resync = true;
    const next = opened ? 500 : Math.min(delay * 2, 5000);
    setTimeout(() => app.socket === ws && app.game?.id === id && connect(id, next), opened ? 300 : delay);
  };
}

// ---- board input ----

function ownPiece(g: GameState, square: string): boolean {
  return g.legal_moves.some((m) => m.from === square && !m.drop);
}

function tokenAt(board: BoardView, square: string): string {
  const m = /^(\d+)([a-z])$/.exec(square);
  if (!m) return "";
  return board.cells[(m[2].charCodeAt(0) - 97) * board.files + (board.files - Number(m[1]))] ?? "";
}

// Why a piece of the side to move cannot be picked up.
function refusalReason(g: GameState): string {
  if (g.check?.length) return t("You are in check: this piece cannot answer it.");
  if (g.capture_compulsory) return t("A capture is compulsory: this piece cannot capture.");
  return t("This piece has no legal move.");
}

function setHint(text: string): void {
  app.hint = text;
  $("hint").textContent = text;
}

// The moves clicks are matched against: with "lion steps one at a time", a
// move through an empty neighbour is also offered step by step.
function inputMoves(g: GameState): MoveView[] {
  if (!app.stepByStep || g.family !== "chu") return g.legal_moves;
  return withStepPaths(g.legal_moves, (square) => {
    const token = parseToken(tokenAt(g.board, square));
    return !!token && lionLines(g.family, partKey(token.parts[0]), token.white);
  });
}

async function play(all: MoveView[]): Promise<void> {
  const g = app.game!;
  const moves = uniqueMoves(all);
  let move = moves[0];
  if (moves.length > 1) {
    const picked = await chooseMove(moves);
    if (!picked) {
      app.selection = null;
      render();
      return;
    }
    move = picked;
  }
  app.selection = null;
  app.handSelection = null;
  const next = await attempt(() => api.move(g.id, move.usi, g.ply));
  if (next) return setGame(next);
  render();
  void refetch(g.id); // refused (the game moved on, ended, or the clock fell): show where it stands
}

// A chu pass (じっと, CHU rules: a lion steps out and back to an empty square)
// is one click on the Pass button. Every pass of one piece leaves the same
// position, so one per piece is offered; the selected piece's pass when a piece
// is selected, a choice when several pieces can pass.
function passMoves(g: GameState): MoveView[] {
  const byPiece = new Map<string, MoveView>();
  for (const m of g.legal_moves) if (m.kind === "pass" && !byPiece.has(m.from)) byPiece.set(m.from, m);
  return [...byPiece.values()];
}

async function playPass(): Promise<void> {
  const g = app.game;
  if (!g || app.viewPly !== null || !humanToMove(g)) return;
  const passes = passMoves(g);
  const selected = passes.filter((m) => m.from === app.selection?.from);
  const choice = selected.length ? selected : passes;
  if (choice.length === 0) return;
  if (choice.length === 1) return play(choice);
  const picked = await chooseMove(choice, t("Which piece passes?"), (m) => `${m.from} (${m.usi})`);
  if (picked) return play([picked]);
}

function ownerOf(token: string): SideName | null {
  const p = parseToken(token);
  return p ? (p.white ? "white" : "black") : null;
}

function onSquare(square: string): void {
  const g = app.game;
  if (!g) return;
  if (analysis.preview) return analysis.endPreview();
  const board = app.viewBoard ?? g.board;
  const token = tokenAt(board, square);
  const playing = app.viewPly === null && humanToMove(g);
  if (!playing || (!app.selection && !app.handSelection)) {
    // Not moving a piece: a click on a piece that cannot move explains why, or opens the guide.
    if (playing && token && ownerOf(token) === g.to_move && !ownPiece(g, square)) {
      setHint(refusalReason(g));
      return render();
    }
    const waiting = !playing && app.viewPly === null && !g.outcome.over && g.players[g.to_move].type === "engine";
    if (token && waiting && g.players[ownerOf(token) ?? "black"].type === "human") {
      setHint(t("It is not your turn."));
      return render();
    }
    if (token && (!playing || ownerOf(token) !== g.to_move)) {
      openGuide(g.variant, g.family, app.variants, app.pieceStyle, parseToken(token));
      return;
    }
  }
  if (!playing) return;
  const sel = app.selection ?? (app.handSelection ? { drop: app.handSelection.piece, path: [] } : null);
  if (sel) {
    const r = clickTarget(inputMoves(g), sel, square, !app.stepByStep);
    if (r.kind === "done") return void play(r.moves);
    if (r.kind === "continue") {
      app.selection = r.selection;
      app.handSelection = r.selection.drop ? app.handSelection : null;
      return render();
    }
  }
  app.handSelection = null;
  if (token && ownerOf(token) === g.to_move && !ownPiece(g, square)) {
    app.selection = null;
    setHint(refusalReason(g));
    return render();
  }
  setHint("");
  app.selection = ownPiece(g, square) && app.selection?.from !== square ? { from: square, path: [] } : null;
  render();
}

function onHand(side: SideName, piece: string): void {
  const g = app.game;
  if (!g || app.viewPly !== null || !humanToMove(g) || side !== g.to_move) return;
  const same = app.handSelection?.piece === piece;
  app.selection = null;
  const droppable = g.legal_moves.some((m) => m.drop === piece);
  if (!droppable && !same) setHint(refusalReason(g));
  else setHint("");
  app.handSelection = same || !droppable ? null : { side, piece };
  if (app.handSelection) app.selection = { drop: piece, path: [] };
  render();
}

// ---- drag and drop (drag.ts): the same selection and squares as clicks ----

function canDrag(source: DragSource): boolean {
  const g = app.game;
  if (!g || app.viewPly !== null || analysis.preview || !humanToMove(g)) return false;
  if ("square" in source) return ownPiece(g, source.square);
  return source.side === g.to_move && g.legal_moves.some((m) => m.drop === source.piece);
}

function startDrag(source: DragSource): void {
  if ("square" in source) {
    app.handSelection = null;
    app.selection = { from: source.square, path: [] };
  } else {
    app.handSelection = { side: source.side, piece: source.piece };
    app.selection = { drop: source.piece, path: [] };
  }
  render();
}

function dropOn(source: DragSource, square: string | null): void {
  const g = app.game;
  const sel = app.selection;
  if (!g || !sel) return;
  if (square && inputView(inputMoves(g), sel).targets.has(square)) return onSquare(square);
  // Dropped back on its own square: stays selected, as after a click; anywhere else cancels.
  if (!("square" in source && square === source.square)) {
    app.selection = null;
    app.handSelection = null;
  }
  render();
}

function dragImage(source: DragSource): Element | null {
  const g = app.game;
  if (!g) return null;
  const board = g.board;
  const token = "square" in source ? tokenAt(board, source.square)
    : source.side === "white" ? source.piece.toLowerCase() : source.piece.toUpperCase();
  const holder = $("board-holder").querySelector("svg");
  const scale = holder ? holder.getBoundingClientRect().width / holder.viewBox.baseVal.width : 1;
  return pieceImage(token, cellSize(board) * scale, { family: g.family, flipped: app.flipped, international: app.pieceStyle === "intl", pieceStyle: app.pieceStyle });
}

function dialog(title: string, buttons: { label: string; value: string; attrs?: Record<string, string> }[], id: string):
  Promise<string | null> {
  return new Promise((resolve) => {
    const d = $("dialog");
    d.innerHTML = "";
    const box = document.createElement("div");
    box.className = "dialog-box";
    box.id = id;
    box.setAttribute("role", "dialog");
    box.setAttribute("aria-modal", "true");
    const h = document.createElement("p");
    h.textContent = title;
    h.id = `${id}-title`;
    box.setAttribute("aria-labelledby", h.id);
    box.appendChild(h);
    const finish = (v: string | null) => {
      d.hidden = true;
      d.innerHTML = "";
      document.removeEventListener("keydown", onKey, true);
      resolve(v);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        finish(null);
      }
    };
    document.addEventListener("keydown", onKey, true);
    for (const b of buttons) {
      const el = document.createElement("button");
      el.type = "button";
      el.textContent = b.label;
      for (const [k, v] of Object.entries(b.attrs ?? {})) el.setAttribute(k, v);
      el.onclick = () => finish(b.value);
      box.appendChild(el);
    }
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.textContent = t("Cancel");
    cancel.className = "cancel";
    cancel.onclick = () => finish(null);
    box.appendChild(cancel);
    d.appendChild(box);
    d.hidden = false;
    box.querySelector("button")?.focus();
  });
}

async function chooseMove(moves: MoveView[], title?: string, label: (m: MoveView) => string = choiceLabel):
  Promise<MoveView | null> {
  const heading = title ?? t(moves.some((m) => m.choice !== "" && m.choice !== "+") ? "Choose the move" : "Promote?");
  const picked = await dialog(heading, moves.map((m) => ({
    label: label(m), value: m.usi, attrs: { "data-usi": m.usi, "data-choice": m.choice },
  })), "promotion-dialog");
  return moves.find((m) => m.usi === picked) ?? null;
}

// Typed moves: USI or Japanese notation, matched against the legal moves.
async function playTyped(text: string): Promise<boolean> {
  const g = app.game;
  if (!g || !humanToMove(g) || app.viewPly !== null) return false;
  const blackFirst = g.setup_sfen.split(" ")[1] !== "w";
  const previousTo = g.ply > 0 ? g.played[g.ply - 1]?.to ?? "" : "";
  const found = findTypedMove(text, g, (m, i) =>
    japaneseMove(m, m.drop ? "" : tokenAt(g.board, m.from), i, previousTo, g.family, blackFirst));
  if (found.kind === "none") {
    setHint(t("No legal move matches '{m}'", { m: text }));
    return false;
  }
  if (found.kind === "ambiguous" && !found.moves.every((m) => m.from === found.moves[0].from && m.to === found.moves[0].to)) {
    setHint(t("'{m}' is ambiguous: {list}", { m: text, list: found.moves.map((m) => m.usi).join(", ") }));
    return false;
  }
  setHint("");
  await play(found.moves);
  return true;
}

// ---- rendering ----

function highlights(g: GameState, previewLast: MoveView | null = null): Highlights {
  const last = previewLast ?? (app.viewPly !== null ? app.viewLast : g.last_move);
  const hl: Highlights = {
    targets: new Set(), path: [], captures: new Set(),
    last: last ? [last.from, ...last.via, last.to].filter(Boolean) : [],
  };
  if (app.viewPly !== null || previewLast) return hl;
  hl.check = g.check ?? [];
  // A five in a row that won (dai hasami): the server's reason names its squares.
  if (g.outcome.code === "five-in-a-row") hl.winLine = / at ((?:\d+[a-z] ?)+)/.exec(g.outcome.reason)?.[1].trim().split(" ");
  if (app.captured && app.captured.ply === g.ply && performance.now() - app.captured.at < 2500) {
    hl.captured = app.captured.list;
    hl.capturer = app.captured.capturer;
  }
  const sel = app.selection;
  if (sel) {
    hl.selected = sel.from;
    hl.path = sel.path;
    hl.targets = inputView(inputMoves(g), sel).targets;
  }
  if (app.handSelection) hl.handSelected = app.handSelection;
  return hl;
}

const narrow = window.matchMedia("(max-width: 52rem)");

function outcomeText(g: GameState): string {
  const o = g.outcome;
  const head = o.kind === "draw" ? t("Draw") : t("{side} wins", { side: t(o.winner === "black" ? "Black" : "White") });
  // Hasami's reasons end with the winner already ("…: Black wins"): said once.
  return `${head}: ${reasonText(o.code, o.reason).replace(/: (Black|White) wins$/, "")}`;
}

function render(): void {
  const g = app.game;
  if (!g) return;
  const base = app.viewBoard ?? g.board;
  const preview = analysis.previewBoard(base);
  const board = preview?.board ?? base;
  const svg = renderBoard(board, highlights(g, preview?.last), {
    family: g.family, flipped: app.flipped, international: app.pieceStyle === "intl", pieceStyle: app.pieceStyle,
    layout: narrow.matches ? "stacked" : "side", onSquare, onHand,
  });
  const holder = $("board-holder");
  holder.replaceChildren(svg);
  analysis.follow();
  analysis.decorateBoard(svg, board);
  holder.dataset.preview = preview ? "1" : "";
  $("board-area").style.setProperty("--aspect", svg.dataset.aspect ?? "1");
  const fade = svg.querySelector<SVGElement>(".captured-fade");
  if (fade && app.captured) fade.style.animationDelay = `-${Math.round(performance.now() - app.captured.at)}ms`;
  holder.dataset.ply = String(g.ply);
  holder.dataset.toMove = g.to_move;
  holder.dataset.thinking = String(g.engine.thinking);
  holder.dataset.family = g.family;
  holder.dataset.view = app.viewPly === null ? "" : String(app.viewPly);

  $("game-title").textContent = `${lang() === "ja" ? g.title_ja : g.title} · #${g.id}`;
  const named = !!(g.players.black.name || g.players.white.name);
  $("game-players").hidden = !named;
  $("game-players").textContent = named ? playersText(g.players) : "";
  const banner = $("banner");
  const bannerKey = `${g.id}:${g.outcome.code}`;
  banner.hidden = !g.outcome.over || app.bannerClosed === bannerKey;
  banner.dataset.code = g.outcome.code;
  $("banner-text").textContent = g.outcome.over ? outcomeText(g) : "";
  const who = (s: SideName) => (g.players[s].type === "engine" ? t("engine (level {n})", { n: g.players[s].level ?? "?" }) : t("human"));
  const inCheck = !g.outcome.over && !!g.check?.length;
  const status = $("status");
  status.textContent = g.outcome.over
    ? `${t("Game over")} — ${outcomeText(g)}`
    : `${t("{side} to move", { side: sideText(g.to_move) })} (${who(g.to_move)})${inCheck ? ` — ${t("Check!")}` : ""}${g.engine.thinking ? t(" — thinking…") : ""}`;
  status.classList.toggle("in-check", inCheck);
  $("hint").textContent = app.hint;
  const over = g.outcome.over;
  const bothEngines = g.players.black.type === "engine" && g.players.white.type === "engine";
  ($("btn-takeback") as HTMLButtonElement).disabled = g.ply === 0 || over || bothEngines;
  ($("btn-resign") as HTMLButtonElement).disabled = over || bothEngines;
  ($("btn-draw") as HTMLButtonElement).disabled = over || bothEngines || !!g.draw_offer;
  ($("move-entry-input") as HTMLInputElement).disabled = over;
  // Hasami moves are typed as two squares; the others also read Japanese notation.
  ($("move-entry-input") as HTMLInputElement).placeholder = t(g.family === "hasami" ? "A move: 1i1d" : "A move: 7g7f or ７六歩");
  ($("move-entry-play") as HTMLButtonElement).disabled = over;
  $("btn-pass").hidden = over || app.viewPly !== null || !humanToMove(g) || passMoves(g).length === 0;
  // KIF is for the shogi family and chu (docs/notation.md, KIF).
  document.querySelector<HTMLButtonElement>('#records button[data-format="kif"]')!.hidden = g.family === "hasami";
  // CSA writes standard shogi only (docs/web.md, record formats).
  document.querySelector<HTMLButtonElement>('#records button[data-format="csa"]')!.hidden = g.variant !== "shogi";
  const offered = !over && g.draw_offer && g.players[g.draw_offer === "black" ? "white" : "black"].type === "human"
    && g.draw_offer !== g.to_move;
  $("draw-answer").hidden = !offered;
  renderMoveList(g);
  renderComment(g);
  renderClocks();
  renderEngineInfo();
  analysis.update();
  review.render();
}

// The text of ply i (from 0) of the game's moves.
function moveText(g: GameState, m: MoveView, i: number, japanese = app.japanese): string {
  if (!japanese) return m.usi;
  const blackFirst = g.setup_sfen.split(" ")[1] !== "w";
  return japaneseMove(m, (m as MoveView & { piece?: string }).piece ?? "", i, i > 0 ? g.played[i - 1].to : "", g.family, blackFirst);
}

// Numbered rows, Black's move and White's side by side (a game White starts
// has "…" in Black's first cell).
function renderMoveList(g: GameState): void {
  const body = $("move-list").querySelector("tbody")!;
  const blackFirst = g.setup_sfen.split(" ")[1] !== "w";
  const shown = app.viewPly ?? g.ply;
  const rows: HTMLTableRowElement[] = [];
  const offset = blackFirst ? 0 : 1;
  const count = g.played.length;
  for (let slot = 0; slot < count + offset; slot += 2) {
    const tr = document.createElement("tr");
    const th = document.createElement("th");
    th.className = "num";
    th.scope = "row";
    th.textContent = String(slot / 2 + 1);
    tr.appendChild(th);
    for (const k of [slot, slot + 1]) {
      const i = k - offset;
      const td = document.createElement("td");
      if (i < 0 || i >= count) {
        td.className = "empty";
        td.textContent = i < 0 ? "…" : "";
      } else {
        td.dataset.ply = String(i + 1);
        td.textContent = moveText(g, g.played[i], i);
        td.tabIndex = -1;
        if (shown === i + 1) {
          td.className = "current";
          td.setAttribute("aria-current", "step");
        }
        td.onclick = () => void navigate(i + 1);
      }
      tr.appendChild(td);
    }
    rows.push(tr);
  }
  body.replaceChildren(...rows);
  review.decorateMoveList(body);
  const viewing = app.viewPly !== null;
  $("view-banner").hidden = !viewing;
  if (viewing) $("view-text").textContent = t("Viewing move {n} of {m}", { n: app.viewPly!, m: g.ply });
  const current = body.querySelector<HTMLElement>(".current");
  const box = $("move-list-box");
  if (current) {
    const top = current.offsetTop;
    if (top < box.scrollTop || top + current.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = top - box.clientHeight / 2;
  } else if (!viewing) box.scrollTop = box.scrollHeight;
}

// The record's comment on the position shown, following the move list's browsing.
function renderComment(g: GameState): void {
  const text = (g.comments?.[app.viewPly ?? g.ply] ?? "").trim();
  $("comment").hidden = !text;
  $("comment-text").textContent = text;
}

function formatMs(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function renderClocks(): void {
  const g = app.game;
  const box = $("clocks");
  if (!g || !g.clocks) {
    box.replaceChildren();
    return;
  }
  const elapsed = g.outcome.over ? 0 : performance.now() - app.stateReceived;
  const parts: HTMLElement[] = [];
  for (const side of ["black", "white"] as SideName[]) {
    let main = g.clocks[`${side}_ms`];
    let byo = g.clocks.byoyomi_ms;
    if (g.clocks.running === side) {
      const used = elapsed;
      if (used <= main) main -= used;
      else {
        byo = Math.max(0, byo - (used - main));
        main = 0;
      }
    }
    const div = document.createElement("div");
    div.className = `clock ${side}${g.clocks.running === side ? " running" : ""}`;
    div.dataset.side = side;
    div.textContent = `${side === "black" ? "☗" : "☖"} ${formatMs(main)}${g.time_control?.byoyomi_ms ? ` + ${formatMs(g.clocks.running === side ? byo : g.time_control.byoyomi_ms)}` : ""}`;
    parts.push(div);
  }
  box.replaceChildren(...parts);
}

function infoText(label: string, info: SearchInfo | null): string {
  if (!info) return "";
  // The server's score_black (Black's side, with win_black) when it sends one; USI's side-to-move score otherwise.
  const black = (info as SearchInfo & { score_black?: Score; win_black?: number });
  const score = black.score_black ? `☗ ${scoreText(black.score_black)} ${percentText(winBlack(black.score_black, black.win_black))}`
    : info.is_mate ? t("mate {n}", { n: info.score }) : `${info.score >= 0 ? "+" : ""}${info.score}`;
  return `${t(label)}: ${t("depth {n}", { n: info.depth })} · ${score} · ${t("{n} nodes", { n: info.nodes })} · ${info.pv.join(" ")}`;
}

function renderEngineInfo(): void {
  const box = $("engine-info");
  const lines = [infoText("Engine", app.engineInfo), infoText("Analysis", app.analysis)].filter(Boolean);
  box.replaceChildren(...lines.map((l) => Object.assign(document.createElement("div"), { textContent: l })));
}

// Every key press moves the target ply at once; positions arrive from the
// server in any order and only the newest target's is shown.
async function navigate(ply: number): Promise<void> {
  const g = app.game;
  if (!g) return;
  ply = Math.max(0, Math.min(g.ply, ply));
  app.selection = null;
  app.handSelection = null;
  if (ply === g.ply) {
    app.viewPly = null;
    app.viewTarget = null;
    app.viewBoard = null;
    return render();
  }
  app.viewTarget = ply;
  const key = g.history.length;
  let pos = app.positions.get(ply);
  if (!pos) {
    pos = await attempt(() => api.position(g.id, ply));
    if (!pos || app.game !== g || g.history.length !== key) return;
    app.positions.set(ply, pos);
  }
  if (app.viewTarget !== ply) return;
  app.viewPly = ply;
  app.viewBoard = pos.board;
  app.viewLast = pos.last_move;
  render();
}

const shownPly = () => app.viewTarget ?? app.viewPly ?? app.game?.ply ?? 0;

// ---- saved games ----

function playersText(p: GameState["players"]): string {
  const one = (s: SideName) =>
    p[s].name ?? (p[s].type === "engine" ? `${t("engine")} ${p[s].level ?? ""}`.trim() : t("human"));
  return `☗ ${one("black")} – ☖ ${one("white")}`;
}

function dateText(iso: string | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(lang() === "ja" ? "ja-JP" : "en-GB", { dateStyle: narrow.matches ? "short" : "medium", timeStyle: "short" });
}

function lengthText(n: number): string {
  return t(n === 1 ? "{n} move" : "{n} moves", { n });
}

async function showGames(variant = ""): Promise<void> {
  const data = await attempt(() => api.games(variant || undefined));
  if (!data) return;
  const games = variant ? data.games.filter((s) => s.variant === variant) : data.games;
  const panel = $("panel-games");
  panel.replaceChildren();
  const h = document.createElement("h2");
  h.textContent = t("Saved games");
  const filter = document.createElement("select");
  filter.id = "games-filter";
  filter.setAttribute("aria-label", t("Variant"));
  filter.append(new Option(t("All variants"), ""));
  for (const v of app.variants) filter.append(new Option(lang() === "ja" ? v.title_ja : v.title, v.name, false, v.name === variant));
  filter.onchange = () => void showGames(filter.value);
  panel.append(h, filter);
  if (!games.length) {
    panel.appendChild(Object.assign(document.createElement("p"), { textContent: t("No games yet.") }));
    return show("games");
  }
  const table = document.createElement("table");
  table.id = "games-table";
  const head = table.createTHead().insertRow();
  for (const [text, wide] of [["#", true], [t("Date"), false], [t("Variant"), false], [t("Players"), true],
    [t("Result"), false], [t("Length"), true], ["", false]] as [string, boolean][]) {
    const th = document.createElement("th");
    th.textContent = text;
    if (wide) th.className = "wide";
    head.appendChild(th);
  }
  const body = table.createTBody();
  for (const s of games) {
    const tr = body.insertRow();
    const info = app.variants.find((v) => v.name === s.variant);
    const result = s.outcome.over
      ? (s.outcome.kind === "draw" ? t("Draw") : t("{side} wins", { side: t(s.outcome.winner === "black" ? "Black" : "White") }))
      : t("in progress");
    const cells: [string, boolean][] = [[`${s.id}`, true], [dateText(s.updated ?? s.created), false],
      [info ? (lang() === "ja" ? info.title_ja : info.title) : s.title, false], [playersText(s.players), true],
      [result, false], [lengthText(s.plies ?? s.ply), true]];
    for (const [text, wide] of cells) {
      const td = tr.insertCell();
      td.textContent = text;
      if (wide) td.className = "wide";
    }
    const del = document.createElement("button");
    del.type = "button";
    del.className = "delete";
    del.textContent = t("Delete");
    del.setAttribute("aria-label", `${t("Delete")} #${s.id}`);
    del.onclick = async (e) => {
      e.stopPropagation();
      const ok = await dialog(t("Delete game {id}?", { id: s.id }), [{ label: t("Delete"), value: "yes", attrs: { id: "confirm-delete" } }], "confirm-dialog");
      if (ok !== "yes") return;
      if ((await attempt(() => api.remove(s.id))) !== undefined) void showGames(filter.value);
    };
    tr.insertCell().appendChild(del);
    tr.dataset.id = String(s.id);
    tr.dataset.variant = s.variant;
    tr.tabIndex = 0;
    tr.onclick = () => void openGame(s.id);
    tr.onkeydown = (e) => {
      if (e.key === "Enter") void openGame(s.id);
    };
  }
  panel.appendChild(table);
  show("games");
}

// ---- wiring ----

function setPieceStyle(style: string): void {
  app.pieceStyle = style;
  localStorage.setItem("pieces", style);
  ($("labels-intl") as HTMLInputElement).checked = style === "intl";
  ($("pref-pieces") as HTMLSelectElement).value = style;
  render();
}

function setTheme(theme: string): void {
  localStorage.setItem("theme", theme);
  for (const c of [...document.body.classList]) if (c.startsWith("theme-")) document.body.classList.remove(c);
  if (theme !== "wood") document.body.classList.add(`theme-${theme}`);
}

function relabel(): void {
  applyStatic();
  for (const [id, key] of [["pref-theme-label", "Theme"], ["pref-pieces-label", "Pieces"], ["pref-sound-label", "Sound"],
    ["pref-lion-steps-label", "Lion: every step"]])
    $(id).textContent = t(key);
  const themes = $("pref-theme") as HTMLSelectElement;
  for (const o of themes.options) o.textContent = t(o.dataset.en!);
  const pieces = $("pref-pieces") as HTMLSelectElement;
  for (const o of pieces.options) o.textContent = t(o.dataset.en!);
  ($("move-entry-input") as HTMLInputElement).placeholder = t("A move: 7g7f or ７六歩");
  $("move-entry-input").setAttribute("aria-label", t("Move entry"));
  $("move-entry-play").textContent = t("Play");
  $("btn-guide").textContent = t("Rules and pieces");
  $("connection").textContent = t("Reconnecting…");
  for (const [format, key] of [["kif", "KIF (shogi family and chu)"], ["csa", "CSA (standard shogi)"]])
    document.querySelector(`#records button[data-format="${format}"]`)!.setAttribute("title", t(key));
}

function wire(): void {
  $("btn-new").onclick = () => {
    history.pushState(null, "", "#/");
    show("new");
  };
  $("btn-games").onclick = () => void showGames();
  $("btn-prefs").onclick = () => {
    const open = $("prefs").classList.toggle("open");
    $("btn-prefs").setAttribute("aria-expanded", String(open));
  };
  const langSelect = $("lang") as HTMLSelectElement;
  langSelect.value = lang();
  langSelect.onchange = () => {
    setLang(langSelect.value as Lang);
    relabel();
    renderForm();
    render();
    if (!$("panel-games").hidden) void showGames(($("games-filter") as HTMLSelectElement | null)?.value ?? "");
  };
  const intl = $("labels-intl") as HTMLInputElement;
  intl.checked = app.pieceStyle === "intl";
  intl.onchange = () => setPieceStyle(intl.checked ? "intl" : "kanji");
  const pieces = $("pref-pieces") as HTMLSelectElement;
  pieces.value = app.pieceStyle;
  pieces.onchange = () => setPieceStyle(pieces.value);
  const theme = $("pref-theme") as HTMLSelectElement;
  theme.value = localStorage.getItem("theme") ?? "wood";
  setTheme(theme.value);
  theme.onchange = () => setTheme(theme.value);
  const sound = $("pref-sound") as HTMLInputElement;
  sound.checked = soundEnabled();
  sound.onchange = () => {
    setSoundEnabled(sound.checked);
    if (sound.checked) playSound("move");
  };
  const steps = $("pref-lion-steps") as HTMLInputElement;
  steps.checked = app.stepByStep;
  steps.onchange = () => {
    app.stepByStep = steps.checked;
    localStorage.setItem("lionSteps", steps.checked ? "each" : "one-click");
    app.selection = null;
    render();
  };
  const ja = $("notation-ja") as HTMLInputElement;
  ja.checked = app.japanese;
  ja.onchange = () => {
    app.japanese = ja.checked;
    localStorage.setItem("notation", ja.checked ? "ja" : "usi");
    render();
  };
  $("btn-flip").onclick = () => {
    app.flipped = !app.flipped;
    render();
  };
  $("banner-close").onclick = () => {
    if (app.game) app.bannerClosed = `${app.game.id}:${app.game.outcome.code}`;
    $("banner").hidden = true;
  };
  const withGame = (f: (g: GameState) => Promise<GameState>) => async () => {
    if (!app.game) return;
    const g = await attempt(() => f(app.game!));
    if (g) {
      setGame(g);
      if (g.draw_declined) toast(t("The engine declines the draw"));
    }
  };
  $("btn-takeback").onclick = withGame((g) => api.takeback(g.id));
  const resign = withGame((g) => api.resign(g.id));
  $("btn-resign").onclick = async () => {
    if (!app.game || app.game.outcome.over) return;
    const ok = await dialog(t("Resign this game?"), [{ label: t("Yes, resign"), value: "yes", attrs: { id: "confirm-resign" } }], "confirm-dialog");
    if (ok === "yes") await resign();
  };
  $("btn-pass").onclick = () => void playPass();
  $("btn-draw").onclick = withGame((g) => api.draw(g.id, "offer"));
  $("btn-draw-accept").onclick = withGame((g) => api.draw(g.id, "accept"));
  $("btn-draw-decline").onclick = withGame((g) => api.draw(g.id, "decline"));
  $("btn-guide").onclick = () => {
    const g = app.game;
    if (g) openGuide(g.variant, g.family, app.variants, app.pieceStyle, null);
  };
  $("view-back").onclick = () => void navigate(app.game?.ply ?? 0);
  $("btn-analyse").onclick = async () => {
    const g = app.game;
    if (!g) return;
    app.analysis = null;
    renderEngineInfo();
    // The position on the board: the game's, or an earlier one while navigating the move list.
    const viewed = app.viewPly;
    const r = await attempt(() => viewed === null
      ? api.analyse(g.id, 3000)
      : api.analysePosition({ variant: g.variant, options: g.options, sfen: g.setup_sfen,
        moves: g.history.slice(0, viewed), movetime_ms: 3000 }));
    if (r) {
      app.analysis = r.info;
      renderEngineInfo();
      toast(t("Best move: {m}", { m: r.bestmove }));
    }
  };
  $("nav-first").onclick = () => void navigate(0);
  $("nav-prev").onclick = () => void navigate(shownPly() - 1);
  $("nav-next").onclick = () => void navigate(shownPly() + 1);
  $("nav-last").onclick = () => void navigate(app.game?.ply ?? 0);
  for (const b of document.querySelectorAll<HTMLButtonElement>("#records button[data-format]")) {
    b.onclick = async () => {
      if (!app.game) return;
      const text = await attempt(() => api.record(app.game!.id, b.dataset.format!));
      if (text === undefined) return;
      const area = $("record-text") as HTMLTextAreaElement;
      area.value = text.trim();
      area.dataset.format = b.dataset.format;
    };
  }
  $("btn-download").onclick = () => {
    const area = $("record-text") as HTMLTextAreaElement;
    if (!app.game || !area.value) return toast(t("Show a record first (USI, SFEN, moves, KIF or CSA)"));
    const ext: Record<string, string> = { kif: "kifu", csa: "csa", usi: "usi.txt", sfen: "sfen.txt", moves: "moves.txt" };
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([area.value + "\n"], { type: "text/plain;charset=utf-8" }));
    link.download = `hensoku-${app.game.id}.${ext[area.dataset.format ?? "usi"] ?? "txt"}`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };
  const entry = $("move-entry") as HTMLFormElement;
  entry.onsubmit = async (e) => {
    e.preventDefault();
    const input = $("move-entry-input") as HTMLInputElement;
    const text = input.value.trim();
    if (!text) return;
    // Cleared only if it still holds this move: a fast typist may have
    // entered the next one while the server answered.
    if ((await playTyped(text)) && input.value.trim() === text) input.value = "";
  };
  installDrag($("board-holder"), { canDrag, start: startDrag, drop: dropOn, ghost: dragImage });
  document.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) return;
    if (!$("dialog").hidden || $("game").hidden || !app.game) return;
    const keys: Record<string, () => number> = {
      ArrowLeft: () => shownPly() - 1, ArrowRight: () => shownPly() + 1, Home: () => 0, End: () => app.game?.ply ?? 0,
    };
    if (e.key in keys) {
      e.preventDefault();
      void navigate(keys[e.key]());
    }
    if (e.key === "Escape") {
      analysis.preview = null;
      app.selection = null;
      app.handSelection = null;
      setHint("");
      render();
    }
  });
  narrow.addEventListener("change", () => render());
  window.setInterval(renderClocks, 200);
  // A tab put to sleep or a network come back: check the game is current.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && app.game && !$("game").hidden) void refetch(app.game.id);
  });
}

function renderForm(): void {
  renderNewGame($("panel-new"), app.variants, app.engine, async (request) => {
    const g = await attempt(() => api.create(request));
    if (g) await openGame(g.id);
  }, (variant) => {
    const v = app.variants.find((x) => x.name === variant);
    if (v) openGuide(v.name, v.family, app.variants, app.pieceStyle, null);
  });
}

async function main(): Promise<void> {
  setLang(lang());
  relabel();
  wire();
  const v = await attempt(() => api.variants());
  app.variants = v?.variants ?? [];
  app.engine = v?.engine ?? false;
  renderForm();
  await route();
  window.addEventListener("hashchange", () => void route());
}

// "#/game/12" opens game 12 (links, reloads, the back button); anything else the new-game form.
async function route(): Promise<void> {
  const m = /^#\/game\/(\d+)$/.exec(location.hash);
  if (m) {
    if (app.game?.id !== Number(m[1]) || $("game").hidden) await openGame(Number(m[1]));
  } else show("new");
}

void main();

// Exposed for the browser tests and for curious users in the console.
(window as unknown as { hensoku: unknown }).hensoku = { app, parseToken, analysis, review };
