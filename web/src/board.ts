// The board as SVG: squares, pieces (shogi pentagons, chu pieces, hasami
// stones), hands, highlights, coordinates. Clicks come back as square names
// ("7g", "12a") or hand pieces.
import type { BoardView, SideName } from "./api";
import { parseToken, partKey, partLabel, partName, pictogramLetter, type PieceToken } from "./pieces";
import { drawPictogram } from "./pictograms";

export interface Highlights {
  selected?: string;
  handSelected?: { side: SideName; piece: string };
  targets: Set<string>;
  path: string[];
  last: string[];
  captures: Set<string>;
  check?: string[];                                  // royals in check
  winLine?: string[];                                // a hasami five in a row that won
  captured?: { square: string; token: string }[];    // pieces the last move removed (shown fading)
  capturer?: string;                                 // the square the capturing piece stands on
}

export interface BoardOptions {
  family: string;
  flipped: boolean;
  international: boolean;
  // Hands beside the board ("side", wide screens) or above and below it ("stacked", phones).
  layout?: "side" | "stacked";
  pieceStyle?: string;
  onSquare: (square: string) => void;
  onHand: (side: SideName, piece: string) => void;
}

const NS = "http://www.w3.org/2000/svg";

function el(tag: string, attrs: Record<string, string | number>, parent?: Element): SVGElement {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  parent?.appendChild(e);
  return e;
}

export function squareName(view: BoardView, col: number, row: number): string {
  return `${view.files - col}${String.fromCharCode(97 + row)}`;
}

export function parseSquare(view: BoardView, name: string): { col: number; row: number } | null {
  const m = /^(\d+)([a-z])$/.exec(name);
  if (!m) return null;
  return { col: view.files - Number(m[1]), row: m[2].charCodeAt(0) - 97 };
}

function isStoneFamily(family: string): boolean {
  return family === "hasami";
}

export function renderBoard(view: BoardView, hl: Highlights, opts: BoardOptions): SVGSVGElement {
  const cell = cellSize(view);
  const hasHands = opts.family === "shogi";
  const stacked = hasHands && opts.layout === "stacked";
  const handW = hasHands && !stacked ? cell + 16 : 0;
  const handH = stacked ? cell * 0.85 + 12 : 0;
  const margin = 22;
  const boardW = view.files * cell;
  const boardH = view.ranks * cell;
  const width = handW * 2 + boardW + margin * 2 + (hasHands && !stacked ? 16 : 0);
  const height = boardH + margin * 2 + handH * 2;
  const ox = handW + margin + (hasHands && !stacked ? 8 : 0);
  const oy = margin + handH;
  // No width/height: the SVG scales to its container (CSS), the viewBox keeps the proportions.
  const svg = el("svg", {
    viewBox: `0 0 ${width} ${height}`,
    class: `board family-${opts.family}${opts.pieceStyle ? ` pieces-${opts.pieceStyle}` : ""}`,
    role: "group",
    "aria-label": "board",
    "data-aspect": (width / height).toFixed(4),
  }) as SVGSVGElement;

  const display = (col: number, row: number) =>
    opts.flipped ? { x: view.files - 1 - col, y: view.ranks - 1 - row } : { x: col, y: row };

  el("rect", { x: ox, y: oy, width: boardW, height: boardH, class: isStoneFamily(opts.family) ? "wood stone" : "wood" }, svg);
  const lastSet = new Set(hl.last);
  const pathSet = new Set(hl.path);
  // Square backgrounds and highlights.
  for (let row = 0; row < view.ranks; row++)
    for (let col = 0; col < view.files; col++) {
      const name = squareName(view, col, row);
      const { x, y } = display(col, row);
      const classes = ["sq"];
      if (lastSet.has(name)) classes.push("last");
      if (hl.selected === name) classes.push("selected");
      if (pathSet.has(name)) classes.push("via");
      if (hl.captures.has(name)) classes.push("capture");
      if (hl.check?.includes(name)) classes.push("check");
      if (hl.winLine?.includes(name)) classes.push("win-line");
      el("rect", { x: ox + x * cell, y: oy + y * cell, width: cell, height: cell, class: classes.join(" ") }, svg);
    }
  // Coordinates: files along the top, ranks down the right side.
  for (let col = 0; col < view.files; col++) {
    const { x } = display(col, 0);
    const t = el("text", { x: ox + x * cell + cell / 2, y: oy - 6, class: "coord" }, svg);
    t.textContent = String(view.files - col);
  }
  for (let row = 0; row < view.ranks; row++) {
    const { y } = display(0, row);
    const t = el("text", { x: ox + boardW + 11, y: oy + y * cell + cell / 2 + 4, class: "coord" }, svg);
    t.textContent = String.fromCharCode(97 + row);
  }
  // Pieces.
  for (let row = 0; row < view.ranks; row++)
    for (let col = 0; col < view.files; col++) {
      const token = parseToken(view.cells[row * view.files + col]);
      if (!token) continue;
      const { x, y } = display(col, row);
      drawPiece(svg, token, ox + x * cell, oy + y * cell, cell, opts);
    }
  // Pieces the last move captured, fading out, and the line from the capturer.
  if (hl.captured?.length) {
    const centre = (name: string) => {
      const p = parseSquare(view, name);
      if (!p) return null;
      const { x, y } = display(p.col, p.row);
      return { cx: ox + x * cell + cell / 2, cy: oy + y * cell + cell / 2 };
    };
    const g = el("g", { class: "captured-fade" }, svg);
    const from = hl.capturer ? centre(hl.capturer) : null;
    for (const c of hl.captured) {
      const at = centre(c.square);
      const token = parseToken(c.token);
      if (!at || !token) continue;
      if (from) el("line", { x1: from.cx, y1: from.cy, x2: at.cx, y2: at.cy, class: "capture-line" }, g);
      const ghost = el("g", { class: "captured-piece", "data-captured": c.square }, g);
      drawPiece(ghost, token, at.cx - cell / 2, at.cy - cell / 2, cell, opts);
      el("line", { x1: at.cx - cell * 0.3, y1: at.cy - cell * 0.3, x2: at.cx + cell * 0.3, y2: at.cy + cell * 0.3, class: "capture-cross" }, g);
      el("line", { x1: at.cx + cell * 0.3, y1: at.cy - cell * 0.3, x2: at.cx - cell * 0.3, y2: at.cy + cell * 0.3, class: "capture-cross" }, g);
    }
  }
  // Legal destinations.
  for (const name of hl.targets) {
    const p = parseSquare(view, name);
    if (!p) continue;
    const { x, y } = display(p.col, p.row);
    const occupied = !!view.cells[p.row * view.files + p.col];
    el("circle", {
      cx: ox + x * cell + cell / 2,
      cy: oy + y * cell + cell / 2,
      r: occupied ? cell * 0.46 : cell * 0.14,
      class: occupied ? "target ring" : "target dot",
    }, svg);
  }
  // Click areas on top of everything.
  for (let row = 0; row < view.ranks; row++)
    for (let col = 0; col < view.files; col++) {
      const name = squareName(view, col, row);
      const { x, y } = display(col, row);
      const hit = el("rect", {
        x: ox + x * cell, y: oy + y * cell, width: cell, height: cell, class: "hit",
        "data-square": name, "data-piece": view.cells[row * view.files + col],
      }, svg);
      if (hl.targets.has(name)) hit.setAttribute("data-target", "1");
      hit.addEventListener("click", () => opts.onSquare(name));
    }
  if (stacked) drawStackedHands(svg, view, hl, opts, { cell, ox, oy, boardW, boardH, handH });
  else if (hasHands) drawHands(svg, view, hl, opts, { cell, ox, oy, boardW, boardH, handW, margin });
  return svg;
}

// One piece alone in its own SVG (the image dragged under the pointer).
export function pieceImage(raw: string, cell: number, opts: Pick<BoardOptions, "family" | "flipped" | "international" | "pieceStyle">): SVGSVGElement | null {
  const token = parseToken(raw);
  if (!token) return null;
  const svg = el("svg", { viewBox: `0 0 ${cell} ${cell}`, width: cell, height: cell, class: `board ghost family-${opts.family}` }) as SVGSVGElement;
  drawPiece(svg, token, 0, 0, cell, { ...opts, onSquare: () => {}, onHand: () => {} });
  return svg;
}

export function cellSize(view: BoardView): number {
  return view.files >= 12 ? 44 : 54;
}

function drawPiece(svg: Element, token: PieceToken, x: number, y: number, cell: number, opts: BoardOptions): void {
  const g = el("g", { class: `piece ${token.white ? "white" : "black"}` }, svg);
  const title = el("title", {}, g);
  title.textContent = token.parts.map((p) => partName(opts.family, p)).join(" + ");
  if (isStoneFamily(opts.family)) {
    el("circle", { cx: x + cell / 2, cy: y + cell / 2, r: cell * 0.4, class: token.white ? "stone-white" : "stone-black" }, g);
    return;
  }
  const turned = token.white !== opts.flipped;
  const s = cell;
  const pts = [
    [0.5, 0.07], [0.82, 0.2], [0.9, 0.93], [0.1, 0.93], [0.18, 0.2],
  ].map(([px, py]) => `${x + px * s},${y + py * s}`).join(" ");
  const body = el("g", turned ? { transform: `rotate(180 ${x + s / 2} ${y + s / 2})` } : {}, g);
  el("polygon", { points: pts, class: "shape" }, body);
  const parts = token.parts;
  if (parts.length >= 2) {
    // A merged piece: two halves, each with its own label.
    el("line", { x1: x + s / 2, y1: y + s * 0.12, x2: x + s / 2, y2: y + s * 0.93, class: "merge-line" }, body);
    parts.slice(0, 2).forEach((part, i) => {
      const label = partLabel(opts.family, part, opts.international, token.white, opts.pieceStyle);
      const t = el("text", {
        x: x + s * (i === 0 ? 0.32 : 0.68), y: y + s * 0.66,
        class: `label merged${part.promoted ? " promoted" : ""}`,
        "font-size": s * (label.length > 1 ? 0.22 : 0.34),
      }, body);
      t.textContent = label;
    });
    return;
  }
  const part = parts[0];
  if (opts.pieceStyle === "pict" && !opts.international) {
    drawPictogram(body, opts.family, partKey(part), pictogramLetter(opts.family, part), x, y, s);
    return;
  }
  const label = partLabel(opts.family, part, opts.international, token.white, opts.pieceStyle);
  if (opts.pieceStyle === "kanji2" && !opts.international && [...label].length === 2) {
    // Two characters stacked, as written on real pieces.
    [...label].forEach((ch, i) => {
      const t = el("text", {
        x: x + s / 2, y: y + s * (i === 0 ? 0.5 : 0.84),
        class: `label stacked${part.promoted ? " promoted" : ""}`, "font-size": s * 0.32,
      }, body);
      t.textContent = ch;
    });
    return;
  }
  const size = label.length > 2 ? 0.26 : label.length === 2 ? 0.34 : 0.5;
  const t = el("text", {
    x: x + s / 2, y: y + s * (0.55 + size / 3),
    class: `label${part.promoted ? " promoted" : ""}`,
    "font-size": s * size,
  }, body);
  t.textContent = label;
}

function drawHands(
  svg: Element, view: BoardView, hl: Highlights, opts: BoardOptions,
  g: { cell: number; ox: number; oy: number; boardW: number; boardH: number; handW: number; margin: number },
): void {
  const size = g.cell * 0.85;
  for (const side of ["black", "white"] as SideName[]) {
    // Each player's hand is on their right: black's bottom-right, white's top-left.
    const nearSide = (side === "black") !== opts.flipped;
    const x = nearSide ? g.ox + g.boardW + 26 : g.margin - 6;
    const pieces = view.hands[side] ?? [];
    el("rect", {
      x: x - 4, y: g.oy, width: size + 8, height: g.boardH, class: `hand-box ${side}`,
      "data-hand-box": side,
    }, svg);
    pieces.forEach(({ piece, count }, i) => {
      const y = nearSide ? g.oy + g.boardH - (i + 1) * (size + 4) : g.oy + i * (size + 4);
      const letter = side === "white" ? piece.toLowerCase() : piece.toUpperCase();
      const token = parseToken(letter)!;
      const selected = hl.handSelected?.side === side && hl.handSelected.piece === piece;
      if (selected) el("rect", { x: x - 3, y, width: size + 6, height: size, class: "hand-selected" }, svg);
      drawPiece(svg, token, x, y, size, opts);
      if (count > 1) {
        const t = el("text", { x: x + size - 2, y: y + size - 2, class: "hand-count" }, svg);
        t.textContent = String(count);
      }
      const hit = el("rect", {
        x, y, width: size, height: size, class: "hit", "data-hand": piece, "data-side": side, "data-count": count,
      }, svg);
      hit.addEventListener("click", () => opts.onHand(side, piece));
    });
  }
}

// Phones: each hand is a row, White's above the board and Black's below (the
// player's own hand nearest to them, as on a real board seen from Black).
function drawStackedHands(
  svg: Element, view: BoardView, hl: Highlights, opts: BoardOptions,
  g: { cell: number; ox: number; oy: number; boardW: number; boardH: number; handH: number },
): void {
  const size = g.cell * 0.85;
  for (const side of ["black", "white"] as SideName[]) {
    const nearSide = (side === "black") !== opts.flipped;
    const y = nearSide ? g.oy + g.boardH + 22 : g.oy - 22 - size - 6;
    el("rect", { x: g.ox, y: y - 3, width: g.boardW, height: size + 6, class: `hand-box ${side}`, "data-hand-box": side }, svg);
    (view.hands[side] ?? []).forEach(({ piece, count }, i) => {
      const x = nearSide ? g.ox + g.boardW - (i + 1) * (size + 4) : g.ox + 4 + i * (size + 4);
      const token = parseToken(side === "white" ? piece.toLowerCase() : piece.toUpperCase())!;
      if (hl.handSelected?.side === side && hl.handSelected.piece === piece)
        el("rect", { x: x - 2, y: y - 2, width: size + 4, height: size + 4, class: "hand-selected" }, svg);
      drawPiece(svg, token, x, y, size, opts);
      if (count > 1) {
        const t = el("text", { x: x + size - 2, y: y + size - 2, class: "hand-count" }, svg);
        t.textContent = String(count);
      }
      const hit = el("rect", { x, y, width: size, height: size, class: "hit", "data-hand": piece, "data-side": side, "data-count": count }, svg);
      hit.addEventListener("click", () => opts.onHand(side, piece));
    });
  }
}
