import { describe, expect, it } from "vitest";
import { docsCreatable, readDocsText } from "./docs-ssr";

const reference = { year: 2026, month: 3, day: 1 };

describe("readDocsText", () => {
  it.each([
    {
      name: "Amadeus, with the /P association",
      text: "P/FRA/18AB12345/FRA/14JUL79/M/03JUN31/MARTIN/PAUL/P1",
      docs: {
        documentType: "P",
        issuingCountry: "FRA",
        documentNumber: "18AB12345",
        nationality: "FRA",
        dateOfBirth: "1979-07-14",
        gender: "M",
        expiryDate: "2031-06-03",
      },
    },
    {
      name: "Sabre, leading slash, two-letter countries and a -1.1NAME association",
      text: "/P/KE/A1234567/KE/01JAN80/M/01JAN30/CHEGE/STEPHEN-1.1CHEGE/STEPHEN MR",
      docs: {
        documentType: "P",
        issuingCountry: "KEN",
        documentNumber: "A1234567",
        nationality: "KEN",
        dateOfBirth: "1980-01-01",
        gender: "M",
        expiryDate: "2030-01-01",
      },
    },
    {
      name: "Travelport, -2NAME association, female",
      text: "/P/LV/X6789/LV/02FEB82/F/11MAR31/LIBERMANE/LEPIN-2LIBERMANE/LEPIN",
      docs: {
        documentType: "P",
        issuingCountry: "LVA",
        documentNumber: "X6789",
        nationality: "LVA",
        dateOfBirth: "1982-02-02",
        gender: "F",
        expiryDate: "2031-03-11",
      },
    },
    {
      name: "Secure Flight data without a document (Apollo)",
      text: "/////06SEP56/M//TORMEN/JOSEPH/NANA-1TORMEN/JOSEPH NANA",
      docs: {
        documentType: null,
        issuingCountry: null,
        documentNumber: null,
        nationality: null,
        dateOfBirth: "1956-09-06",
        gender: "M",
        expiryDate: null,
      },
    },
    {
      name: "Secure Flight data without a document (Amadeus)",
      text: "////28JUL84/M//OKAFOR/CHIDI",
      docs: {
        documentType: null,
        issuingCountry: null,
        documentNumber: null,
        nationality: null,
        dateOfBirth: "1984-07-28",
        gender: "M",
        expiryDate: null,
      },
    },
    {
      name: "infant female, identity card, lower case",
      text: "i/deu/l01x00t47/deu/12jan25/fi/11jan31/brown/tom/p1",
      docs: {
        documentType: "I",
        issuingCountry: "DEU",
        documentNumber: "L01X00T47",
        nationality: "DEU",
        dateOfBirth: "2025-01-12",
        gender: "F",
        expiryDate: "2031-01-11",
      },
    },
  ])("$name", ({ text, docs }) => {
    expect(readDocsText(text, reference)).toEqual(docs);
  });

  it("gives null for text that is not a DOCS record", () => {
    expect(readDocsText("VGML", reference)).toBeNull();
    expect(readDocsText("33612345678/P1", reference)).toBeNull();
  });

  it("keeps unknown codes out", () => {
    expect(readDocsText("Z/XYZ/123/QQ/99XXX99/Q/01JAN30/A/B", reference)).toMatchObject({
      documentType: null,
      issuingCountry: null,
      nationality: null,
      dateOfBirth: null,
      gender: null,
      expiryDate: "2030-01-01",
    });
  });
});

describe("docsCreatable", () => {
  it("needs a document number and an expiry date", () => {
    expect(docsCreatable(readDocsText("P/FRA/18AB12345/FRA/14JUL79/M/03JUN31/MARTIN/PAUL", reference))).toBe(
      true,
    );
    expect(docsCreatable(readDocsText("////28JUL84/M//OKAFOR/CHIDI", reference))).toBe(false);
    expect(docsCreatable(null)).toBe(false);
  });
});
