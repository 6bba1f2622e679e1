// The board after a line of the engine's moves, for previewing a PV: each
// MoveView (docs/shogi.md, docs/chu.md, docs/hasami.md) applied to a
// BoardView in the browser. The server checked the moves; this only moves
// tokens: captures leave the board (into the mover's hand in the shogi
// family, demoted, a combined piece giving each part), the piece goes from
// its square (or the hand) to its destination, promoted when chosen; a swap
// sends the partner back to the mover's square; a merge combines the two.
import type { BoardView, SideName } from "./api";
import { parseToken } from "./pieces";
import type { PvMove } from "./evaluation";

const handOrder = "RBGSNLP";

function index(view: BoardView, square: string): number {
  const m = /^(\d+)([a-z])$/.exec(square);
  if (!m) return -1;
  const col = view.files - Number(m[1]);
  const row = m[2].charCodeAt(0) - 97;
  if (col < 0 || col >= view.files || row < 0 || row >= view.ranks) return -1;
  return row * view.files + col;
}

function promote(token: string): string {
  return token.startsWith("+") ? token : `+${token}`;
}

function addToHand(hands: BoardView["hands"], side: SideName, letter: string): void {
  const list = hands[side];
  const entry = list.find((e) => e.piece === letter);
  if (entry) entry.count += 1;
  else {
    list.push({ piece: letter, count: 1 });
    list.sort((a, b) => handOrder.indexOf(a.piece) - handOrder.indexOf(b.piece));
  }
}

function takeFromHand(hands: BoardView["hands"], side: SideName, letter: string): void {
  const list = hands[side];
  const at = list.findIndex((e) => e.piece === letter.toUpperCase());
  if (at < 0) return;
  list[at].count -= 1;
  if (list[at].count <= 0) list.splice(at, 1);
}

function ownCase(letter: string, side: SideName): string {
  return side === "white" ? letter.toLowerCase() : letter.toUpperCase();
}

export function applyMove(view: BoardView, m: PvMove, family: string): BoardView {
  const cells = [...view.cells];
  const hands = { black: view.hands.black.map((e) => ({ ...e })), white: view.hands.white.map((e) => ({ ...e })) };
  const mover = view.to_move;
  const fromAt = m.drop ? -1 : index(view, m.from);
  const toAt = index(view, m.to);
  let token = m.drop ? ownCase(m.drop, mover) : fromAt >= 0 ? cells[fromAt] : "";
  if (!token && m.piece) token = m.piece;
  for (const square of m.captures) {
    const at = index(view, square);
    if (at < 0 || (at === fromAt && square !== m.to)) continue;
    const taken = parseToken(cells[at]);
    if (taken && family === "shogi")
      for (const part of taken.parts) addToHand(hands, mover, part.letter);
    cells[at] = "";
  }
  if (m.drop) takeFromHand(hands, mover, m.drop);
  if (toAt < 0) return { ...view, cells, hands, to_move: mover === "black" ? "white" : "black" };
  if (m.kind === "swap") {
    const partner = cells[toAt];
    const tags = m.choice.split("=");
    const moverPromotes = tags[0] === "+" || m.choice === "+";
    const partnerPromotes = (tags[1] ?? "") === "+";
    cells[toAt] = moverPromotes ? promote(token) : token;
    if (fromAt >= 0) cells[fromAt] = partnerPromotes ? promote(partner) : partner;
  } else if (m.kind === "merge") {
    const partner = cells[toAt];
    let combined = partner + token;
    if (m.choice === "+") combined = combined.replace(/\+?([A-Za-z])/g, "+$1");
    else if (m.choice === "+L" || m.choice === "+N") {
      const letter = m.choice[1];
      combined = combined.replace(new RegExp(`\\+?(${letter})`, "i"), "+$1");
    }
    if (fromAt >= 0) cells[fromAt] = "";
    cells[toAt] = combined;
  } else {
    if (fromAt >= 0) cells[fromAt] = "";
    cells[toAt] = m.choice === "+" ? promote(token) : token;
  }
  return { ...view, cells, hands, to_move: mover === "black" ? "white" : "black" };
}

export function applyLine(view: BoardView, moves: PvMove[], family: string): BoardView {
  return moves.reduce((v, m) => applyMove(v, m, family), view);
}
