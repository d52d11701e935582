/**
 * Parses GDS reservation displays (Amadeus, Galileo, Sabre, Apollo, Worldspan) saved as text files.
 *
 *   npm run -s gds:parse -- --json FILE [FILE ...]
 *   npm run -s gds:parse -- [--reference-date YYYY-MM-DD] FILE [FILE ...]
 *
 * With --json, stdout holds JSON only: one object for one FILE, an array (in FILE order) for
 * several, `null` for a file that cannot be read or is blank. Without it, a readable table.
 * Exit code: 0 when every file parsed, 1 when any was null, 2 on bad usage. Messages go to stderr.
 */
import { readFileSync } from "node:fs";
import { parseIsoDate } from "#domain/gds/gds-dates";
import { GdsParseError } from "#domain/gds/gds-parse-error";
import { parseReservation } from "#domain/gds/parse-reservation";
import type { Reservation } from "#domain/gds/reservation.schema";

const USAGE = "Usage: npm run -s gds:parse -- [--json] [--reference-date YYYY-MM-DD] FILE [FILE ...]";

type Options = { json: boolean; referenceDate: string; files: string[] };

function localToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function usageError(message: string): never {
  process.stderr.write(`gds-parse: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function readOptions(argv: string[]): Options {
  const options: Options = { json: false, referenceDate: localToday(), files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") {
      options.files.push(...argv.slice(i + 1));
      break;
    }
    if (arg === "--json") options.json = true;
    else if (arg === "--help" || arg === "-h") {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (arg === "--reference-date" || arg.startsWith("--reference-date=")) {
      const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[++i];
      if (value === undefined || !parseIsoDate(value)) usageError(`--reference-date needs a date YYYY-MM-DD`);
      options.referenceDate = value;
    } else if (arg.startsWith("-") && arg !== "-") usageError(`unknown option ${arg}`);
    else options.files.push(arg);
  }
  if (options.files.length === 0) usageError("no FILE given");
  return options;
}

function parseFile(file: string, referenceDate: string): Reservation | null {
  let text: string;
  try {
    text = readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`gds-parse: cannot read ${file}: ${reason}\n`);
    return null;
  }
  try {
    return parseReservation(text, { referenceDate });
  } catch (error) {
    const reason = error instanceof GdsParseError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`gds-parse: ${file}: ${reason}\n`);
    return null;
  }
}

function cell(value: string | number | null | undefined, width: number): string {
  return String(value ?? "-").padEnd(width);
}

function table(file: string, r: Reservation | null): string {
  if (!r) return `== ${file}: could not be read\n`;
  const out: string[] = [`== ${file}  (${r.format ?? "unknown format"}, locator ${r.recordLocator ?? "-"})`];
  if (r.passengers.length > 0) {
    const names = r.passengers.map(
      (p) => `${p.id}. ${p.surname}/${p.givenName}${p.title ? ` ${p.title}` : ""} (${p.type})`,
    );
    out.push(`Passengers: ${names.join(", ")}`);
  }
  if (r.segments.length > 0) {
    out.push(
      `  ${cell("#", 3)}${cell("AIRLINE", 8)}${cell("FLIGHT", 7)}${cell("CL", 3)}${cell("DATE", 11)}${cell("FROM", 5)}${cell("TO", 5)}${cell("ST", 3)}${cell("SEATS", 6)}${cell("DEP", 6)}${cell("ARR", 6)}${cell("ARR DATE", 11)}OPERATED BY`,
    );
    for (const s of r.segments) {
      out.push(
        `  ${cell(s.segmentNumber, 3)}${cell(s.airline, 8)}${cell(s.flightNumber, 7)}${cell(s.bookingClass, 3)}${cell(s.departureDate, 11)}${cell(s.departureAirport, 5)}${cell(s.arrivalAirport, 5)}${cell(s.status, 3)}${cell(s.seatCount, 6)}${cell(s.departureTime, 6)}${cell(s.arrivalTime, 6)}${cell(s.arrivalDate, 11)}${s.operatingCarrier ?? ""}`,
      );
    }
  }
  for (const o of r.otherSegments) out.push(`  ${cell(o.segmentNumber, 3)}${o.code} ${o.text}`);
  if (r.ssrs.length > 0) out.push(`SSRs: ${r.ssrs.map((s) => s.code).join(", ")}`);
  if (r.remarks.length > 0) out.push(`Remarks: ${r.remarks.length}`);
  for (const t of r.timeLimits)
    out.push(
      `Time limit (${t.kind}): ${t.date}${t.time ? ` ${t.time}` : ""}${t.airline ? ` ${t.airline}` : ""}`,
    );
  for (const f of r.fareTotals) out.push(`Fare ${f.kind}: ${(f.amountCents / 100).toFixed(2)} ${f.currency}`);
  const { parsed, recognised, unparsed } = r.lineCounts;
  out.push(`Lines: ${parsed} parsed, ${recognised} recognised but not imported, ${unparsed} unparsed`);
  for (const l of r.lines) if (l.outcome === "recognised") out.push(`  - line ${l.lineNumber}: ${l.reason}`);
  for (const u of r.unparsedLines) out.push(`  ? line ${u.lineNumber}: ${u.text}`);
  for (const w of r.warnings) out.push(`  ! ${w}`);
  return `${out.join("\n")}\n`;
}

const options = readOptions(process.argv.slice(2));
const results = options.files.map((file) => parseFile(file, options.referenceDate));
if (options.json) {
  const payload = results.length === 1 ? results[0] : results;
  process.stdout.write(`${JSON.stringify(payload, null, 2)}\n`);
} else {
  process.stdout.write(results.map((r, i) => table(options.files[i]!, r)).join("\n"));
}
process.exitCode = results.some((r) => r === null) ? 1 : 0;
