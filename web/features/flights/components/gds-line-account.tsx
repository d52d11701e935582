import type { GdsPreview } from "#domain/gds-import/gds-import.schema";
import { cn } from "../../../lib/utils";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What an import does with the pasted lines, in one sentence; 'Every line was read.' only when all are imported,
 * 'Nothing was read.' when the text held no reservation (no passenger, no flight segment), whatever its lines were.
 */
export function lineAccountSummary(lines: GdsPreview["lines"], nothing = false): string {
  if (nothing) return "Nothing was read.";
  const { imported, notImported, unparsed } = lines.counts;
  if (notImported === 0 && unparsed === 0) return "Every line was read.";
  return [
    `${plural(imported, "line", "lines")} read and imported`,
    notImported > 0 ? `${plural(notImported, "line", "lines")} recognised but not imported` : null,
    unparsed > 0 ? `${plural(unparsed, "line", "lines")} not understood` : null,
  ]
    .filter(Boolean)
    .join("; ")
    .concat(".");
}

/**
 * The pasted text line by line, with what importing does to each: lines recognised but not imported
 * (amber, listed with the reason) and lines not understood (red, listed), so nothing is dropped unseen.
 */
export function GdsLineAccount({
  lines,
  content,
  nothingRead = false,
}: {
  lines: GdsPreview["lines"];
  content: string;
  /** The text held no reservation: the summary says so rather than counting its lines. */
  nothingRead?: boolean;
}) {
  const unparsed = new Set(lines.unparsed.map((l) => l.lineNumber));
  const notImported = new Map(lines.notImported.map((l) => [l.lineNumber, l.reason]));
  // Split as the parser splits, so its line numbers point at the right lines.
  const pasted = content.split(/\r\n|\r|\n|\u2028|\u2029/);
  return (
    <div className="space-y-3">
      <p className="text-muted-foreground text-xs">{lineAccountSummary(lines, nothingRead)}</p>
      {lines.notImported.length > 0 ? (
        <div className="space-y-1">
          <h4 className="font-medium text-xs">Recognised but not imported</h4>
          <ul aria-label="Lines not imported" className="space-y-0.5 text-xs">
            {lines.notImported.map((l) => (
              <li key={l.lineNumber}>
                <span className="text-muted-foreground tabular-nums">Line {l.lineNumber}:</span> {l.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {lines.unparsed.length > 0 ? (
        <div className="space-y-1">
          <h4 className="font-medium text-destructive text-xs">Not understood</h4>
          <ul aria-label="Lines not understood" className="space-y-0.5 text-xs">
            {lines.unparsed.map((l) => (
              <li key={l.lineNumber}>
                <span className="text-muted-foreground tabular-nums">Line {l.lineNumber}:</span>{" "}
                <span className="font-mono">{l.text || " "}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ol
        className="max-h-56 overflow-auto rounded-md border bg-muted/30 py-1 font-mono text-xs"
        aria-label="Pasted lines"
      >
        {pasted.map((text, index) => {
          const lineNumber = index + 1;
          const bad = unparsed.has(lineNumber);
          const skipped = notImported.get(lineNumber);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are identified by their position
              key={index}
              data-unparsed={bad || undefined}
              data-not-imported={skipped ? true : undefined}
              title={skipped}
              className={cn(
                "flex gap-3 whitespace-pre px-2",
                bad && "bg-destructive/15 text-destructive",
                skipped && "bg-warning/15",
              )}
            >
              <span className="w-8 shrink-0 select-none text-right text-muted-foreground">{lineNumber}</span>
              <span>{text || " "}</span>
              {bad ? <span className="sr-only">(not read)</span> : null}
              {skipped ? <span className="sr-only">(not imported)</span> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
