import { describe, expect, it } from "vitest";
import type { Currency } from "../currency";
import {
  closingBalances,
  type StatementMovement,
  withRunningBalances,
  withRunningBalancesNewestFirst,
} from "./running-balance";
import type { CurrencyAmount } from "./statement-values";

const m = (currency: Currency, amountCents: number, id = `${currency}${amountCents}`) => ({
  id,
  currency,
  amountCents,
});
const forward = (currency: Currency, amountCents: number): CurrencyAmount => ({ currency, amountCents });
const balances = (rows: readonly { balanceCents: number }[]) => rows.map((row) => row.balanceCents);

describe("withRunningBalances", () => {
  it.each<[string, CurrencyAmount[], ReturnType<typeof m>[], number[]]>([
    ["nothing at all", [], [], []],
    ["only a balance brought forward", [forward("EUR", 5_000)], [], []],
    ["one invoice", [], [m("EUR", 100_000)], [100_000]],
    [
      "an invoice paid in two parts",
      [],
      [m("EUR", 42_000), m("EUR", -12_000), m("EUR", -30_000)],
      [42_000, 30_000, 0],
    ],
    ["a credit note lowers what is owed", [], [m("EUR", 10_000), m("EUR", -2_500)], [10_000, 7_500]],
    [
      "a refund raises it again",
      [],
      [m("EUR", 10_000), m("EUR", -10_000), m("EUR", 4_000)],
      [10_000, 0, 4_000],
    ],
    ["a cancellation takes the invoice back out", [], [m("GBP", 9_900), m("GBP", -9_900)], [9_900, 0]],
    [
      "a payment dated before its invoice goes below zero",
      [],
      [m("EUR", -5_000), m("EUR", 5_000)],
      [-5_000, 0],
    ],
    [
      "brought forward starts the count",
      [forward("EUR", 20_000)],
      [m("EUR", -5_000), m("EUR", 1_000)],
      [15_000, 16_000],
    ],
    ["a negative balance brought forward", [forward("EUR", -3_000)], [m("EUR", 3_000)], [0]],
    [
      "currencies interleaved keep their own balances",
      [],
      [m("EUR", 10_000), m("USD", 20_000), m("EUR", -4_000), m("USD", -20_000), m("EUR", 1)],
      [10_000, 20_000, 6_000, 0, 6_001],
    ],
    [
      "brought forward only applies to its own currency",
      [forward("USD", 7_000), forward("GBP", 100)],
      [m("EUR", 1_000), m("USD", 1_000), m("GBP", -100)],
      [1_000, 8_000, 0],
    ],
    [
      "a currency that only was brought forward stays out of the lines",
      [forward("GBP", 9_999)],
      [m("EUR", 1_000), m("EUR", -1_000)],
      [1_000, 0],
    ],
    ["one cent at a time", [], [m("USD", 1), m("USD", 1), m("USD", -1), m("USD", 1)], [1, 2, 1, 2]],
    [
      "amounts near the largest invoice",
      [forward("EUR", 9_999_999_999)],
      [m("EUR", 9_999_999_999), m("EUR", -19_999_999_998)],
      [19_999_999_998, 0],
    ],
  ])("%s", (_, brought, movements, expected) => {
    expect(balances(withRunningBalances(brought, movements))).toEqual(expected);
  });

  it("keeps every movement's own fields and its order", () => {
    const movements = [
      { ...m("EUR", 100), kind: "invoice", reference: "INV-202605-0001" },
      { ...m("EUR", -100), kind: "payment", reference: "PAY-000001" },
    ];
    expect(withRunningBalances([], movements)).toEqual([
      { ...movements[0], balanceCents: 100 },
      { ...movements[1], balanceCents: 0 },
    ]);
  });

  it("does not change what it was given", () => {
    const brought = [forward("EUR", 500)];
    const movements: StatementMovement[] = [m("EUR", 100)];
    withRunningBalances(brought, movements);
    expect(brought).toEqual([forward("EUR", 500)]);
    expect(movements).toEqual([m("EUR", 100)]);
  });

  it.each<[string, CurrencyAmount[], StatementMovement[], RegExp]>([
    [
      "a currency brought forward twice",
      [forward("EUR", 1), forward("EUR", 2)],
      [],
      /EUR is brought forward twice/,
    ],
    ["a fraction of a cent", [], [m("EUR", 10.5)], /whole number of minor units, got 10.5/],
    ["not a number", [], [m("EUR", Number.NaN)], /whole number of minor units/],
    ["an infinite amount", [], [m("EUR", Number.POSITIVE_INFINITY)], /whole number of minor units/],
    ["a fractional balance brought forward", [forward("USD", 0.1)], [], /USD balance brought forward/],
    [
      "a sum beyond the safe-integer range",
      [forward("EUR", Number.MAX_SAFE_INTEGER)],
      [m("EUR", 1)],
      /The EUR balance must be a whole number/,
    ],
  ])("refuses %s", (_, brought, movements, message) => {
    expect(() => withRunningBalances(brought, movements)).toThrow(message);
  });
});

describe("withRunningBalancesNewestFirst", () => {
  it("answers in the page's own order, each with the balance after it", () => {
    // Oldest first these are: invoice 300, payment 100, payment 50 (EUR), with 1 000 brought forward.
    const newestFirst = [m("EUR", -50, "c"), m("EUR", -100, "b"), m("EUR", 300, "a")];
    const rows = withRunningBalancesNewestFirst([forward("EUR", 1_000)], newestFirst);
    expect(rows.map((row) => [row.id, row.balanceCents])).toEqual([
      ["c", 1_150],
      ["b", 1_200],
      ["a", 1_300],
    ]);
  });

  it("agrees with the oldest-first count whatever the currencies", () => {
    const oldestFirst = [m("USD", 500), m("EUR", 70), m("USD", -200), m("GBP", 1), m("EUR", -70)];
    const brought = [forward("EUR", 30)];
    const ascending = withRunningBalances(brought, oldestFirst);
    const descending = withRunningBalancesNewestFirst(brought, [...oldestFirst].reverse());
    expect(descending).toEqual([...ascending].reverse());
  });

  it("is empty for an empty page", () => {
    expect(withRunningBalancesNewestFirst([forward("EUR", 10)], [])).toEqual([]);
  });
});

describe("closingBalances", () => {
  it.each<[string, CurrencyAmount[], StatementMovement[], CurrencyAmount[]]>([
    ["nothing", [], [], []],
    ["what was brought forward when nothing moved", [forward("USD", 400)], [], [forward("USD", 400)]],
    ["a settled currency reads zero", [], [m("EUR", 100), m("EUR", -100)], [forward("EUR", 0)]],
    [
      "every currency in the agency's order (EUR, USD, GBP), whatever order they came in",
      [forward("GBP", 5)],
      [m("USD", 10), m("EUR", 20), m("GBP", -5), m("USD", 1)],
      [forward("EUR", 20), forward("USD", 11), forward("GBP", 0)],
    ],
    ["an overpaid account is negative", [], [m("EUR", 100), m("EUR", -150)], [forward("EUR", -50)]],
  ])("%s", (_, brought, movements, expected) => {
    expect(closingBalances(brought, movements)).toEqual(expected);
  });

  it("is the last running balance of each currency", () => {
    const movements = [m("EUR", 900), m("USD", 50), m("EUR", -300), m("USD", 25)];
    const running = withRunningBalances([forward("USD", 100)], movements);
    const closing = closingBalances([forward("USD", 100)], movements);
    expect(closing).toEqual([
      forward("EUR", running.findLast((r) => r.currency === "EUR")!.balanceCents),
      forward("USD", running.findLast((r) => r.currency === "USD")!.balanceCents),
    ]);
  });

  it("refuses what withRunningBalances refuses", () => {
    expect(() => closingBalances([forward("EUR", 1), forward("EUR", 1)], [])).toThrow(/twice/);
    expect(() => closingBalances([], [m("EUR", 0.5)])).toThrow(/whole number/);
  });
});
