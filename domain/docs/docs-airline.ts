/** The IATA "all carriers" code: the SSR goes to every airline in the booking. */
export const ALL_AIRLINES = "YY";

export const DOCS_AIRLINE_RULE = "Use a two-character airline code, e.g. BA, or leave it empty for YY";

const AIRLINE_CODE = /^[A-Z0-9]{2}$/;

/**
 * The airline a DOCS entry is addressed to: YY when none is given, the two-character code otherwise
 * (upper-cased); null when the text is no airline code ("B", "BAW"), so it is refused, never sent as YY.
 */
export function docsAirline(text: string | null | undefined): string | null {
  const code = (text ?? "").trim().toUpperCase();
  if (code === "") return ALL_AIRLINES;
  return AIRLINE_CODE.test(code) ? code : null;
}
