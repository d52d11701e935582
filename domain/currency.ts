// A plain list (no zod), so tables and small web chunks can import it without the schema library.
/** The currencies the agency trades in (SPEC §3: EUR, USD, GBP); every money record stores one of them. */
export const CURRENCIES = ["EUR", "USD", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];
