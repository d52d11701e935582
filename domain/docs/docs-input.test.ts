import { describe, expect, it } from "vitest";
import { docsGenders, docsInputSchema, documentTypes, isDocsCountryCode } from "./docs-input";

const valid = {
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

function issuesOf(input: Record<string, unknown>): string[] {
  const result = docsInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

describe("documentTypes", () => {
  it("labels F honestly as a facilitation document, not a frequent-flyer card", () => {
    const f = documentTypes.find((type) => type.code === "F");
    expect(f?.label).toBe("Facilitation document (approved non-standard)");
    expect(documentTypes.map((type) => type.label).join(" ")).not.toMatch(/frequent/i);
  });

  it("offers passport, identity cards, passport card and crew certificate codes", () => {
    expect(documentTypes.map((type) => type.code)).toEqual(["P", "I", "A", "C", "IP", "AC", "F"]);
    expect(docsGenders.map((gender) => gender.code)).toEqual(["M", "F", "X", "U"]);
  });
});

describe("docsInputSchema", () => {
  it("accepts a complete passport and upper-cases the codes", () => {
    const parsed = docsInputSchema.parse({
      ...valid,
      documentType: " p",
      issuingCountry: "gbr",
      nationality: "deu",
      gender: "f",
      airline: "ba",
      passengerNumber: "1.1",
    });
    expect(parsed).toMatchObject({
      documentType: "P",
      issuingCountry: "GBR",
      nationality: "DEU",
      gender: "F",
      airline: "BA",
      passengerNumber: "1.1",
    });
  });

  it("accepts Date objects and Doc 9303 special codes such as XXA (stateless)", () => {
    expect(issuesOf({ ...valid, dateOfBirth: new Date("1982-07-12"), nationality: "XXA" })).toEqual([]);
  });

  it.each([
    ["documentType", "FF"],
    ["issuingCountry", "UK"],
    ["nationality", "ZZZ"],
    ["documentNumber", " - / "],
    ["dateOfBirth", "2023-02-30"],
    ["expiryDate", "soon"],
    ["travelDate", "31/12/2025"],
    ["gender", "MI"],
    ["surname", "123"],
    ["passengerNumber", 0],
    ["passengerNumber", "1.0"],
    ["airline", "BAW"],
    ["airline", "B"],
  ])("rejects %s = %j", (field, value) => {
    expect(issuesOf({ ...valid, [field]: value })).toEqual([field]);
  });
});

describe("isDocsCountryCode", () => {
  it.each([
    ["GBR", true],
    ["XXB", true],
    ["UNO", true],
    ["GBD", true],
    ["D", false],
    ["gbr", false],
  ])("%s → %s", (code, expected) => {
    expect(isDocsCountryCode(code)).toBe(expected);
  });
});
