const formatters = new Map<string, Intl.NumberFormat>();

/** Integer minor units → "€1,250.00", "$12.50" (formatting only: the division never feeds back into arithmetic). */
export function formatMoney(cents: number, currency: string): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency });
    formatters.set(currency, format);
  }
  return format.format(cents / 100);
}
