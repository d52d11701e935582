import { describe, expect, it } from "vitest";
import {
  PASSPORT_NUMBER_RULE,
  type PassengerFormValues,
  passengerInputSchemaOn,
  passengerListQuerySchema,
  REAL_DATE_RULE,
} from "./passenger.schema";
import { CONNECTION_REQUIRED_MESSAGE, connectionInputSchema } from "./passenger-association.schema";
import { passengerDocsUpdateSchemaOn } from "./passenger-docs.schema";
import { passengerName } from "./passenger-format";

// The agency's day, as the server and the form hand it in.
const passengerInputSchema = passengerInputSchemaOn(() => "2026-05-10");
const passengerDocsUpdateSchema = passengerDocsUpdateSchemaOn(() => "2026-05-10");

const valid: PassengerFormValues = {
  title: "Mrs",
  firstName: "  Anna ",
  surname: "Müller",
  gender: "F",
  dateOfBirth: "1987-03-05",
  nationality: "deu",
  countryOfIssue: "DEU",
  passportNumber: "c01x 00t47",
  documentExpiry: "2031-08-14",
  remarks: "",
  clientId: "",
};

function messagesFor(input: unknown): Record<string, string | undefined> {
  const result = passengerInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("passengerInputSchema", () => {
  it("normalises a valid passenger and fills the defaults", () => {
    expect(passengerInputSchema.parse(valid)).toEqual({
      title: "Mrs",
      firstName: "Anna",
      surname: "Müller",
      gender: "F",
      dateOfBirth: "1987-03-05",
      nationality: "DEU",
      countryOfIssue: "DEU",
      documentType: "P",
      passportNumber: "C01X00T47",
      documentExpiry: "2031-08-14",
      status: "active",
      method: "online",
      remarks: null,
      clientId: null,
    });
  });

  it("needs first name, surname, passport number and expiry, and nothing else", () => {
    expect(messagesFor({})).toEqual({
      firstName: "First name is required",
      surname: "Surname is required",
      passportNumber: "Passport number is required",
      documentExpiry: "Passport expiry is required",
    });
    expect(
      messagesFor({ ...valid, firstName: " ", surname: "", passportNumber: "  ", documentExpiry: "" }),
    ).toEqual({
      firstName: "First name is required",
      surname: "Surname is required",
      passportNumber: "Passport number is required",
      documentExpiry: "Passport expiry is required",
    });
    const minimal = { firstName: "A", surname: "B", passportNumber: "12345", documentExpiry: "2030-01-01" };
    expect(passengerInputSchema.parse(minimal)).toMatchObject({
      title: null,
      gender: null,
      dateOfBirth: null,
      nationality: null,
      countryOfIssue: null,
    });
  });

  it.each(["1234", "A".repeat(21), "AB-12345", "AB/12345", "ÄB12345"])(
    "refuses passport number %j",
    (number) => {
      expect(messagesFor({ ...valid, passportNumber: number })).toEqual({
        passportNumber: PASSPORT_NUMBER_RULE,
      });
    },
  );

  it.each(["12345", "A".repeat(20), "x1234567"])("accepts passport number %j", (number) => {
    expect(messagesFor({ ...valid, passportNumber: number })).toEqual({});
  });

  it.each(["2031-02-30", "14/08/2031", "2031-8-14", "tomorrow"])("refuses expiry %j", (date) => {
    expect(messagesFor({ ...valid, documentExpiry: date })).toEqual({ documentExpiry: REAL_DATE_RULE });
  });

  it("accepts an expired passport (the badge warns about it)", () => {
    expect(messagesFor({ ...valid, documentExpiry: "2001-01-01" })).toEqual({});
  });

  it("wants a date of birth in the past", () => {
    expect(messagesFor({ ...valid, dateOfBirth: "2999-01-01" })).toEqual({
      dateOfBirth: "Date of birth must be in the past",
    });
    expect(messagesFor({ ...valid, dateOfBirth: "1987-02-29" })).toEqual({ dateOfBirth: REAL_DATE_RULE });
  });

  it("compares the date of birth with the agency's day, asked at each parse", () => {
    let today = "2026-05-10";
    const schema = passengerInputSchemaOn(() => today);
    const bornOn = (dateOfBirth: string) => schema.safeParse({ ...valid, dateOfBirth }).success;
    // Born yesterday is in the past; today and tomorrow are not, whatever the machine's own day is.
    expect(bornOn("2026-05-09")).toBe(true);
    expect(bornOn("2026-05-10")).toBe(false);
    expect(bornOn("2026-05-11")).toBe(false);
    // The same schema the next day: the agency's new day decides.
    today = "2026-05-11";
    expect(bornOn("2026-05-10")).toBe(true);
    expect(bornOn("2026-05-11")).toBe(false);
  });

  it.each([
    ["nationality", "XYZ"],
    ["nationality", "GB"],
    ["countryOfIssue", "UK"],
    ["countryOfIssue", "ZZZ"],
  ])("refuses %s %j", (field, code) => {
    expect(messagesFor({ ...valid, [field]: code })).toEqual({ [field]: "Choose a country from the list" });
  });

  it.each([
    ["title", "Sir"],
    ["gender", "U"],
    ["status", "deleted"],
    ["method", "fax"],
    ["documentType", "Z"],
    ["clientId", "not-a-uuid"],
  ])("refuses %s %j", (field, value) => {
    expect(Object.keys(messagesFor({ ...valid, [field]: value }))).toEqual([field]);
  });

  it("limits names and remarks", () => {
    expect(
      Object.keys(messagesFor({ ...valid, firstName: "A".repeat(101), remarks: "r".repeat(2001) })),
    ).toEqual(["firstName", "remarks"]);
  });

  it("stores names composed (NFC)", () => {
    const parsed = passengerInputSchema.parse({ ...valid, surname: "Mu\u0308ller" });
    expect(parsed.surname).toBe("Müller");
  });
});

describe("passengerListQuerySchema", () => {
  it("defaults to the first page sorted by name", () => {
    expect(passengerListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 25,
      sort: "name",
      direction: "asc",
    });
  });

  it("refuses unknown sorts and oversized pages", () => {
    expect(passengerListQuerySchema.safeParse({ sort: "passport" }).success).toBe(false);
    expect(passengerListQuerySchema.safeParse({ pageSize: "201" }).success).toBe(false);
  });
});

describe("passengerDocsUpdateSchema", () => {
  const docs = {
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

  it("accepts the generator's inputs", () => {
    expect(passengerDocsUpdateSchema.parse(docs)).toMatchObject({ documentNumber: "123456789", gender: "M" });
  });

  it("applies the passenger's rules", () => {
    const result = passengerDocsUpdateSchema.safeParse({
      ...docs,
      issuingCountry: "XXA",
      documentNumber: "12",
      dateOfBirth: "",
      gender: "U",
      expiryDate: "2030-02-30",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["issuingCountry", "Choose a country from the list"],
      ["documentNumber", PASSPORT_NUMBER_RULE],
      ["dateOfBirth", "Date of birth is required"],
      ["gender", "Choose M, F or X"],
      ["expiryDate", REAL_DATE_RULE],
    ]);
  });

  it("wants the date of birth before the agency's day", () => {
    const issuesOn = (today: string) =>
      passengerDocsUpdateSchemaOn(() => today)
        .safeParse({ ...docs, dateOfBirth: "2026-05-10" })
        .error?.issues.map((i) => [i.path[0], i.message]);
    expect(issuesOn("2026-05-10")).toEqual([["dateOfBirth", "Date of birth must be in the past"]]);
    expect(issuesOn("2026-05-11")).toBeUndefined();
  });
});

describe("connectionInputSchema", () => {
  it("needs both a passenger and a relationship", () => {
    const result = connectionInputSchema.safeParse({ associatedPassengerId: "", associationType: "" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      CONNECTION_REQUIRED_MESSAGE,
      CONNECTION_REQUIRED_MESSAGE,
    ]);
    expect(
      connectionInputSchema.safeParse({
        associatedPassengerId: "0f8fad5b-d9cb-469f-a165-70867728950e",
        associationType: "family",
      }).success,
    ).toBe(true);
  });
});

describe("passengerName", () => {
  it("joins title and names", () => {
    expect(passengerName({ title: "Dr", firstName: "Ana", surname: "Silva" })).toBe("Dr Ana Silva");
    expect(passengerName({ title: null, firstName: "Ana", surname: "Silva" })).toBe("Ana Silva");
  });
});
