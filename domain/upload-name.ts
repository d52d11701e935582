// Bidi controls reorder what follows them: "invoice‮fdp.exe" shows as "invoiceexe.pdf".
const BIDI_CONTROLS = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069";
// Invisible characters that only hide or break text in a name: zero-width space, word joiner, BOM,
// line and paragraph separators. Joiners (U+200C, U+200D) stay: some scripts and emoji need them.
const INVISIBLES = "\u200b\u2060\ufeff\u2028\u2029";
const UNSAFE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${BIDI_CONTROLS}${INVISIBLES}]`, "g");

/**
 * The name of an uploaded file as it is stored and shown: the last path segment of what the client sent,
 * in NFC, without control characters (C0, C1, bidi controls and invisible separators) or characters
 * Windows refuses, whitespace runs as one space, no leading dots. "" when nothing is left. Every stored
 * upload name goes through this.
 */
export function cleanUploadName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  return base
    .normalize("NFC")
    .replace(UNSAFE, "")
    .replace(/[<>:"|?*]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
}

const STORED_NAME_MAX = 200;

// What a name ends with when it names a type: a dot and 1–10 letters or digits, at least one a letter
// ("tarif 2.5" has none).
const EXTENSION = /\.([a-z0-9]*[a-z][a-z0-9]*)$/i;

// Other spellings of an extension that name the same type: "photo.jpeg" stays as it is.
const SAME_TYPE: Readonly<Record<string, readonly string[]>> = { jpg: ["jpeg", "jpe"] };

const namesType = (found: string, extension: string) =>
  found.toLowerCase() === extension || (SAME_TYPE[extension] ?? []).includes(found.toLowerCase());

/**
 * The name an upload is stored and shown under: cleanUploadName's, or `fallbackName` when nothing is left,
 * ending in the extension of the type sniffed from the bytes (`extension`, e.g. "pdf"): "poly.html" with a
 * PDF's bytes is kept as "poly.pdf", "scan" as "scan.pdf"; an extension naming that type stays as it was
 * written ("Ticket.PDF", "photo.jpeg"). At most 200 characters, the extension kept.
 */
export function storedUploadName(name: string | undefined, fallbackName: string, extension: string): string {
  const cleaned = cleanUploadName(name);
  const found = EXTENSION.exec(cleaned);
  const ext = found && namesType(found[1]!, extension) ? found[0] : `.${extension}`;
  const base = (found ? cleaned.slice(0, found.index) : cleaned).replace(/[. ]+$/, "");
  // Cut by code points, as PostgreSQL counts them, never inside a surrogate pair.
  const kept = [...(base === "" ? fallbackName : base)].slice(0, STORED_NAME_MAX - ext.length).join("");
  return kept + ext;
}
