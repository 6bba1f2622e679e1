// Moves typed in a box: USI ("7g7f", "6f6e6d", "P*5e") or Japanese notation
// ("７六歩", "76歩", "▲２二角成", "同銀"), matched against the legal moves.
import type { GameState, MoveView } from "./api";

export type TypedResult = { kind: "none" } | { kind: "one" | "ambiguous"; moves: MoveView[] };

const fullWidthDigits = "０１２３４５６７８９";
const kanjiDigits = ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

// One spelling for Japanese text: ASCII digits, no marks or spaces, 同 alone.
export function normalise(text: string): string {
  let s = text.trim();
  s = s.replace(/[０-９]/g, (d) => String(fullWidthDigits.indexOf(d)));
  s = s.replace(/十一/g, "11").replace(/十二/g, "12").replace(/十/g, "10");
  s = s.replace(/[〇一二三四五六七八九]/g, (d) => String(kanjiDigits.indexOf(d)));
  s = s.replace(/[▲△☗☖\s　]/g, "");
  return s;
}

export function findTypedMove(text: string, g: GameState, japanese: (m: MoveView, ply: number) => string): TypedResult {
  const raw = text.trim();
  const usi = g.legal_moves.filter((m) => m.usi === raw || m.usi.toLowerCase() === raw.toLowerCase());
  if (usi.length) return { kind: usi.length === 1 ? "one" : "ambiguous", moves: usi };
  const want = normalise(raw);
  if (!want) return { kind: "none" };
  const ply = g.ply;
  const matches = g.legal_moves.filter((m) => {
    const full = normalise(japanese(m, ply));
    // Accept the full form, and without the origin in brackets ("76歩" for "76歩(77)").
    return full === want || full.replace(/\(.*\)$/, "") === want;
  });
  if (!matches.length) return { kind: "none" };
  return { kind: matches.length === 1 ? "one" : "ambiguous", moves: matches };
}
