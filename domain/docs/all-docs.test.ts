import { describe, expect, it } from "vitest";
import { buildAllDocs } from "./all-docs";
import { buildAmadeusDocs } from "./amadeus-docs";
import type { DocsInput } from "./docs-input";
import { buildGalileoDocs } from "./galileo-docs";
import { buildSabreDocs } from "./sabre-docs";

const john: DocsInput = {
  documentType: "P",
  issuingCountry: "GBR",
  documentNumber: "123456789",
  nationality: "GBR",
  dateOfBirth: "1982-07-12",
  gender: "M",
  expiryDate: "2030-01-15",
  surname: "Smith",
  givenNames: "John",
};

const CORE = "P/GBR/123456789/GBR/12JUL82/M/15JAN30";

describe("the reference passenger", () => {
  it("builds the Amadeus entry", () => {
    expect(buildAmadeusDocs(john)).toBe("SRDOCS YY HK1-P-GBR-123456789-GBR-12JUL82-M-15JAN30-SMITH-JOHN");
  });

  it("builds the Galileo entry", () => {
    expect(buildGalileoDocs(john)).toBe(
      "SI.P1/SSRDOCSYYHK1/P/GBR/123456789/GBR/12JUL82/M/15JAN30/SMITH/JOHN",
    );
  });

  it("builds the Sabre entry", () => {
    expect(buildSabreDocs(john)).toBe("3DOCS/P/GBR/123456789/GBR/12JUL82/M/15JAN30/SMITH/JOHN-1.1");
  });

  it("builds all three at once", () => {
    expect(buildAllDocs(john)).toEqual({
      amadeus: buildAmadeusDocs(john),
      galileo: buildGalileoDocs(john),
      sabre: buildSabreDocs(john),
    });
  });
});

// Each row changes one thing and gives the slash-separated field part the three formats share.
describe.each<[string, Partial<DocsInput>, string]>([
  ["identity card", { documentType: "I" }, "I/GBR/123456789/GBR/12JUL82/M/15JAN30/SMITH/JOHN"],
  ["passport card", { documentType: "IP" }, "IP/GBR/123456789/GBR/12JUL82/M/15JAN30/SMITH/JOHN"],
  ["facilitation document", { documentType: "F" }, "F/GBR/123456789/GBR/12JUL82/M/15JAN30/SMITH/JOHN"],
  [
    "different issuing country and nationality",
    { issuingCountry: "IRL", nationality: "USA" },
    "P/IRL/123456789/USA/12JUL82/M/15JAN30/SMITH/JOHN",
  ],
  [
    "lower-case codes",
    { issuingCountry: "deu", nationality: "fra" },
    "P/DEU/123456789/FRA/12JUL82/M/15JAN30/SMITH/JOHN",
  ],
  ["document number with spaces", { documentNumber: " 123 456\t789 " }, `${CORE}/SMITH/JOHN`],
  [
    "document number with punctuation",
    { documentNumber: " ab-12.34/56 " },
    "P/GBR/AB123456/GBR/12JUL82/M/15JAN30/SMITH/JOHN",
  ],
  ["female", { gender: "F" }, "P/GBR/123456789/GBR/12JUL82/F/15JAN30/SMITH/JOHN"],
  ["gender X", { gender: "X" }, "P/GBR/123456789/GBR/12JUL82/X/15JAN30/SMITH/JOHN"],
  ["undisclosed gender", { gender: "U" }, "P/GBR/123456789/GBR/12JUL82/U/15JAN30/SMITH/JOHN"],
  [
    "Date objects",
    { dateOfBirth: new Date("1982-07-12"), expiryDate: new Date("2030-01-15") },
    `${CORE}/SMITH/JOHN`,
  ],
  ["leap-day birth", { dateOfBirth: "2000-02-29" }, "P/GBR/123456789/GBR/29FEB00/M/15JAN30/SMITH/JOHN"],
  ["impossible birth date", { dateOfBirth: "2023-02-30" }, "P/GBR/123456789/GBR//M/15JAN30/SMITH/JOHN"],
  ["empty expiry date", { expiryDate: "" }, "P/GBR/123456789/GBR/12JUL82/M//SMITH/JOHN"],
  ["non-date expiry", { expiryDate: "next year" }, "P/GBR/123456789/GBR/12JUL82/M//SMITH/JOHN"],
  ["lower-case names", { surname: "smith", givenNames: "john" }, `${CORE}/SMITH/JOHN`],
  ["several given names", { givenNames: "John  Paul\tGeorge" }, `${CORE}/SMITH/JOHN PAUL GEORGE`],
  ["double-barrelled surname", { surname: "Smith-Jones" }, `${CORE}/SMITH JONES/JOHN`],
  ["hyphenated given name", { givenNames: "Jean-Luc" }, `${CORE}/SMITH/JEAN LUC`],
  ["spaced hyphen", { surname: "Smith - Jones" }, `${CORE}/SMITH JONES/JOHN`],
  ["multi-word surname", { surname: "van der  Berg" }, `${CORE}/VAN DER BERG/JOHN`],
  ["apostrophe", { surname: "O'Neill" }, `${CORE}/ONEILL/JOHN`],
  [
    "German",
    { surname: "Müller-Lüdenscheidt", givenNames: "Jürgen" },
    `${CORE}/MUELLER LUEDENSCHEIDT/JUERGEN`,
  ],
  ["French", { surname: "Lefèvre", givenNames: "Anaïs Cécile" }, `${CORE}/LEFEVRE/ANAIS CECILE`],
  ["Turkish", { surname: "Çelik", givenNames: "Ayşe Gül" }, `${CORE}/CELIK/AYSE GUEL`],
  ["Nordic", { surname: "Ødegård", givenNames: "Åse" }, `${CORE}/OEDEGAARD/AASE`],
  ["Polish", { surname: "Wałęsa", givenNames: "Łucja" }, `${CORE}/WALESA/LUCJA`],
  ["Spanish", { surname: "Núñez García", givenNames: "José María" }, `${CORE}/NUNEZ GARCIA/JOSE MARIA`],
  ["Greek", { surname: "Παπαδόπουλος", givenNames: "Ευάγγελος" }, `${CORE}/PAPADOPOULOS/EVANGELOS`],
  ["Cyrillic", { surname: "Щербакова", givenNames: "Юлия" }, `${CORE}/SHCHERBAKOVA/IULIIA`],
  ["no given names", { givenNames: "" }, `${CORE}/SMITH`],
])("%s", (_, change, fields) => {
  const input = { ...john, ...change };

  it("Amadeus", () => {
    expect(buildAmadeusDocs(input)).toBe(`SRDOCS YY HK1-${fields.replaceAll("/", "-")}`);
  });

  it("Galileo", () => {
    expect(buildGalileoDocs(input)).toBe(`SI.P1/SSRDOCSYYHK1/${fields}`);
  });

  it("Sabre", () => {
    expect(buildSabreDocs(input)).toBe(`3DOCS/${fields}-1.1`);
  });
});

describe("infants", () => {
  const baby: DocsInput = { ...john, givenNames: "Amy", gender: "F", dateOfBirth: "2023-06-01" };

  it.each([
    ["one day before the second birthday", "2025-05-31", "FI"],
    ["on the second birthday", "2025-06-01", "F"],
    ["without a travel date", undefined, "F"],
  ])("%s → %s", (_, travelDate, gender) => {
    const lines = buildAllDocs({ ...baby, travelDate });
    const fields = `P/GBR/123456789/GBR/01JUN23/${gender}/15JAN30/SMITH/AMY`;
    expect(lines).toEqual({
      amadeus: `SRDOCS YY HK1-${fields.replaceAll("/", "-")}`,
      galileo: `SI.P1/SSRDOCSYYHK1/${fields}`,
      sabre: `3DOCS/${fields}-1.1`,
    });
  });

  it("marks a baby boy MI, attached to the adult's passenger number", () => {
    const lines = buildAllDocs({ ...baby, gender: "M", travelDate: "2024-01-01", passengerNumber: 2 });
    expect(lines.amadeus).toBe("SRDOCS YY HK1-P-GBR-123456789-GBR-01JUN23-MI-15JAN30-SMITH-AMY/P2");
    expect(lines.galileo).toBe("SI.P2/SSRDOCSYYHK1/P/GBR/123456789/GBR/01JUN23/MI/15JAN30/SMITH/AMY");
    expect(lines.sabre).toBe("3DOCS/P/GBR/123456789/GBR/01JUN23/MI/15JAN30/SMITH/AMY-2.1");
  });

  it("keeps X for an infant, as IATA defines no infant form of it", () => {
    expect(buildSabreDocs({ ...baby, gender: "X", travelDate: "2024-01-01" })).toContain("/01JUN23/X/");
  });
});

describe("passenger numbers and airline", () => {
  it.each<[DocsInput["passengerNumber"], string, string, string]>([
    [undefined, "", "SI.P1/", "-1.1"],
    [1, "/P1", "SI.P1/", "-1.1"],
    [3, "/P3", "SI.P3/", "-3.1"],
    ["2", "/P2", "SI.P2/", "-2.1"],
    ["1.1", "/P1", "SI.P1/", "-1.1"],
    ["2.1", "/P2", "SI.P2/", "-2.1"],
    ["1.2", "/P1", "SI.P1/", "-1.2"],
  ])("passenger %j", (passengerNumber, amadeusEnd, galileoStart, sabreEnd) => {
    const lines = buildAllDocs({ ...john, passengerNumber });
    expect(lines.amadeus).toBe(`SRDOCS YY HK1-P-GBR-123456789-GBR-12JUL82-M-15JAN30-SMITH-JOHN${amadeusEnd}`);
    expect(lines.galileo.startsWith(galileoStart)).toBe(true);
    expect(lines.sabre.endsWith(sabreEnd)).toBe(true);
  });

  it("uses the airline code in Amadeus and Galileo; Sabre has no airline field", () => {
    const lines = buildAllDocs({ ...john, airline: "ba" });
    expect(lines.amadeus.startsWith("SRDOCS BA HK1-")).toBe(true);
    expect(lines.galileo.startsWith("SI.P1/SSRDOCSBAHK1/")).toBe(true);
    expect(lines.sabre.startsWith("3DOCS/P/")).toBe(true);
  });

  it("falls back to YY when the airline code is unusable", () => {
    expect(buildAmadeusDocs({ ...john, airline: "" }).startsWith("SRDOCS YY HK1-")).toBe(true);
    expect(buildGalileoDocs({ ...john, airline: "BAW" })).toContain("SSRDOCSYYHK1/");
  });
});

describe("output hygiene", () => {
  const awkward: DocsInput = {
    ...john,
    documentType: "p" as DocsInput["documentType"],
    documentNumber: "x 1/2-3",
    dateOfBirth: "garbage",
    expiryDate: new Date("nope"),
    surname: "  d'Arc-Étienne  ",
    givenNames: "  jeanne   marie ",
  };

  it("is upper-case and never says NaN or undefined", () => {
    for (const line of Object.values(buildAllDocs(awkward))) {
      expect(line).toBe(line.toUpperCase());
      expect(line).not.toMatch(/NAN|UNDEFINED|NULL/);
    }
  });

  it("keeps the field count fixed whatever the names contain", () => {
    const { amadeus, galileo, sabre } = buildAllDocs(awkward);
    expect(amadeus).toBe("SRDOCS YY HK1-P-GBR-X123-GBR--M--DARC ETIENNE-JEANNE MARIE");
    expect(galileo.split("/")).toHaveLength(11);
    expect(sabre).toBe("3DOCS/P/GBR/X123/GBR//M//DARC ETIENNE/JEANNE MARIE-1.1");
  });
});
