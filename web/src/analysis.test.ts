// Unit tests of the analysis and review helpers that need no DOM: scores from
// Black's side, win chances, a PV applied to a board for its preview, and
// the review graph's points (vitest; ctest web_unit_tests).
import { describe, expect, it } from "vitest";
import type { BoardView } from "./api";
import { npsText, percentText, scoreText, winBlack, winFromCp, type PvMove } from "./evaluation";
import { graphPoints, plyAt, xOf, yOf } from "./graph";
import { applyLine, applyMove } from "./pvboard";
import type { ReviewPly } from "./review";

const mv = (usi: string, from: string, to: string, extra: Partial<PvMove> = {}): PvMove => ({
  usi, from, via: [], to, drop: "", kind: "move", choice: "", captures: [], ...extra,
});

// A 9x9 board from rows of nine tokens ("." empty).
function board(rows: string[], toMove: "black" | "white" = "black"): BoardView {
  return {
    files: rows[0].split(" ").length, ranks: rows.length, to_move: toMove, hands: { black: [], white: [] },
    cells: rows.flatMap((r) => r.split(" ").map((c) => (c === "." ? "" : c))),
  };
}
const at = (v: BoardView, sq: string) => v.cells[(sq.charCodeAt(sq.length - 1) - 97) * v.files + (v.files - Number(sq.slice(0, -1)))];

describe("scores from Black's side", () => {
  it("writes centipawns with a sign and mates as lishogi does", () => {
    expect(scoreText({ cp: 135 })).toBe("+135");
    expect(scoreText({ cp: -40 })).toBe("-40");
    expect(scoreText({ cp: 0 })).toBe("0");
    expect(scoreText({ mate: 7 })).toBe("#7");
    expect(scoreText({ mate: -3 })).toBe("#-3");
  });
  it("takes the server's win chance, else the logistic curve; a mate is certain", () => {
    expect(winBlack({ cp: -500 }, 0.62)).toBe(0.62);
    expect(winBlack({ cp: 0 })).toBe(0.5);
    expect(winBlack({ cp: 1000 })).toBeCloseTo(winFromCp(1000), 9);
    expect(winFromCp(1000)).toBeGreaterThan(0.6);
    expect(winFromCp(-1000)).toBeCloseTo(1 - winFromCp(1000), 9);
    expect(winBlack({ mate: 5 })).toBe(1);
    expect(winBlack({ mate: -5 })).toBe(0);
    expect(winBlack({ cp: 10 }, 1.7)).toBe(1);
    expect(percentText(0.624)).toBe("62%");
    expect(npsText(456000)).toBe("456 k");
    expect(npsText(2_340_000)).toBe("2.3 M");
  });
});

describe("a PV applied to the board", () => {
  const start = board([
    "l n s g k g s n l", ". r . . . . . b .", "p p p p p p p p p", ". . . . . . . . .", ". . . . . . . . .",
    ". . . . . . . . .", "P P P P P P P P P", ". B . . . . . R .", "L N S G K G S N L",
  ]);
  it("moves, captures into the hand (demoted), promotes and drops", () => {
    const v = applyLine(start, [
      mv("7g7f", "7g", "7f"), mv("3c3d", "3c", "3d"),
      mv("8h2b+", "8h", "2b", { choice: "+", captures: ["2b"] }), mv("3a2b", "3a", "2b", { captures: ["2b"] }),
      mv("B*4e", "", "4e", { drop: "B", kind: "drop" }),
    ], "shogi");
    expect(at(v, "7f")).toBe("P");
    expect(at(v, "7g")).toBe("");
    expect(at(v, "8h")).toBe("");
    expect(at(v, "2b")).toBe("s");
    expect(at(v, "4e")).toBe("B");
    expect(v.hands.black).toEqual([]);
    expect(v.hands.white).toEqual([{ piece: "B", count: 1 }]);
    expect(v.to_move).toBe("white");
    expect(start.cells[7 * 9 + 1]).toBe("B"); // the original is untouched
  });
  it("a chu lion's double move and igui remove the pieces passed over, without hands", () => {
    const rows = Array.from({ length: 12 }, () => Array(12).fill(".").join(" "));
    const chu = board(rows);
    chu.cells[5 * 12 + 6] = "N"; // 6f
    chu.cells[4 * 12 + 6] = "p"; // 6e
    chu.cells[3 * 12 + 6] = "g"; // 6d
    const v = applyMove(chu, mv("6f6e6d", "6f", "6d", { via: ["6e"], captures: ["6e", "6d"] }), "chu");
    expect(at(v, "6d")).toBe("N");
    expect(at(v, "6e")).toBe("");
    expect(at(v, "6f")).toBe("");
    expect(v.hands.black).toEqual([]);
    const igui = applyMove(chu, mv("6f6e6f", "6f", "6f", { via: ["6e"], kind: "igui", captures: ["6e"] }), "chu");
    expect(at(igui, "6f")).toBe("N");
    expect(at(igui, "6e")).toBe("");
    expect(at(igui, "6d")).toBe("g");
  });
  it("a swap sends the partner back; a merge combines; hasami removes the sandwiched stones", () => {
    const v = board([". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
      ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . G . . .", ". . . . K . . . L"]);
    const swapped = applyMove(v, mv("5i4h=", "5i", "4h", { kind: "swap" }), "shogi");
    expect(at(swapped, "4h")).toBe("K");
    expect(at(swapped, "5i")).toBe("G");
    const merged = applyMove(v, mv("5i4h", "5i", "4h", { kind: "merge" }), "shogi");
    expect(at(merged, "4h")).toBe("GK");
    expect(at(merged, "5i")).toBe("");
    const stones = board(["p p P . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
      ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", "P . . . . . . . ."]);
    const took = applyMove(stones, mv("9i9b", "9i", "9b", { captures: ["9a"] }), "hasami");
    expect(at(took, "9a")).toBe("");
    expect(at(took, "9b")).toBe("P");
    expect(took.hands.black).toEqual([]);
  });
});

describe("the review graph", () => {
  const entry = (ply: number, cp: number, cls: ReviewPly["class"]): ReviewPly => ({
    ply, score: { cp }, win_black: undefined, best: null, played: null, class: cls, loss: null,
  });
  it("puts each position's chance at its ply, with the class of the move that reached it", () => {
    const points = graphPoints([entry(0, 0, "best"), entry(1, 300, "blunder"), entry(2, -300, null)]);
    expect(points.map((p) => p.ply)).toEqual([0, 1, 2]);
    expect(points[0].cls).toBeNull();
    expect(points[1].cls).toBe("best");
    expect(points[2].cls).toBe("blunder");
    expect(points[1].win).toBeGreaterThan(0.5);
  });
  it("maps clicks back to the nearest ply", () => {
    expect(plyAt(xOf(17, 40), 40)).toBe(17);
    expect(plyAt(-50, 40)).toBe(0);
    expect(plyAt(10000, 40)).toBe(40);
    expect(yOf(1)).toBeLessThan(yOf(0));
  });
});
