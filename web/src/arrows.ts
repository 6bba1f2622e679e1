// Best-move arrows drawn over the board SVG, in the manner of shogiground's
// brushes: one arrow per analysis line, the best line thickest and green, the
// others thinner and blue. A lion's double move is two legs (out to its first
// square, on to the last); a drop starts from the piece in the hand.
import type { PvMove } from "./evaluation";

const NS = "http://www.w3.org/2000/svg";

export interface ArrowSpec {
  move: PvMove;
  multipv: number; // 1 = best
  side: "black" | "white"; // the side playing the move (for a drop's hand)
}

interface Point {
  x: number;
  y: number;
}

function make(tag: string, attrs: Record<string, string | number>, parent: Element): SVGElement {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  parent.appendChild(e);
  return e;
}

function rectCentre(r: Element | null): Point | null {
  if (!r) return null;
  const x = Number(r.getAttribute("x"));
  const y = Number(r.getAttribute("y"));
  const w = Number(r.getAttribute("width"));
  const h = Number(r.getAttribute("height"));
  if (![x, y, w, h].every(Number.isFinite)) return null;
  return { x: x + w / 2, y: y + h / 2 };
}

// The board's own click areas give every square's place, so the arrows follow
// any size, flip and hand layout without knowing how the board was drawn.
function squareCentre(svg: SVGSVGElement, square: string): Point | null {
  return rectCentre(svg.querySelector(`rect.hit[data-square="${square}"]`));
}

function handCentre(svg: SVGSVGElement, side: string, piece: string): Point | null {
  return rectCentre(svg.querySelector(`rect.hit[data-hand="${piece.toUpperCase()}"][data-side="${side}"]`))
    ?? rectCentre(svg.querySelector(`rect.hand-box[data-hand-box="${side}"]`));
}

function cellOf(svg: SVGSVGElement): number {
  const r = svg.querySelector("rect.hit[data-square]");
  return r ? Number(r.getAttribute("width")) || 50 : 50;
}

// The legs of a move: from the square (or hand) through each intermediate square to the destination.
export function legs(svg: SVGSVGElement, spec: ArrowSpec): [Point, Point][] {
  const m = spec.move;
  const start = m.drop ? handCentre(svg, spec.side, m.drop) : squareCentre(svg, m.from);
  const stops = [...m.via, m.to].map((s) => squareCentre(svg, s));
  if (!start || stops.some((p) => !p)) return [];
  const points = [start, ...(stops as Point[])];
  const out: [Point, Point][] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a.x !== b.x || a.y !== b.y) out.push([a, b]);
  }
  return out;
}

function shorten(a: Point, b: Point, by: number): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  if (len <= by * 2) return b;
  return { x: b.x - (dx / len) * by, y: b.y - (dy / len) * by };
}

export function drawArrows(svg: SVGSVGElement, specs: ArrowSpec[]): void {
  svg.querySelector("g.arrows")?.remove();
  if (!specs.length) return;
  const cell = cellOf(svg);
  const layer = make("g", { class: "arrows", "aria-hidden": "true" }, svg);
  const defs = make("defs", {}, layer);
  for (const kind of ["best", "other"]) {
    const marker = make("marker", {
      id: `arrowhead-${kind}`, orient: "auto", markerWidth: 4, markerHeight: 8, refX: 2.05, refY: 2.01,
      markerUnits: "strokeWidth",
    }, defs);
    make("path", { d: "M0,0 V4 L3,2 Z", class: `arrowhead ${kind}` }, marker);
  }
  // The best line last, so it lies on top of the others.
  for (const spec of [...specs].sort((a, b) => b.multipv - a.multipv)) {
    const best = spec.multipv === 1;
    const width = cell * (best ? 0.17 : Math.max(0.07, 0.13 - 0.02 * (spec.multipv - 2)));
    const parts = legs(svg, spec);
    if (!parts.length) continue;
    const g = make("g", {
      class: `arrow ${best ? "best" : "other"}`, "data-usi": spec.move.usi, "data-multipv": spec.multipv,
      "data-legs": parts.length,
    }, layer);
    parts.forEach(([a, b], i) => {
      const last = i === parts.length - 1;
      // The head stops short of the square's centre; a first leg ends on its square.
      const end = last ? shorten(a, b, width * 1.6) : b;
      make("line", {
        x1: a.x, y1: a.y, x2: end.x, y2: end.y, "stroke-width": width, "stroke-linecap": "round",
        class: `arrow-leg leg-${i + 1}`, ...(last ? { "marker-end": `url(#arrowhead-${best ? "best" : "other"})` } : {}),
      }, g);
      if (!last) make("circle", { cx: b.x, cy: b.y, r: width * 0.9, class: "arrow-joint" }, g);
    });
  }
}
