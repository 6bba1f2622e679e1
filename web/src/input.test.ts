// Unit tests of the pure parts of the UI: click-by-click move entry, the
// Japanese notation and typed moves (vitest; `npm test`, ctest web_unit_tests).
import { describe, expect, it } from "vitest";
import type { MoveView } from "./api";
import { clickTarget, inputView, uniqueMoves, withStepPaths } from "./moveinput";
import { lionLines } from "./piecemoves";
import { japaneseMove } from "./notation";
import { normalise } from "./typed";
import { isCsa, isKif } from "./recordformat";

const move = (usi: string, from: string, to: string, extra: Partial<MoveView> = {}): MoveView => ({
  usi, from, via: [], to, drop: "", kind: "move", choice: "", captures: [], ...extra,
});

describe("lion entry", () => {
  // A lion on 6f, a white pawn on 6e: an empty step, a capture step with its continuations, a pass.
  const moves = [
    move("6f5f", "6f", "5f"),
    move("6f6d", "6f", "6d"),
    move("6f5e", "6f", "5e"),
    move("6f6e", "6f", "6e", { captures: ["6e"] }),
    move("6f6e6d", "6f", "6d", { via: ["6e"], captures: ["6e"] }),
    move("6f6e6f", "6f", "6f", { via: ["6e"], kind: "igui", captures: ["6e"] }),
    move("6f5f6f", "6f", "6f", { via: ["5f"], kind: "pass" }),
  ];
  it("plays a step onto an empty square in one click", () => {
    expect(clickTarget(moves, { from: "6f", path: [] }, "5f")).toEqual({ kind: "done", moves: [moves[0]] });
  });
  it("waits after a capture step and offers the stop, the second steps and igui", () => {
    const r = clickTarget(moves, { from: "6f", path: [] }, "6e");
    expect(r.kind).toBe("continue");
    const targets = inputView(moves, { from: "6f", path: ["6e"] }).targets;
    expect([...targets].sort()).toEqual(["6d", "6e", "6f"]);
    expect(clickTarget(moves, { from: "6f", path: ["6e"] }, "6e")).toEqual({ kind: "done", moves: [moves[3]] });
  });
  it("offers two steps through an empty square one at a time when asked", () => {
    const stepped = withStepPaths(moves, (sq) => sq === "6f");
    expect(clickTarget(stepped, { from: "6f", path: [] }, "5f", false).kind).toBe("continue");
    const targets = [...inputView(stepped, { from: "6f", path: ["5f"] }).targets].sort();
    expect(targets).toEqual(["5e", "5f", "6e", "6f"]);
    const back = clickTarget(stepped, { from: "6f", path: ["5f"] }, "6f", false);
    expect(back.kind === "done" && uniqueMoves(back.moves).map((m) => m.usi)).toEqual(["6f5f6f"]);
  });
});

describe("eagle and falcon lion lines step by step (CHU-3 soaring eagle, horned falcon)", () => {
  // A soaring eagle on 6h (black), an enemy pawn on 8f: the server's moves along its lion lines.
  const eagle = [
    move("6h5g", "6h", "5g"), move("6h4f", "6h", "4f", { kind: "jump" }),
    move("6h7g", "6h", "7g"), move("6h8f", "6h", "8f", { kind: "jump", captures: ["8f"] }),
    move("6h6g", "6h", "6g"), move("6h6f", "6h", "6f"), move("6h5h", "6h", "5h"),
    move("6h5g6h", "6h", "6h", { via: ["5g"], kind: "pass" }),
  ];
  it("derives the lion lines from the pieces' patterns, turned for White", () => {
    expect(lionLines("chu", "+D", false)).toEqual([[1, -1], [-1, -1]]);
    expect(lionLines("chu", "+H", true)).toEqual([[0, 1]]);
    expect(lionLines("chu", "N", false)).toBe(true);
    expect(lionLines("chu", "D", false)).toBe(false);
    expect(lionLines("shogi", "+R", false)).toBe(false);
  });
  it("offers, after an empty first step on a line, the stop, the step on along the line and the way back only", () => {
    const stepped = withStepPaths(eagle, (sq) => (sq === "6h" ? lionLines("chu", "+D", false) : false));
    expect(clickTarget(stepped, { from: "6h", path: [] }, "7g", false).kind).toBe("continue");
    expect([...inputView(stepped, { from: "6h", path: ["7g"] }).targets].sort()).toEqual(["6h", "7g", "8f"]);
    expect([...inputView(stepped, { from: "6h", path: ["5g"] }).targets].sort()).toEqual(["4f", "5g", "6h"]);
    const on = clickTarget(stepped, { from: "6h", path: ["7g"] }, "8f", false);
    expect(on.kind === "done" && uniqueMoves(on.moves).map((m) => m.usi)).toEqual(["6h8f"]);
    const back = clickTarget(stepped, { from: "6h", path: ["7g"] }, "6h", false);
    expect(back.kind === "done" && uniqueMoves(back.moves).map((m) => m.usi)).toEqual(["6h5g6h"]);
    // The eagle's orthogonal steps are not lion power: nothing follows them, one click.
    const step = clickTarget(stepped, { from: "6h", path: [] }, "6g", false);
    expect(step.kind === "done" && step.moves.map((m) => m.usi)).toEqual(["6h6g"]);
  });
});

describe("Japanese notation", () => {
  it("writes a hasami move from and to with the stones taken", () => {
    expect(japaneseMove(move("1d5d", "1d", "5d", { captures: ["5e"] }), "P", 0, "", "hasami", true)).toBe("▲１四→５四 ×５五");
  });
  it("names swaps and merges with their choice and origin", () => {
    expect(japaneseMove(move("4c5c=+", "4c", "5c", { kind: "swap", choice: "=+" }), "G", 0, "", "shogi", true))
      .toBe("▲５三金入替・相手成(43)");
    expect(japaneseMove(move("4e5c+N", "4e", "5c", { kind: "merge", choice: "+N" }), "N", 0, "", "shogi", true))
      .toBe("▲５三桂合体・桂成(45)");
  });
  it("keeps the shogi forms", () => {
    expect(japaneseMove(move("7g7f", "7g", "7f"), "P", 0, "", "shogi", true)).toBe("▲７六歩");
    expect(japaneseMove(move("8h2b+", "8h", "2b", { choice: "+" }), "B", 2, "3c", "shogi", true)).toBe("▲２二角成");
    expect(japaneseMove(move("3a2b", "3a", "2b"), "s", 3, "2b", "shogi", true)).toBe("△同　銀");
  });
});

describe("typed moves", () => {
  it("reads full-width digits, kanji numbers and marks the same way", () => {
    expect(normalise("▲７六歩")).toBe("76歩");
    expect(normalise("△ 3 四 歩")).toBe("34歩");
    expect(normalise("１２十一獅子")).toBe("1211獅子");
  });
});

describe("record format of the start-from text", () => {
  it("CSA: a version line, PI or P1 rows, or CSA moves; comments and names do not decide", () => {
    expect(isCsa("V2.2\nN+Alice\nPI\n+\n+7776FU\n")).toBe(true);
    expect(isCsa("N+a\nN-b\nP1-KY-KE-GI-KI-OU-KI-GI-KE-KY\n")).toBe(true);
    expect(isCsa("'CSA encoding=UTF-8\n+2726FU\n")).toBe(true);
    expect(isCsa("'+7776FU\nN+a\n")).toBe(false);
  });
  it("KIF and USI text are not CSA", () => {
    const kif = "先手：a\n手合割：平手\n   1 ７六歩(77)\n*PI in a comment\n";
    expect(isCsa(kif)).toBe(false);
    expect(isKif(kif)).toBe(true);
    expect(isCsa("startpos moves 7g7f 3c3d")).toBe(false);
    expect(isCsa("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")).toBe(false);
    expect(isKif("startpos moves 7g7f 3c3d")).toBe(false);
  });
});
