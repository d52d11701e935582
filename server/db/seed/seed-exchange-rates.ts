import type { Currency } from "#domain/currency";
import type { DbOrTx } from "../client";
import { exchangeRates } from "../schema/invoices";

/** The demo's rates: each currency against EUR, every day from 600 days back to 30 days ahead. */
export const SEEDED_RATE_CURRENCIES = ["USD", "GBP"] as const satisfies readonly Currency[];
export const SEEDED_DAYS_BACK = 600;
export const SEEDED_DAYS_AHEAD = 30;

// Euros per unit, around which each rate drifts, and a phase so the two do not move in step.
const CENTRES: Record<(typeof SEEDED_RATE_CURRENCIES)[number], { centre: number; phase: number }> = {
  USD: { centre: 0.92, phase: 0 },
  GBP: { centre: 1.17, phase: 1.7 },
};

const DAY_MS = 86_400_000;

/** The day `offset` days after an ISO date, as an ISO date. */
function addDays(date: string, offset: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The demo rate of one day: a function of the date alone (a slow yearly swing, a monthly wobble and a
 * little daily noise, at most a few tenths of a percent a day), so every seeding gives the same rates.
 */
export function seededRate(currency: (typeof SEEDED_RATE_CURRENCIES)[number], date: string): string {
  const { centre, phase } = CENTRES[currency];
  const day = Date.parse(`${date}T00:00:00Z`) / DAY_MS;
  const swing =
    0.035 * Math.sin((2 * Math.PI * day) / 365 + phase) +
    0.012 * Math.sin((2 * Math.PI * day) / 47 + 2 * phase) +
    0.002 * Math.sin((2 * Math.PI * day) / 7.3 + 3 * phase);
  return (centre * (1 + swing)).toFixed(4);
}

/** Every day's USD and GBP rate against EUR around `today`, so demo invoices of any date lock one. */
export async function seedExchangeRates(
  tx: DbOrTx,
  updatedBy: string | null,
  today: string,
): Promise<number> {
  const rows = [];
  for (let offset = -SEEDED_DAYS_BACK; offset <= SEEDED_DAYS_AHEAD; offset++) {
    const rateDate = addDays(today, offset);
    for (const currency of SEEDED_RATE_CURRENCIES) {
      rows.push({ currency, rateDate, rate: seededRate(currency, rateDate), updatedBy });
    }
  }
  await tx.insert(exchangeRates).values(rows).onConflictDoNothing();
  return rows.length;
}
