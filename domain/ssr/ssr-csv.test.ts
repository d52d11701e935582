import { describe, expect, it } from "vitest";
import { SSR_CATALOGUE } from "./ssr-catalogue";
import { parseSsrCsv, planSsrImport, SSR_CSV_TEMPLATE, serialiseSsrCsv } from "./ssr-csv";
import type { SsrDefinitionInput } from "./ssr-definition.schema";

// Files written before prices had a currency: they still import, in the catalogue's default currency.
const HEADER =
  "code,description,default_price,gds_format_amadeus,gds_format_galileo,is_chargeable,documentation_required,airline_rules_url";
const MONEY_HEADER =
  "code,description,default_price,currency,gds_format_amadeus,gds_format_galileo,is_chargeable,documentation_required,airline_rules_url";

function csv(...lines: string[]): string {
  return `${lines.join("\n")}\n`;
}

function definition(overrides: Partial<SsrDefinitionInput> = {}): SsrDefinitionInput {
  return {
    code: "PETC",
    description: "Pet in the cabin",
    defaultPriceCents: 7000,
    currency: "USD",
    gdsFormatAmadeus: "SR PETC/P1",
    gdsFormatGalileo: "SI.P1/PETC",
    isChargeable: true,
    documentationRequired: true,
    airlineRulesUrl: null,
    ...overrides,
  };
}

describe("parseSsrCsv", () => {
  it("reads a plain file", () => {
    const parsed = parseSsrCsv(
      csv(HEADER, "petc,Pet in the cabin,70.00,SR PETC/P1,SI.P1/PETC,true,yes,https://example.com/pets"),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.rows).toEqual([
      { rowNumber: 2, value: definition({ airlineRulesUrl: "https://example.com/pets" }) },
    ]);
  });

  it("handles quotes, embedded commas, doubled quotes and line breaks inside fields", () => {
    const parsed = parseSsrCsv(
      csv(
        HEADER,
        'CBBG,"Cabin baggage, e.g. a ""cello""\non its own seat",120,"SR CBBG-CELLO,VIOLA/P1",,1,0,',
        "BIKE,Bicycle,50,,,TRUE,False,",
      ),
    );
    expect(parsed.errors).toEqual([]);
    expect(
      parsed.rows.map((row) => [row.rowNumber, row.value.description, row.value.gdsFormatAmadeus]),
    ).toEqual([
      [2, 'Cabin baggage, e.g. a "cello"\non its own seat', "SR CBBG-CELLO,VIOLA/P1"],
      // The quoted line break keeps the record in one spreadsheet row, so BIKE is row 3.
      [3, "Bicycle", null],
    ]);
    expect(parsed.rows[1]?.value.isChargeable).toBe(true);
    expect(parsed.rows[1]?.value.documentationRequired).toBe(false);
  });

  it("strips a UTF-8 BOM and keeps non-ASCII text", () => {
    const parsed = parseSsrCsv(`\uFEFF${csv(HEADER, "KSML,Repas casher – été,0,,,no,no,")}`);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0]?.value.code).toBe("KSML");
    expect(parsed.rows[0]?.value.description).toBe("Repas casher – été");
  });

  it("detects semicolon files and their decimal commas", () => {
    const parsed = parseSsrCsv(
      csv(
        HEADER.replaceAll(",", ";"),
        "PETC;Pet in the cabin, small dogs and cats;70,50;SR PETC/P1;SI.P1/PETC;ja;yes;",
        "VGML;Vegan meal;0;;;no;no;",
      ),
    );
    expect(parsed.errors).toEqual([{ rowNumber: 2, field: "is_chargeable", message: expect.any(String) }]);
    expect(parsed.rows.map((row) => [row.value.code, row.value.defaultPriceCents])).toEqual([["VGML", 0]]);

    const fixed = parseSsrCsv(csv(HEADER.replaceAll(",", ";"), "PETC;Pet, small;70,50;;;yes;yes;"));
    expect(fixed.errors).toEqual([]);
    expect(fixed.rows[0]?.value.defaultPriceCents).toBe(7050);
    expect(fixed.rows[0]?.value.description).toBe("Pet, small");
  });

  it("skips blank lines but keeps spreadsheet row numbers", () => {
    const parsed = parseSsrCsv(
      csv("", HEADER, "", "VGML,Vegan meal,,,,,,", "   ", ",,,,,,,", "AVML,Asian vegetarian meal,0,,,,,", ""),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((row) => [row.rowNumber, row.value.code])).toEqual([
      [4, "VGML"],
      [7, "AVML"],
    ]);
  });

  it("accepts CRLF line endings and trims values", () => {
    const parsed = parseSsrCsv(
      `${HEADER}\r\n  wchr ,  Wheelchair ramp  , 0 ,  SR WCHR/P1 ,,  no , no ,  \r\n`,
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0]?.value).toEqual({
      code: "WCHR",
      description: "Wheelchair ramp",
      defaultPriceCents: 0,
      currency: "USD",
      gdsFormatAmadeus: "SR WCHR/P1",
      gdsFormatGalileo: null,
      isChargeable: false,
      documentationRequired: false,
      airlineRulesUrl: null,
    });
  });

  it("matches headers case-insensitively in any order and warns about unknown columns", () => {
    const parsed = parseSsrCsv(
      csv(" Description ,Notes,CODE,Default Price,IS_CHARGEABLE", "Bicycle,internal,bike,50,yes"),
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual(['Unknown column "Notes" was ignored']);
    expect(parsed.columns).toEqual(["code", "description", "default_price", "is_chargeable"]);
    expect(parsed.rows[0]?.value).toMatchObject({
      code: "BIKE",
      defaultPriceCents: 5000,
      isChargeable: true,
    });
  });

  it("reports every problem of a bad row against its column", () => {
    const parsed = parseSsrCsv(
      csv(
        HEADER,
        "WCH1,,12.5,,,true,false,",
        "XBAG,Excess baggage,-10,,,true,false,",
        "SPEQ,Sports equipment,10.999,,,true,false,",
        "BIKE,Bicycle,50,,,maybe,false,",
        "MEDA,Medical case,0,,,false,false,javascript:alert(1)",
        "FRAG,Fragile,abc,,,false,false,",
      ),
    );
    expect(parsed.rows).toEqual([]);
    expect(parsed.errors).toEqual([
      { rowNumber: 2, field: "code", message: "Code must be exactly 4 letters A–Z" },
      { rowNumber: 2, field: "description", message: "Description is required" },
      { rowNumber: 3, field: "default_price", message: "Amount cannot be negative" },
      { rowNumber: 4, field: "default_price", message: "Use at most two decimal places" },
      { rowNumber: 5, field: "is_chargeable", message: '"maybe" is not true/false, yes/no or 1/0' },
      { rowNumber: 6, field: "airline_rules_url", message: "Only http and https links are allowed" },
      { rowNumber: 7, field: "default_price", message: expect.stringContaining("not an amount") },
    ]);
  });

  it("keeps good rows when others fail", () => {
    const parsed = parseSsrCsv(
      csv(HEADER, "VGML,Vegan meal,0,,,,,", "BAD,Oops,0,,,,,", "KSML,Kosher meal,0,,,,,"),
    );
    expect(parsed.rows.map((row) => row.value.code)).toEqual(["VGML", "KSML"]);
    expect(parsed.errors.map((error) => error.rowNumber)).toEqual([3]);
  });

  it("flags a duplicate code on the later row only", () => {
    const parsed = parseSsrCsv(
      csv(HEADER, "VGML,Vegan meal,0,,,,,", "KSML,Kosher meal,0,,,,,", "vgml,Vegan meal again,0,,,,,"),
    );
    expect(parsed.rows.map((row) => [row.rowNumber, row.value.code])).toEqual([
      [2, "VGML"],
      [3, "KSML"],
    ]);
    expect(parsed.errors).toEqual([
      { rowNumber: 4, field: "code", message: "Duplicate code VGML: already on row 2" },
    ]);
  });

  it("refuses a file without the required columns", () => {
    const parsed = parseSsrCsv(csv("name,default_price", "Vegan meal,0"));
    expect(parsed.rows).toEqual([]);
    expect(parsed.errors).toEqual([
      { rowNumber: 1, field: "code", message: 'Required column "code" is missing' },
      { rowNumber: 1, field: "description", message: 'Required column "description" is missing' },
    ]);
  });

  it("refuses a column given twice", () => {
    const parsed = parseSsrCsv(csv("code,description,code", "VGML,Vegan meal,KSML"));
    expect(parsed.rows).toEqual([]);
    expect(parsed.errors).toEqual([
      { rowNumber: 1, field: "code", message: 'Column "code" appears more than once' },
    ]);
  });

  it("reports an empty file", () => {
    expect(parseSsrCsv("").errors).toEqual([{ rowNumber: 1, field: null, message: "The file is empty" }]);
    expect(parseSsrCsv("\uFEFF\r\n \r\n").errors).toHaveLength(1);
  });

  it("accepts a header-only file with no rows", () => {
    expect(parseSsrCsv(HEADER)).toEqual({ rows: [], errors: [], warnings: [], columns: expect.any(Array) });
  });

  it("flags rows with more values than columns (unquoted comma)", () => {
    const parsed = parseSsrCsv(csv("code,description", "VGML,Vegan, no dairy"));
    expect(parsed.rows).toEqual([]);
    expect(parsed.errors).toEqual([
      { rowNumber: 2, field: null, message: expect.stringContaining("more values") },
    ]);
  });

  it("tolerates trailing delimiters and short rows", () => {
    const parsed = parseSsrCsv(csv(`${HEADER},,`, "VGML,Vegan meal,,,", "KSML,Kosher meal"));
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.rows).toHaveLength(2);
  });

  it("warns when an unnamed column holds data", () => {
    const parsed = parseSsrCsv(csv("code,description,", "VGML,Vegan meal,surprise"));
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.warnings).toEqual(["A column without a header name was ignored"]);
  });

  it("reports an unterminated quote instead of swallowing the rest silently", () => {
    const parsed = parseSsrCsv(
      csv(HEADER, "VGML,Vegan meal,0,,,,,", 'KSML,"Kosher meal,0,,,,,', "MOML,Muslim meal,0,,,,,"),
    );
    expect(parsed.rows.map((row) => row.value.code)).toEqual(["VGML"]);
    expect(parsed.errors).toEqual([
      { rowNumber: 3, field: null, message: expect.stringContaining("never closed") },
    ]);
  });

  it("rejects over-long values like the API does", () => {
    const parsed = parseSsrCsv(
      csv("code,description,gds_format_amadeus", `VGML,${"x".repeat(501)},${"y".repeat(201)}`),
    );
    expect(parsed.errors.map((error) => error.field)).toEqual(["description", "gds_format_amadeus"]);
  });
});

describe("planSsrImport", () => {
  const existing = [
    definition(),
    definition({ code: "VGML", description: "Vegan meal", defaultPriceCents: 0, isChargeable: false }),
    definition({ code: "BIKE", description: "Bicycle", defaultPriceCents: 5000 }),
  ];

  it("splits rows into additions, field-level updates and unchanged", () => {
    const parsed = parseSsrCsv(
      csv(
        HEADER,
        "PETC,Pet in the cabin,75.00,SR PETC/P1,SI.P1/PETC,true,true,https://example.com/pets",
        "VGML,Vegan meal,0,SR PETC/P1,SI.P1/PETC,false,true,",
        "KSML,Kosher meal,0,,,false,false,",
        "BAD!,Broken,0,,,,,",
      ),
    );
    const plan = planSsrImport(parsed, existing);
    expect(plan.toAdd.map((value) => value.code)).toEqual(["KSML"]);
    expect(plan.toUpdate).toEqual([
      {
        code: "PETC",
        changes: [
          { field: "defaultPriceCents", from: 7000, to: 7500 },
          { field: "airlineRulesUrl", from: null, to: "https://example.com/pets" },
        ],
        value: definition({ defaultPriceCents: 7500, airlineRulesUrl: "https://example.com/pets" }),
      },
    ]);
    expect(plan.unchanged).toBe(1);
    expect(plan.errors).toEqual([{ rowNumber: 5, field: "code", message: expect.any(String) }]);
  });

  it("leaves fields of columns absent from the file untouched", () => {
    const parsed = parseSsrCsv(
      csv("code,description", "BIKE,Bicycle (boxed)", "PETC,Pet in the cabin", "AVIH,Animal in hold"),
    );
    const plan = planSsrImport(parsed, existing);
    expect(plan.unchanged).toBe(1);
    expect(plan.toUpdate).toEqual([
      {
        code: "BIKE",
        changes: [{ field: "description", from: "Bicycle", to: "Bicycle (boxed)" }],
        value: definition({ code: "BIKE", description: "Bicycle (boxed)", defaultPriceCents: 5000 }),
      },
    ]);
    // New codes get the defaults for the missing columns.
    expect(plan.toAdd).toEqual([
      {
        code: "AVIH",
        description: "Animal in hold",
        defaultPriceCents: 0,
        currency: "USD",
        gdsFormatAmadeus: null,
        gdsFormatGalileo: null,
        isChargeable: false,
        documentationRequired: false,
        airlineRulesUrl: null,
      },
    ]);
  });

  it("accepts stored definitions with id, timestamp and pricing", () => {
    const stored = existing.map((value, index) => ({
      ...value,
      id: `00000000-0000-4000-8000-00000000000${index}`,
      updatedAt: "2025-01-01T00:00:00.000Z",
      pricing: [],
    }));
    const plan = planSsrImport(parseSsrCsv(serialiseSsrCsv(stored)), stored);
    expect(plan).toEqual({ toAdd: [], toUpdate: [], unchanged: 3, errors: [] });
  });
});

describe("currency column", () => {
  it.each([
    ["EUR", "EUR"],
    ["gbp", "GBP"],
    [" usd ", "USD"],
    ["", "USD"],
  ])("reads %j as %s", (cell, currency) => {
    const parsed = parseSsrCsv(csv(MONEY_HEADER, `BIKE,Bicycle,50,${cell},,,true,false,`));
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0]?.value).toMatchObject({ defaultPriceCents: 5000, currency });
  });

  it.each(["JPY", "€", "US$", "dollars"])("refuses %j naming the column", (cell) => {
    const parsed = parseSsrCsv(csv(MONEY_HEADER, `BIKE,Bicycle,50,${cell},,,true,false,`));
    expect(parsed.rows).toEqual([]);
    expect(parsed.errors).toEqual([
      { rowNumber: 2, field: "currency", message: "Currency must be one of EUR, USD, GBP" },
    ]);
  });

  it("reports a changed currency, and keeps the stored one when the file has no currency column", () => {
    const stored = [
      definition({ code: "BIKE", description: "Bicycle", defaultPriceCents: 5000, currency: "EUR" }),
    ];
    const changed = planSsrImport(
      parseSsrCsv(csv(MONEY_HEADER, "BIKE,Bicycle,50,GBP,SR PETC/P1,SI.P1/PETC,true,true,")),
      stored,
    );
    expect(changed.toUpdate).toEqual([
      expect.objectContaining({ code: "BIKE", changes: [{ field: "currency", from: "EUR", to: "GBP" }] }),
    ]);
    const kept = planSsrImport(parseSsrCsv(csv("code,description,default_price", "BIKE,Bicycle,50")), stored);
    expect(kept).toMatchObject({ toUpdate: [], unchanged: 1 });
  });
});

describe("serialiseSsrCsv", () => {
  it("writes the header, decimal prices and true/false", () => {
    const text = serialiseSsrCsv([
      definition({ description: "Pet, small", airlineRulesUrl: "https://x.example" }),
    ]);
    expect(text).toBe(
      `${MONEY_HEADER}\r\nPETC,"Pet, small",70.00,USD,SR PETC/P1,SI.P1/PETC,true,true,https://x.example\r\n`,
    );
  });

  it("round-trips the whole catalogue without changes", () => {
    const text = serialiseSsrCsv(SSR_CATALOGUE);
    const parsed = parseSsrCsv(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.rows.map((row) => row.value)).toEqual(SSR_CATALOGUE);
    const plan = planSsrImport(parsed, SSR_CATALOGUE);
    expect(plan.toAdd).toHaveLength(0);
    expect(plan.toUpdate).toHaveLength(0);
    expect(plan.unchanged).toBe(SSR_CATALOGUE.length);
  });

  it("round-trips awkward text, and neutralises spreadsheet formulas", () => {
    const tricky = [
      definition({
        code: "OTHS",
        description: 'Quotes "inside", commas; semicolons\r\nand lines',
        airlineRulesUrl: null,
      }),
      definition({
        code: "SPML",
        description: '=HYPERLINK("http://evil.example","click")',
        gdsFormatAmadeus: null,
      }),
      definition({
        code: "LANG",
        description: "-10% off",
        gdsFormatGalileo: "@SUM(A1)",
        defaultPriceCents: 1,
      }),
      definition({ code: "FRAG", description: "Zerbrechlich – ÄÖÜ ß 日本語", currency: "EUR" }),
      definition({ code: "AVIH", defaultPriceCents: 99_999_999, currency: "GBP" }),
    ];
    const text = serialiseSsrCsv(tricky, { bom: true });
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(text).toContain("\"'=HYPERLINK");
    const parsed = parseSsrCsv(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((row) => row.value)).toEqual(tricky);
    expect(planSsrImport(parsed, tricky)).toMatchObject({ toAdd: [], toUpdate: [], unchanged: 5 });
  });

  it("writes just the header for an empty list", () => {
    expect(serialiseSsrCsv([])).toBe(`${MONEY_HEADER}\r\n`);
  });
});

describe("SSR_CSV_TEMPLATE", () => {
  it("is a valid file with a header and two example rows", () => {
    const parsed = parseSsrCsv(SSR_CSV_TEMPLATE);
    expect(parsed.errors).toEqual([]);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.rows.map((row) => row.value.code)).toEqual(["WCHR", "PETC"]);
    expect(parsed.rows[1]?.value.defaultPriceCents).toBe(7000);
  });
});
