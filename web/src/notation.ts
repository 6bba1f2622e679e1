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

// Chu moves name pieces by their two-kanji names, as chu records (and our
// KIF export, docs/notation.md) do; the board keeps the one-kanji labels.
const chuMoveNames: Record<string, string> = {
  K: "玉将", E: "醉象", T: "盲虎", G: "金将", S: "銀将", C: "銅将", F: "猛豹", I: "仲人", P: "歩兵", O: "麒麟",
  X: "鳳凰", L: "香車", A: "反車", M: "横行", V: "竪行", R: "飛車", B: "角行", D: "龍王", H: "龍馬", Q: "奔王",
  N: "獅子", "+E": "太子", "+T": "飛鹿", "+G": "金飛車", "+S": "竪行", "+C": "横行", "+F": "小角", "+I": "醉象",
  "+P": "金将", "+O": "獅子", "+X": "奔王", "+L": "白駒", "+A": "鯨鯢", "+M": "奔猪", "+V": "飛牛", "+R": "龍王",
  "+B": "龍馬", "+D": "飛鷲", "+H": "角鷹",
};

// Swap tags (docs/shogi.md): "=+" the partner promotes, "+=" the mover, "+=+" both.
const swapSuffix: Record<string, string> = {
  "": "入替", "=": "入替", "=+": "入替・相手成", "+=": "成・入替", "+=+": "成・入替・相手成",
};
// Merge tags (SF-4.4): "+" the combined piece promotes; "+L"/"+N" which part of a lance+knight.
const mergeSuffix: Record<string, string> = { "": "合体", "+": "合体成", "+L": "合体・香成", "+N": "合体・桂成" };

// piece: the BoardView token that moved ("" if unknown); ply from 0.
// Chu's lion moves: a double move names its first step (６五経由), igui is
// 居食い on the captured square, a pass is じっと.
export function japaneseMove(m: MoveView, piece: string, ply: number, previousTo: string, family: string,
                             blackFirst: boolean): string {
  const blackMoves = (ply % 2 === 0) === blackFirst;
  const mark = blackMoves ? "▲" : "△";
  const token = parseToken(m.drop ? m.drop : piece);
  const name = !token ? "" : family === "chu"
    ? token.parts.map((p) => chuMoveNames[(p.promoted ? "+" : "") + p.letter] ?? p.letter).join("")
    : token.parts.map((p) => partLabel(family, p, false, !blackMoves)).join("");
  if (family === "hasami") {
    // Stones have no names: where from and where to, and the stones taken.
    const taken = m.captures.length ? ` ×${m.captures.map(squareText).join("・")}` : "";
    return `${mark}${squareText(m.from)}→${squareText(m.to)}${taken}`;
  }
  if (m.kind === "pass") return `${mark}${squareText(m.from)}${name}じっと`;
  if (m.kind === "igui") return `${mark}${squareText(m.via[0])}${name}居食い`;
  const dest = m.to === previousTo ? "同　" : squareText(m.to);
  let suffix = "";
  if (m.drop) suffix = "打";
  else if (m.kind === "swap") suffix = swapSuffix[m.choice] ?? `入替(${m.choice})`;
  else if (m.kind === "merge") suffix = mergeSuffix[m.choice] ?? `合体(${m.choice})`;
  else if (m.choice === "+") suffix = "成";
  else if (m.choice) suffix = `(${m.choice})`;
  // Swaps and merges name their origin as KIF does ("(44)"): the partner stays there or joins there.
  if ((m.kind === "swap" || m.kind === "merge") && /^\d[a-i]$/.test(m.from))
    suffix += `(${m.from[0]}${m.from.charCodeAt(1) - 96})`;
  const via = m.via.length ? `(${m.via.map(squareText).join("・")}経由)` : "";
  return `${mark}${dest}${name}${suffix}${via}`;
}
