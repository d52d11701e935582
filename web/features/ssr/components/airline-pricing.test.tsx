import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { AirlinePricing, type AirlinePricingProps } from "./airline-pricing";

afterEach(cleanup);

function renderPricing(props: Partial<AirlinePricingProps> = {}) {
  const onSave = vi.fn(async () => {});
  render(
    <AirlinePricing
      code="XBAG"
      defaultPriceCents={5000}
      currency="USD"
      pricing={[]}
      version={1}
      canEdit
      onSave={onSave}
      {...props}
    />,
  );
  return { onSave, ...props };
}

const input = (name: string) => screen.getByRole("textbox", { name });

describe("AirlinePricing", () => {
  it("says the default price applies when there are no airline prices, in the SSR's currency", () => {
    renderPricing({ canEdit: false, currency: "EUR" });
    expect(screen.getByText(/every airline uses the default price of €50\.00/)).toBeInTheDocument();
  });

  it("shows the airline prices in the SSR's currency", () => {
    renderPricing({ canEdit: false, currency: "GBP", pricing: [{ airlineCode: "BA", priceCents: 6500 }] });
    expect(screen.getByRole("table", { name: "Airline prices for XBAG" })).toHaveTextContent("BA£65.00");
  });

  it("edits the list and saves it whole; empty rows are dropped", async () => {
    const { onSave } = renderPricing({ version: 3, pricing: [{ airlineCode: "LH", priceCents: 7000 }] });
    await userEvent.click(screen.getByRole("button", { name: "Edit airline prices" }));
    expect(input("Price (USD), row 1")).toHaveValue("70.00");
    await userEvent.clear(input("Price (USD), row 1"));
    await userEvent.type(input("Price (USD), row 1"), "65");
    await userEvent.click(screen.getByRole("button", { name: "Add airline" }));
    await userEvent.type(input("Airline code, row 2"), "ba");
    await userEvent.type(input("Price (USD), row 2"), "60,5");
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

  it.each([
    ["X", "1", "Airline code, row 1", "Airline code must be a 2-character IATA code"],
    ["LH", "", "Price (USD), row 1", "Enter a price (0 for free)"],
    ["LH", "-1", "Price (USD), row 1", "Amount cannot be negative"],
    ["LH", "1.999", "Price (USD), row 1", "Use at most two decimal places"],
    ["LH", "1000000", "Price (USD), row 1", "Price is too large"],
  ])("does not save %j at %j: the message is next to the field", async (code, price, field, message) => {
    const { onSave } = renderPricing();
    await userEvent.click(screen.getByRole("button", { name: "Edit airline prices" }));
    await userEvent.type(input("Airline code, row 1"), code);
    if (price) await userEvent.type(input("Price (USD), row 1"), price);
    await userEvent.click(screen.getByRole("button", { name: "Save prices" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(input(field)).toHaveAttribute("aria-invalid", "true");
    expect(input(field)).toHaveAccessibleDescription(message);
  });

  it("refuses an airline listed twice on the second row", async () => {
    const { onSave } = renderPricing({ pricing: [{ airlineCode: "LH", priceCents: 7000 }] });
    await userEvent.click(screen.getByRole("button", { name: "Edit airline prices" }));
    await userEvent.click(screen.getByRole("button", { name: "Add airline" }));
    await userEvent.type(input("Airline code, row 2"), "lh");
    await userEvent.type(input("Price (USD), row 2"), "1");
    await userEvent.click(screen.getByRole("button", { name: "Save prices" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(input("Airline code, row 2")).toHaveAccessibleDescription("Airline LH is listed more than once");
    expect(input("Airline code, row 1")).not.toHaveAttribute("aria-invalid");
  });

  it("puts the server's row errors on that row's field and keeps the input", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(400, "VALIDATION_FAILED", "Invalid input", {
        issues: [{ path: "body.pricing.1.priceCents", message: "Price is too large" }],
      });
    });
    renderPricing({ onSave, pricing: [{ airlineCode: "LH", priceCents: 7000 }] });
    await userEvent.click(screen.getByRole("button", { name: "Edit airline prices" }));
    await userEvent.click(screen.getByRole("button", { name: "Add airline" }));
    await userEvent.type(input("Airline code, row 2"), "BA");
    await userEvent.type(input("Price (USD), row 2"), "99");
    await userEvent.click(screen.getByRole("button", { name: "Save prices" }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(input("Price (USD), row 2")).toHaveValue("99");
    expect(input("Price (USD), row 2")).toHaveAccessibleDescription("Price is too large");
  });

  it("saves an emptied list as no airline prices", async () => {
    const { onSave } = renderPricing({ pricing: [{ airlineCode: "LH", priceCents: 7000 }] });
    await userEvent.click(screen.getByRole("button", { name: "Edit airline prices" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove row 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Save prices" }));
    expect(onSave).toHaveBeenCalledWith([], 1);
  });
});
