// The review's evaluation graph under the board: Black's winning chances
// after each ply (the area above the middle line is Black's advantage),
// coloured dots on the inaccuracies, mistakes and blunders, a line at the
// ply shown. A click picks the nearest ply.
import type { ReviewPly } from "./review";
import { winBlack } from "./evaluation";

const NS = "http://www.w3.org/2000/svg";
const HEIGHT = 104;
const PAD = 4;

function make(tag: string, attrs: Record<string, string | number>, parent?: Element): SVGElement {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  parent?.appendChild(e);
  return e;
}

export interface GraphPoint {
  ply: number;
  win: number;
  cls: string | null; // the class of the move played to reach this ply
}

// Ply k of the review is the position after k plies; the move that reached it
// is the one played from ply k - 1, whose class that entry carries.
export function graphPoints(plies: ReviewPly[]): GraphPoint[] {
  const byPly = new Map(plies.map((p) => [p.ply, p]));
  return plies
    .filter((p) => p.score)
    .map((p) => ({ ply: p.ply, win: winBlack(p.score!, p.win_black), cls: byPly.get(p.ply - 1)?.class ?? null }))
    .sort((a, b) => a.ply - b.ply);
}

// Drawn at the width it is shown (no stretching): dots stay round.
export function xOf(ply: number, total: number, width = 600): number {
  return PAD + (total > 0 ? (ply / total) * (width - 2 * PAD) : 0);
}

export function yOf(win: number): number {
  return PAD + (1 - win) * (HEIGHT - 2 * PAD);
}

export function plyAt(x: number, total: number, width = 600): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(total, Math.round(((x - PAD) / (width - 2 * PAD)) * total)));
}

export function renderGraph(points: GraphPoint[], total: number, shown: number, width: number, label: string,
                            onPick: (ply: number) => void): SVGSVGElement {
  const WIDTH = Math.max(120, Math.round(width));
  const svg = make("svg", {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: "eval-graph", role: "img", "aria-label": label, preserveAspectRatio: "none",
  }) as SVGSVGElement;
  make("rect", { x: 0, y: 0, width: WIDTH, height: HEIGHT, class: "graph-bg" }, svg);
  make("line", { x1: 0, y1: HEIGHT / 2, x2: WIDTH, y2: HEIGHT / 2, class: "graph-mid" }, svg);
  if (points.length) {
    const line = points.map((p) => `${xOf(p.ply, total, WIDTH).toFixed(1)},${yOf(p.win).toFixed(1)}`);
    const first = xOf(points[0].ply, total, WIDTH).toFixed(1);
    const last = xOf(points[points.length - 1].ply, total, WIDTH).toFixed(1);
    make("polygon", { points: `${first},${HEIGHT - PAD} ${line.join(" ")} ${last},${HEIGHT - PAD}`, class: "graph-area" }, svg);
    make("polyline", { points: line.join(" "), class: "graph-line" }, svg);
  }
  make("line", { x1: xOf(shown, total, WIDTH), y1: 0, x2: xOf(shown, total, WIDTH), y2: HEIGHT, class: "graph-cursor" }, svg);
  for (const p of points) {
    if (p.cls !== "inaccuracy" && p.cls !== "mistake" && p.cls !== "blunder") continue;
    make("circle", { cx: xOf(p.ply, total, WIDTH), cy: yOf(p.win), r: 4, class: `graph-dot ${p.cls}`, "data-ply": p.ply }, svg);
  }
  svg.addEventListener("click", (e) => {
    const box = svg.getBoundingClientRect();
    if (!box.width) return;
    onPick(plyAt(((e.clientX - box.left) / box.width) * WIDTH, total, WIDTH));
  });
  return svg;
}
