import { describe, expect, it } from "vitest";
import {
  OFFER_PRICE_REQUIRED,
  OFFER_TYPE_REQUIRED,
  type TripOfferItemFormValues,
  tripOfferFormSchema,
  tripOfferItemFormSchema,
} from "./trip-offer-form.schema";

const item: TripOfferItemFormValues = { type: "hotel", content: "4 nights", price: "1200", currency: "EUR" };

function issues(values: Partial<TripOfferItemFormValues>): Record<string, string> {
  const result = tripOfferItemFormSchema.safeParse({ ...item, ...values });
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("tripOfferItemFormSchema", () => {
  it.each<[Partial<TripOfferItemFormValues>, Record<string, unknown>]>([
    [{ price: "1 200" }, { price: "Type the amount without thousands separators" }],
    [
      { type: "", content: " ", price: "" },
      { type: OFFER_TYPE_REQUIRED, content: "Describe the item", price: OFFER_PRICE_REQUIRED },
    ],
    [{ type: "cruise" }, { type: OFFER_TYPE_REQUIRED }],
    [{ price: "12.345" }, { price: "Use at most two decimal places" }],
    [{ price: "-1" }, { price: "Amount cannot be negative" }],
    [{ price: "100000000" }, { price: "Price is too large" }],
    [{ currency: "JPY" as "EUR" }, { currency: expect.stringContaining("Currency must be one of") }],
  ])("%j → %j", (values, expected) => {
    expect(issues(values)).toEqual(expected);
  });

  it.each([
    ["1200,5", 120_050],
    [" 0 ", 0],
    ["99999999.99", 9_999_999_999],
    ["450.50", 45_050],
  ])("turns the typed price %j into %i cents", (price, priceCents) => {
    expect(tripOfferItemFormSchema.parse({ ...item, content: " 4 nights ", price, currency: "GBP" })).toEqual(
      {
        type: "hotel",
        content: "4 nights",
        priceCents,
        currency: "GBP",
      },
    );
  });
});

describe("tripOfferFormSchema", () => {
  it("names each refused item by its position", () => {
    const result = tripOfferFormSchema.safeParse({ title: " ", items: [item, { ...item, price: "" }] });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["title", "Title is required"],
      ["items.1.price", OFFER_PRICE_REQUIRED],
    ]);
  });
});
