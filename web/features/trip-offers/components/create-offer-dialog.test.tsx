import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { CreateOfferDialog } from "./create-offer-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TRIP = "0f8fad5b-d9cb-469f-a165-70867728950e";

async function chooseType(item: number, type: string) {
  await userEvent.click(screen.getByRole("combobox", { name: `Item ${item} type` }));
  await userEvent.click(await screen.findByRole("option", { name: type }));
}

describe("CreateOfferDialog", () => {
  it("checks every item next to its fields and sends the prices in cents", async () => {
    const calls = mockApi(() => ({ status: 201, body: {} }));
    const onOpenChange = vi.fn();
    renderWithClient(<CreateOfferDialog tripId={TRIP} open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole("dialog", { name: "Create offer" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Destination or title/ }), "Lisbon");
    await chooseType(1, "Flight");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Item 1 content/ }), "TP 1351 return");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Item 1 price/ }), "450.50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Another item" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send offer" }));
    const secondPrice = within(dialog).getByRole("textbox", { name: /Item 2 price/ });
    await waitFor(() => expect(secondPrice).toHaveAccessibleDescription("Enter a price (0 if included)"));
    expect(within(dialog).getByRole("textbox", { name: /Item 2 content/ })).toHaveAccessibleDescription(
      "Describe the item",
    );
    expect(within(dialog).getByRole("textbox", { name: /Item 1 price/ })).not.toHaveAccessibleDescription();
    expect(calls).toHaveLength(0);

    await chooseType(2, "Hotel");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Item 2 content/ }), "4 nights");
    await userEvent.type(secondPrice, "1200");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: `/api/trips/${TRIP}/offers`,
      body: {
        title: "Lisbon",
        items: [
          { type: "flight", content: "TP 1351 return", priceCents: 45_050, currency: "EUR" },
          { type: "hotel", content: "4 nights", priceCents: 120_000, currency: "EUR" },
        ],
      },
    });
  }, 30_000);

  it("keeps the offer as typed when the server refuses it, with its reason", async () => {
    mockApi(() => validationFailed({ title: "Title is already used on this trip" }));
    const onOpenChange = vi.fn();
    renderWithClient(<CreateOfferDialog tripId={TRIP} open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole("dialog", { name: "Create offer" });
    const title = within(dialog).getByRole("textbox", { name: /Destination or title/ });
    await userEvent.type(title, "Lisbon");
    await chooseType(1, "Other");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Item 1 content/ }), "Guide");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Item 1 price/ }), "0");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(title).toHaveAccessibleDescription("Title is already used on this trip"));
    expect(title).toHaveValue("Lisbon");
    expect(within(dialog).getByRole("textbox", { name: /Item 1 content/ })).toHaveValue("Guide");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  }, 20_000);
});
