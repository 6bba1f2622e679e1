// The interface in English and Japanese. Keys are the English text; a key
// with no Japanese entry shows in English. The language comes from the saved
// preference, else the browser's; the header's switch changes it.

import { errorJa } from "./errors_ja";

export type Lang = "en" | "ja";

const ja: Record<string, string> = {
  "New game": "新規対局", "Saved games": "保存した棋譜", "International labels": "国際式の駒",
  Language: "言語", Flip: "盤を反転", Takeback: "待った", Pass: "じっと", "Offer draw": "引き分けを提案",
  Resign: "投了", Analyse: "検討", "Draw offered:": "引き分けの提案：", Accept: "受ける", Decline: "断る",
  Moves: "棋譜", "Japanese notation": "日本式表記", "back to the game": "対局に戻る", Record: "棋譜の書き出し",
  Download: "ダウンロード", Close: "閉じる", Cancel: "やめる",
  "Black ☗": "先手 ☗", "White ☖": "後手 ☖", Black: "先手", White: "後手",
  "{side} to move": "{side}の手番", "engine (level {n})": "エンジン（レベル{n}）", human: "人",
  " — thinking…": " — 思考中…", "Game over": "対局終了", "Check!": "王手！",
  "{side} wins": "{side}の勝ち", Draw: "引き分け",
  "Viewing move {n} of {m}": "{m}手中{n}手目を表示中",
  "You are in check: this piece cannot answer it.": "王手がかかっています。この駒では王手を防げません。",
  "A capture is compulsory: this piece cannot capture.": "取れる駒は取らなければなりません。この駒は取れません。",
  "This piece has no legal move.": "この駒は動かせません。",
  "It is not your turn.": "手番ではありません。",
  "Resign this game?": "投了しますか？", "Yes, resign": "投了する",
  "Choose the move": "指し手を選んでください", "Promote?": "成りますか？", "Which piece passes?": "どの駒がじっとしますか？",
  "The engine declines the draw": "エンジンは引き分けを断りました", "Best move: {m}": "最善手：{m}",
  "Show a record first (USI, SFEN, moves, KIF or CSA)": "先に棋譜を表示してください（USI・SFEN・指し手・KIF・CSA）",
  Comment: "コメント", "KIF (shogi family and chu)": "KIF（将棋系・中将棋）", "CSA (standard shogi)": "CSA（本将棋のみ）", "KIF or CSA file": "KIF・CSAファイル",
  "No games yet.": "まだ対局がありません。", "All variants": "すべての種目", Variant: "種目", Date: "日時",
  Players: "対局者", Result: "結果", Length: "手数", Delete: "削除", "Delete game {id}?": "対局 {id} を削除しますか？",
  "{n} move": "{n}手", "{n} moves": "{n}手", "in progress": "対局中", you: "あなた", engine: "エンジン",
  "A move: 7g7f or ７六歩": "指し手：7g7f や ７六歩", "A move: 1i1d": "指し手：1i1d",
  "Move entry": "指し手入力", Play: "指す", "No legal move matches '{m}'": "「{m}」に合う合法手がありません",
  "'{m}' is ambiguous: {list}": "「{m}」は曖昧です：{list}",
  Sound: "音", Theme: "盤の色", Pieces: "駒", "Board wood": "木目", "Dark wood": "濃い木目", Green: "緑", Blue: "青",
  "Kanji (1 character)": "漢字（一文字）", "Kanji (2 characters)": "漢字（二文字）", International: "国際式", "International letters": "国際式（文字）",
  "International pictograms": "国際式（動きの絵）",
  "Reconnecting…": "再接続中…", "Piece guide": "駒の動き", Rules: "ルール",
  "Rules and pieces": "ルールと駒", "promotes to {p}": "成ると{p}", "does not promote": "成らない",
  "Steps once": "一マス動く", "Ranges (any distance)": "何マスでも動く", "Lion power (two steps)": "獅子の動き（二歩）",
  Jumps: "跳ぶ", "Move": "指し手",
  "Black ☗ (sente)": "先手 ☗", "White ☖ (gote)": "後手 ☖", "Byoyomi s": "秒読み（秒）", Clock: "持ち時間",
  "Custom…": "自由設定…", "Engine vs engine": "エンジン同士", "Engine vs me (white ☖)": "エンジン対自分（後手 ☖）",
  Engine: "エンジン", "First move": "先手番", "Increment s": "加算（秒）",
  "Me (black ☗) vs engine": "自分（先手 ☗）対エンジン", Minutes: "持ち時間（分）", "No clock": "時間無制限",
  "Start from": "開始局面", Start: "対局開始", "Two people at this board": "二人で対局", rules: "ルール",
  "10 min + 30 s byoyomi": "10分 + 秒読み30秒", "5 min + 5 s increment": "5分 + 1手5秒加算", "10 s per move": "1手10秒",
  "Level {n}": "レベル{n}", Settings: "設定", Analysis: "検討", "mate {n}": "{n}手詰", "depth {n}": "深さ{n}",
  "{n} nodes": "{n}局面", FirstPlayer: "先手", Declaration: "入玉宣言", CapturePriority: "取る義務の判定",
  ChuRules: "中将棋のルール", ChuLanceLastRankPromotion: "香車の最終段での成り", PlyLimit: "手数制限", "Lion: every step": "獅子を一歩ずつ",
  "optional: an SFEN, 'sfen … moves …' / 'startpos moves …', a KIF record (shogi family, chu) or a CSA record (shogi)":
    "任意：SFEN、「sfen … moves …」/「startpos moves …」、KIF棋譜（将棋系・中将棋）またはCSA棋譜（将棋）",
};

const dictionaries: Record<Lang, Record<string, string>> = { en: {}, ja };

// Modules with their own texts (analysis, review) add their Japanese here.
export function addJapanese(entries: Record<string, string>): void {
  Object.assign(ja, entries);
}

export function initialLang(): Lang {
  const saved = localStorage.getItem("lang");
  if (saved === "en" || saved === "ja") return saved;
  return navigator.language.toLowerCase().startsWith("ja") ? "ja" : "en";
}

let current: Lang = initialLang();

export function lang(): Lang {
  return current;
}

export function setLang(l: Lang): void {
  current = l;
  localStorage.setItem("lang", l);
  document.documentElement.lang = l;
  applyStatic();
}

export function t(key: string, vars: Record<string, string | number> = {}): string {
  const text = dictionaries[current][key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k) => String(vars[k] ?? `{${k}}`));
}

// Elements written in index.html carry their English text as data-i18n.
export function applyStatic(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>("[data-i18n]")) el.textContent = t(el.dataset.i18n!);
  for (const el of root.querySelectorAll<HTMLElement>("[data-i18n-label]")) el.setAttribute("aria-label", t(el.dataset.i18nLabel!));
}

// Endings in Japanese by their stable code; the server's English reason otherwise.
const reasonsJa: Record<string, string> = {
  checkmate: "詰み", resignation: "投了", time: "時間切れ", agreement: "合意", sennichite: "千日手",
  "perpetual-check": "連続王手の千日手", declaration: "入玉宣言", "royal-captured": "玉を取られた",
  "bare-king": "裸玉", "five-in-a-row": "五目並び", "reduced-to-one": "残り一枚", "all-captured": "全部取られた",
  "lead-held": "差を保った", repetition: "同一局面の繰り返し", "no-legal-move": "指す手がない",
  stalemate: "手詰まり", "illegal-move": "反則",
};

export function reasonText(code: string, reason: string): string {
  return current === "ja" ? reasonsJa[code] ?? errorJa(reason) : reason;
}
