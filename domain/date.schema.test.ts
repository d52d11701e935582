import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isIsoDate, isRealDay } from "./calendar-date";
import {
  isRecordDate,
  optionalAnyDateSchema,
  optionalDateSchema,
  queryDateSchema,
  REAL_DATE_RULE,
  RECORD_DATE_RULE,
  requiredAnyDateSchema,
  requiredDateSchema,
} from "./date.schema";

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

describe("the money and travel date window", () => {
  it("says the window in its message", () => {
    expect(RECORD_DATE_RULE).toBe("Use a date from 2000-01-01 to 2099-12-31");
  });

  it.each([
    ["1900-01-01", false],
    ["1999-12-31", false],
    ["2000-01-01", true],
    ["2000-02-29", true],
    ["2026-05-01", true],
    ["2099-12-31", true],
    ["2100-01-01", false],
    ["9999-12-31", false],
    ["0001-01-01", false],
    ["2026-02-30", false],
    ["", false],
  ])("isRecordDate(%j) is %s", (value, ok) => {
    expect(isRecordDate(value)).toBe(ok);
  });

  const required = requiredDateSchema("Payment date");
  it.each([
    [required, "2000-01-01"],
    [required, " 2099-12-31 "],
    [optionalDateSchema, "2000-01-01"],
    [optionalDateSchema, "2099-12-31"],
  ] as [z.ZodType, string][])("takes the window's edge %#: %j", (schema, value) => {
    expect(messages(schema, value)).toEqual([]);
  });

  it.each([
    [required, "1999-12-31", [RECORD_DATE_RULE]],
    [required, "1900-01-01", [RECORD_DATE_RULE]],
    [required, "2100-01-01", [RECORD_DATE_RULE]],
    [required, "9999-12-31", [RECORD_DATE_RULE]],
    [required, "0001-01-01", [RECORD_DATE_RULE]],
    [optionalDateSchema, "1999-12-31", [RECORD_DATE_RULE]],
    [optionalDateSchema, "9999-12-31", [RECORD_DATE_RULE]],
    // An impossible day says so, once, wherever it falls.
    [required, "1900-02-29", [REAL_DATE_RULE]],
    [optionalDateSchema, "2100-02-29", [REAL_DATE_RULE]],
    [required, "", ["Payment date is required"]],
  ] as [z.ZodType, unknown, string[]][])("refuses outside it %#: %j", (schema, input, expected) => {
    expect(messages(schema, input)).toEqual(expected);
  });

  it.each([
    [requiredAnyDateSchema("Passport expiry"), "1990-01-01"],
    [requiredAnyDateSchema("Passport expiry"), "2100-06-30"],
    [optionalAnyDateSchema, "1900-01-01"],
    [optionalAnyDateSchema, "1956-09-06"],
  ] as [z.ZodType, string][])(
    "holds a person's or a document's date %#: %j to no window",
    (schema, value) => {
      expect(schema.parse(value)).toBe(value);
    },
  );

  it("leaves query filters unbounded: a range may start anywhere", () => {
    expect(queryDateSchema.parse("1900-01-01")).toBe("1900-01-01");
  });

  it("still tells the OpenAPI document every one is a date", () => {
    const json = z.toJSONSchema(
      z.object({
        a: required,
        b: optionalDateSchema,
        c: requiredAnyDateSchema("X"),
        d: optionalAnyDateSchema,
      }),
      { io: "input" },
    ) as { properties: Record<string, { format?: string; anyOf?: { format?: string }[] }> };
    for (const key of ["a", "c"]) expect(json.properties[key]?.format).toBe("date");
    for (const key of ["b", "d"]) {
      const formats = [
        json.properties[key]?.format,
        ...(json.properties[key]?.anyOf ?? []).map((v) => v.format),
      ];
      expect(formats).toContain("date");
    }
  });
});
