// How a BoardView cell token is drawn: its owner, its parts (a merge piece
// has two), and each part's label in kanji or international letters.

export interface PiecePart {
  letter: string; // uppercase SFEN letter
  promoted: boolean;
}

export interface PieceToken {
  white: boolean;
  parts: PiecePart[];
  raw: string;
}

// Parses "P", "+p", and combined tokens: any run of (optional "+", letter)
// pairs, with brackets or separators ignored ("[LN]", "L&N", "+L+N").
export function parseToken(raw: string): PieceToken | null {
  if (!raw) return null;
  const parts: PiecePart[] = [];
  let promoted = false;
  let white: boolean | null = null;
  for (const ch of raw) {
    if (ch === "+") {
      promoted = true;
    } else if (/[A-Za-z]/.test(ch)) {
      if (white === null) white = ch === ch.toLowerCase();
      parts.push({ letter: ch.toUpperCase(), promoted });
      promoted = false;
    }
  }
  if (parts.length === 0) return { white: false, parts: [{ letter: raw, promoted: false }], raw };
  return { white: white ?? false, parts, raw };
}

// Shogi family (9x9). King: 王 for the side moving first's opponent is a
// convention; both sides get 玉 / 王 by colour here (black 玉, white 王).
const shogiKanji: Record<string, string> = {
  K: "玉", R: "飛", B: "角", G: "金", S: "銀", N: "桂", L: "香", P: "歩",
  "+R": "龍", "+B": "馬", "+S": "全", "+N": "圭", "+L": "杏", "+P": "と",
};
const shogiNames: Record<string, string> = {
  K: "King", R: "Rook", B: "Bishop", G: "Gold", S: "Silver", N: "Knight", L: "Lance", P: "Pawn",
  "+R": "Dragon", "+B": "Horse", "+S": "Promoted silver", "+N": "Promoted knight", "+L": "Promoted lance",
  "+P": "Tokin",
};

// Chu shogi (docs/rules chu.md piece table): the usual one-character abbreviations.
const chuKanji: Record<string, string> = {
  K: "玉", E: "象", T: "虎", G: "金", S: "銀", C: "銅", F: "豹", I: "仲", P: "歩", O: "麒", X: "鳳",
  L: "香", A: "反", M: "横", V: "竪", R: "飛", B: "角", D: "龍", H: "馬", Q: "奔", N: "獅",
  "+E": "太", "+T": "鹿", "+G": "飛", "+S": "竪", "+C": "横", "+F": "角", "+I": "象", "+P": "金",
  "+O": "獅", "+X": "奔", "+L": "駒", "+A": "鯨", "+M": "猪", "+V": "牛", "+R": "龍", "+B": "馬",
  "+D": "鷲", "+H": "鷹",
};
const chuNames: Record<string, string> = {
  K: "King", E: "Drunk Elephant", T: "Blind Tiger", G: "Gold", S: "Silver", C: "Copper", F: "Ferocious Leopard",
  I: "Go-Between", P: "Pawn", O: "Kirin", X: "Phoenix", L: "Lance", A: "Reverse Chariot", M: "Side Mover",
  V: "Vertical Mover", R: "Rook", B: "Bishop", D: "Dragon King", H: "Dragon Horse", Q: "Free King", N: "Lion",
  "+E": "Crown Prince", "+T": "Flying Stag", "+G": "Rook", "+S": "Vertical Mover", "+C": "Side Mover",
  "+F": "Bishop", "+I": "Drunk Elephant", "+P": "Gold", "+O": "Lion", "+X": "Free King", "+L": "White Horse",
  "+A": "Whale", "+M": "Free Boar", "+V": "Flying Ox", "+R": "Dragon King", "+B": "Dragon Horse",
  "+D": "Soaring Eagle", "+H": "Horned Falcon",
};
// International labels for chu's promoted pieces: the letters players use in
// Western diagrams (promoted gold is a rook, so "R", and so on).
const chuLetters: Record<string, string> = {
  "+E": "CP", "+T": "FS", "+G": "R", "+S": "VM", "+C": "SM", "+F": "B", "+I": "DE", "+P": "G", "+O": "Ln",
  "+X": "FK", "+L": "WH", "+A": "W", "+M": "FB", "+V": "FO", "+R": "DK", "+B": "DH", "+D": "SE", "+H": "HF",
  E: "DE", T: "BT", C: "C", F: "FL", I: "GB", O: "Ki", X: "Ph", A: "RC", M: "SM", V: "VM", D: "DK",
  H: "DH", Q: "FK", N: "Ln",
};

function key(part: PiecePart): string {
  return (part.promoted ? "+" : "") + part.letter;
}

// Chu's two-character names, as on real pieces (the second piece set).
const chuKanji2: Record<string, string> = {
  K: "玉将", E: "酔象", T: "盲虎", G: "金将", S: "銀将", C: "銅将", F: "猛豹", I: "仲人", P: "歩兵", O: "麒麟",
  X: "鳳凰", L: "香車", A: "反車", M: "横行", V: "竪行", R: "飛車", B: "角行", D: "龍王", H: "龍馬", Q: "奔王",
  N: "獅子", "+E": "太子", "+T": "飛鹿", "+G": "飛車", "+S": "竪行", "+C": "横行", "+F": "角行", "+I": "酔象",
  "+P": "と金", "+O": "獅子", "+X": "奔王", "+L": "白駒", "+A": "鯨鯢", "+M": "奔猪", "+V": "飛牛", "+R": "龍王",
  "+B": "龍馬", "+D": "飛鷲", "+H": "角鷹",
};
const shogiKanji2: Record<string, string> = {
  K: "玉将", R: "飛車", B: "角行", G: "金将", S: "銀将", N: "桂馬", L: "香車", P: "歩兵",
  "+R": "龍王", "+B": "龍馬", "+S": "成銀", "+N": "成桂", "+L": "成香", "+P": "と金",
};

// style: "kanji" (one character), "kanji2" (two), "intl" (letters; also when
// `international`), "pict" (pictograms: the letters label a merge piece's halves).
export function partLabel(family: string, part: PiecePart, international: boolean, white: boolean, style = "kanji"): string {
  const k = key(part);
  if (international || style === "intl" || style === "pict") {
    if (family === "chu") return chuLetters[k] ?? k;
    return k;
  }
  if (style === "kanji2") {
    if (k === "K") return white ? "王将" : "玉将";
    return (family === "chu" ? chuKanji2 : shogiKanji2)[k] ?? k;
  }
  if (family === "chu") return chuKanji[k] ?? k;
  if (k === "K") return white ? "王" : "玉";
  return shogiKanji[k] ?? k;
}

export function partName(family: string, part: PiecePart, language = "en"): string {
  const k = key(part);
  if (language === "ja") return (family === "chu" ? chuKanji2 : shogiKanji2)[k] ?? "";
  return (family === "chu" ? chuNames[k] : shogiNames[k]) ?? k;
}

export function isPromotedLook(part: PiecePart): boolean {
  return part.promoted;
}

// The letter in the middle of a pictogram: the international label without
// the "+" (a promoted piece is drawn red).
export function pictogramLetter(family: string, part: PiecePart): string {
  return partLabel(family, part, true, false).replace("+", "");
}

export function partKey(part: PiecePart): string {
  return key(part);
}
