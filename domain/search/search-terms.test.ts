import { describe, expect, it } from "vitest";
import { SEARCH_TOO_LONG, SEARCH_TOO_SHORT, searchQuerySchema } from "./search.schema";
import {
  bookingNumberOf,
  flightDesignatorOf,
  flightNumberVariants,
  invoiceNumberPart,
  invoiceNumberPrefix,
  locatorOf,
  requestCategoriesOf,
  searchTermsOf,
} from "./search-terms";
import { searchTotalLabel } from "./search-values";

describe("flightDesignatorOf", () => {
  it.each([
    ["LH 400", { airline: "LH", number: "400" }],
    ["LH400", { airline: "LH", number: "400" }],
    ["lh400", { airline: "LH", number: "400" }],
    [" LH 0400 ", { airline: "LH", number: "400" }],
    ["LH-400", { airline: "LH", number: "400" }],
    ["U2 8123A", { airline: "U2", number: "8123A" }],
    ["4U9", { airline: "4U", number: "9" }],
    ["BA 0", { airline: "BA", number: "0" }],
    ["LH", { airline: "LH", number: null }],
    ["a3", { airline: "A3", number: null }],
    ["12", null],
    ["12 400", null],
    ["LH 40000", null],
    ["LHR", null],
    ["LH 400 FRA", null],
    ["Lisbon", null],
    ["", null],
  ])("%j → %j", (text, designator) => {
    expect(flightDesignatorOf(text)).toEqual(designator);
  });
});

describe("flightNumberVariants", () => {
  it.each([
    ["400", ["400", "0400"]],
    ["5", ["5", "05", "005", "0005"]],
    ["0", ["0", "00", "000", "0000"]],
    ["8123A", ["8123A"]],
    ["12B", ["12B", "012B", "0012B"]],
    ["4478", ["4478"]],
  ])("%j → %j", (number, variants) => {
    expect(flightNumberVariants(number)).toEqual(variants);
  });
});

describe("invoiceNumberPrefix", () => {
  it.each([
    ["INV-202611-0042", "INV-202611-0042"],
    ["inv-202611-0042", "INV-202611-0042"],
    [" INV 202611 0042 ", "INV-202611-0042"],
    ["INV2026110042", "INV-202611-0042"],
    ["202611-0042", "INV-202611-0042"],
    ["2026110042", "INV-202611-0042"],
    ["202611-", "INV-202611-"],
    ["202611", "INV-202611"],
    ["INV-2026", "INV-2026"],
    ["2026", "INV-2026"],
    ["INV", "INV-"],
    ["inv-", "INV-"],
    ["12-34", null],
    ["INV-2026-11", null],
    ["INV-202611-00421", null],
    ["CN-202611-0001", null],
    ["Invoice", null],
    ["LH400", null],
    // Digits no year and month begin with start no number (#31): they may be found inside one.
    ["0113", null],
    ["113", null],
    ["2611-01", null],
    ["202613", null],
  ])("%j → %j", (text, prefix) => {
    expect(invoiceNumberPrefix(text)).toBe(prefix);
  });
});

describe("invoiceNumberPart", () => {
  it.each([
    ["0113", "0113"],
    [" 0113 ", "0113"],
    ["113", "113"],
    ["2611-01", "2611-01"],
    ["11-0113", "11-0113"],
    // A prefix is searched as one, through the number's btree.
    ["202611-01", null],
    ["INV-202611", null],
    ["2026", null],
    // Too short for the trigram index, or not digits.
    ["01", null],
    ["--", null],
    ["INV-0113", null],
    ["A113", null],
  ])("%j → %j", (text, part) => {
    expect(invoiceNumberPart(text)).toBe(part);
  });
});

describe("locatorOf", () => {
  it.each([
    ["ABC123", "ABC123"],
    [" abc123 ", "ABC123"],
    ["X7", "X7"],
    ["ABCDEFGH", "ABCDEFGH"],
    ["ABCDEFGHI", null],
    ["ABC 123", null],
    ["AB-123", null],
    ["Müller", null],
    ["A", null],
  ])("%j → %j", (text, locator) => {
    expect(locatorOf(text)).toBe(locator);
  });
});

describe("bookingNumberOf", () => {
  it.each([
    ["BK-000123", 123],
    ["bk 123", 123],
    ["BK123", 123],
    ["#7", 7],
    ["42", 42],
    ["BK-000000", null],
    ["BK 12 3", null],
    ["Lisbon", null],
  ])("%j → %j", (text, number) => {
    expect(bookingNumberOf(text)).toBe(number);
  });
});

describe("requestCategoriesOf", () => {
  it.each([
    ["support", ["support"]],
    ["SUPP", ["support"]],
    ["date change", ["date_change"]],
    ["Date", ["date_change"]],
    ["trip", ["new_trip", "cancel_trip"]],
    ["new trip", ["new_trip"]],
    ["cancel", ["cancel_trip"]],
    ["add serv", ["add_service"]],
    ["change date", ["date_change"]],
    ["ip", []],
    ["Lisbon", []],
    ["", []],
  ])("%j → %j", (text, categories) => {
    expect(requestCategoriesOf(text)).toEqual(categories);
  });
});

describe("searchTermsOf", () => {
  it("reads one text for every kind at once", () => {
    expect(searchTermsOf("  LH400 ")).toEqual({
      text: "LH400",
      flight: { airline: "LH", number: "400" },
      bookingNumber: null,
      invoicePrefix: null,
      invoicePart: null,
      locator: "LH400",
      requestCategories: [],
    });
    expect(searchTermsOf("123")).toMatchObject({
      bookingNumber: 123,
      invoicePrefix: null,
      invoicePart: "123",
      flight: null,
    });
    expect(searchTermsOf("Anna Müller")).toEqual({
      text: "Anna Müller",
      flight: null,
      bookingNumber: null,
      invoicePrefix: null,
      invoicePart: null,
      locator: null,
      requestCategories: [],
    });
  });
});

describe("searchQuerySchema", () => {
  it.each([
    ["ab", "ab"],
    ["  Müller  ", "Müller"],
    ["Mu\u0308ller", "Müller"],
    ["x".repeat(100), "x".repeat(100)],
  ])("accepts %j as %j", (q, parsed) => {
    expect(searchQuerySchema.parse({ q })).toEqual({ q: parsed });
  });

  it.each([
    [{ q: "a" }, SEARCH_TOO_SHORT],
    [{ q: "   a   " }, SEARCH_TOO_SHORT],
    [{ q: "" }, SEARCH_TOO_SHORT],
    [{}, SEARCH_TOO_SHORT],
    [{ q: "x".repeat(101) }, SEARCH_TOO_LONG],
  ])("refuses %j: %s", (query, message) => {
    const result = searchQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("searchTotalLabel", () => {
  it.each([
    [0, false, "0"],
    [3, false, "3"],
    [100, true, "100+"],
  ])("%i (capped %s) → %s", (total, capped, label) => {
    expect(searchTotalLabel(total, capped)).toBe(label);
  });
});
