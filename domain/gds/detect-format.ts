import { type AirSegmentLine, parseAirSegmentLine } from "./air-segment-line";
import { AMADEUS_NAME_LINE, FIELD_NAME_LINE } from "./passenger-names";
import type { GdsFormat } from "./reservation.schema";
import type { SourceLine } from "./source-lines";

type Scores = Record<GdsFormat, number>;

const AMADEUS_ELEMENT =
  /^\s*\d{1,3}\s+[*/]?(?:AP[A-Z]?|TK|SSR|OSI|RM|RC|RX|RI[A-Z]?|F[A-Z]|OP[A-Z]?|MIS|HHL|CCR)\s/;
const AMADEUS_OFFICE = /^[A-Z0-9]{9}\/[A-Z0-9]{2,8}\/\d{1,2}[A-Z]{3}\d{2}$/;
const TRAVELPORT_HEADER = /^[A-Z0-9]{6}\/[A-Z0-9]{1,3}(?:\s.*\d{1,2}[A-Z]{3}(?:\d{2})?)?$/;
const TRAVELPORT_KEY =
  /^\s?(FONE|TKTG|NOTE|VLOC|RCVD|ADRS|DLVR|VRMK|FOP |FOP:|GFAX|RMKS|ACKN|ATFQ|TRMK|QMDR|FQ|FM)-/;
const GALILEO_KEYS = new Set(["NOTE", "VLOC", "FOP ", "VRMK", "RCVD"]);
const APOLLO_KEYS = new Set(["FOP:", "GFAX", "RMKS", "ACKN", "ATFQ", "TRMK", "QMDR", "FQ", "FM"]);
const SABRE_FOOTER = /^[A-Z0-9]{3,5}\.[A-Z0-9]{3,5}\*[A-Z0-9]{2,4}\s+\d{3,4}\/\d{1,2}[A-Z]{3}\d{2}/;
const SABRE_SECTION =
  /^(?:TKT\/TIME LIMIT|PHONES|RECEIVED FROM\b.*|GENERAL FACTS|[A-Z0-9]{2} FACTS|REMARKS|PASSENGER EMAIL DATA EXISTS.*|PRICE QUOTE RECORD EXISTS.*|SECURITY INFO EXISTS.*|NO NAMES)$/;
const GALILEO_BANNER = /^\*\*\s[^*].*\*\*/;
const APOLLO_BANNER = /^\*\*\*\s.*\*\*\*/;
const WORLDSPAN_HEADER = /^1P\s?-\s?[A-Z0-9]{6}\b/;
const WORLDSPAN_KEY = /^(?:P|T|RMK|SI|TKG FAX|OSI)\s?-\s*(?:\d{1,3}\.|[A-Z])/;
const GALILEO_SSR_BLOCK = /^\s*(?:P\s+\d{1,3}\.\s|S\s+\d{1,3}\.\s)/;

/**
 * Scores each system's tell-tale lines and picks the best; null when nothing looks like a GDS display.
 * `airLines[i]` is line i already read as an air segment (null when it is none), to avoid reading twice.
 */
export function detectFormat(
  lines: readonly SourceLine[],
  airLines: readonly (AirSegmentLine | null)[] = lines.map((line) => parseAirSegmentLine(line.text)),
): GdsFormat | null {
  const s: Scores = { amadeus: 0, galileo: 0, sabre: 0, apollo: 0, worldspan: 0 };
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.text;
    const t = text.trimStart();
    if (t.startsWith("RP/")) s.amadeus += 10;
    else if (WORLDSPAN_HEADER.test(t)) s.worldspan += 10;
    else if (WORLDSPAN_KEY.test(t)) s.worldspan += 2;
    else if (AMADEUS_OFFICE.test(t)) s.amadeus += 4;
    else if (SABRE_FOOTER.test(t)) s.sabre += 10;
    else if (TRAVELPORT_HEADER.test(t)) {
      s.galileo += 2;
      s.apollo += 2;
    } else if (SABRE_SECTION.test(t)) s.sabre += 2;
    else if (APOLLO_BANNER.test(t)) s.apollo += 1;
    else if (GALILEO_BANNER.test(t)) s.galileo += 1;
    else if (GALILEO_SSR_BLOCK.test(text)) s.galileo += 1;
    const key = TRAVELPORT_KEY.exec(text);
    if (key) {
      const k = key[1]!;
      if (GALILEO_KEYS.has(k)) s.galileo += 2;
      else if (APOLLO_KEYS.has(k)) s.apollo += 2;
      else {
        s.galileo += 1;
        s.apollo += 1;
      }
      continue;
    }
    if (AMADEUS_ELEMENT.test(text)) s.amadeus += 1;
    if (FIELD_NAME_LINE.test(text)) {
      s.galileo += 1;
      s.apollo += 1;
      s.sabre += 1;
    } else if (AMADEUS_NAME_LINE.test(text)) s.amadeus += 2;
    if (text.includes("/DC")) s.sabre += 1;
    const seg = airLines[i];
    if (!seg) continue;
    const { dotted, classGlued, weekday } = seg.shape;
    if (dotted) s.galileo += 4;
    else if (weekday === "pair" && classGlued) s.worldspan += 4;
    else if (weekday === "pair") s.galileo += 3;
    else if (weekday === "digit" && !classGlued) s.amadeus += 4;
    else if (weekday !== null) s.sabre += 4;
    else s.apollo += 3;
  }
  let best: GdsFormat | null = null;
  let bestScore = 0;
  for (const format of ["amadeus", "sabre", "galileo", "apollo", "worldspan"] as const) {
    if (s[format] > bestScore) {
      best = format;
      bestScore = s[format];
    }
  }
  return best;
}
