// Whole-game review (docs/web.md, "Game review"): one button starts the
// server's background review at a chosen budget per position; a progress bar
// with the time left, a Cancel button, the evaluation graph under the board
// (graph.ts), each move's class in the move list with the engine's better
// move, and a summary per side.
import { ApiError, reviewApi } from "./api";
import type { PvMove, Score } from "./evaluation";
import { percentText, scoreText, secondsText, winBlack } from "./evaluation";
import { graphPoints, renderGraph } from "./graph";
import { addJapanese, t } from "./i18n";

export type MoveClass = "best" | "good" | "inaccuracy" | "mistake" | "blunder";

export interface ReviewPly {
  ply: number;
  score: Score | null;
  win_black?: number;
  best: PvMove | null;
  played: PvMove | null;
  class: MoveClass | null;
  loss: number | null;
}

export interface SideSummary {
  accuracy: number | null;
  best: number;
  good: number;
  inaccuracy: number;
  mistake: number;
  blunder: number;
}

export interface Review {
  status: "queued" | "running" | "done" | "cancelled" | "failed";
  error?: string;
  movetime_ms: number;
  done: number;
  total: number;
  eta_ms: number;
  plies: ReviewPly[];
  summary?: { black: SideSummary; white: SideSummary };
}

export interface ReviewHost {
  gameId(): number | null;
  gamePly(): number;
  shownPly(): number;
  navigate(ply: number): void;
  // A move in the player's notation, played from the position after `ply` plies.
  moveText(m: PvMove, ply: number): string;
  toast(message: string): void;
}

addJapanese({
  "Game review": "棋譜解析", Review: "解析", "Review the game": "全体を解析", "Cancel review": "解析をやめる",
  "{s} s per move": "1手{s}秒", "Time per position": "1局面の思考時間",
  "{done} / {total} positions": "{done} / {total} 局面", "about {t} left": "残り約{t}",
  Queued: "待機中", "Review cancelled": "解析を中止しました", "Review failed: {e}": "解析に失敗しました：{e}",
  best: "最善", good: "好手", inaccuracy: "緩手", mistake: "疑問手", blunder: "悪手",
  Accuracy: "正確度", "Best move was {m}": "最善手は {m}",
  "Evaluation graph: Black's winning chances after each move": "形勢グラフ：各手の後の先手の勝率",
  "{cls} (−{p} win chance)": "{cls}（勝率 −{p}）",
});

export const classMark: Record<MoveClass, string> = { best: "★", good: "", inaccuracy: "?!", mistake: "?", blunder: "??" };

const summaryMark: Record<MoveClass, string> = { best: "★", good: "○", inaccuracy: "?!", mistake: "?", blunder: "??" };

function hiddenText(text: string): HTMLSpanElement {
  const span = document.createElement("span");
  span.className = "visually-hidden";
  span.textContent = text;
  return span;
}

const budgets = [100, 300, 1000, 3000];

export class ReviewPanel {
  review: Review | null = null;
  private forGame: number | null = null;
  private budget = Number(localStorage.getItem("reviewMs")) || 300;

  private graphWidth = 0;

  constructor(private host: ReviewHost, private panel: HTMLElement, private graphBox: HTMLElement) {
    // The graph is drawn at its shown width (round dots): drawn again when that changes.
    new ResizeObserver(() => {
      if (!this.graphBox.hidden && this.graphBox.clientWidth !== this.graphWidth) this.renderGraph();
    }).observe(graphBox);
  }

  // A game opened: its review, if the server has one.
  async load(id: number): Promise<void> {
    this.review = null;
    this.forGame = id;
    try {
      const r = (await reviewApi.get(id)) as Review;
      if (this.forGame === id) this.review = r;
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 404)) this.host.toast(e instanceof Error ? e.message : String(e));
    }
  }

  // The game's socket opened. The server tells a review's progress only
  // to open sockets, so a review that ended between load() and the
  // socket (or while it was down) would show as running for good: one
  // that was running is asked for again. True when it changed.
  async refresh(): Promise<boolean> {
    const id = this.forGame;
    if (id === null || !this.running()) return false;
    try {
      const r = (await reviewApi.get(id)) as Review;
      if (this.forGame !== id || !this.running()) return false;
      this.review = r;
      return true;
    } catch {
      return false;  // the socket's own messages still follow it
    }
  }

  onMessage(msg: { type: string; review?: Review }): boolean {
    if (msg.type !== "review" || !msg.review) return false;
    const before = this.review?.status;
    this.review = msg.review;
    if (before && before !== msg.review.status && msg.review.status === "failed")
      this.host.toast(t("Review failed: {e}", { e: msg.review.error ?? "" }));
    return true;
  }

  private async start(): Promise<void> {
    const id = this.host.gameId();
    if (id === null) return;
    try {
      this.review = (await reviewApi.start(id, this.budget)) as Review;
    } catch (e) {
      this.host.toast(e instanceof Error ? e.message : String(e));
    }
    this.render();
  }

  private async cancel(): Promise<void> {
    const id = this.host.gameId();
    if (id === null) return;
    try {
      this.review = (await reviewApi.cancel(id)) as Review;
      this.host.toast(t("Review cancelled"));
    } catch (e) {
      this.host.toast(e instanceof Error ? e.message : String(e));
    }
    this.render();
  }

  private running(): boolean {
    return this.review?.status === "queued" || this.review?.status === "running";
  }

  // The entry of the position after `ply` plies.
  at(ply: number): ReviewPly | undefined {
    return this.review?.plies.find((p) => p.ply === ply);
  }

  render(): void {
    this.renderPanel();
    this.renderGraph();
  }

  private renderPanel(): void {
    const head = document.createElement("h2");
    head.textContent = t("Game review");
    const controls = document.createElement("div");
    controls.className = "buttons";
    const select = document.createElement("select");
    select.id = "review-budget";
    select.setAttribute("aria-label", t("Time per position"));
    for (const ms of budgets)
      select.append(new Option(t("{s} s per move", { s: ms / 1000 }), String(ms), false, ms === this.budget));
    select.onchange = () => {
      this.budget = Number(select.value);
      localStorage.setItem("reviewMs", select.value);
    };
    const running = this.running();
    const button = document.createElement("button");
    button.type = "button";
    button.id = running ? "btn-review-cancel" : "btn-review";
    button.textContent = t(running ? "Cancel review" : "Review the game");
    button.disabled = !running && this.host.gamePly() === 0;
    button.onclick = () => void (running ? this.cancel() : this.start());
    select.disabled = running;
    controls.append(select, button);
    const parts: Node[] = [head, controls];
    const r = this.review;
    if (r && (running || r.status === "cancelled" || r.status === "failed")) {
      const progress = document.createElement("progress");
      progress.id = "review-progress";
      progress.max = Math.max(1, r.total);
      progress.value = r.done;
      progress.setAttribute("aria-label", t("Game review"));
      const text = document.createElement("span");
      text.id = "review-progress-text";
      const eta = running && r.status === "running" && r.eta_ms > 0 ? ` · ${t("about {t} left", { t: secondsText(r.eta_ms) })}` : "";
      const state = r.status === "queued" ? ` · ${t("Queued")}` : r.status === "cancelled" ? ` · ${t("Review cancelled")}`
        : r.status === "failed" ? ` · ${t("Review failed: {e}", { e: r.error ?? "" })}` : "";
      text.textContent = `${t("{done} / {total} positions", { done: r.done, total: r.total })}${eta}${state}`;
      const row = document.createElement("div");
      row.className = "review-progress";
      row.append(progress, text);
      parts.push(row);
    }
    if (r?.summary && r.plies.some((p) => p.class)) parts.push(this.summaryTable(r.summary));
    this.panel.replaceChildren(...parts);
  }

  private summaryTable(summary: NonNullable<Review["summary"]>): HTMLTableElement {
    const table = document.createElement("table");
    table.id = "review-summary";
    const head = table.createTHead().insertRow();
    const kinds: MoveClass[] = ["best", "good", "inaccuracy", "mistake", "blunder"];
    const corner = document.createElement("th");
    corner.scope = "col";
    corner.appendChild(hiddenText(t("Players")));
    const accuracy = document.createElement("th");
    accuracy.scope = "col";
    accuracy.textContent = t("Accuracy");
    head.append(corner, accuracy);
    // The marks as headings keep the table narrow on a phone; the class names are their title and spoken text.
    for (const k of kinds) {
      const th = document.createElement("th");
      th.scope = "col";
      th.className = `count ${k}`;
      th.title = t(k);
      const mark = document.createElement("span");
      mark.setAttribute("aria-hidden", "true");
      mark.textContent = summaryMark[k];
      th.append(mark, hiddenText(t(k)));
      head.appendChild(th);
    }
    const body = table.createTBody();
    for (const side of ["black", "white"] as const) {
      const s = summary[side];
      const tr = body.insertRow();
      tr.dataset.side = side;
      const th = document.createElement("th");
      th.scope = "row";
      th.textContent = t(side === "black" ? "Black ☗" : "White ☖");
      tr.appendChild(th);
      const acc = tr.insertCell();
      acc.className = "accuracy";
      acc.textContent = s.accuracy === null || s.accuracy === undefined ? "–" : `${s.accuracy.toFixed(1)}%`;
      for (const k of kinds) {
        const td = tr.insertCell();
        td.className = `count ${k}`;
        td.textContent = String(s[k] ?? 0);
      }
    }
    return table;
  }

  private renderGraph(): void {
    const r = this.review;
    const points = r ? graphPoints(r.plies) : [];
    if (!r || points.length < 2) {
      this.graphBox.hidden = true;
      this.graphBox.replaceChildren();
      return;
    }
    this.graphBox.hidden = false;
    const total = Math.max(r.total - 1, 1);
    const shown = Math.min(this.host.shownPly(), total);
    this.graphWidth = this.graphBox.clientWidth;
    const svg = renderGraph(points, total, shown, this.graphWidth || 600, t("Evaluation graph: Black's winning chances after each move"),
      (ply) => this.host.navigate(ply));
    const note = document.createElement("div");
    note.id = "review-note";
    note.textContent = this.note(this.host.shownPly());
    this.graphBox.replaceChildren(svg, note);
  }

  // What the review says of the move that led to the position shown.
  note(shown: number): string {
    const entry = this.at(shown);
    const before = this.at(shown - 1);
    const parts: string[] = [];
    if (entry?.score) parts.push(`☗ ${scoreText(entry.score)} · ${percentText(winBlack(entry.score, entry.win_black))}`);
    else if (entry && typeof entry.win_black === "number") parts.push(`☗ ${percentText(entry.win_black)}`);
    if (before?.played && before.class) {
      const played = this.host.moveText(before.played, shown - 1);
      const loss = before.loss ? t("{cls} (−{p} win chance)", { cls: t(before.class), p: percentText(before.loss) }) : t(before.class);
      parts.push(`${played}: ${loss}`);
      if (before.class !== "best" && before.best) parts.push(t("Best move was {m}", { m: this.host.moveText(before.best, shown - 1) }));
    }
    return parts.join(" — ");
  }

  // Each judged move in the move list: its mark, its class as a CSS class, the better move in the title.
  decorateMoveList(body: HTMLElement): void {
    if (!this.review) return;
    for (const entry of this.review.plies) {
      if (!entry.class || !entry.played) continue;
      const td = body.querySelector<HTMLElement>(`td[data-ply="${entry.ply + 1}"]`);
      if (!td) continue;
      td.dataset.class = entry.class;
      const mark = classMark[entry.class];
      const title = entry.class !== "best" && entry.best
        ? `${t(entry.class)} — ${t("Best move was {m}", { m: this.host.moveText(entry.best, entry.ply) })}` : t(entry.class);
      td.title = title;
      if (mark) {
        const span = document.createElement("span");
        span.className = `move-class ${entry.class}`;
        span.textContent = mark;
        span.setAttribute("aria-hidden", "true");
        const spoken = document.createElement("span");
        spoken.className = "visually-hidden";
        spoken.textContent = ` (${t(entry.class)})`;
        td.append(" ", span, spoken);
      }
    }
  }
}
