// The pictogram piece set ("international", as lishogi's): each piece is
// drawn as how it moves, generated from its move pattern (piecemoves.ts), so
// every kind of the shogi family and chu, promoted or not, has one.
//   dots        a step in that direction
//   arrows      ranging along a line
//   rings       a jump to that square
//   two dots    lion power along a line (the eagle's and falcon's)
//   dots + ring full lion power (every square within two)
// A small letter in the middle names the piece; a royal has a double ring
// round it; promoted pieces are drawn red. The pentagon is drawn by the
// caller; these marks are inside it, forward pointing to its tip.
import { piecePattern, type Pattern } from "./piecemoves";

const NS = "http://www.w3.org/2000/svg";

function el(tag: string, attrs: Record<string, string | number>, parent: Element): SVGElement {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  parent.appendChild(e);
  return e;
}

// Where the marks are centred inside a piece of size 1 (the pentagon's middle).
const centreY = 0.57;
const stepR = 0.22;  // distance of a step's dot from the centre
const farR = 0.37;   // a range's arrow tip, a jump's ring, lion power's second dot

function unit(dx: number, dy: number): [number, number] {
  const n = Math.hypot(dx, dy) || 1;
  return [dx / n, dy / n];
}

// Royal pieces: their capture ends the game (shogi's king; chu's king and crown prince).
function isRoyal(family: string, key: string): boolean {
  return key === "K" || (family === "chu" && key === "+E");
}

// The marks of one piece, in a group at (x, y) of size s.
export function drawPictogram(parent: Element, family: string, key: string, letter: string, x: number, y: number,
                              s: number): void {
  const g = el("g", { class: `picto${key.startsWith("+") ? " promoted" : ""}`, "data-picto": key }, parent);
  const cx = x + s / 2, cy = y + s * centreY;
  const at = (dx: number, dy: number, r: number): [number, number] => {
    const [ux, uy] = unit(dx, dy);
    return [cx + ux * r * s, cy + uy * r * s];
  };
  const dot = (px: number, py: number, r = 0.058) => el("circle", { cx: px, cy: py, r: r * s, class: "picto-dot" }, g);
  const pattern: Pattern = piecePattern(family, key);
  for (const [kind, dx, dy] of pattern) {
    if (kind === "s") {
      dot(...at(dx, dy, stepR));
    } else if (kind === "r") {
      const [x1, y1] = at(dx, dy, 0.13), [x2, y2] = at(dx, dy, farR);
      el("line", { x1, y1, x2, y2, class: "picto-line", "stroke-width": s * 0.075 }, g);
      // An arrow head: two short strokes back from the tip.
      const [ux, uy] = unit(dx, dy);
      const back = 0.11 * s, side = 0.075 * s;
      const head = [[x2 - ux * back - uy * side, y2 - uy * back + ux * side], [x2, y2],
        [x2 - ux * back + uy * side, y2 - uy * back - ux * side]];
      el("polyline", { points: head.map((p) => p.join(",")).join(" "), class: "picto-line", "stroke-width": s * 0.075 }, g);
    } else if (kind === "j") {
      const [jx, jy] = at(dx, dy, farR);
      el("circle", { cx: jx, cy: jy, r: s * 0.07, class: "picto-ring", "stroke-width": s * 0.045 }, g);
    } else if (kind === "l") {
      dot(...at(dx, dy, stepR));
      dot(...at(dx, dy, farR), 0.07);
    } else {
      for (const [ddx, ddy] of [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]]) dot(...at(ddx, ddy, stepR));
      el("circle", { cx, cy, r: s * farR, class: "picto-ring", "stroke-width": s * 0.05 }, g);
    }
  }
  if (isRoyal(family, key)) el("circle", { cx, cy, r: s * 0.135, class: "picto-ring", "stroke-width": s * 0.03 }, g);
  const t = el("text", {
    x: cx, y: cy + s * 0.062, class: "picto-letter", "font-size": s * (letter.length > 1 ? 0.15 : 0.19),
  }, g);
  t.textContent = letter;
}

// A piece alone, for the guide: pentagon and marks in an SVG of its own.
export function pictogramIcon(family: string, key: string, letter: string, size = 40): SVGSVGElement {
  const svg = document.createElementNS(NS, "svg") as SVGSVGElement;
  svg.setAttribute("viewBox", "0 0 100 100");
  svg.setAttribute("width", String(size));
  svg.setAttribute("height", String(size));
  svg.setAttribute("class", "board picto-icon");
  svg.setAttribute("aria-hidden", "true");
  const pts = [[0.5, 0.07], [0.82, 0.2], [0.9, 0.93], [0.1, 0.93], [0.18, 0.2]].map(([px, py]) => `${px * 100},${py * 100}`);
  el("polygon", { points: pts.join(" "), class: "shape" }, svg);
  drawPictogram(svg, family, key, letter, 0, 0, 100);
  return svg;
}
