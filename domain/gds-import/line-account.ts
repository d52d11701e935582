import type { Reservation } from "../gds/reservation.schema";
import type { ImportLineAccount, NotImportedLine } from "./gds-import.schema";
import type { SkippedSsr } from "./ssr-requests";

// Read by the parser, shown in the preview, but kept nowhere by an import.
const SHOWN_ONLY: Readonly<Record<string, string>> = {
  "fare-total": "Fare amount: shown here, not imported",
};

/**
 * What an import does with each line, from the parser's own account of it (`reservation.lines`): the
 * SSR lines it does not turn into requests (and their continuation lines) move from parsed to recognised
 * but not imported, with the reason; so do lines only the preview shows.
 */
export function importLineAccount(
  reservation: Reservation,
  skippedSsrs: readonly SkippedSsr[],
): ImportLineAccount {
  const skipped = new Map(skippedSsrs.map((s) => [s.lineNumber, s.reason]));
  const ssrStarts = new Set(reservation.ssrs.map((s) => s.lineNumber));
  const notImported: NotImportedLine[] = [];
  const unparsed: ImportLineAccount["unparsed"] = [];
  let imported = 0;
  // The reason of the skipped SSR a continuation line belongs to.
  let continuing: string | null = null;
  for (const line of reservation.lines) {
    const own = skipped.get(line.lineNumber);
    if (ssrStarts.has(line.lineNumber)) continuing = own ?? null;
    else if (!(line.element ?? "").split("+").includes("ssr")) continuing = null;
    if (line.outcome === "unparsed") {
      unparsed.push({ lineNumber: line.lineNumber, text: line.text });
      continue;
    }
    const reason =
      line.outcome === "recognised"
        ? (line.reason ?? "Recognised: not imported")
        : (own ?? continuing ?? SHOWN_ONLY[line.element ?? ""] ?? null);
    if (reason === null) imported += 1;
    else notImported.push({ lineNumber: line.lineNumber, text: line.text, reason });
  }
  return {
    counts: { imported, notImported: notImported.length, unparsed: unparsed.length },
    notImported,
    unparsed,
  };
}
