// Which kind of text the new-game form was given to start from: a KIF or CSA
// record (sent as such) rather than an SFEN or a USI position.

// A KIF record rather than an SFEN or a USI position: several lines, or Japanese text.
export function isKif(text: string): boolean {
  return /\n/.test(text.trim()) || /[^\x00-\x7F]/.test(text);
}

// A CSA record (standard shogi): a version line, a PI/P1 position line or a
// CSA move (+7776FU), and no KIF header (KIF's headers use the full-width ：).
export function isCsa(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((l) => !l.startsWith("'"));
  return lines.some((l) => /^(V[23](\.\d+)?\s*$|PI|P1|[+-]\d{4}[A-Z]{2}\b)/.test(l)) && !lines.some((l) => l.includes("："));
}
