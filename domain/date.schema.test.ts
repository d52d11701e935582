import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isIsoDate, isRealDay } from "./calendar-date";
import { optionalDateSchema, queryDateSchema, REAL_DATE_RULE, requiredDateSchema } from "./date.schema";

describe("isIsoDate", () => {
  it.each([
    ["2026-05-01", true],
    ["2024-02-29", true],
    ["2000-02-29", true],
    ["1900-02-28", true],
    ["0001-01-01", true],
    ["9999-12-31", true],
    ["2026-02-30", false],
    ["2023-02-29", false],
    ["1900-02-29", false],
    ["2026-04-31", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-01-00", false],
    ["0000-01-01", false],
    ["2026-1-1", false],
    ["26-01-01", false],
    ["2026-01-01T00:00", false],
    ["2026-01-01\u0000", false],
    ["２０２６-01-01", false],
    ["", false],
  ])("isIsoDate(%j) is %s", (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
  });

  it.each([
    [2024, 2, 29, true],
    [2100, 2, 29, false],
    [2026, 12, 31, true],
    [10000, 1, 1, false],
    [2026, 1.5, 1, false],
  ])("isRealDay(%i, %i, %i) is %s", (year, month, day, ok) => {
    expect(isRealDay(year, month, day)).toBe(ok);
  });
});

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("date schemas", () => {
  const required = requiredDateSchema("Start date");

  it.each([
    [required, " 2026-05-01 ", "2026-05-01"],
    [optionalDateSchema, "2026-05-01", "2026-05-01"],
    [optionalDateSchema, "", null],
    [optionalDateSchema, null, null],
    [optionalDateSchema, undefined, null],
    [queryDateSchema, "2026-05-01", "2026-05-01"],
    [queryDateSchema, "", undefined],
    [queryDateSchema, undefined, undefined],
  ] as [z.ZodType, unknown, unknown][])("reads %#: %j as %j", (schema, input, output) => {
    expect(schema.parse(input)).toBe(output);
  });

  it.each([
    [required, "2026-02-30", [REAL_DATE_RULE]],
    [required, "0000-01-01", [REAL_DATE_RULE]],
    [required, "", ["Start date is required"]],
    [required, undefined, ["Start date is required"]],
    [optionalDateSchema, "2026-02-30", [REAL_DATE_RULE]],
    [optionalDateSchema, 20260501, [REAL_DATE_RULE]],
    [queryDateSchema, "2026-02-30", [REAL_DATE_RULE]],
    [queryDateSchema, "30/01/2026", [REAL_DATE_RULE]],
  ] as [z.ZodType, unknown, string[]][])("refuses %#: %j", (schema, input, expected) => {
    expect(messages(schema, input)).toEqual(expected);
  });

  it("tells the OpenAPI document the field is a date", () => {
    const json = z.toJSONSchema(z.object({ from: queryDateSchema, on: required }), { io: "input" }) as {
      properties: Record<string, { format?: string }>;
    };
    expect(json.properties.from?.format).toBe("date");
    expect(json.properties.on?.format).toBe("date");
  });
});
