import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AirlinePricing, validatePricing } from "./airline-pricing";

afterEach(cleanup);

describe("validatePricing", () => {
  it("turns rows into upper-case airline codes and cents", () => {
    expect(
      validatePricing([
        { key: 1, airlineCode: "lh", price: "80" },
        { key: 2, airlineCode: "U2", price: "12,50" },
      ]),
    ).toEqual({
      pricing: [
        { airlineCode: "LH", priceCents: 8000 },
        { airlineCode: "U2", priceCents: 1250 },
      ],
    });
  });

  it("reports bad codes, bad prices and an airline listed twice, row by row", () => {
    expect(
      validatePricing([
        { key: 1, airlineCode: "LH", price: "1" },
        { key: 2, airlineCode: "lh", price: "-1" },
        { key: 3, airlineCode: "LUFT", price: "1.999" },
      ]),
    ).toEqual({
      errors: [
        {},
        { airlineCode: "Airline LH is listed more than once", price: "Amount cannot be negative" },
        {
          airlineCode: "Airline code must be a 2-character IATA code",
          price: "Use at most two decimal places",
        },
      ],
    });
  });
});

describe("AirlinePricing", () => {
  it("says the default price applies when there are no airline prices", () => {
    render(
      <AirlinePricing
        code="XBAG"
        defaultPriceCents={5000}
        pricing={[]}
        version={1}
        canEdit={false}
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByText(/every airline uses the default price of \$50\.00/)).toBeInTheDocument();
  });

  it("edits the list and saves it whole; empty rows are dropped", async () => {
    const onSave = vi.fn(async () => {});
    render(
      <AirlinePricing
        code="XBAG"
        defaultPriceCents={5000}
        pricing={[{ airlineCode: "LH", priceCents: 7000 }]}
        version={3}
        canEdit
        onSave={onSave}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Edit airline prices" }));
    const price1 = screen.getByRole("textbox", { name: "Price (USD), row 1" });
    await userEvent.clear(price1);
    await userEvent.type(price1, "65");
    await userEvent.click(screen.getByRole("button", { name: "Add airline" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Airline code, row 2" }), "ba");
    await userEvent.type(screen.getByRole("textbox", { name: "Price (USD), row 2" }), "60.5");
    await userEvent.click(screen.getByRole("button", { name: "Add airline" }));
    await userEvent.click(screen.getByRole("button", { name: "Save prices" }));
    expect(onSave).toHaveBeenCalledWith(
      [
        { airlineCode: "LH", priceCents: 6500 },
        { airlineCode: "BA", priceCents: 6050 },
      ],
      3,
    );
    expect(screen.queryByRole("button", { name: "Save prices" })).not.toBeInTheDocument();
  });

  it("does not save while a row is invalid", async () => {
    const onSave = vi.fn(async () => {});
    render(
      <AirlinePricing code="BIKE" defaultPriceCents={0} pricing={[]} version={1} canEdit onSave={onSave} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Edit airline prices" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Airline code, row 1" }), "X");
    await userEvent.click(screen.getByRole("button", { name: "Save prices" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText("Airline code must be a 2-character IATA code")).toBeInTheDocument();
    expect(screen.getByText("Enter a price (0 for free)")).toBeInTheDocument();
  });
});
