// The server's JSON API (docs/web.md) as typed functions.

export type SideName = "black" | "white";

export interface OptionSpec {
  name: string;
  type: "combo" | "check" | "spin" | string;
  default: string;
  values?: string[];
  min?: number;
  max?: number;
  help: string;
}

export interface VariantInfo {
  name: string;
  family: string;
  title: string;
  title_ja: string;
  summary: string;
  rule_ids: string;
  options: OptionSpec[];
}

export interface MoveView {
  usi: string;
  from: string;
  via: string[];
  to: string;
  drop: string;
  kind: string;
  choice: string;
  captures: string[];
}

export interface BoardView {
  files: number;
  ranks: number;
  cells: string[];
  hands: Record<SideName, { piece: string; count: number }[]>;
  to_move: SideName;
}

export interface Outcome {
  over: boolean;
  kind: "ongoing" | "win" | "draw";
  winner: SideName | null;
  code: string;
  reason: string;
}

export interface Player {
  type: "human" | "engine";
  level?: number;
  movetime_ms?: number;
  depth?: number;
  // Shown instead of "human"/"engine" (an imported record's 先手/後手, N+/N-).
  name?: string;
}

export interface SearchInfo {
  depth: number;
  seldepth: number;
  score: number;
  is_mate: boolean;
  nodes: number;
  nps: number;
  time_ms: number;
  pv: string[];
}

export interface Clocks {
  black_ms: number;
  white_ms: number;
  byoyomi_ms: number;
  running: SideName | null;
}

export interface GameState {
  id: number;
  variant: string;
  family: string;
  title: string;
  title_ja: string;
  options: Record<string, string>;
  setup_sfen: string;
  sfen: string;
  players: Record<SideName, Player>;
  time_control: { initial_ms: number; increment_ms: number; byoyomi_ms: number } | null;
  clocks: Clocks | null;
  board: BoardView;
  to_move: SideName;
  legal_moves: MoveView[];
  history: string[];
  played: MoveView[];
  // A record's comment per position: index 0 the start, k after ply k (absent or short: none).
  comments?: string[];
  last_move: MoveView | null;
  ply: number;
  outcome: Outcome;
  draw_offer: SideName | null;
  draw_declined?: boolean;
  engine: { thinking: boolean; side: SideName | null; info: SearchInfo | null };
  version: number;
  // Random per server start: a version from another epoch is not comparable.
  epoch?: string | number;
  // WebSocket state messages after the first: history/played only from this index.
  history_from?: number;
  // Squares of the side to move's royals that are attacked (empty when not in check).
  check?: string[];
  // The variant forces a capture now: only capturing moves are legal.
  capture_compulsory?: boolean;
}

export interface GameSummary {
  id: number;
  variant: string;
  title: string;
  players: Record<SideName, Player>;
  ply: number;
  plies?: number;
  to_move: SideName;
  outcome: Outcome;
  created?: string;
  updated?: string;
}

export interface Position {
  ply: number;
  sfen: string;
  board: BoardView;
  last_move: MoveView | null;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    // The server refuses a POST without this header (a cross-site form cannot send it).
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const type = res.headers.get("Content-Type") ?? "";
  const data = type.includes("application/json") && text ? JSON.parse(text) : text;
  if (!res.ok) throw new ApiError(typeof data === "object" && data.error ? data.error : String(data), res.status);
  return data as T;
}

export const api = {
  variants: () => call<{ variants: VariantInfo[]; engine: boolean }>("GET", "/api/variants"),
  games: (variant?: string) =>
    call<{ games: GameSummary[] }>("GET", `/api/games${variant ? `?variant=${encodeURIComponent(variant)}` : ""}`),
  remove: (id: number) => call<unknown>("DELETE", `/api/games/${id}`),
  game: (id: number) => call<GameState>("GET", `/api/games/${id}`),
  create: (request: object) => call<GameState>("POST", "/api/games", request),
  move: (id: number, move: string, ply: number) =>
    call<GameState>("POST", `/api/games/${id}/moves`, { move, ply }),
  takeback: (id: number) => call<GameState>("POST", `/api/games/${id}/takeback`, {}),
  resign: (id: number, side?: SideName) => call<GameState>("POST", `/api/games/${id}/resign`, side ? { side } : {}),
  draw: (id: number, action: "offer" | "accept" | "decline") =>
    call<GameState>("POST", `/api/games/${id}/draw`, { action }),
  analyse: (id: number, movetime_ms: number) =>
    call<{ bestmove: string; info: SearchInfo }>("POST", `/api/games/${id}/analysis`, { movetime_ms }),
  analysePosition: (request: object) => call<{ bestmove: string; info: SearchInfo }>("POST", "/api/analysis", request),
  position: (id: number, ply: number) => call<Position>("GET", `/api/games/${id}/position?ply=${ply}`),
  record: (id: number, format: string) => call<string>("GET", `/api/games/${id}/record?format=${format}`),
};

export function socketUrl(id: number): string {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  return `${proto}//${location.host}/api/games/${id}/ws`;
}

// Whole-game review (docs/web.md, Review): started in the background, followed over the WebSocket.
export const reviewApi = {
  start: (id: number, movetime_ms: number) => call<unknown>("POST", `/api/games/${id}/review`, { movetime_ms }),
  get: (id: number) => call<unknown>("GET", `/api/games/${id}/review`),
  cancel: (id: number) => call<unknown>("DELETE", `/api/games/${id}/review`),
};
