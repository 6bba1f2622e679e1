// Scores as a person reads them: always from Black's (sente's) side, as the
// server sends them in live analysis and review (docs/web.md), with a
// win-probability reading beside the centipawns and mate distances.
import type { MoveView } from "./api";

// A score from Black's side: centipawns, or moves to mate (positive: Black mates).
export type Score = { cp: number } | { mate: number };

// A MoveView as analysis sends it: with the moving piece's token.
export type PvMove = MoveView & { piece?: string };

export interface AnalysisLine {
  multipv: number;
  score: Score;
  win_black?: number;
  pv: PvMove[];
}

export interface LiveAnalysis {
  type: "live_analysis";
  ply: number;
  multipv?: number;
  state?: "queued" | "running" | "done";
  depth: number;
  seldepth?: number;
  nodes: number;
  nps: number;
  time_ms: number;
  final: boolean;
  lines: AnalysisLine[];
}

// The logistic curve lishogi uses for shogi's winning chances; used only when
// the server sends no win_black of its own.
export function winFromCp(cp: number): number {
  return 1 / (1 + Math.exp(-0.0007 * cp));
}

export function winBlack(score: Score, given?: number): number {
  if (typeof given === "number" && Number.isFinite(given)) return Math.min(1, Math.max(0, given));
  if ("mate" in score) return score.mate > 0 ? 1 : score.mate < 0 ? 0 : 0.5;
  return winFromCp(score.cp);
}

// "+123", "-45", "0"; mates "#5" (Black mates) and "#-5" (White mates), as lishogi writes them.
export function scoreText(score: Score): string {
  if ("mate" in score) return `#${score.mate}`;
  return score.cp > 0 ? `+${score.cp}` : String(score.cp);
}

export function percentText(win: number): string {
  return `${Math.round(win * 100)}%`;
}

export function npsText(nps: number): string {
  if (nps >= 1e6) return `${(nps / 1e6).toFixed(1)} M`;
  if (nps >= 1e3) return `${Math.round(nps / 1e3)} k`;
  return String(Math.round(nps));
}

export function secondsText(ms: number): string {
  return ms < 10000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}
