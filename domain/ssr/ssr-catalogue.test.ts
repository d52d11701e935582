import { describe, expect, it } from "vitest";
import { SSR_CATALOGUE } from "./ssr-catalogue";
import { ssrDefinitionInputSchema } from "./ssr-definition.schema";

const REQUIRED_CODES = [
  ...["WCHR", "WCHS", "WCHC", "BLND", "DEAF", "DPNA", "MEDA", "UMNR", "PETC", "AVIH", "SVAN", "ESAN"],
  ...["EXST", "CBBG", "XBAG", "BIKE", "SPEQ", "FRAG", "INFT", "CHLD"],
  ...["VGML", "AVML", "HNML", "KSML", "MOML", "DBML", "GFML", "LCML", "LFML", "NLML", "CHML", "BBML"],
  ...["SFML", "FPML", "VLML", "RVML"],
  ...["DOCS", "DOCA", "DOCO", "FQTV", "CTCE", "CTCM", "CTCR", "FOID", "TKNE", "OTHS"],
];

const byCode = new Map(SSR_CATALOGUE.map((entry) => [entry.code, entry]));

describe("SSR_CATALOGUE", () => {
  it("holds at least 40 codes including every required one", () => {
    expect(SSR_CATALOGUE.length).toBeGreaterThanOrEqual(40);
    expect(REQUIRED_CODES.filter((code) => !byCode.has(code))).toEqual([]);
  });

  it("has unique codes", () => {
    expect(byCode.size).toBe(SSR_CATALOGUE.length);
  });

  it.each(SSR_CATALOGUE.map((entry) => [entry.code, entry] as const))(
    "%s is a valid definition",
    (_, entry) => {
      expect(entry.code).toMatch(/^[A-Z]{4}$/);
      expect(entry.description.trim().length).toBeGreaterThan(5);
      expect(entry.gdsFormatAmadeus?.trim()).toBeTruthy();
      expect(entry.gdsFormatGalileo?.trim()).toBeTruthy();
      expect(ssrDefinitionInputSchema.parse(entry)).toEqual(entry);
    },
  );

  it("prices only chargeable services", () => {
    for (const entry of SSR_CATALOGUE) {
      expect(entry.defaultPriceCents > 0, entry.code).toBe(entry.isChargeable);
    }
  });

  it("marks the usual chargeable and free services", () => {
    for (const code of ["PETC", "AVIH", "XBAG", "BIKE", "SPEQ", "CBBG", "EXST", "UMNR"]) {
      expect(byCode.get(code)?.isChargeable, code).toBe(true);
    }
    for (const code of ["WCHR", "WCHS", "WCHC", "VGML", "KSML", "MOML", "CHML", "BLND", "DEAF", "SVAN"]) {
      expect(byCode.get(code)?.isChargeable, code).toBe(false);
    }
  });

  it("requires documents where airlines and authorities do", () => {
    for (const code of ["MEDA", "UMNR", "DOCS", "DOCA", "DOCO", "SVAN", "ESAN", "PETC", "AVIH"]) {
      expect(byCode.get(code)?.documentationRequired, code).toBe(true);
    }
    expect(byCode.get("VGML")?.documentationRequired).toBe(false);
  });

  it("writes entry formats in each system's syntax", () => {
    for (const entry of SSR_CATALOGUE) {
      // Amadeus frequent flyer SSRs are created with the FFN transaction.
      expect(entry.gdsFormatAmadeus, entry.code).toMatch(entry.code === "FQTV" ? /^FFN/ : /^SR /);
      // Travelport+ frequent flyer numbers go into the mileage membership (M.) field.
      expect(entry.gdsFormatGalileo, entry.code).toMatch(entry.code === "FQTV" ? /^M\./ : /^SI\./);
      if (entry.code !== "FQTV") {
        expect(entry.gdsFormatAmadeus, entry.code).toContain(entry.code);
        expect(entry.gdsFormatGalileo, entry.code).toContain(entry.code);
      }
    }
  });

  it("encodes e-mail addresses the way GDS free text requires", () => {
    for (const format of [byCode.get("CTCE")?.gdsFormatAmadeus, byCode.get("CTCE")?.gdsFormatGalileo]) {
      expect(format).toContain("//");
      expect(format).toContain("..");
      expect(format).not.toMatch(/[@_]/);
    }
  });
});
