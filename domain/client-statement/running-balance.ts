import { CURRENCIES, type Currency } from "../currency";
import type { CurrencyAmount } from "./statement-values";

/** One movement of a statement: its currency and its signed effect on what the client owes (+ owes more). */
export interface StatementMovement {
  currency: Currency;
  amountCents: number;
}

function checkedCents(value: number, what: string): number {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} must be a whole number of minor units, got ${value}`);
  return value;
}

/** The balances brought forward as a map, refusing a currency given twice (two openings of one account). */
function openingMap(broughtForward: readonly CurrencyAmount[]): Map<Currency, number> {
  const balances = new Map<Currency, number>();
  for (const { currency, amountCents } of broughtForward) {
    if (balances.has(currency)) throw new RangeError(`${currency} is brought forward twice`);
    balances.set(currency, checkedCents(amountCents, `The ${currency} balance brought forward`));
  }
  return balances;
}

function add(balances: Map<Currency, number>, movement: StatementMovement): number {
  const after = (balances.get(movement.currency) ?? 0) + checkedCents(movement.amountCents, "A movement");
  balances.set(movement.currency, checkedCents(after, `The ${movement.currency} balance`));
  return after;
}

/**
 * A statement's running balance, kept per currency: each movement (oldest first) with its currency's balance
 * after it, starting from the balances brought forward from older movements (none for a statement's start).
 * Currencies never mix: a payment in USD moves only the USD balance. Amounts are minor units; a sum that
 * leaves the safe-integer range throws rather than round.
 */
export function withRunningBalances<T extends StatementMovement>(
  broughtForward: readonly CurrencyAmount[],
  movements: readonly T[],
): (T & { balanceCents: number })[] {
  const balances = openingMap(broughtForward);
  return movements.map((movement) => ({ ...movement, balanceCents: add(balances, movement) }));
}

/**
 * The same for a page listed newest first (what a screen shows): each movement with its currency's balance
 * after it, in the page's own order.
 */
export function withRunningBalancesNewestFirst<T extends StatementMovement>(
  broughtForward: readonly CurrencyAmount[],
  newestFirst: readonly T[],
): (T & { balanceCents: number })[] {
  return withRunningBalances(broughtForward, [...newestFirst].reverse()).reverse();
}

/**
 * What each currency stands at after every movement: the balances brought forward plus the movements, one
 * per currency that appears in either, in the agency's currency order (a settled currency reads 0).
 */
export function closingBalances(
  broughtForward: readonly CurrencyAmount[],
  movements: readonly StatementMovement[],
): CurrencyAmount[] {
  const balances = openingMap(broughtForward);
  for (const movement of movements) add(balances, movement);
  return CURRENCIES.filter((currency) => balances.has(currency)).map((currency) => ({
    currency,
    amountCents: balances.get(currency) ?? 0,
  }));
}
