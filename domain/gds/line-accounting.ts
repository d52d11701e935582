import type { LineAccount, LineCounts, LineOutcome } from "./reservation.schema";

/** What one source line was read as, before it is written into `lines`. */
export type LineMark = { element: string; outcome: Exclude<LineOutcome, "unparsed">; reason: string | null };

export const PARSED_SEGMENT: LineMark = { element: "segment", outcome: "parsed", reason: null };
export const PARSED_PASSENGER: LineMark = { element: "passenger", outcome: "parsed", reason: null };
export const PARSED_SSR: LineMark = { element: "ssr", outcome: "parsed", reason: null };
export const PARSED_TIME_LIMIT: LineMark = { element: "time-limit", outcome: "parsed", reason: null };
export const PARSED_LOCATOR: LineMark = { element: "airline-locator", outcome: "parsed", reason: null };
export const LAYOUT: LineMark = { element: "layout", outcome: "parsed", reason: null };
const HEADER: LineMark = { element: "header", outcome: "parsed", reason: null };

function recognised(element: string, reason: string): LineMark {
  return { element, outcome: "recognised", reason };
}

export function remarkMark(type: string): LineMark {
  return recognised("remark", `Remark (${type}): not imported`);
}

const OTHER_SEGMENT_LABELS: Record<string, string> = {
  arnk: "Surface gap (ARNK)",
  hotel: "Hotel segment",
  car: "Car segment",
  tour: "Tour segment",
  misc: "Miscellaneous segment",
  rail: "Rail segment",
  insurance: "Insurance segment",
  surface: "Surface segment",
  cruise: "Cruise segment",
  other: "Non-air segment",
};

export function otherSegmentMark(kind: string, code: string): LineMark {
  const label = OTHER_SEGMENT_LABELS[kind] ?? "Non-air segment";
  return recognised("other-segment", `${label} (${code}): only flights are imported`);
}

export const FARE_TOTAL: LineMark = recognised("fare-total", "Fare amount: shown, not imported");

// Element types of the five systems, by what they hold; the label names them in the reason.
const ELEMENT_LABELS: [RegExp, string, string][] = [
  [/^(?:AP[A-Z]?|FONE|PHONES|P|9|CTC[EM]?)$/, "contact", "Contact"],
  [/^(?:TK|TKTG|TKT\/TIME LIMIT|T|7|TKT|TAW)$/, "ticketing", "Ticketing element"],
  [/^(?:OP[A-Z]?|OPTION)$/, "option", "Option element"],
  [/^(?:OSI|OS)$/, "osi", "OSI"],
  [/^(?:RF|RCVD|RECEIVED FROM|6)$/, "received-from", "Received-from element"],
  [/^(?:ADRS|DLVR|ADDRESS|DELIVERY ADDRESS|AB|AM|W|D)$/, "address", "Address"],
  [/^(?:FOP|FP|FORM OF PAYMENT)$/, "form-of-payment", "Form of payment"],
  [/^(?:F[A-Z]|ATFQ|FQ|FM|FARE|TST|PRICE)$/, "fare", "Fare element"],
  [/^(?:ACTG|ACCOUNTING DATA|CUST|CUSTOMER NUMBER|DK)$/, "accounting", "Accounting element"],
  [/^(?:EMAIL ADDRESS(?:ES)?|APE)$/, "contact", "Contact"],
  [/^(?:FREQUENT TRAVELER|FF|FQTV)$/, "frequent-flyer", "Frequent-flyer element"],
];

/** How a recognised element of `type` is accounted: layout and locators are parsed, the rest recognised. */
export function elementMark(type: string): LineMark {
  if (type === "header") return HEADER;
  if (type === "section" || type === "ssr-segment") return LAYOUT;
  if (type === "airline-locator") return PARSED_LOCATOR;
  if (type === "info") return recognised("info", "Information line: not imported");
  if (type === "operated-by")
    return recognised("operated-by", "Operating carrier without a segment: not imported");
  for (const [pattern, element, label] of ELEMENT_LABELS) {
    if (pattern.test(type)) return recognised(element, `${label} (${type}): not imported`);
  }
  return recognised("element", `${type} element: not imported`);
}

/** A line holding two things (a name and the segment run into it) keeps the parsed one, both named. */
export function combineMarks(a: LineMark | null, b: LineMark): LineMark {
  if (a === null) return b;
  if (a.outcome === "recognised" && b.outcome === "parsed") return b;
  if (a.outcome === "parsed" && b.outcome === "recognised") return a;
  if (a.element === b.element || a.element.split("+").includes(b.element)) return a;
  if (a.element === "layout" || a.element === "header") return b;
  return { ...a, element: `${a.element}+${b.element}` };
}

export function countLines(lines: readonly LineAccount[]): LineCounts {
  const counts: LineCounts = { parsed: 0, recognised: 0, unparsed: 0 };
  for (const line of lines) counts[line.outcome]++;
  return counts;
}
