// Hensoku's browser UI: new game, saved games, the board with click-to-move,
// clocks, engine info, move list with navigation, records.
import "./style.css";
import {
  api, socketUrl, type BoardView, type GameState, type MoveView, type SearchInfo, type SideName,
  type VariantInfo,
} from "./api";
import { cellSize, pieceImage, renderBoard, type Highlights } from "./board";
import { installDrag, type DragSource } from "./drag";
import { choiceLabel, clickTarget, inputView, type Selection } from "./moveinput";
import { japaneseMove } from "./notation";
import { parseToken } from "./pieces";
import { renderNewGame } from "./newgame";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

interface AppState {
  variants: VariantInfo[];
  engine: boolean;
  game: GameState | null;
  socket: WebSocket | null;
  selection: Selection | null;
  handSelection: { side: SideName; piece: string } | null;
  flipped: boolean;
  international: boolean;
  japanese: boolean;
  viewPly: number | null; // non-null: looking at an earlier position
  viewBoard: BoardView | null;
  viewLast: MoveView | null;
  stateReceived: number;
  analysis: SearchInfo | null;
  engineInfo: SearchInfo | null;
}

const app: AppState = {
  variants: [], engine: false, game: null, socket: null, selection: null, handSelection: null,
  flipped: false, international: localStorage.getItem("labels") === "intl", japanese: false,
  viewPly: null, viewBoard: null, viewLast: null, stateReceived: 0, analysis: null, engineInfo: null,
};

function toast(message: string): void {
  const t = $("toast");
  t.textContent = message;
  t.hidden = false;
  clearTimeout((t as unknown as { timer: number }).timer);
  (t as unknown as { timer: number }).timer = window.setTimeout(() => (t.hidden = true), 4000);
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
}

// ---- game state ----

function humanToMove(g: GameState): boolean {
  return !g.outcome.over && g.players[g.to_move].type === "human";
}

function setGame(g: GameState): void {
  const previous = app.game;
  if (previous && previous.id === g.id && g.version < previous.version) return; // stale
  const moved = !previous || previous.id !== g.id || previous.ply !== g.ply;
  app.game = g;
  app.stateReceived = performance.now();
  if (moved) {
    app.selection = null;
    app.handSelection = null;
    app.viewPly = null;
    app.viewBoard = null;
  }
  if (!g.engine.thinking) app.engineInfo = g.engine.info;
  render();
}

async function openGame(id: number): Promise<void> {
  const g = await attempt(() => api.game(id));
  if (!g) return;
  app.socket?.close();
  app.game = null;
  app.analysis = null;
  app.engineInfo = null;
  app.flipped = g.players.black.type === "engine" && g.players.white.type === "human";
  location.hash = `#/game/${id}`;
  show("game");
  setGame(g);
  connect(id);
}

function connect(id: number): void {
  const ws = new WebSocket(socketUrl(id));
  app.socket = ws;
  ws.onmessage = (ev) => {
    if (app.socket !== ws) return;
    const msg = JSON.parse(ev.data);
    if (msg.type === "state") setGame(msg.game);
    else if (msg.type === "info") {
      app.engineInfo = msg.info;
      renderEngineInfo();
    } else if (msg.type === "analysis" || msg.type === "analysis_done") {
      app.analysis = msg.type === "analysis" ? msg.info : msg.result.info;
      renderEngineInfo();
    } else if (msg.type === "draw_declined") toast("The engine declines the draw");
    else if (msg.type === "error") toast(msg.message);
  };
  ws.onclose = () => {
    // Reconnect while this game is still open (server restart, network blip).
    if (app.socket === ws) setTimeout(() => app.socket === ws && app.game && connect(app.game.id), 1000);
  };
}

// ---- board input ----

function ownPiece(g: GameState, square: string): boolean {
  return g.legal_moves.some((m) => m.from === square && !m.drop);
}

async function play(moves: MoveView[]): Promise<void> {
  const g = app.game!;
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
  if (next) setGame(next);
  else render();
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
  const picked = await chooseMove(choice, "Which piece passes?", (m) => `${m.from} (${m.usi})`);
  if (picked) return play([picked]);
}

function onSquare(square: string): void {
  const g = app.game;
  if (!g || app.viewPly !== null || !humanToMove(g)) return;
  const sel = app.selection ?? (app.handSelection ? { drop: app.handSelection.piece, path: [] } : null);
  if (sel) {
    const r = clickTarget(g.legal_moves, sel, square);
    if (r.kind === "done") return void play(r.moves);
    if (r.kind === "continue") {
      app.selection = r.selection;
      app.handSelection = r.selection.drop ? app.handSelection : null;
      return render();
    }
  }
  app.handSelection = null;
  app.selection = ownPiece(g, square) && app.selection?.from !== square ? { from: square, path: [] } : null;
  render();
}

function onHand(side: SideName, piece: string): void {
  const g = app.game;
  if (!g || app.viewPly !== null || !humanToMove(g) || side !== g.to_move) return;
  const same = app.handSelection?.piece === piece;
  app.selection = null;
  app.handSelection = same || !g.legal_moves.some((m) => m.drop === piece) ? null : { side, piece };
  if (app.handSelection) app.selection = { drop: piece, path: [] };
  render();
}

// ---- drag and drop (drag.ts): the same selection and squares as clicks ----

function canDrag(source: DragSource): boolean {
  const g = app.game;
  if (!g || app.viewPly !== null || !humanToMove(g)) return false;
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
  if (square && inputView(g.legal_moves, sel).targets.has(square)) return onSquare(square);
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
  let token = "";
  if ("square" in source) {
    const m = /^(\d+)([a-z])$/.exec(source.square);
    if (m) token = board.cells[(m[2].charCodeAt(0) - 97) * board.files + (board.files - Number(m[1]))];
  } else {
    token = source.side === "white" ? source.piece.toLowerCase() : source.piece.toUpperCase();
  }
  return pieceImage(token, cellSize(board), { family: g.family, flipped: app.flipped, international: app.international });
}

function chooseMove(moves: MoveView[], title?: string, label: (m: MoveView) => string = choiceLabel):
  Promise<MoveView | null> {
  return new Promise((resolve) => {
    const d = $("dialog");
    d.innerHTML = "";
    d.id = "dialog";
    const box = document.createElement("div");
    box.className = "dialog-box";
    box.id = "promotion-dialog";
    const h = document.createElement("p");
    h.textContent = title ?? (moves.some((m) => m.choice !== "" && m.choice !== "+") ? "Choose the move" : "Promote?");
    box.appendChild(h);
    const finish = (m: MoveView | null) => {
      d.hidden = true;
      d.innerHTML = "";
      resolve(m);
    };
    for (const m of moves) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = label(m);
      b.dataset.usi = m.usi;
      b.dataset.choice = m.choice;
      b.onclick = () => finish(m);
      box.appendChild(b);
    }
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.textContent = "Cancel";
    cancel.className = "cancel";
    cancel.onclick = () => finish(null);
    box.appendChild(cancel);
    d.appendChild(box);
    d.hidden = false;
  });
}

// ---- rendering ----

function highlights(g: GameState): Highlights {
  const last = app.viewPly !== null ? app.viewLast : g.last_move;
  const hl: Highlights = {
    targets: new Set(), path: [], captures: new Set(),
    last: last ? [last.from, ...last.via, last.to].filter(Boolean) : [],
  };
  if (app.viewPly !== null) return hl;
  const sel = app.selection;
  if (sel) {
    hl.selected = sel.from;
    hl.path = sel.path;
    hl.targets = inputView(g.legal_moves, sel).targets;
  }
  if (app.handSelection) hl.handSelected = app.handSelection;
  return hl;
}

function render(): void {
  const g = app.game;
  if (!g) return;
  const board = app.viewBoard ?? g.board;
  const svg = renderBoard(board, highlights(g), {
    family: g.family, flipped: app.flipped, international: app.international, onSquare, onHand,
  });
  const holder = $("board-holder");
  holder.replaceChildren(svg);
  holder.dataset.ply = String(g.ply);
  holder.dataset.toMove = g.to_move;
  holder.dataset.thinking = String(g.engine.thinking);
  holder.dataset.family = g.family;

  $("game-title").textContent = `${g.title} ${g.title_ja} · game ${g.id}`;
  const banner = $("banner");
  banner.hidden = !g.outcome.over;
  banner.dataset.code = g.outcome.code;
  banner.textContent = g.outcome.over
    ? `${g.outcome.kind === "draw" ? "Draw" : `${g.outcome.winner === "black" ? "Black" : "White"} wins`}: ${g.outcome.reason}`
    : "";
  const who = (s: SideName) => (g.players[s].type === "engine" ? `engine (level ${g.players[s].level})` : "human");
  $("status").textContent = g.outcome.over
    ? "Game over"
    : `${g.to_move === "black" ? "Black ☗" : "White ☖"} to move (${who(g.to_move)})${g.engine.thinking ? " — thinking…" : ""}`;
  ($("btn-takeback") as HTMLButtonElement).disabled = g.ply === 0;
  $("btn-pass").hidden = g.outcome.over || app.viewPly !== null || !humanToMove(g) || passMoves(g).length === 0;
  // KIF is for the shogi family and chu (docs/notation.md, KIF).
  document.querySelector<HTMLButtonElement>('#records button[data-format="kif"]')!.hidden = g.family === "hasami";
  const offered = g.draw_offer && g.players[g.draw_offer === "black" ? "white" : "black"].type === "human"
    && g.draw_offer !== g.to_move;
  $("draw-answer").hidden = !offered;
  renderMoveList(g);
  renderClocks();
  renderEngineInfo();
}

function renderMoveList(g: GameState): void {
  const list = $("move-list");
  list.replaceChildren();
  const blackFirst = g.setup_sfen.split(" ")[1] !== "w";
  g.played.forEach((m, i) => {
    const li = document.createElement("li");
    li.dataset.ply = String(i + 1);
    li.textContent = app.japanese
      ? japaneseMove(m, (m as MoveView & { piece?: string }).piece ?? "", i, i > 0 ? g.played[i - 1].to : "", g.family, blackFirst)
      : m.usi;
    if ((app.viewPly ?? g.ply) === i + 1) li.className = "current";
    li.onclick = () => void navigate(i + 1);
    list.appendChild(li);
  });
  const current = list.querySelector(".current");
  current?.scrollIntoView({ block: "nearest" });
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
  const score = info.is_mate ? `mate ${info.score}` : `${info.score >= 0 ? "+" : ""}${info.score}`;
  return `${label}: depth ${info.depth} · ${score} · ${info.nodes} nodes · ${info.pv.join(" ")}`;
}

function renderEngineInfo(): void {
  const box = $("engine-info");
  const lines = [infoText("Engine", app.engineInfo), infoText("Analysis", app.analysis)].filter(Boolean);
  box.replaceChildren(...lines.map((l) => Object.assign(document.createElement("div"), { textContent: l })));
}

async function navigate(ply: number): Promise<void> {
  const g = app.game;
  if (!g) return;
  ply = Math.max(0, Math.min(g.ply, ply));
  if (ply === g.ply) {
    app.viewPly = null;
    app.viewBoard = null;
    return render();
  }
  const pos = await attempt(() => api.position(g.id, ply));
  if (!pos) return;
  app.viewPly = ply;
  app.viewBoard = pos.board;
  app.viewLast = pos.last_move;
  app.selection = null;
  render();
}

// ---- saved games ----

async function showGames(): Promise<void> {
  const data = await attempt(() => api.games());
  if (!data) return;
  const panel = $("panel-games");
  panel.replaceChildren();
  const h = document.createElement("h2");
  h.textContent = "Saved games";
  panel.appendChild(h);
  const table = document.createElement("table");
  table.id = "games-table";
  for (const s of data.games) {
    const tr = document.createElement("tr");
    const players = (["black", "white"] as SideName[]).map((side) => s.players[side].type).join(" vs ");
    for (const text of [`#${s.id}`, s.title, players, `${s.ply} moves`, s.outcome.over ? s.outcome.reason : `${s.to_move} to move`]) {
      const td = document.createElement("td");
      td.textContent = text;
      tr.appendChild(td);
    }
    tr.dataset.id = String(s.id);
    tr.onclick = () => void openGame(s.id);
    table.appendChild(tr);
  }
  panel.appendChild(data.games.length ? table : Object.assign(document.createElement("p"), { textContent: "No games yet." }));
  show("games");
}

// ---- wiring ----

function wire(): void {
  $("btn-new").onclick = () => show("new");
  $("btn-games").onclick = () => void showGames();
  const intl = $("labels-intl") as HTMLInputElement;
  intl.checked = app.international;
  intl.onchange = () => {
    app.international = intl.checked;
    localStorage.setItem("labels", intl.checked ? "intl" : "kanji");
    render();
  };
  const ja = $("notation-ja") as HTMLInputElement;
  ja.onchange = () => {
    app.japanese = ja.checked;
    render();
  };
  $("btn-flip").onclick = () => {
    app.flipped = !app.flipped;
    render();
  };
  const withGame = (f: (g: GameState) => Promise<GameState>) => async () => {
    if (!app.game) return;
    const g = await attempt(() => f(app.game!));
    if (g) {
      setGame(g);
      if (g.draw_declined) toast("The engine declines the draw");
    }
  };
  $("btn-takeback").onclick = withGame((g) => api.takeback(g.id));
  $("btn-resign").onclick = withGame((g) => api.resign(g.id));
  $("btn-pass").onclick = () => void playPass();
  $("btn-draw").onclick = withGame((g) => api.draw(g.id, "offer"));
  $("btn-draw-accept").onclick = withGame((g) => api.draw(g.id, "accept"));
  $("btn-draw-decline").onclick = withGame((g) => api.draw(g.id, "decline"));
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
      toast(`Best move: ${r.bestmove}`);
    }
  };
  $("nav-first").onclick = () => void navigate(0);
  $("nav-prev").onclick = () => void navigate((app.viewPly ?? app.game?.ply ?? 0) - 1);
  $("nav-next").onclick = () => void navigate((app.viewPly ?? app.game?.ply ?? 0) + 1);
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
    if (!app.game || !area.value) return toast("Show a record first (USI, SFEN, moves or KIF)");
    const ext: Record<string, string> = { kif: "kifu", usi: "usi.txt", sfen: "sfen.txt", moves: "moves.txt" };
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([area.value + "\n"], { type: "text/plain;charset=utf-8" }));
    link.download = `hensoku-${app.game.id}.${ext[area.dataset.format ?? "usi"] ?? "txt"}`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };
  installDrag($("board-holder"), { canDrag, start: startDrag, drop: dropOn, ghost: dragImage });
  document.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    if (e.key === "ArrowLeft") void navigate((app.viewPly ?? app.game?.ply ?? 0) - 1);
    if (e.key === "ArrowRight") void navigate((app.viewPly ?? app.game?.ply ?? 0) + 1);
    if (e.key === "Escape") {
      app.selection = null;
      app.handSelection = null;
      render();
    }
  });
  window.setInterval(renderClocks, 200);
}

async function main(): Promise<void> {
  wire();
  const v = await attempt(() => api.variants());
  app.variants = v?.variants ?? [];
  app.engine = v?.engine ?? false;
  renderNewGame($("panel-new"), app.variants, app.engine, async (request) => {
    const g = await attempt(() => api.create(request));
    if (g) await openGame(g.id);
  });
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
(window as unknown as { hensoku: unknown }).hensoku = { app, parseToken };
