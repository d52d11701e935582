import { describe, expect, it } from "vitest";
import { RATE_JUMP_CONFIRM_PERCENT, rateConfirmationMessage, rateJump } from "./rate-jump";

const before = { rateDate: "2026-11-03", rate: "0.6800000000" };

describe("rateJump", () => {
  it("asks above a 20% move", () => {
    expect(RATE_JUMP_CONFIRM_PERCENT).toBe(20);
  });

  it.each([
    // new rate, compared rate, percent shown (null: no jump)
    ["0.92", "0.6800000000", 35.3],
    ["0.68", "0.6800000000", null],
    ["0.816", "0.6800000000", null], // exactly +20%: not more than the limit
    ["0.8160000001", "0.6800000000", 20.1], // a hair over, shown above the limit
    ["0.544", "0.6800000000", null], // exactly -20%
    ["0.5439999999", "0.6800000000", 20.1],
    ["0.34", "0.6800000000", 50],
    ["2", "1", 100],
    ["1.2", "1", null],
    ["1.21", "1", 21],
    ["0.0000000002", "0.0000000001", 100],
    [" 0.9200 ", "0.68", 35.3],
    ["1.0850", "1.0851230000", null],
  ])("%s against %s: %s", (rate, compared, percent) => {
    const jump = rateJump(rate, { rateDate: "2026-11-03", rate: compared });
    expect(jump?.percent ?? null).toBe(percent);
  });

  it("says which way the rate moves", () => {
    expect(rateJump("0.92", before)?.direction).toBe("above");
    expect(rateJump("0.40", before)?.direction).toBe("below");
  });

  it("is no jump without a rate to compare with", () => {
    expect(rateJump("123", null)).toBeNull();
  });

  it("refuses text that is not a rate", () => {
    expect(() => rateJump("1e3", before)).toThrow(RangeError);
  });
});

describe("rateConfirmationMessage", () => {
  const input = { currency: "USD", rateDate: "2026-11-10", rate: "0.92" };

  it.each([
    [
      "a jump from the previous rate",
      { jump: rateJump("0.92", before), replaces: null },
      "1 USD = 0.9200 EUR is 35.3% above the previous rate (1 USD = 0.6800 EUR on 3 Nov 2026): confirm to set it",
    ],
    [
      "a jump from the next rate, for a day before the currency's first",
      {
        jump: rateJump("0.92", { rateDate: "2026-12-01", rate: "1.5" }),
        replaces: null,
      },
      "1 USD = 0.9200 EUR is 38.7% below the next rate (1 USD = 1.5000 EUR on 1 Dec 2026): confirm to set it",
    ],
    [
      "a replacement",
      { jump: null, replaces: { rate: "0.9100000000" } },
      "10 Nov 2026 already has a rate (1 USD = 0.9100 EUR); records that locked it keep it: confirm to replace it",
    ],
    [
      "both",
      { jump: rateJump("0.92", before), replaces: { rate: "0.6900000000" } },
      "1 USD = 0.9200 EUR is 35.3% above the previous rate (1 USD = 0.6800 EUR on 3 Nov 2026), and 10 Nov 2026 already has a rate (1 USD = 0.6900 EUR); records that locked it keep it: confirm to replace it",
    ],
    ["nothing to ask", { jump: null, replaces: null }, null],
  ])("%s", (_, questions, message) => {
    expect(rateConfirmationMessage(input, "EUR", questions)).toBe(message);
  });
});
