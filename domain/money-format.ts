// No zod here: web chunks and the PDFs import it without the schema library.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The one money format shown to people (screens, PDFs): integer minor units with the currency's own symbol,
 * "€1,250.00", "$12.50", "£3.00". Formatting only: the division never feeds back into any sum.
 */
export function formatMoney(cents: number, currency: string): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency });
    formatters.set(currency, format);
  }
  return format.format(cents / 100);
}
