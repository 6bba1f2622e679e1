// How each piece of the shogi family and chu moves, as small patterns: the
// guide's diagrams and the pictogram piece set are drawn from them.

// A move pattern: "s" steps once, "r" ranges, "j" jumps to (dx, dy) over the
// square between, "l" lion power along that direction (two steps, igui,
// pass), "L" full lion power (every square within two). dy < 0 is forward.
export type Kind = "s" | "r" | "j" | "l" | "L";
export type Pattern = [Kind, number, number][];

export const orth: [number, number][] = [[0, -1], [0, 1], [-1, 0], [1, 0]];
export const diag: [number, number][] = [[-1, -1], [1, -1], [-1, 1], [1, 1]];
const all = [...orth, ...diag];
export const f: [number, number] = [0, -1];
const b: [number, number] = [0, 1], l: [number, number] = [-1, 0], r: [number, number] = [1, 0];
const fl: [number, number] = [-1, -1], fr: [number, number] = [1, -1], bl: [number, number] = [-1, 1], br: [number, number] = [1, 1];
export const steps = (...d: [number, number][]): Pattern => d.map(([x, y]) => ["s", x, y]);
export const ranges = (...d: [number, number][]): Pattern => d.map(([x, y]) => ["r", x, y]);
const gold = steps(f, fl, fr, l, r, b);

export const shogiMoves: Record<string, Pattern> = {
  K: steps(...all), R: ranges(...orth), B: ranges(...diag), G: gold, S: steps(f, fl, fr, bl, br),
  N: [["j", -1, -2], ["j", 1, -2]], L: ranges(f), P: steps(f),
  "+R": [...ranges(...orth), ...steps(...diag)], "+B": [...ranges(...diag), ...steps(...orth)],
  "+S": gold, "+N": gold, "+L": gold, "+P": gold,
};
export const shogiPromotes: Record<string, string> = { R: "+R", B: "+B", S: "+S", N: "+N", L: "+L", P: "+P" };
export const shogiOrder = ["K", "R", "B", "G", "S", "N", "L", "P", "+R", "+B", "+S", "+N", "+L", "+P"];

export const chuMoves: Record<string, Pattern> = {
  K: steps(...all), E: steps(f, fl, fr, l, r, bl, br), T: steps(fl, fr, l, r, b, bl, br), G: gold,
  S: steps(f, fl, fr, bl, br), C: steps(f, fl, fr, b), F: steps(f, fl, fr, b, bl, br), I: steps(f, b), P: steps(f),
  O: [...steps(...diag), ["j", 0, -2], ["j", 0, 2], ["j", -2, 0], ["j", 2, 0]],
  X: [...steps(...orth), ["j", -2, -2], ["j", 2, -2], ["j", -2, 2], ["j", 2, 2]],
  L: ranges(f), A: ranges(f, b), M: [...ranges(l, r), ...steps(f, b)], V: [...ranges(f, b), ...steps(l, r)],
  R: ranges(...orth), B: ranges(...diag), D: [...ranges(...orth), ...steps(...diag)],
  H: [...ranges(...diag), ...steps(...orth)], Q: ranges(...all), N: [["L", 0, 0]],
  "+E": steps(...all), "+T": [...ranges(f, b), ...steps(fl, fr, l, r, bl, br)], "+G": ranges(...orth),
  "+S": [...ranges(f, b), ...steps(l, r)], "+C": [...ranges(l, r), ...steps(f, b)], "+F": ranges(...diag),
  "+I": steps(f, fl, fr, l, r, bl, br), "+P": gold, "+O": [["L", 0, 0]], "+X": ranges(...all),
  "+L": ranges(f, b, fl, fr), "+A": ranges(f, b, bl, br), "+M": ranges(l, r, ...diag), "+V": ranges(f, b, ...diag),
  "+R": [...ranges(...orth), ...steps(...diag)], "+B": [...ranges(...diag), ...steps(...orth)],
  "+D": [...ranges(...orth, bl, br), ["l", -1, -1], ["l", 1, -1]],
  "+H": [...ranges(...diag, l, r, b), ["l", 0, -1]],
};
export const chuOrder = ["K", "E", "T", "G", "S", "C", "F", "I", "P", "O", "X", "L", "A", "M", "V", "R", "B", "D", "H", "Q", "N",
  "+E", "+T", "+L", "+A", "+M", "+V", "+D", "+H"];
export const chuPromotes: Record<string, string> = {
  E: "+E", T: "+T", G: "+G", S: "+S", C: "+C", F: "+F", I: "+I", P: "+P", O: "+O", X: "+X", L: "+L", A: "+A",
  M: "+M", V: "+V", R: "+R", B: "+B", D: "+D", H: "+H",
};

// The pattern of a piece by its key ("G", "+R") in a family; [] when unknown.
export function piecePattern(family: string, key: string): Pattern {
  return (family === "chu" ? chuMoves : shogiMoves)[key] ?? [];
}

// Lion power of a piece as the step-by-step entry needs it: true for the full
// lion, the board directions [file delta, rank delta] of its lion lines (the
// eagle's two forward diagonals, the falcon's forward line), else false.
// Black's forward is towards rank a, its left towards higher files.
export function lionLines(family: string, key: string, white: boolean): boolean | [number, number][] {
  if (family !== "chu") return false;
  const pattern = piecePattern(family, key);
  if (pattern.some(([kind]) => kind === "L")) return true;
  const sign = white ? -1 : 1;
  const lines = pattern.filter(([kind]) => kind === "l").map(([, dx, dy]): [number, number] => [-dx * sign || 0, dy * sign || 0]);
  return lines.length ? lines : false;
}
