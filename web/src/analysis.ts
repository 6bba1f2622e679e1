// Live analysis of the position shown (docs/web.md, "Live analysis"): a
// start/stop toggle and 1-5 lines, sent over the game's WebSocket; the lines
// update while the engine thinks and follow the position as the player
// browses or moves. Scores are Black's (sente's) side with the winning
// chance beside them, an evaluation bar beside the board, arrows on the
// board (arrows.ts), and a click on a PV move previews that line.
import type { BoardView, MoveView } from "./api";
import { drawArrows, type ArrowSpec } from "./arrows";
import {
  npsText, percentText, scoreText, secondsText, winBlack, type AnalysisLine, type LiveAnalysis, type PvMove, type Score,
} from "./evaluation";
import { addJapanese, t } from "./i18n";
import { applyLine } from "./pvboard";

interface PanelControls {
  head: HTMLDivElement;
  toggle: HTMLButtonElement;
  labelText: Text;
  select: HTMLSelectElement;
  stats: HTMLSpanElement;
  caption: HTMLDivElement;
  list: HTMLOListElement;
  previewBar: HTMLDivElement;
  previewText: Text;
  back: HTMLButtonElement;
}

export interface AnalysisHost {
  // Sends a message over the game's WebSocket; false when it is not open.
  send(message: object): boolean;
  shownPly(): number;
  family(): string;
  // A move in the player's notation: `ply` = plies before it, `previousTo` the square the move before it reached.
  moveText(m: PvMove, ply: number, previousTo: string): string;
  // The destination of the game's move that reached the position after `ply` plies ("" at the start).
  lastTo(ply: number): string;
  // The review's score of the position after `ply` plies, when there is one.
  reviewScore(ply: number): { score: Score; win?: number } | null;
  // The board is seen from White's side: the bar's Black share then starts at the top (at the right on a phone).
  flipped(): boolean;
  render(): void;
}

addJapanese({
  "Live analysis": "検討モード", stopped: "停止", "Scores from Black's (sente's) side: + is good for Black ☗": "評価値は先手から見た値：＋は先手 ☗ 有利", Lines: "候補手の数", "Score from Black's (sente's) side": "先手から見た評価値",
  "depth {d}/{s}": "深さ{d}/{s}", "{n} nodes/s": "{n}局面/秒", Queued: "待機中", "Previewing line {k}, move {n}": "読み筋{k}の{n}手目を表示中",
  "back to the position": "局面に戻る", "Black's winning chance: {p}": "先手の勝率：{p}", "line {k}": "読み筋{k}",
  "Evaluation (Black's side)": "評価値（先手から）", "No legal move: the game is over here.": "合法手がありません（終局）",
});

const PV_SHOWN = 14;

export class AnalysisPanel {
  on = false;
  multipv = Math.min(5, Math.max(1, Number(localStorage.getItem("multipv")) || 1));
  data: LiveAnalysis | null = null;
  // The line as it was when its move was clicked: deeper results do not change the position previewed.
  preview: { multipv: number; index: number; pv: PvMove[] } | null = null;
  private requested: { ply: number; multipv: number } | null = null;
  private shownBoard: BoardView | null = null;
  private previewCache: { key: string; board: BoardView; last: MoveView } | null = null;

  constructor(private host: AnalysisHost, private panel: HTMLElement, private bar: HTMLElement) {}

  reset(): void {
    this.data = null;
    this.preview = null;
    this.requested = null;
    this.previewCache = null;
  }

  toggle(): void {
    this.on = !this.on;
    if (this.on) this.follow();
    else {
      if (this.requested) this.host.send({ type: "analyse_stop" });
      this.reset();
    }
    this.host.render();
  }

  // Keeps the engine on the position shown: a new ply (browsing, a move, a takeback) or line count asks again.
  follow(): void {
    if (!this.on) return;
    const ply = this.host.shownPly();
    if (this.requested && this.requested.ply === ply && this.requested.multipv === this.multipv) return;
    if (this.requested?.ply !== ply) this.preview = null;
    this.data = null;
    this.requested = this.host.send({ type: "analyse", ply, multipv: this.multipv }) ? { ply, multipv: this.multipv } : null;
  }

  // The socket (re)opened: a reconnected server knows nothing of our analysis.
  reconnected(): void {
    this.requested = null;
    this.follow();
  }

  onMessage(msg: { type: string }): boolean {
    if (msg.type !== "live_analysis") return false;
    const live = msg as LiveAnalysis;
    // A message of an analysis replaced since (another position or line count) is dropped.
    if (!this.on || !this.requested || live.ply !== this.requested.ply) return true;
    if (live.multipv !== undefined && live.multipv !== this.requested.multipv) return true;
    this.data = live;
    if (this.preview) this.host.render();
    else this.update();
    return true;
  }

  lines(): AnalysisLine[] {
    return [...(this.data?.lines ?? [])].sort((a, b) => a.multipv - b.multipv);
  }

  // The position of the line being previewed (the moves up to the one clicked), or null.
  previewBoard(base: BoardView): { board: BoardView; last: MoveView } | null {
    if (!this.preview) return null;
    const moves = this.preview.pv.slice(0, this.preview.index + 1);
    const key = `${this.requested?.ply}:${moves.map((m) => m.usi).join(" ")}`;
    if (this.previewCache?.key !== key)
      this.previewCache = { key, board: applyLine(base, moves, this.host.family()), last: moves[moves.length - 1] };
    return { board: this.previewCache.board, last: this.previewCache.last };
  }

  endPreview(): void {
    if (!this.preview) return;
    this.preview = null;
    this.host.render();
  }

  // The arrows for the board just drawn: the first move of every line, or
  // while previewing, the line's next move.
  decorateBoard(svg: SVGSVGElement, board: BoardView): void {
    this.shownBoard = board;
    if (!this.on) return;
    const specs: ArrowSpec[] = [];
    if (this.preview) {
      const next = this.preview.pv[this.preview.index + 1];
      if (next) specs.push({ move: next, multipv: 1, side: board.to_move });
    } else {
      for (const line of this.lines()) if (line.pv[0]) specs.push({ move: line.pv[0], multipv: line.multipv, side: board.to_move });
    }
    drawArrows(svg, specs);
  }

  // Everything but the board: the panel, the bar and (on a live update) the arrows.
  update(): void {
    this.renderPanel();
    this.renderBar();
    const svg = document.querySelector<SVGSVGElement>("#board-holder svg.board");
    if (svg && this.shownBoard && this.on && !this.preview) this.decorateBoard(svg, this.shownBoard);
  }

  private renderBar(): void {
    const ply = this.host.shownPly();
    this.bar.classList.toggle("flipped", this.host.flipped());
    const best = this.on ? this.lines()[0] : undefined;
    const fromReview = best ? null : this.host.reviewScore(ply);
    const score = best?.score ?? fromReview?.score;
    if (!score) {
      this.bar.hidden = !this.on;
      this.bar.dataset.win = "";
      this.bar.setAttribute("aria-label", t("Evaluation (Black's side)"));
      this.bar.style.setProperty("--win", "0.5");
      this.bar.querySelector(".eval-text")!.textContent = "";
      this.bar.parentElement?.classList.toggle("with-bar", this.on);
      return;
    }
    const win = winBlack(score, best ? best.win_black : fromReview?.win);
    this.bar.hidden = false;
    this.bar.parentElement?.classList.add("with-bar");
    this.bar.style.setProperty("--win", win.toFixed(3));
    this.bar.dataset.win = win.toFixed(3);
    this.bar.dataset.score = scoreText(score);
    const text = `☗ ${scoreText(score)} · ${percentText(win)}`;
    this.bar.setAttribute("aria-label", `${t("Evaluation (Black's side)")}: ${text}`);
    this.bar.title = `${t("Score from Black's (sente's) side")}: ${text}`;
    this.bar.querySelector(".eval-text")!.textContent = percentText(win);
  }

  // The panel's controls are made once and updated in place: engine
  // reports redraw the panel several times a second, and a control
  // replaced under the pointer loses its click (and an open list of
  // lines its choice).
  private controls: PanelControls | null = null;

  private panelControls(): PanelControls {
    if (this.controls) return this.controls;
    const head = document.createElement("div");
    head.className = "analysis-head";
    const toggle = document.createElement("button");
    toggle.type = "button";
    toggle.id = "btn-live";
    toggle.onclick = () => this.toggle();
    const label = document.createElement("label");
    label.className = "switch";
    const labelText = document.createTextNode("");
    const select = document.createElement("select");
    select.id = "multipv";
    for (let k = 1; k <= 5; k++) select.append(new Option(String(k), String(k), false, k === this.multipv));
    select.onchange = () => {
      this.multipv = Number(select.value);
      localStorage.setItem("multipv", select.value);
      this.follow();
      this.host.render();
    };
    label.append(labelText, select);
    const stats = document.createElement("span");
    stats.id = "analysis-stats";
    head.append(toggle, label, stats);
    const caption = document.createElement("div");
    caption.className = "analysis-caption";
    const list = document.createElement("ol");
    list.id = "pv-lines";
    const previewBar = document.createElement("div");
    previewBar.id = "pv-preview";
    const previewText = document.createTextNode("");
    const back = document.createElement("button");
    back.type = "button";
    back.id = "pv-preview-back";
    back.onclick = () => this.endPreview();
    previewBar.append(previewText, back);
    this.controls = { head, toggle, labelText, select, stats, caption, list, previewBar, previewText, back };
    return this.controls;
  }

  private renderPanel(): void {
    const c = this.panelControls();
    c.toggle.setAttribute("aria-pressed", String(this.on));
    c.toggle.textContent = `${this.on ? "■" : "▶"} ${t("Live analysis")}`;
    c.labelText.textContent = `${t("Lines")} `;
    if (c.select.value !== String(this.multipv)) c.select.value = String(this.multipv);
    c.stats.textContent = this.statsText();
    const parts: Node[] = [c.head];
    if (this.on) {
      c.caption.textContent = t("Scores from Black's (sente's) side: + is good for Black ☗");
      c.list.setAttribute("aria-label", t("Score from Black's (sente's) side"));
      c.list.replaceChildren(...this.lines().map((line) => this.lineItem(line)));
      parts.push(c.caption, c.list);
    }
    if (this.preview) {
      c.previewText.textContent = `${t("Previewing line {k}, move {n}", { k: this.preview.multipv, n: this.preview.index + 1 })} `;
      c.back.textContent = t("back to the position");
      parts.push(c.previewBar);
    }
    const shown = Array.from(this.panel.childNodes);
    if (shown.length !== parts.length || shown.some((node, i) => node !== parts[i])) this.panel.replaceChildren(...parts);
  }

  private statsText(): string {
    const d = this.data;
    if (!this.on || !d) return "";
    if (!d.lines.length && d.final) return t("No legal move: the game is over here.");
    if (d.state === "queued" && !d.lines.length) return t("Queued");
    return `${t("depth {d}/{s}", { d: d.depth, s: d.seldepth ?? d.depth })} · ${t("{n} nodes/s", { n: npsText(d.nps) })} · ${secondsText(d.time_ms)}${d.final ? ` · ${t("stopped")}` : ""}`;
  }

  private lineItem(line: AnalysisLine): HTMLLIElement {
    const li = document.createElement("li");
    li.dataset.multipv = String(line.multipv);
    const score = document.createElement("span");
    score.className = `pv-score ${"mate" in line.score ? "mate" : ""}`;
    const win = winBlack(line.score, line.win_black);
    score.textContent = `☗ ${scoreText(line.score)} ${percentText(win)}`;
    score.title = t("Score from Black's (sente's) side");
    li.appendChild(score);
    const ply = this.data?.ply ?? 0;
    let previousTo = this.host.lastTo(ply);
    const pv = this.preview?.multipv === line.multipv ? this.preview.pv : line.pv;
    pv.slice(0, PV_SHOWN).forEach((m, i) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "pv-move";
      b.dataset.index = String(i);
      b.dataset.usi = m.usi;
      b.textContent = this.host.moveText(m, ply + i, previousTo);
      previousTo = m.to;
      const current = this.preview?.multipv === line.multipv && this.preview.index === i;
      if (current) b.setAttribute("aria-current", "step");
      const choose = () => {
        this.preview = current ? null : { multipv: line.multipv, index: i, pv };
        this.host.render();
      };
      // The lines are redrawn on every engine report, often between a
      // press and its release, which then make no click: the release on
      // a move chooses it (the button drawn there since gets it; a touch
      // that turns into a scroll is cancelled, not released), and a click
      // without a pointer (Enter, Space) does.
      b.onpointerup = (e) => {
        if (e.button === 0) choose();
      };
      b.onclick = (e) => {
        if (e.detail === 0) choose();
      };
      li.append(" ", b);
    });
    return li;
  }
}
