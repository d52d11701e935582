/**
 * Turns a name into the A–Z form of a passport's machine-readable zone (ICAO Doc 9303 part 3),
 * which is what airlines accept in reservations: "Müller" → "MUELLER", "Çelik" → "CELIK".
 * Spaces and hyphens survive; every other character outside A–Z is dropped.
 */
export function transliterate(text: string): string {
  const clusters = toClusters(text.normalize("NFC").toUpperCase());
  let out = "";
  for (let i = 0; i < clusters.length; i++) {
    const cluster = clusters[i]!;
    const composed = cluster.normalize("NFC");
    const mapped = LATIN[composed] ?? CYRILLIC[composed];
    if (mapped !== undefined) {
      out += mapped;
    } else if (cluster[0]! in GREEK) {
      const greek = greekAt(clusters, i);
      out += greek.latin;
      i += greek.consumed - 1;
    } else {
      // NFD split the accent off as a combining mark: keep the base letter only.
      out += cluster[0];
    }
  }
  return out
    .replace(/\s+/g, " ")
    .replace(/[^A-Z -]/g, "")
    .replace(/ {2,}/g, " ")
    .trim();
}

// Letters Doc 9303 spells out explicitly, or that NFD cannot reduce to a base letter; the
// first recommended form is used (Ä → AE, not A), as German, Swedish and Danish passports do.
// ß and ı need no entry: toUpperCase already turns them into SS and I.
const LATIN: Readonly<Record<string, string>> = {
  Ä: "AE",
  Å: "AA",
  Æ: "AE",
  Ö: "OE",
  Ø: "OE",
  Œ: "OE",
  Ü: "UE",
  ẞ: "SS",
  Þ: "TH",
  Ð: "D",
  Đ: "D",
  Ħ: "H",
  Ĳ: "IJ",
  Ŀ: "L",
  Ł: "L",
  Ŋ: "N",
  Ŧ: "T",
};

// Doc 9303 part 3 Cyrillic table; Ь has no Latin form and is dropped.
const CYRILLIC: Readonly<Record<string, string>> = {
  А: "A",
  Б: "B",
  В: "V",
  Г: "G",
  Ґ: "G",
  Ѓ: "G",
  Д: "D",
  Ђ: "D",
  Е: "E",
  Ё: "E",
  Є: "IE",
  Ж: "ZH",
  З: "Z",
  Ѕ: "DZ",
  И: "I",
  І: "I",
  Ї: "I",
  Й: "I",
  Ј: "J",
  К: "K",
  Ќ: "K",
  Л: "L",
  Љ: "LJ",
  М: "M",
  Н: "N",
  Њ: "NJ",
  О: "O",
  П: "P",
  Р: "R",
  С: "S",
  Т: "T",
  Ћ: "C",
  У: "U",
  Ў: "U",
  Ф: "F",
  Х: "KH",
  Ц: "TS",
  Ч: "CH",
  Џ: "DZ",
  Ш: "SH",
  Щ: "SHCH",
  Ъ: "IE",
  Ы: "Y",
  Ь: "",
  Э: "E",
  Ю: "IU",
  Я: "IA",
};

// Doc 9303 leaves Greek to the issuing state; Greece writes its MRZ names in ELOT 743.
const GREEK: Readonly<Record<string, string>> = {
  Α: "A",
  Β: "V",
  Γ: "G",
  Δ: "D",
  Ε: "E",
  Ζ: "Z",
  Η: "I",
  Θ: "TH",
  Ι: "I",
  Κ: "K",
  Λ: "L",
  Μ: "M",
  Ν: "N",
  Ξ: "X",
  Ο: "O",
  Π: "P",
  Ρ: "R",
  Σ: "S",
  Τ: "T",
  Υ: "Y",
  Φ: "F",
  Χ: "CH",
  Ψ: "PS",
  Ω: "O",
};

const GREEK_VOICELESS = new Set(["Θ", "Κ", "Ξ", "Π", "Σ", "Τ", "Φ", "Χ", "Ψ"]);
const GAMMA_NASAL: Readonly<Record<string, string>> = { Γ: "NG", Ξ: "NX", Χ: "NCH" };
const DIAERESIS = "\u0308";

function greekAt(clusters: readonly string[], i: number): { latin: string; consumed: number } {
  const letter = clusters[i]![0]!;
  const next = clusters[i + 1];
  // A diaeresis on the second letter (Ϊ, Ϋ) means the pair is read apart, not as a digraph.
  const nextBase = next !== undefined && !next.includes(DIAERESIS) ? next[0] : undefined;
  if (letter === "Ο" && nextBase === "Υ") return { latin: "OU", consumed: 2 };
  if ((letter === "Α" || letter === "Ε" || letter === "Η") && nextBase === "Υ") {
    const after = clusters[i + 2]?.[0];
    const voiced = after !== undefined && after in GREEK && !GREEK_VOICELESS.has(after);
    return { latin: GREEK[letter] + (voiced ? "V" : "F"), consumed: 2 };
  }
  if (letter === "Γ" && nextBase !== undefined && nextBase in GAMMA_NASAL) {
    return { latin: GAMMA_NASAL[nextBase]!, consumed: 2 };
  }
  return { latin: GREEK[letter] ?? "", consumed: 1 };
}

// One base character plus the combining marks NFD split off it.
function toClusters(text: string): string[] {
  const clusters: string[] = [];
  for (const char of text.normalize("NFD")) {
    const last = clusters.length - 1;
    if (/\p{M}/u.test(char) && last >= 0) clusters[last] += char;
    else clusters.push(char);
  }
  return clusters;
}
