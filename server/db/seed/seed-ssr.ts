import { inArray } from "drizzle-orm";
import type { Currency } from "#domain/currency";
import { SSR_CATALOGUE } from "#domain/ssr/ssr-catalogue";
import type { DbOrTx } from "../client";
import { ssrDefinitions, ssrPricing } from "../schema/ssr";

// Demo values: airline fees change often, the agency keeps them current through the SSR screen.
const DEMO_AIRLINE_PRICES: Record<string, { airlineCode: string; priceCents: number }[]> = {
  PETC: [
    { airlineCode: "LH", priceCents: 8000 },
    { airlineCode: "AF", priceCents: 12500 },
  ],
  XBAG: [
    { airlineCode: "LH", priceCents: 7000 },
    { airlineCode: "BA", priceCents: 6500 },
    { airlineCode: "KL", priceCents: 7500 },
  ],
  BIKE: [{ airlineCode: "LH", priceCents: 7000 }],
  AVIH: [{ airlineCode: "AF", priceCents: 20000 }],
};

// Most of the catalogue is priced in US dollars; a live animal in the hold is billed by Air France in euros.
const DEMO_CURRENCIES: Record<string, Currency> = { AVIH: "EUR" };

const DEMO_RULES_URLS: Record<string, string> = {
  AVIH: "https://www.iata.org/en/programs/cargo/live-animals/",
  PETC: "https://www.iata.org/en/programs/cargo/live-animals/",
};

/** Inserts the standard SSR catalogue (codes already present are left alone) and a few airline prices. */
export async function seedSsr(tx: DbOrTx): Promise<void> {
  await tx
    .insert(ssrDefinitions)
    .values(
      SSR_CATALOGUE.map((definition) => ({
        ...definition,
        currency: DEMO_CURRENCIES[definition.code] ?? definition.currency,
        airlineRulesUrl: DEMO_RULES_URLS[definition.code] ?? definition.airlineRulesUrl,
      })),
    )
    .onConflictDoNothing({ target: ssrDefinitions.code });
  const rows = await tx
    .select({ id: ssrDefinitions.id, code: ssrDefinitions.code })
    .from(ssrDefinitions)
    .where(inArray(ssrDefinitions.code, Object.keys(DEMO_AIRLINE_PRICES)));
  const pricing = rows.flatMap((row) =>
    (DEMO_AIRLINE_PRICES[row.code] ?? []).map((price) => ({ ssrId: row.id, ...price })),
  );
  if (pricing.length > 0) {
    await tx
      .insert(ssrPricing)
      .values(pricing)
      .onConflictDoNothing({ target: [ssrPricing.ssrId, ssrPricing.airlineCode] });
  }
}
