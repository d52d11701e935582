import { describe, expect, it } from "vitest";
import { ssrDefinitionResponseSchema } from "./ssr-api.schema";
import {
  airlineCodeSchema,
  ONLY_HTTP_LINKS_MESSAGE,
  type SsrDefinitionBody,
  ssrCodeSchema,
  ssrDefinitionFormSchema,
  ssrDefinitionInputSchema,
  ssrPricingFormSchema,
  ssrPricingInputSchema,
} from "./ssr-definition.schema";

const valid: SsrDefinitionBody = {
  code: "PETC",
  description: "Pet in the cabin",
  defaultPriceCents: 7000,
  currency: "EUR",
  gdsFormatAmadeus: "SR PETC-CAT 6KG/P1",
  gdsFormatGalileo: "SI.P1/PETC*CAT 6KG",
  isChargeable: true,
  documentationRequired: true,
  airlineRulesUrl: "https://www.example.com/pets",
};

function messagesFor(input: unknown): Record<string, string | undefined> {
  const result = ssrDefinitionInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("ssrCodeSchema", () => {
  it("trims and upper-cases before checking", () => {
    expect(ssrCodeSchema.parse("  wchr ")).toBe("WCHR");
  });

  it.each(["WCH", "WCHRS", "WCH1", "WČHR", "", "WC HR"])("rejects %j", (code) => {
    expect(ssrCodeSchema.safeParse(code).success).toBe(false);
  });
});

describe("ssrDefinitionInputSchema", () => {
  it("accepts a complete definition", () => {
    expect(ssrDefinitionInputSchema.parse(valid)).toEqual(valid);
  });

  it("normalises optional text: trims, and empty or missing becomes null", () => {
    const parsed = ssrDefinitionInputSchema.parse({
      ...valid,
      description: "  Pet in the cabin  ",
      gdsFormatAmadeus: "   ",
      gdsFormatGalileo: undefined,
      airlineRulesUrl: "",
    });
    expect(parsed.description).toBe("Pet in the cabin");
    expect(parsed.gdsFormatAmadeus).toBeNull();
    expect(parsed.gdsFormatGalileo).toBeNull();
    expect(parsed.airlineRulesUrl).toBeNull();
  });

  it("requires a description of at most 500 characters", () => {
    expect(messagesFor({ ...valid, description: "   " }).description).toBe("Description is required");
    expect(messagesFor({ ...valid, description: undefined }).description).toBe("Description is required");
    expect(messagesFor({ ...valid, description: "x".repeat(501) }).description).toMatch(/500/);
    expect(messagesFor({ ...valid, description: "x".repeat(500) })).toEqual({});
  });

  it("limits GDS formats to 200 characters", () => {
    expect(messagesFor({ ...valid, gdsFormatGalileo: "x".repeat(201) }).gdsFormatGalileo).toMatch(/200/);
  });

  it("takes prices as non-negative integer cents only", () => {
    expect(messagesFor({ ...valid, defaultPriceCents: -1 }).defaultPriceCents).toBe(
      "Price cannot be negative",
    );
    expect(messagesFor({ ...valid, defaultPriceCents: 12.5 }).defaultPriceCents).toMatch(/whole number/);
    expect(messagesFor({ ...valid, defaultPriceCents: "1250" }).defaultPriceCents).toBeDefined();
  });

  it.each([
    [{ currency: "USD" }, undefined],
    [{ currency: "GBP" }, undefined],
    [{ currency: "usd" }, "Currency must be one of EUR, USD, GBP"],
    [{ currency: "JPY" }, "Currency must be one of EUR, USD, GBP"],
    [{ currency: undefined }, "Currency must be one of EUR, USD, GBP"],
    [{ currency: 840 }, "Currency must be one of EUR, USD, GBP"],
  ])("checks the currency of %j", (change, message) => {
    expect(messagesFor({ ...valid, ...change }).currency).toBe(message);
  });

  it("requires real booleans", () => {
    expect(messagesFor({ ...valid, isChargeable: "yes" }).isChargeable).toBeDefined();
    expect(messagesFor({ ...valid, documentationRequired: undefined }).documentationRequired).toBeDefined();
  });

  it.each(["https://www.lufthansa.com/pets", "http://example.com", "HTTPS://EXAMPLE.COM/a?b=c#d"])(
    "accepts the http(s) link %j",
    (url) => {
      expect(messagesFor({ ...valid, airlineRulesUrl: url })).toEqual({});
    },
  );

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://example.com/file",
    "mailto:rules@example.com",
    "//example.com/protocol-relative",
    "www.example.com",
    "http://",
    "not a url",
  ])("rejects the link %j", (url) => {
    expect(messagesFor({ ...valid, airlineRulesUrl: url }).airlineRulesUrl).toBe(ONLY_HTTP_LINKS_MESSAGE);
  });
});

describe("airline pricing", () => {
  it.each(["LH", "lh", "U2", "9W", " ba "])("accepts airline code %j", (code) => {
    expect(airlineCodeSchema.safeParse(code).success).toBe(true);
  });

  it.each(["L", "LHX", "12", "L-", ""])("rejects airline code %j", (code) => {
    expect(airlineCodeSchema.safeParse(code).success).toBe(false);
  });

  it("rejects the same airline twice in one override list", () => {
    const result = ssrPricingInputSchema.safeParse([
      { airlineCode: "LH", priceCents: 5000 },
      { airlineCode: "lh", priceCents: 6000 },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([1, "airlineCode"]);
  });

  it("accepts distinct overrides", () => {
    expect(
      ssrPricingInputSchema.parse([
        { airlineCode: "LH", priceCents: 5000 },
        { airlineCode: "u2", priceCents: 0 },
      ]),
    ).toEqual([
      { airlineCode: "LH", priceCents: 5000 },
      { airlineCode: "U2", priceCents: 0 },
    ]);
  });
});

describe("ssrDefinitionResponseSchema", () => {
  it("describes a stored definition with id, timestamp and pricing", () => {
    const stored = {
      ...valid,
      id: "0b7c6d2e-5a4f-4c3b-9e1d-8f7a6b5c4d3e",
      updatedAt: "2025-03-01T09:30:00.000Z",
      pricing: [{ airlineCode: "LH", priceCents: 8000 }],
      version: 3,
    };
    expect(ssrDefinitionResponseSchema.parse(stored)).toEqual(stored);
    expect(ssrDefinitionResponseSchema.safeParse({ ...stored, version: 0 }).success).toBe(false);
    expect(ssrDefinitionResponseSchema.safeParse({ ...stored, id: "42" }).success).toBe(false);
    expect(ssrDefinitionResponseSchema.safeParse({ ...stored, updatedAt: "yesterday" }).success).toBe(false);
  });
});

describe("form schemas (prices typed as text)", () => {
  it.each([
    ["70", 7000],
    ["70.5", 7050],
    ["0,99", 99],
    [" 0 ", 0],
    ["999999.99", 99_999_999],
  ])("the Add SSR form reads %j as %i cents", (text, cents) => {
    const parsed = ssrDefinitionFormSchema.parse({ ...valid, defaultPriceCents: text });
    expect(parsed).toEqual({ ...valid, defaultPriceCents: cents });
  });

  it.each([
    ["", "Enter a price (0 for free)"],
    ["-1", "Amount cannot be negative"],
    ["1.001", "Use at most two decimal places"],
    ["12 EUR", expect.stringContaining("not an amount")],
    ["1000000", "Price is too large"],
  ])("the Add SSR form refuses %j next to the price", (text, message) => {
    const result = ssrDefinitionFormSchema.safeParse({ ...valid, defaultPriceCents: text });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["defaultPriceCents", message],
    ]);
  });

  it("the airline prices form names the row and field of each problem", () => {
    const result = ssrPricingFormSchema.safeParse({
      pricing: [
        { airlineCode: "lh", priceCents: "80" },
        { airlineCode: "LH", priceCents: "x" },
        { airlineCode: "L", priceCents: "" },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["pricing.1.priceCents", expect.stringContaining("not an amount")],
      ["pricing.2.airlineCode", "Airline code must be a 2-character IATA code"],
      ["pricing.2.priceCents", "Enter a price (0 for free)"],
    ]);
    expect(
      ssrPricingFormSchema.parse({
        pricing: [
          { airlineCode: "lh", priceCents: "80" },
          { airlineCode: "BA", priceCents: "0" },
        ],
      }),
    ).toEqual({
      pricing: [
        { airlineCode: "LH", priceCents: 8000 },
        { airlineCode: "BA", priceCents: 0 },
      ],
    });
  });
});
