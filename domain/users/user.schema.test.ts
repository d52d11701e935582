import { describe, expect, it } from "vitest";
import { banFormSchema, localInputToIso } from "./user.schema";

describe("localInputToIso", () => {
  it.each([
    ["", null],
    ["not a date", null],
    ["2031-05-17T09:30", new Date(2031, 4, 17, 9, 30).toISOString()],
  ])("%j → %j", (value, expected) => {
    expect(localInputToIso(value)).toBe(expected);
  });
});

describe("banFormSchema", () => {
  const messages = (input: { until: string; reason: string }) => {
    const result = banFormSchema.safeParse(input);
    return result.success
      ? result.data
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it.each([
    [
      { until: "", reason: "" },
      { until: null, reason: undefined },
    ],
    [
      { until: "2031-05-17T09:30", reason: "  Chargeback  " },
      { until: new Date(2031, 4, 17, 9, 30).toISOString(), reason: "Chargeback" },
    ],
    [{ until: "2001-05-17T09:30", reason: "" }, { until: "Choose a moment in the future" }],
    [{ until: "someday", reason: "" }, { until: "Enter a valid date and time" }],
    [{ until: "", reason: "x".repeat(501) }, { reason: "Use at most 500 characters" }],
  ])("%j → %j", (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});
