// The standard PDF fonts know WinAnsi only, and pdfkit writes any other character as broken bytes that
// garble the rest of the line. So text from users passes through here on its way into the PDF.

// The characters beyond Latin-1 that WinAnsi has.
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
// Letters that lose nothing but a stroke, and dashes and spaces that look the same.
const LOOKALIKES: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  ı: "i",
  "\u2010": "-",
  "\u2011": "-",
  "\u2212": "-",
  "\u2009": " ",
  "\u202f": " ",
};
const LATIN_1_PRINTABLE = /^[\x20-\x7e\xa0-\xff]+$/;

function fallback(char: string): string {
  const lookalike = LOOKALIKES[char];
  if (lookalike) return lookalike;
  // "ő" → "o", "ș" → "s": the base letter reads better than a question mark.
  const base = char.normalize("NFD").replace(/\p{M}/gu, "");
  return base && LATIN_1_PRINTABLE.test(base) ? base : "?";
}

/** Text the standard fonts can show: line breaks kept, other control characters as spaces, the rest mapped. */
export function pdfText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n]/gu, " ")
    .replace(/[^\n\x20-\x7e\xa0-\xff]/gu, (char) => (WIN_ANSI_EXTRA.has(char) ? char : fallback(char)));
}
