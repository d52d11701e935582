import { describe, expect, it } from "vitest";
import { DOCS_AIRLINE_RULE } from "../docs/docs-airline";
import { passengerDocsFormSchemaOn } from "./passenger-docs.schema";

const passengerDocsFormSchema = passengerDocsFormSchemaOn(() => "2026-05-10");

const form = {
  documentType: "P",
  issuingCountry: "DEU",
  documentNumber: "c01x 00t47",
  nationality: "DEU",
  dateOfBirth: "1987-03-05",
  gender: "F",
  expiryDate: "2031-08-14",
  surname: "Müller",
  givenNames: "Anna Lena",
  travelDate: "",
  passengerNumber: "",
  airline: "",
};

function issues(values: Partial<typeof form>): Record<string, string> {
  const result = passengerDocsFormSchema.safeParse({ ...form, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("passengerDocsFormSchema", () => {
  it("takes the generator's blank optional inputs as not given", () => {
    expect(passengerDocsFormSchema.parse(form)).toMatchObject({
      documentNumber: "C01X00T47",
      travelDate: undefined,
      passengerNumber: undefined,
      airline: undefined,
    });
    expect(passengerDocsFormSchema.parse({ ...form, airline: " lh ", passengerNumber: "1.1" })).toMatchObject(
      {
        airline: "LH",
        passengerNumber: "1.1",
      },
    );
  });

  it.each([
    [{ airline: "B" }, { airline: DOCS_AIRLINE_RULE }],
    [{ airline: "BAW" }, { airline: DOCS_AIRLINE_RULE }],
    [{ travelDate: "31/12/2025" }, { travelDate: "Use a real date as YYYY-MM-DD" }],
    [{ passengerNumber: "0" }, { passengerNumber: expect.any(String) }],
    [{ gender: "" }, { gender: "Choose M, F or X" }],
  ])("%j → %j", (values, expected) => {
    expect(issues(values)).toEqual(expected);
  });
});
