/** An SSR as read from its text, passenger references still in the display's own numbering. */
export type SsrText = {
  code: string;
  airline: string | null;
  status: string | null;
  count: number | null;
  text: string;
  /** "/P2" (Amadeus) → { field: 2 }; "-1.2SMITH" (Sabre) → { field: 1, inField: 2 }; "-1SMITH" (Travelport) → { field: 1 }. */
  passengerRefs: { field: number; inField: number | null }[];
  segmentNumbers: number[];
};

// SSR | code | carrier | status + count (count may be "/" or spaced, as Galileo prints it)
const SSR = /^[*/]?SSR\s?([A-Z]{4})\s?([A-Z0-9]{2})?(?:\s*([A-Z]{2})\s{0,2}(\d{1,3}|\/)(?![0-9]))?\s*(.*)$/;
const AMADEUS_PAX = /\/P(\d{1,3}(?:[-,]\d{1,3})*)(?=\/|\s|$)/;
const AMADEUS_SEG = /\/S(\d{1,3}(?:[-,]\d{1,3})*)(?=\/|\s|$)/;
const FIELD_PAX = /-(\d{1,3})\.(\d{1,2})(?=[A-Z])/g;
const TRAVELPORT_PAX = /-(\d{1,3})(?=[A-Z])/g;
const N_PAX = /(?:^|[\s/])N(\d{1,3})(?:\.(\d{1,2}))?\s*$/;

export const SSR_START = /^[*/]?SSR\s?[A-Z]{4}/;

function expandList(list: string): number[] {
  const out: number[] = [];
  for (const part of list.split(",")) {
    const [a, b] = part.split("-");
    const from = Number(a);
    const to = b === undefined ? from : Number(b);
    for (let n = from; n <= to && n - from < 99; n++) out.push(n);
  }
  return out;
}

/** References to passengers and segments written inside SSR or remark text. */
export function readReferences(text: string): Pick<SsrText, "passengerRefs" | "segmentNumbers"> {
  const passengerRefs: SsrText["passengerRefs"] = [];
  const p = AMADEUS_PAX.exec(text);
  if (p) for (const n of expandList(p[1]!)) passengerRefs.push({ field: n, inField: null });
  FIELD_PAX.lastIndex = 0;
  let f = FIELD_PAX.exec(text);
  while (f !== null) {
    passengerRefs.push({ field: Number(f[1]), inField: Number(f[2]) });
    f = FIELD_PAX.exec(text);
  }
  if (passengerRefs.length === 0) {
    // The name association closes the text, so only the last "-1NAME" counts.
    TRAVELPORT_PAX.lastIndex = 0;
    let last: RegExpExecArray | null = null;
    let t = TRAVELPORT_PAX.exec(text);
    while (t !== null) {
      last = t;
      t = TRAVELPORT_PAX.exec(text);
    }
    if (last) passengerRefs.push({ field: Number(last[1]), inField: null });
  }
  if (passengerRefs.length === 0) {
    const n = N_PAX.exec(text);
    if (n) passengerRefs.push({ field: Number(n[1]), inField: n[2] ? Number(n[2]) : null });
  }
  const s = AMADEUS_SEG.exec(text);
  return { passengerRefs, segmentNumbers: s ? expandList(s[1]!) : [] };
}

/** Parses "SSR DOCS LH HK1 …", "SSRDOCSUAHK1/…", "SSR VGML LH HK1/S2/P1"; null when it is not an SSR. */
export function parseSsrText(text: string): SsrText | null {
  const m = SSR.exec(text.trim());
  if (!m) return null;
  const body = (m[5] ?? "").replace(/^[.\s]+/, "").trim();
  return {
    code: m[1]!,
    airline: m[2] ?? null,
    status: m[3] ?? null,
    count: m[4] && m[4] !== "/" ? Number(m[4]) : null,
    text: body,
    ...readReferences(body),
  };
}

// A Sabre or Worldspan SSR's flight, written before its name association: "NBOAMS1566H28JUL" (city pair,
// flight number, class, date).
const FLIGHT_DESIGNATOR = /^[A-Z]{6}\d{1,4}[A-Z]\d{2}[A-Z]{3}(?=-|\s|$)/;
const NAME_ASSOCIATION = /-\d{1,3}(?:\.\d{1,2})?[A-Z].*$/s;

/**
 * An SSR's free text as a note for people: without the display's own passenger and segment references
 * ("/S4/P2", "-1.1SMITH/JOHN MR", "NBOAMS1566H28JUL"), which the request names as its passenger and flight.
 * What is left ("BROWN/TOM 12JAN24") stays; null when nothing is.
 */
export function ssrNotesText(text: string): string | null {
  const cleaned = text
    .replace(new RegExp(AMADEUS_PAX.source, "g"), "")
    .replace(new RegExp(AMADEUS_SEG.source, "g"), "")
    .replace(FLIGHT_DESIGNATOR, "")
    .replace(NAME_ASSOCIATION, "")
    .replace(N_PAX, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s/.-]+|[\s/.-]+$/g, "");
  return cleaned === "" ? null : cleaned;
}
