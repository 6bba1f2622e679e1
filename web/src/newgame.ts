// The new-game form: variant (with its rules summary and options), who plays
// which side, engine strength, time control, and an optional position to
// start from (SFEN, a USI position with moves, or a KIF or CSA record pasted
// or opened from a file: the import of a record).
import type { VariantInfo } from "./api";
import { lang, t } from "./i18n";
import { ruleSummary } from "./guide";
import { isCsa, isKif } from "./recordformat";

function field(label: string, input: HTMLElement): HTMLLabelElement {
  const l = document.createElement("label");
  l.className = "field";
  const span = document.createElement("span");
  span.textContent = t(label);
  l.append(span, input);
  return l;
}

function select(id: string, options: [string, string][], value?: string): HTMLSelectElement {
  const s = document.createElement("select");
  s.id = id;
  for (const [v, text] of options) s.appendChild(new Option(t(text), v, false, v === value));
  return s;
}

// KIF and CSA files come as UTF-8 (.kifu) or Shift_JIS (.kif).
function decodeRecord(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("shift_jis").decode(bytes);
  }
}

export function renderNewGame(
  panel: HTMLElement, variants: VariantInfo[], engine: boolean, start: (request: object) => void,
  guide: (variant: string) => void,
): void {
  panel.replaceChildren();
  const h = document.createElement("h2");
  h.textContent = t("New game");
  const form = document.createElement("form");
  form.id = "new-game";
  const variant = select("ng-variant", variants.map((v) => [v.name, lang() === "ja" ? `${v.title_ja} (${v.title})` : `${v.title} ${v.title_ja}`]));
  const guideButton = Object.assign(document.createElement("button"), { type: "button", id: "ng-guide", textContent: t("Rules and pieces") });
  guideButton.onclick = () => guide(variant.value);
  const summary = document.createElement("p");
  summary.id = "ng-summary";
  summary.className = "summary";
  const optionsBox = document.createElement("div");
  optionsBox.id = "ng-options";
  // Who moves first: the variant's FirstPlayer option where it has one, else this.
  const first = select("ng-first", [["black", "Black ☗ (sente)"], ["white", "White ☖ (gote)"]], "black");
  const firstField = field("First move", first);
  const modes: [string, string][] = [["human-black", "Me (black ☗) vs engine"], ["human-white", "Engine vs me (white ☖)"],
    ["hotseat", "Two people at this board"], ["engines", "Engine vs engine"]];
  const mode = select("ng-mode", engine ? modes : [modes[2]], engine ? "human-black" : "hotseat");
  const level = select("ng-level", [1, 2, 3, 4, 5, 6].map((n) => [String(n), t("Level {n}", { n })]), "3");
  const clock = select("ng-clock", [["none", "No clock"], ["600+30b", "10 min + 30 s byoyomi"],
    ["300+5i", "5 min + 5 s increment"], ["0+10b", "10 s per move"], ["custom", "Custom…"]], "none");
  clock.id = "ng-clock";
  const minutes = Object.assign(document.createElement("input"), { id: "ng-minutes", type: "number", min: "0", value: "10" });
  const byoyomi = Object.assign(document.createElement("input"), { id: "ng-byoyomi", type: "number", min: "0", value: "30" });
  const increment = Object.assign(document.createElement("input"), { id: "ng-increment", type: "number", min: "0", value: "0" });
  const custom = document.createElement("div");
  custom.className = "custom-clock";
  custom.append(field("Minutes", minutes), field("Byoyomi s", byoyomi), field("Increment s", increment));
  custom.hidden = true;
  const position = Object.assign(document.createElement("textarea"), {
    id: "ng-position", rows: 3,
    placeholder: t("optional: an SFEN, 'sfen … moves …' / 'startpos moves …', a KIF record (shogi family, chu) or a CSA record (shogi)"),
  });
  const kifFile = Object.assign(document.createElement("input"), { id: "ng-kif-file", type: "file", accept: ".kif,.kifu,.csa,.txt" });
  // A .csa file is CSA whatever its content looks like; otherwise the content decides.
  let csaFile = false;
  kifFile.onchange = async () => {
    const file = kifFile.files?.[0];
    if (!file) return;
    position.value = decodeRecord(await file.arrayBuffer());
    csaFile = /\.csa$/i.test(file.name);
  };
  position.oninput = () => (csaFile = false);
  const submit = Object.assign(document.createElement("button"), { type: "submit", id: "ng-start", textContent: t("Start") });

  const showVariant = () => {
    const v = variants.find((x) => x.name === variant.value);
    summary.textContent = v ? `${ruleSummary(v)} (${t("rules")} ${v.rule_ids})` : "";
    optionsBox.replaceChildren();
    for (const o of v?.options ?? []) {
      let input: HTMLInputElement | HTMLSelectElement;
      if (o.type === "combo") input = select(`opt-${o.name}`, (o.values ?? []).map((x) => [x, x]), o.default);
      else if (o.type === "check") input = Object.assign(document.createElement("input"), { type: "checkbox", checked: o.default === "true" });
      else input = Object.assign(document.createElement("input"), { type: "number", min: String(o.min), max: String(o.max), value: o.default });
      input.dataset.option = o.name;
      input.title = o.help;
      optionsBox.appendChild(field(o.name, input));
    }
    firstField.hidden = !!v?.options.some((o) => o.name === "FirstPlayer");
  };
  variant.onchange = showVariant;
  // Hidden fields are also disabled: a leftover invalid value must not block Start.
  const showClock = () => {
    custom.hidden = clock.value !== "custom";
    for (const input of [minutes, byoyomi, increment]) input.disabled = custom.hidden;
  };
  clock.onchange = showClock;
  showClock();
  showVariant();

  form.onsubmit = (e) => {
    e.preventDefault();
    const options: Record<string, string> = {};
    for (const input of optionsBox.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-option]")) {
      options[input.dataset.option!] = input instanceof HTMLInputElement && input.type === "checkbox"
        ? String(input.checked) : input.value;
    }
    const eng = { type: "engine", level: Number(level.value) };
    const human = { type: "human" };
    const players = {
      "human-black": { black: human, white: eng },
      "human-white": { black: eng, white: human },
      hotseat: { black: human, white: human },
      engines: { black: eng, white: eng },
    }[mode.value];
    let time_control: object | null = null;
    const preset = /^(\d+)\+(\d+)([bi])$/.exec(clock.value);
    if (preset) {
      const [main, extra] = [Number(preset[1]) * 1000, Number(preset[2]) * 1000];
      time_control = preset[3] === "b" ? { initial_ms: main, byoyomi_ms: extra } : { initial_ms: main, increment_ms: extra };
    } else if (clock.value === "custom") {
      time_control = {
        initial_ms: Math.round(Number(minutes.value) * 60000),
        byoyomi_ms: Math.round(Number(byoyomi.value) * 1000),
        increment_ms: Math.round(Number(increment.value) * 1000),
      };
    }
    const request: Record<string, unknown> = { variant: variant.value, options, players, time_control };
    const pos = position.value.trim();
    if (pos && (csaFile || isCsa(pos))) {
      // CSA is standard shogi: the record says everything but the players and clock.
      request.csa = pos;
      delete request.variant;
      delete request.options;
    } else if (isKif(pos)) {
      // The record names its own variant and options; the chosen variant applies when it does not.
      request.kif = pos;
      delete request.options;
    } else if (pos) {
      if (/^(position\s+)?(startpos|sfen)\b/.test(pos)) request.position = pos;
      else request.sfen = pos;
    } else if (!firstField.hidden && first.value === "white") {
      request.first = "white";
    }
    start(request);
  };
  const variantRow = field("Variant", variant);
  variantRow.appendChild(guideButton);
  form.append(variantRow, summary, optionsBox, firstField, field("Players", mode), field("Engine", level),
    field("Clock", clock), custom, field("Start from", position), field("KIF or CSA file", kifFile), submit);
  panel.append(h, form);
}
