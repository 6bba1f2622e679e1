// Move list notation: USI as the engine writes it, or Japanese style for the
// 9x9 and 12x12 boards (▲７六歩, △同　銀, ▲２二角成, ▲５五歩打).
import type { MoveView } from "./api";
import { parseToken, partLabel } from "./pieces";

const fullWidth = "０１２３４５６７８９";
const kanjiNumbers = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"];

function fileText(file: number): string {
  return file < 10 ? fullWidth[file] : String(file).split("").map((d) => fullWidth[Number(d)]).join("");
}

function squareText(sq: string): string {
  const m = /^(\d+)([a-z])$/.exec(sq);
  if (!m) return sq;
  return fileText(Number(m[1])) + kanjiNumbers[m[2].charCodeAt(0) - 96];
}

// piece: the BoardView token that moved ("" if unknown); ply from 0.
export function japaneseMove(m: MoveView, piece: string, ply: number, previousTo: string, family: string,
                             blackFirst: boolean): string {
  const blackMoves = (ply % 2 === 0) === blackFirst;
  const mark = blackMoves ? "▲" : "△";
  if (m.kind === "pass") return `${mark}${squareText(m.from)}パス`;
  const dest = m.to === previousTo ? "同　" : squareText(m.to);
  const token = parseToken(m.drop ? m.drop : piece);
  const name = token ? token.parts.map((p) => partLabel(family, p, false, !blackMoves)).join("") : "";
  let suffix = "";
  if (m.drop) suffix = "打";
  else if (m.choice === "+") suffix = "成";
  else if (m.choice) suffix = `(${m.choice})`;
  const via = m.via.length ? `(${m.via.map(squareText).join("・")}経由)` : "";
  return `${mark}${dest}${name}${suffix}${via}`;
}
