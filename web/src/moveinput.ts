// Click-by-click move entry over the server's legal MoveViews: pick a piece
// (or a piece in hand), then each square of its path in order: the
// intermediate squares of a lion double move, then the destination. When
// several moves share the path they differ by their choice (promotion or a
// variant's own tags) and a dialog picks one.
import type { MoveView } from "./api";

export interface Selection {
  from?: string;
  drop?: string;
  path: string[];
}

export function steps(m: MoveView): string[] {
  return [...m.via, m.to];
}

// Moves that start with the selection (piece and the squares chosen so far).
export function candidates(moves: MoveView[], sel: Selection): MoveView[] {
  return moves.filter((m) => {
    if (sel.drop !== undefined ? m.drop !== sel.drop : m.drop !== "" || m.from !== sel.from) return false;
    const s = steps(m);
    if (s.length < sel.path.length) return false;
    return sel.path.every((sq, i) => s[i] === sq);
  });
}

export interface InputView {
  targets: Set<string>;  // squares that continue the move
  complete: MoveView[];  // moves whose whole path is the selection
}

export function inputView(moves: MoveView[], sel: Selection): InputView {
  const cands = candidates(moves, sel);
  const targets = new Set<string>();
  const complete: MoveView[] = [];
  for (const m of cands) {
    const s = steps(m);
    if (s.length === sel.path.length) complete.push(m);
    else targets.add(s[sel.path.length]);
  }
  // Stopping on an intermediate square (a single step) is done by clicking it again.
  if (complete.length > 0 && sel.path.length > 0) targets.add(sel.path[sel.path.length - 1]);
  return { targets, complete };
}

function isStep(a: string, b: string): boolean {
  const pa = /^(\d+)([a-z])$/.exec(a), pb = /^(\d+)([a-z])$/.exec(b);
  if (!pa || !pb) return false;
  return Math.max(Math.abs(Number(pa[1]) - Number(pb[1])), Math.abs(pa[2].charCodeAt(0) - pb[2].charCodeAt(0))) === 1;
}

export type ClickResult =
  | { kind: "continue"; selection: Selection }
  | { kind: "done"; moves: MoveView[] }  // one move, or several that differ by choice
  | { kind: "none" };

// Advances the selection by a click on a square that is one of the targets.
export function clickTarget(moves: MoveView[], sel: Selection, square: string, oneClickSteps = true): ClickResult {
  const view = inputView(moves, sel);
  if (!view.targets.has(square)) return { kind: "none" };
  const last = sel.path[sel.path.length - 1];
  if (square === last && view.complete.length > 0 && !candidates(moves, { ...sel, path: [...sel.path, square] }).length)
    return { kind: "done", moves: view.complete };
  // A single step onto an empty square is one click: what could follow it (a
  // pass, a second step through the empty square) is also entered directly
  // (the Pass button, a click on the far square).
  if (oneClickSteps && sel.path.length === 0) {
    const single = view.complete.length === 0
      ? candidates(moves, { ...sel, path: [square] }).filter((m) => m.via.length === 0 && m.to === square)
      : [];
    if (single.length > 0 && single.every((m) => m.captures.length === 0 && m.kind !== "pass")
        && sel.from !== undefined && isStep(sel.from, square))
      return { kind: "done", moves: single };
  }
  const next: Selection = { ...sel, path: [...sel.path, square] };
  const after = inputView(moves, next);
  const more = [...after.targets].some((t) => t !== square);
  if (!more && after.complete.length > 0) return { kind: "done", moves: after.complete };
  return { kind: "continue", selection: next };
}

// Swap tags (docs/shogi.md): "=" plain, "=+" the partner promotes, "+=" the
// mover promotes, "+=+" both.
const swapLabels: Record<string, string> = {
  "": "Swap, no promotion", "=": "Swap, no promotion", "=+": "Swap, the partner promotes",
  "+=": "Swap, the moving piece promotes", "+=+": "Swap, both promote",
};

// Merge Shogi (SF-4.4): a lance+knight promotes one part, named by the tag.
const partLabels: Record<string, string> = {
  "+L": "Promote the lance (gold + knight)", "+N": "Promote the knight (lance + gold)",
};

export function choiceLabel(m: MoveView): string {
  if (m.kind === "swap" && m.choice in swapLabels) return `${swapLabels[m.choice]} (${m.usi})`;
  const merge = m.kind === "merge" ? "Merge, " : "";
  if (m.choice in partLabels) return `${merge}${merge ? partLabels[m.choice].toLowerCase() : partLabels[m.choice]} (${m.usi})`;
  if (m.choice === "") return merge ? "Merge, no promotion" : "Do not promote";
  if (m.choice === "+") return merge ? "Merge and promote" : "Promote";
  return `${m.choice} (${m.usi})`;
}

const distance = (a: string, b: string) => {
  const pa = /^(\d+)([a-z])$/.exec(a), pb = /^(\d+)([a-z])$/.exec(b);
  if (!pa || !pb) return 99;
  return Math.max(Math.abs(Number(pa[1]) - Number(pb[1])), Math.abs(pa[2].charCodeAt(0) - pb[2].charCodeAt(0)));
};

// Step by step (a preference): a piece with lion power may also be moved two
// squares through an empty neighbour one square at a time. The server lists
// such a move once, as a jump (its outcome is the jump's), and one pass per
// piece; these views add the same moves as paths through each empty
// neighbour, so the click machinery offers, after the first step, a stop
// there, every second step, and the way back (the pass). Same usi, same move.
// lionPower: for a square, true for a lion (full lion power: any second
// step), the board directions [file delta, rank delta] of its lion lines for
// the soaring eagle and horned falcon (the second step goes on along the line
// or back), or false.
export type LionPower = boolean | [number, number][];

function shifted(square: string, [df, dr]: [number, number]): string {
  const p = /^(\d+)([a-z])$/.exec(square);
  if (!p) return "";
  const file = Number(p[1]) + df, rank = p[2].charCodeAt(0) - 97 + dr;
  return file >= 1 && rank >= 0 && rank < 26 ? `${file}${String.fromCharCode(97 + rank)}` : "";
}

export function withStepPaths(moves: MoveView[], lionPower: (square: string) => LionPower): MoveView[] {
  const powers = new Map<string, LionPower>();
  for (const m of moves) {
    if (!m.from || m.drop || powers.has(m.from)) continue;
    const power = lionPower(m.from);
    if (power !== false && !(Array.isArray(power) && !power.length)) powers.set(m.from, power);
  }
  if (!powers.size) return moves;
  const extra: MoveView[] = [];
  for (const [from, power] of powers) {
    const own = moves.filter((m) => m.from === from && !m.drop);
    const emptyStep = (to: string) =>
      own.some((m) => m.via.length === 0 && m.captures.length === 0 && m.to === to && m.kind !== "pass");
    const pass = own.find((m) => m.kind === "pass");
    // (first step, the squares a second step may reach from it)
    const paths: [string, (m: MoveView) => boolean][] = power === true
      ? own.filter((m) => m.via.length === 0 && m.captures.length === 0 && distance(from, m.to) === 1)
        .map((m): [string, (m: MoveView) => boolean] => [m.to, (o) => o.to !== m.to && distance(m.to, o.to) === 1])
      : (power as [number, number][]).map((d): [string, (m: MoveView) => boolean] => {
        const far = shifted(shifted(from, d), d);
        return [shifted(from, d), (o) => o.to === far];
      }).filter(([s]) => s && emptyStep(s));
    for (const [s, reaches] of paths) {
      if (pass && pass.via[0] !== s) extra.push({ ...pass, via: [s] });
      for (const m of own) if (m.via.length === 0 && m.kind !== "pass" && reaches(m)) extra.push({ ...m, via: [s] });
    }
  }
  return [...moves, ...extra];
}

// One move per usi (step paths repeat a move under another path).
export function uniqueMoves(moves: MoveView[]): MoveView[] {
  const seen = new Set<string>();
  return moves.filter((m) => !seen.has(m.usi) && (seen.add(m.usi), true));
}
