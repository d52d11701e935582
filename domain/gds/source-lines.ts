/** One non-blank line of the pasted display, cleaned of what pasting adds. */
export type SourceLine = {
  /** 1-based line number in the text as pasted. */
  lineNumber: number;
  /** Upper-cased, tabs expanded, trailing blanks and screen prompts removed. */
  text: string;
  /** Leading spaces of `text`. */
  indent: number;
  /** The line as pasted, trimmed, in its own case: what `unparsedLines` reports. */
  raw: string;
};

const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/;
// Screen furniture: scroll/move prompts, page counters, end markers, bare commands echoed back.
const FURNITURE =
  /^(?:\)?>?|\)|MD|MDR|MU|MUR|MDA|MDB|MT|MB|PAGE\s+\d+\s*(?:OF|\/)\s*\d+|\d+\s*\/\s*\d+\s*PAGES?|END OF (?:DISPLAY|SCREEN|PNR)|\*TRN\*|\*R|\*A|\*I|\*IA|\*IR|\*ALL|RT|RTR?[A-Z0-9]{6}|>.{0,28})$/;
// Page headers a terminal or a printout inserts between screens: "PAGE 2", "-- PAGE 2 OF 3 --", "CONTINUED".
const PAGE_HEADER =
  /^(?:-{0,5}\s*PAGE\s*\d{1,3}(?:\s*(?:OF|\/)\s*\d{1,3})?\s*-{0,5}|\(?CONT(?:INUED|D)?\)?|\(?MORE\)?|\d{1,3}\s+OF\s+\d{1,3})$/;

function expandTabs(line: string): string {
  if (!line.includes("\t")) return line;
  let out = "";
  for (const ch of line) {
    if (ch === "\t") out += " ".repeat(8 - (out.length % 8));
    else out += ch;
  }
  return out;
}

/** Drops a ")>" or ">" scroll prompt left at the end of a line. */
function stripTrailingPrompt(text: string): string {
  if (!text.endsWith(">")) return text;
  let end = text.length - 1;
  if (end > 0 && text[end - 1] === ")") end--;
  return text.slice(0, end).trimEnd();
}

function leadingSpaces(text: string): number {
  let i = 0;
  while (i < text.length && text.charCodeAt(i) === 32) i++;
  return i;
}

/** A line `toSourceLines` dropped: blank, or screen furniture. */
export type SkippedLine = { lineNumber: number; raw: string; blank: boolean };

/**
 * Splits pasted text into cleaned lines. Blank lines and screen furniture (`)>`, `MD`,
 * `PAGE 1 OF 2`…) are dropped (into `skipped` when given); the rest keep their original line numbers.
 */
export function toSourceLines(input: string, skipped?: SkippedLine[]): SourceLine[] {
  const raw = input.split(LINE_BREAK);
  const kept: SourceLine[] = [];
  let common = Number.POSITIVE_INFINITY;
  for (let i = 0; i < raw.length; i++) {
    const original = raw[i]!;
    let text = original;
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    text = expandTabs(text);
    if (text.includes("\u00a0")) text = text.replace(/\u00a0/g, " ");
    text = text.toUpperCase().trimEnd();
    // Terminal emulators sometimes prefix the response with "/$".
    if (text.startsWith("/$")) text = text.slice(2);
    text = stripTrailingPrompt(text);
    const indent = leadingSpaces(text);
    if (indent === text.length) {
      skipped?.push({ lineNumber: i + 1, raw: original.trim(), blank: true });
      continue;
    }
    if (text.length - indent <= 32 && (FURNITURE.test(text.trim()) || PAGE_HEADER.test(text.trim()))) {
      skipped?.push({ lineNumber: i + 1, raw: original.trim(), blank: false });
      continue;
    }
    if (indent < common) common = indent;
    kept.push({ lineNumber: i + 1, text, indent, raw: original });
  }
  // A paste indented as a whole keeps the display's own relative indentation.
  for (const line of kept) {
    if (common > 0 && Number.isFinite(common)) {
      line.text = line.text.slice(common);
      line.indent -= common;
    }
    line.raw = line.raw.includes("\t") ? line.raw.replace(/\t/g, " ").trim() : line.raw.trim();
  }
  return kept;
}
