import { z } from "zod";
import { CURRENCIES } from "./currency";

// Beyond 13 whole digits the cent value would leave the safe-integer range.
const MAX_WHOLE_DIGITS = 13;

export type MoneyParseResult = { ok: true; value: number } | { ok: false; error: string };

export class MoneyFormatError extends Error {
  override readonly name = "MoneyFormatError";
}

export const THOUSANDS_SEPARATOR_MESSAGE = "Type the amount without thousands separators";

// Digits grouped in threes as people type thousands: "1 350,50", "1'350", "1,350" or "1,350.50", "1.350,50" or
// "1.350.000". A lone dot before three digits ("1.350") stays a decimal point: that reading has its own message.
const GROUPED_THOUSANDS = [
  /^[1-9]\d{0,2}(?:[ \u00a0\u202f'’]\d{3})+(?:[.,]\d*)?$/,
  /^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d*)?$/,
  /^[1-9]\d{0,2}(?:\.\d{3}){2,}(?:,\d*)?$/,
  /^[1-9]\d{0,2}(?:\.\d{3})+,\d*$/,
];

/**
 * Parses a decimal amount such as "12.5" or "12,50" into integer minor units (1250). Thousands separators are
 * refused by name (a "1,350" is never read as 1.350 nor told it has too many decimals).
 * Digits are read as text, never through floating point.
 */
export function safeParseMoney(input: string): MoneyParseResult {
  const text = input.trim();
  if (text === "") return { ok: false, error: "Enter an amount" };
  if (text.startsWith("-")) return { ok: false, error: "Amount cannot be negative" };
  if (GROUPED_THOUSANDS.some((pattern) => pattern.test(text)))
    return { ok: false, error: THOUSANDS_SEPARATOR_MESSAGE };
  // A single comma is a decimal separator (European spreadsheets); "1,250" then fails on three decimals.
  const normalised = !text.includes(".") && text.split(",").length === 2 ? text.replace(",", ".") : text;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(normalised);
  const whole = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  if (!match || (whole === "" && fraction === "")) {
    return {
      ok: false,
      error: `"${text}" is not an amount (use digits and an optional decimal point, e.g. 12.50)`,
    };
  }
  if (fraction.length > 2) return { ok: false, error: "Use at most two decimal places" };
  const wholeDigits = whole.replace(/^0+(?=\d)/, "");
  if (wholeDigits.length > MAX_WHOLE_DIGITS) return { ok: false, error: "Amount is too large" };
  const cents = Number(wholeDigits || "0") * 100 + Number(fraction.padEnd(2, "0"));
  return { ok: true, value: cents };
}

/** Like safeParseMoney, but throws MoneyFormatError. */
export function parseMoney(input: string): number {
  const result = safeParseMoney(input);
  if (!result.ok) throw new MoneyFormatError(result.error);
  return result.value;
}

/** Formats integer minor units as a plain decimal string: 1250 → "12.50". */
export function formatMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer, got ${minor}`);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = Math.trunc(abs / 100);
  const cents = String(abs % 100).padStart(2, "0");
  return `${sign}${whole}.${cents}`;
}

/** Form field: a price typed as text, validated and turned into minor units. */
export const moneyStringSchema = z.string().transform((value, ctx) => {
  const result = safeParseMoney(value);
  if (result.ok) return result.value;
  ctx.addIssue({ code: "custom", message: result.error, input: value });
  return z.NEVER;
});

export const currencySchema = z.enum(CURRENCIES, {
  error: `Currency must be one of ${CURRENCIES.join(", ")}`,
});

/**
 * A money amount in integer minor units (cents), 0 to `max`, as an API field. `label` starts the
 * messages ("Price is too large"), so each record names its own field.
 */
export function amountCentsSchema(label: string, max: number) {
  return z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is too large`);
}

/**
 * The same amount typed into a form ("12.50", "12,5") → minor units, with the same checks and messages.
 * `emptyMessage` says what an empty field means for this record ("Enter a price (0 for free)").
 */
export function amountTextSchema(label: string, max: number, emptyMessage = `Enter ${label.toLowerCase()}`) {
  return z
    .string()
    .transform((value, ctx) => {
      const result = safeParseMoney(value);
      if (result.ok) return result.value;
      const message = value.trim() === "" ? emptyMessage : result.error;
      ctx.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    })
    .pipe(amountCentsSchema(label, max));
}
