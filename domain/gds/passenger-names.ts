import { type CalendarDay, formatDay, parseBirthDate } from "./gds-dates";

/** A name as read from a name line, before ids are assigned. */
export type NameEntry = {
  nameNumber: string;
  /** The name field number ("2" of "2.1", or Amadeus' element number) used by SSR references. */
  field: number;
  /** Position inside a Sabre/Travelport field ("1.2SMITH/A/B" holds two). */
  inField: number;
  surname: string;
  givenName: string;
  title: string | null;
  ptc: string | null;
  dateOfBirth: string | null;
  isInfant: boolean;
  /** For an infant written inside its adult's Amadeus element. */
  withAdult: boolean;
};

const TITLES = new Set(["MR", "MRS", "MS", "MISS", "MSTR", "DR", "PROF", "REV", "CAPT", "SIR", "MX", "MSS"]);
const PARENS = /\(([^()]*)\)/g;
const PTC_DOB = /^([A-Z][A-Z0-9]{2})(?:\/(\d{1,2}[A-Z]{3}\d{2}))?$/;
const INFANT = /^INF([A-Z' .-]*)\/([A-Z' .-]+?)(?:\/(\d{1,2}[A-Z]{3}\d{2}))?$/;
const INFANT_DOB_ONLY = /^INF(?:\/(\d{1,2}[A-Z]{3}\d{2}))?$/;
const DOB = /^\d{1,2}[A-Z]{3}\d{2}$/;
const PTC = /^(?:P-)?([A-Z][A-Z0-9]{2})$/;

/** Amadeus name line: "  1.SMITH/JOHN MR   2.SMITH/JANE MRS(CHD/05MAY18)". */
export const AMADEUS_NAME_LINE = /^\s*\d{1,3}\.[A-Z][A-Z' .-]*\/\s?[A-Z]/;
const AMADEUS_NAME_START = /(?:^|\s)(\d{1,3})\.(?=[A-Z])/g;

/** Sabre / Galileo / Apollo name line: " 1.1SMITH/JOHN MR  2.I/1SMITH/BABY*12JAN25". */
export const FIELD_NAME_LINE = /^\s*\d{1,3}\.(?:I\/)?\d{1,2}(?:I\/)?[A-Z][A-Z' .-]*\//;
const FIELD_NAME_START = /(?:^|\s)(\d{1,3})\.(I\/)?(\d{1,2})(I\/)?(?=[A-Z])/g;

function splitTitle(given: string): { givenName: string; title: string | null } {
  const words = given.trim().split(/\s+/);
  const last = words[words.length - 1] ?? "";
  if (words.length > 1 && TITLES.has(last)) return { givenName: words.slice(0, -1).join(" "), title: last };
  if (words.length === 1 && TITLES.has(last)) return { givenName: "", title: last };
  return { givenName: words.join(" "), title: null };
}

function birth(token: string | undefined, reference: CalendarDay): string | null {
  if (!token) return null;
  const d = parseBirthDate(token, reference);
  return d ? formatDay(d) : null;
}

/** Splits "SMITH/JOHN MR(ADT)*C05" into its parts; the caller decides what parens/star mean. */
function splitName(text: string): {
  surname: string;
  given: string[];
  parens: string[];
  star: string | null;
} {
  const parens: string[] = [];
  const withoutParens = text.replace(PARENS, (_, inner: string) => {
    parens.push(inner.trim());
    return "";
  });
  const starAt = withoutParens.indexOf("*");
  const star = starAt >= 0 ? withoutParens.slice(starAt + 1).trim() : null;
  const name = (starAt >= 0 ? withoutParens.slice(0, starAt) : withoutParens).trim();
  const slash = name.indexOf("/");
  const surname = (slash >= 0 ? name.slice(0, slash) : name).trim();
  const given = slash >= 0 ? name.slice(slash + 1).split("/") : [""];
  return { surname, given, parens, star };
}

function slices(line: string, starts: RegExp): { match: RegExpExecArray; body: string }[] {
  const found: RegExpExecArray[] = [];
  starts.lastIndex = 0;
  let m = starts.exec(line);
  while (m !== null) {
    found.push(m);
    m = starts.exec(line);
  }
  return found.map((match, i) => {
    const bodyStart = match.index + match[0].length;
    const next = found[i + 1];
    return { match, body: line.slice(bodyStart, next ? next.index : line.length).trim() };
  });
}

/** Reads every name element on an Amadeus name line, infants in parentheses included. */
export function parseAmadeusNames(line: string, reference: CalendarDay): NameEntry[] {
  const out: NameEntry[] = [];
  for (const { match, body } of slices(line, AMADEUS_NAME_START)) {
    const field = Number(match[1]);
    const { surname, given, parens, star } = splitName(body);
    const { givenName, title } = splitTitle(given.join(" "));
    const adult: NameEntry = {
      nameNumber: String(field),
      field,
      inField: 1,
      surname,
      givenName,
      title,
      ptc: null,
      dateOfBirth: null,
      isInfant: false,
      withAdult: false,
    };
    const infants: NameEntry[] = [];
    for (const p of parens) {
      const inf = INFANT.exec(p);
      const infDobOnly = inf ? null : INFANT_DOB_ONLY.exec(p);
      if (inf || infDobOnly) {
        const infSurname = inf?.[1]?.trim() || surname;
        const infGiven = splitTitle(inf?.[2] ?? "");
        infants.push({
          nameNumber: `${field}I`,
          field,
          inField: 1,
          surname: infSurname,
          givenName: infGiven.givenName,
          title: infGiven.title,
          ptc: "INF",
          dateOfBirth: birth(inf?.[3] ?? infDobOnly?.[1], reference),
          isInfant: true,
          withAdult: true,
        });
        continue;
      }
      const pd = PTC_DOB.exec(p);
      if (pd && !adult.ptc) {
        adult.ptc = pd[1]!;
        adult.dateOfBirth = birth(pd[2], reference);
      }
    }
    if (star) applyStar(adult, star, reference);
    out.push(adult, ...infants);
  }
  return out;
}

function applyStar(entry: NameEntry, star: string, reference: CalendarDay): void {
  for (const part of star.split("*")) {
    const token = part.trim();
    if (token === "") continue;
    if (DOB.test(token)) entry.dateOfBirth = birth(token, reference) ?? entry.dateOfBirth;
    else if (token === "I" || token === "INF") {
      entry.isInfant = true;
      entry.ptc = entry.ptc ?? "INF";
    } else {
      const p = PTC.exec(token);
      if (p) entry.ptc = p[1]!;
    }
  }
}

/** Reads every name on a Sabre/Galileo/Apollo name line; "1.2SMITH/JOHN/JANE" yields two. */
export function parseFieldNames(line: string, reference: CalendarDay): NameEntry[] {
  const out: NameEntry[] = [];
  for (const { match, body } of slices(line, FIELD_NAME_START)) {
    const field = Number(match[1]);
    const count = Number(match[3]);
    const infantMark = Boolean(match[2] || match[4]);
    const { surname, given, parens, star } = splitName(body);
    // Several given names share one surname only when the field says it holds several people.
    const people = count > 1 && given.length > 1 ? given : [given.join(" ")];
    people.forEach((g, i) => {
      const { givenName, title } = splitTitle(g);
      const entry: NameEntry = {
        nameNumber: `${field}.${infantMark ? "I/" : ""}${count}`,
        field,
        inField: i + 1,
        surname,
        givenName,
        title,
        ptc: null,
        dateOfBirth: null,
        isInfant: infantMark,
        withAdult: false,
      };
      if (infantMark) entry.ptc = "INF";
      for (const p of parens) {
        const pd = PTC_DOB.exec(p);
        if (pd) {
          entry.ptc = pd[1]!;
          entry.dateOfBirth = birth(pd[2], reference);
        }
      }
      if (star && i === people.length - 1) applyStar(entry, star, reference);
      out.push(entry);
    });
  }
  return out;
}

/** ADT, CHD or INF from a passenger type code; other codes (YTH, SRC…) are kept as they are. */
export function passengerTypeOf(entry: NameEntry): string {
  if (entry.isInfant) return "INF";
  const ptc = entry.ptc;
  if (!ptc || ptc === "ADT") return "ADT";
  if (ptc === "CHD" || ptc === "CNN" || /^C\d\d$/.test(ptc)) return "CHD";
  if (ptc === "INF" || ptc === "INS" || /^I\d\d$/.test(ptc)) return "INF";
  return ptc;
}
