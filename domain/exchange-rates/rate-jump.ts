import { formatTripDate } from "../trips/trip-format";
import { rateSentence } from "./rate-format";

/** A new rate further than this from the one it is compared with (in percent of that one) needs confirming. */
export const RATE_JUMP_CONFIRM_PERCENT = 20;

const SCALE_DECIMALS = 10;

/** One day's rate as stored ("0.9200000000"). */
export interface DayRate {
  rateDate: string;
  rate: string;
}

/** How far a new rate moves from the one it is compared with. */
export interface RateJump {
  /** The currency's rate compared with: the latest before the new one's day, else the first after it. */
  compared: DayRate;
  /** Rounded up to a tenth, so a jump never reads as the limit itself. */
  percent: number;
  direction: "above" | "below";
}

/** "0.92" → 9200000000n: the rate in units of 10⁻¹⁰, never through floating point. */
function scaled(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Not a rate: "${rate}"`);
  const fraction = (match[2] ?? "").slice(0, SCALE_DECIMALS).padEnd(SCALE_DECIMALS, "0");
  return BigInt(match[1] + fraction);
}

/**
 * Whether the new rate differs from `compared` by more than RATE_JUMP_CONFIRM_PERCENT of it (exactly the
 * limit is no jump); null when there is nothing to compare with.
 */
export function rateJump(rate: string, compared: DayRate | null): RateJump | null {
  if (!compared) return null;
  const next = scaled(rate);
  const before = scaled(compared.rate);
  if (before === 0n) return null;
  const difference = next > before ? next - before : before - next;
  if (difference * 100n <= BigInt(RATE_JUMP_CONFIRM_PERCENT) * before) return null;
  const tenths = (difference * 1000n + before - 1n) / before;
  return { compared, percent: Number(tenths) / 10, direction: next > before ? "above" : "below" };
}

/**
 * "1 USD = 0.9200 EUR is 35% above the previous rate (1 USD = 0.6800 EUR on 3 Nov 2026)"; "the next rate"
 * when the one compared with comes after `rateDate` (the currency had none before it).
 */
export function rateJumpSentence(
  input: { currency: string; rateDate: string; rate: string },
  baseCurrency: string,
  jump: RateJump,
): string {
  const which = jump.compared.rateDate < input.rateDate ? "previous" : "next";
  const compared = rateSentence(input.currency, jump.compared.rate, baseCurrency);
  return `${rateSentence(input.currency, input.rate, baseCurrency)} is ${jump.percent}% ${jump.direction} the ${which} rate (${compared} on ${formatTripDate(jump.compared.rateDate)})`;
}

/**
 * What PUT /api/exchange-rates asks before setting a rate without `confirmed`: the jump in words, the day's
 * rate it would replace, or both; null when there is nothing to ask.
 */
export function rateConfirmationMessage(
  input: { currency: string; rateDate: string; rate: string },
  baseCurrency: string,
  { jump, replaces }: { jump: RateJump | null; replaces: { rate: string } | null },
): string | null {
  const day = formatTripDate(input.rateDate);
  const replacing = replaces
    ? `${day} already has a rate (${rateSentence(input.currency, replaces.rate, baseCurrency)}); records that locked it keep it`
    : null;
  if (jump) {
    const sentence = rateJumpSentence(input, baseCurrency, jump);
    return replacing
      ? `${sentence}, and ${replacing}: confirm to replace it`
      : `${sentence}: confirm to set it`;
  }
  return replacing ? `${replacing}: confirm to replace it` : null;
}
