// A plain list (no zod), so tables and small web chunks can import it without the schema library.
/** The currencies the agency trades in (SPEC §3: EUR, USD, GBP); every money record stores one of them. */
export const CURRENCIES = ["EUR", "USD", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The agency's default currency (SPEC §9: invoices default to EUR); new clients and packages start with it. */
export const DEFAULT_CURRENCY: Currency = "EUR";
