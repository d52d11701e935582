import { describe, expect, it } from "vitest";
import {
  airlineCodeSchema,
  ONLY_HTTP_LINKS_MESSAGE,
  type SsrDefinitionFormValues,
  ssrCodeSchema,
  ssrDefinitionInputSchema,
  ssrDefinitionSchema,
  ssrPricingInputSchema,
} from "./ssr-definition.schema";

const valid: SsrDefinitionFormValues = {
  code: "PETC",
  description: "Pet in the cabin",
  defaultPriceCents: 7000,
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

describe("ssrDefinitionSchema", () => {
  it("describes a stored definition with id, timestamp and pricing", () => {
    const stored = {
      ...valid,
      id: "0b7c6d2e-5a4f-4c3b-9e1d-8f7a6b5c4d3e",
      updatedAt: "2025-03-01T09:30:00.000Z",
      pricing: [{ airlineCode: "LH", priceCents: 8000 }],
      version: 3,
    };
    expect(ssrDefinitionSchema.parse(stored)).toEqual(stored);
    expect(ssrDefinitionSchema.safeParse({ ...stored, version: 0 }).success).toBe(false);
    expect(ssrDefinitionSchema.safeParse({ ...stored, id: "42" }).success).toBe(false);
    expect(ssrDefinitionSchema.safeParse({ ...stored, updatedAt: "yesterday" }).success).toBe(false);
  });
});
