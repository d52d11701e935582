// How a stored rate ("0.9200000000") reads on screen; plain functions for small web chunks.

const MIN_DECIMALS = 4;

/** "0.9200000000" → "0.9200", "1.0851230000" → "1.085123": four decimals at least, more only when they count. */
export function displayRate(rate: string): string {
  const [whole = "0", fraction = ""] = rate.trim().split(".");
  const significant = fraction.replace(/0+$/, "");
  return `${whole.replace(/^0+(?=\d)/, "")}.${significant.padEnd(MIN_DECIMALS, "0")}`;
}

/** "1 USD = 0.9200 EUR": what one unit of the currency buys in the base currency. */
export function rateSentence(currency: string, rate: string, baseCurrency: string): string {
  return `1 ${currency} = ${displayRate(rate)} ${baseCurrency}`;
}
