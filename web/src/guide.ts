// The piece and rules guide: for a variant, a diagram of each piece's moves
// (steps, ranging lines, jumps, lion power), what it promotes to, and a short
// summary of the rules (English from the server, Japanese here; both from
// /work/shared/rules). Opened from the new-game form, the board's button, or
// a click on a piece that is not being moved.
import type { VariantInfo } from "./api";
import { lang, t } from "./i18n";
import { partLabel, partName, pictogramLetter, type PieceToken } from "./pieces";
import { pictogramIcon } from "./pictograms";
import {
  chuMoves, chuOrder, chuPromotes, f, orth, ranges, shogiMoves, shogiOrder, shogiPromotes, steps, type Pattern,
} from "./piecemoves";

// Chu's promoted pieces that move as an unpromoted kind share its entry.
const chuSame: Record<string, string> = {
  "+G": "R", "+S": "V", "+C": "M", "+F": "B", "+I": "E", "+P": "G", "+O": "N", "+X": "Q", "+R": "D", "+B": "H",
};

// The rule summary in the page's language (English: the server's).
export function ruleSummary(info: VariantInfo): string {
  return lang() === "ja" ? summariesJa[info.name] ?? info.summary : info.summary;
}

// Japanese rule summaries (the English ones are the server's).
const summariesJa: Record<string, string> = {
  shogi: "9×9の本将棋。持ち駒を打てます。二歩・行き所のない駒・打ち歩詰めは反則。指す手がない側の負け。同一局面4回は千日手で引き分け（連続王手の側は負け）。",
  forcedcapture: "取れる駒があれば必ず取らなければならない将棋（どの駒で取ってもよく、その間は打てません）。指す手がない側の負け。王手のときも、取る応手があればそれを指します。",
  "forcedcapture-kingonly": "取る一手将棋。王手のときは玉だけが動けます（取っても取らなくてもよい）。",
  "forcedcapture-kingcapture": "取る一手将棋。王手のときは玉が自由に動くか、王手をかけた駒を取ります。合駒はできません。",
  trueforcedcapture: "取る一手将棋。王手のときはどの応手でもよく、取る義務はありません。",
  friendcapture: "味方の駒も敵の駒と同じように取れる将棋（玉も取る側になれます。自玉は取れません）。取った味方の駒は成りを戻して自分の持ち駒になります。",
  swappergold: "金（と金など金の動きの駒）は、動く代わりに一マス先の味方の駒（玉を含む）と入れ替われます。入れ替わった駒は敵陣にかかれば成れます。",
  swapshogi: "どの駒（玉を含む）も、動く代わりに届く範囲の味方の駒と入れ替われます。敵陣にかかれば両方とも成れます。",
  mergeshogi: "玉以外の駒は、届く味方の駒の上に動いて合体できます（互いに動きが増える場合）。合体した駒は両方の動きを持ち、取られると両方が成りを戻して相手の持ち駒になります。",
  chushogi: "12×12、一方46枚、持ち駒なし。獅子は一手で二回動けます。玉（と太子）をすべて取るか、単独の玉を詰めるか、相手を裸玉にすれば勝ち。日本中将棋連盟のルールが標準。",
  hasami: "9×9、一段目に歩9枚ずつ。駒は飛車のように動きます。相手の駒の列を自分の駒で挟むと取れます。隅の駒は隣の二マスを占めれば取れます。相手を残り一枚にすれば勝ち。",
  "hasami-captureall": "はさみ将棋。相手の駒をすべて取れば勝ち。",
  "hasami-onestep": "駒が縦横に一マスだけ動くはさみ将棋。相手の駒をすべて取れば勝ち。",
  "hasami-onestep18": "一歩ずつのはさみ将棋を二段18枚ずつで。相手の駒をすべて取れば勝ち。",
  daihasami: "9×9、二段に18枚ずつ。飛車のように動くか、隣の駒を跳び越えます（跳ばれた駒は取られません）。挟んで取ります。自陣二段の外で縦か横に5枚並べれば勝ち。両者5枚未満なら引き分け。",
  "daihasami-diagonal": "大はさみ将棋。斜めの五枚並びでも勝ち。",
  "daihasami-onestep": "駒が縦横に一マス動く大はさみ将棋（跳び越しはあり）。斜めの五枚並びでも勝ち。",
  makayek: "8×8、一段目と三段目に16枚ずつ。駒は飛車のように動きます。挟んで取るほか、相手の二枚の間に入ると両方取れます（割り込み）。隅の規則なし。全部取れば勝ち。",
  "hasami-jsa": "はさみ将棋の盤と動き。5枚取るか、3枚差をつけて次の手番までその差を保てば勝ち。",
};

const NS = "http://www.w3.org/2000/svg";
function el(tag: string, attrs: Record<string, string | number>, parent?: Element): SVGElement {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  parent?.appendChild(e);
  return e;
}

// A 5x5 diagram with the piece in the middle: dots for steps, rings for
// jumps, lines with arrow heads for ranging moves, shaded squares for lion power.
export function moveDiagram(pattern: Pattern, label: string): SVGSVGElement {
  const n = 5, c = 18, size = n * c;
  const svg = el("svg", { viewBox: `0 0 ${size} ${size}`, width: size, height: size, class: "move-diagram", role: "img",
    "aria-label": label }) as SVGSVGElement;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) el("rect", { x: x * c, y: y * c, width: c, height: c, class: "dg-sq" }, svg);
  const mid = (v: number) => (v + 2) * c + c / 2;
  const lion = (dx: number, dy: number) => el("rect", { x: (dx + 2) * c + 1, y: (dy + 2) * c + 1, width: c - 2, height: c - 2, class: "dg-lion" }, svg);
  for (const [kind, dx, dy] of pattern) {
    if (kind === "L") {
      for (let y = -2; y <= 2; y++) for (let x = -2; x <= 2; x++) if (x || y) lion(x, y);
    } else if (kind === "l") {
      lion(dx, dy);
      lion(2 * dx, 2 * dy);
    } else if (kind === "s") {
      el("circle", { cx: mid(dx), cy: mid(dy), r: c * 0.25, class: "dg-step" }, svg);
    } else if (kind === "j") {
      el("circle", { cx: mid(dx), cy: mid(dy), r: c * 0.3, class: "dg-jump" }, svg);
    } else {
      el("line", { x1: mid(0) + dx * c * 0.4, y1: mid(0) + dy * c * 0.4, x2: mid(2 * dx), y2: mid(2 * dy), class: "dg-range" }, svg);
      el("circle", { cx: mid(2 * dx), cy: mid(2 * dy), r: c * 0.18, class: "dg-range-end" }, svg);
    }
  }
  el("rect", { x: 2 * c + 2, y: 2 * c + 2, width: c - 4, height: c - 4, class: "dg-self" }, svg);
  return svg;
}

function pieceEntry(family: string, key: string, promotes: string | undefined, style: string): HTMLElement {
  const part = { letter: key.replace("+", ""), promoted: key.startsWith("+") };
  const div = document.createElement("div");
  div.className = "guide-piece";
  div.dataset.piece = key;
  const moves = (family === "chu" ? chuMoves : shogiMoves)[key] ?? [];
  const kanji = partLabel(family, part, false, false, style === "intl" || style === "pict" ? "kanji" : style);
  const name = (lang() === "ja" && partName(family, part, "ja")) || partName(family, part);
  // The pictogram set shows each piece as it stands on the board, under its diagram.
  if (style === "pict") {
    const figure = document.createElement("div");
    figure.className = "guide-figure";
    figure.append(moveDiagram(moves, name), pictogramIcon(family, key, pictogramLetter(family, part)));
    div.appendChild(figure);
  } else div.appendChild(moveDiagram(moves, name));
  const text = document.createElement("div");
  const title = document.createElement("strong");
  title.textContent = `${kanji} ${partLabel(family, part, true, false)} — ${name}`;
  text.appendChild(title);
  const other = lang() === "ja" ? partName(family, part) : partName(family, part, "ja");
  if (other && other !== name) text.append(` (${other})`);
  const p = document.createElement("div");
  p.className = "guide-promo";
  if (promotes) {
    const to = { letter: promotes.replace("+", ""), promoted: true };
    const toName = (lang() === "ja" && partName(family, to, "ja")) || partName(family, to);
    p.textContent = t("promotes to {p}", { p: `${partLabel(family, to, false, false, style === "intl" || style === "pict" ? "kanji" : style)} ${toName}` });
  } else if (!key.startsWith("+")) p.textContent = t("does not promote");
  text.appendChild(p);
  div.appendChild(text);
  return div;
}

function legend(): HTMLElement {
  const p = document.createElement("p");
  p.className = "guide-legend";
  const item = (pattern: Pattern, key: string) => {
    const span = document.createElement("span");
    span.append(moveDiagram(pattern, t(key)), ` ${t(key)}`);
    return span;
  };
  p.append(item(steps(f), "Steps once"), item(ranges(f), "Ranges (any distance)"), item([["j", 0, -2]], "Jumps"),
    item([["l", 0, -1]], "Lion power (two steps)"));
  return p;
}

// Opens the guide; `focus` scrolls to and marks one piece (a click on the board).
export function openGuide(variant: string, family: string, variants: VariantInfo[], style: string,
                          focus: PieceToken | null): void {
  const d = document.getElementById("dialog")!;
  d.innerHTML = "";
  const box = document.createElement("div");
  box.className = "dialog-box guide";
  box.id = "guide";
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-modal", "true");
  const info = variants.find((v) => v.name === variant);
  const h = document.createElement("h2");
  h.id = "guide-title";
  h.textContent = `${t("Rules and pieces")}: ${info ? (lang() === "ja" ? info.title_ja : info.title) : variant}`;
  box.setAttribute("aria-labelledby", h.id);
  const close = document.createElement("button");
  close.type = "button";
  close.className = "guide-close";
  close.textContent = t("Close");
  const finish = () => {
    d.hidden = true;
    d.innerHTML = "";
    document.removeEventListener("keydown", onKey, true);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      finish();
    }
  };
  document.addEventListener("keydown", onKey, true);
  close.onclick = finish;
  const rules = document.createElement("p");
  rules.id = "guide-rules";
  rules.textContent = info ? ruleSummary(info) : "";
  if (info?.rule_ids) rules.append(` (${info.rule_ids})`);
  box.append(close, h, rules);
  if (family === "hasami") {
    const p = document.createElement("div");
    p.className = "guide-piece";
    const onestep = /onestep/.test(variant);
    const jumps = /^daihasami/.test(variant);
    const pattern: Pattern = onestep ? steps(...orth) : ranges(...orth);
    if (jumps) pattern.push(["j", 0, -2], ["j", 0, 2], ["j", -2, 0], ["j", 2, 0]);
    p.appendChild(moveDiagram(pattern, "stone"));
    box.appendChild(p);
  } else {
    box.appendChild(legend());
    const list = document.createElement("div");
    list.className = "guide-pieces";
    const order = family === "chu" ? chuOrder : shogiOrder;
    const promotes = family === "chu" ? chuPromotes : shogiPromotes;
    for (const key of order) list.appendChild(pieceEntry(family, key, promotes[key], style));
    box.appendChild(list);
  }
  d.appendChild(box);
  d.hidden = false;
  if (focus && family !== "hasami") {
    const part = focus.parts[0];
    const key = (part.promoted ? "+" : "") + part.letter;
    // A promoted piece that moves as an unpromoted one (chu +G is a rook) has its own entry only when it differs.
    const shown = family === "chu" ? chuSame[key] ?? key : key;
    const entry = box.querySelector<HTMLElement>(`.guide-piece[data-piece="${CSS.escape(shown)}"]`);
    if (entry) {
      entry.classList.add("focus");
      entry.scrollIntoView({ block: "center" });
    }
  }
  close.focus();
}
