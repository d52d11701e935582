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

/**
 * The name an upload is stored and shown under: cleanUploadName's, cut to 200 characters (keeping a short
 * extension), or `fallback` (whose extension follows the type sniffed from the bytes) when nothing is left.
 */
export function storedUploadName(name: string | undefined, fallback: string): string {
  const cleaned = cleanUploadName(name);
  if (cleaned === "") return fallback;
  if (cleaned.length <= STORED_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, STORED_NAME_MAX - ext.length) + ext;
}
