import { parseAirSegmentLine } from "./air-segment-line";

// Where an itinerary line may begin inside another line: segment number, airline, flight, class, date.
const SEGMENT_START =
  /(?<=^|[\s)>])(?:\d{1,3}\.?\s*)?(?:[A-Z][A-Z0-9]|[0-9][A-Z])\s*\d{1,4}\s*[A-Z]\s*\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(?=[\s0-9])/g;
const OPERATED_START = /(?<=\s)\(?OPERATED\s+BY\b/g;
const SEGMENT_NUMBER_ONLY = /^\s*(?:\d{1,3}\.?)?\s*$/;
const MAX_JOINED = 600;
const HAS_MONTH = /\d(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)/;

/**
 * A line the terminal ran together: a segment after a name line or an OPERATED BY text, or an
 * OPERATED BY text after a segment. Returns its pieces in order, or null when it is one line.
 */
export function splitJoinedLine(text: string): string[] | null {
  // A real joined line holds a few segments; longer text is not a display line (and stays linear).
  if (text.length < 24 || text.length > MAX_JOINED) return null;
  const hasSegment = HAS_MONTH.test(text);
  if (!hasSegment && !text.includes("OPERATED")) return null;
  const cuts: number[] = [];
  if (hasSegment) {
    SEGMENT_START.lastIndex = 0;
    for (let m = SEGMENT_START.exec(text); m !== null; m = SEGMENT_START.exec(text)) {
      if (SEGMENT_NUMBER_ONLY.test(text.slice(0, m.index))) continue;
      // A joined segment shows a status or times: a bare "1. DL 890 M 20SEP RDUDTW" reference is not one.
      const seg = parseAirSegmentLine(text.slice(m.index));
      if (seg && (seg.status !== null || seg.departureTime !== null)) cuts.push(m.index);
    }
  }
  if (text.includes("OPERATED")) {
    OPERATED_START.lastIndex = 0;
    for (let m = OPERATED_START.exec(text); m !== null; m = OPERATED_START.exec(text)) {
      if (text.slice(0, m.index).trim() !== "") cuts.push(m.index);
    }
  }
  if (cuts.length === 0) return null;
  cuts.sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    if (cut > from) pieces.push(text.slice(from, cut).trimEnd());
    from = cut;
  }
  pieces.push(text.slice(from));
  return pieces.filter((p) => p.trim() !== "");
}
