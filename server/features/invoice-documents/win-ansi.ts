// pdfkit's standard fonts (Helvetica) write text in WinAnsi: Latin-1 plus a few dozen extras (€, Œ, Š, „…).
// A character outside it would print as a wrong glyph, so it is spelled with the nearest that fits.

/** The characters WinAnsi adds to Latin-1 in 0x80–0x9F (pdfkit's WIN_ANSI_MAP). */
const EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Letters NFD cannot reduce to a base letter, and typography with a plain twin. */
const NEAREST: Readonly<Record<string, string>> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŀ: "L",
  ŀ: "l",
  Ŧ: "T",
  ŧ: "t",
  ĸ: "k",
  Ŋ: "N",
  ŋ: "n",
  "\u2212": "-",
  "\u2010": "-",
  "\u2011": "-",
  "\u202f": " ",
  "\u2009": " ",
  "\u2007": " ",
  // Trip titles name their route with arrows ("CDG → LIS").
  "\u2192": "->",
  "\u2190": "<-",
  "\u2194": "<->",
};

function fits(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRAS.has(char) || char === "\n"
  );
}

/** The text as Helvetica can print it: accents kept where WinAnsi has them, dropped where not, else "?". */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (fits(char)) out += char;
    else if (char === "\t") out += " ";
    else if (char === "\r") continue;
    else if (NEAREST[char] !== undefined) out += NEAREST[char];
    else {
      // "ő" → "o" + combining mark: keep the base letter when it fits.
      const base = char.normalize("NFD")[0] ?? "";
      out += base !== char && fits(base) ? base : "?";
    }
  }
  return out;
}
