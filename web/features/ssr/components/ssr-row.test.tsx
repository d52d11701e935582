import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SsrDefinitionResponse } from "#domain/ssr/ssr-api.schema";
import { Table, TableBody } from "../../../components/ui/table";
import { TooltipProvider } from "../../../components/ui/tooltip";
import { ApiError } from "../../../lib/api-client";
import { SsrRow, type SsrRowProps } from "./ssr-row";

afterEach(cleanup);

const petc: SsrDefinitionResponse = {
  id: "7d6f0f38-4a43-4c3e-9d57-2c1f1b7a0001",
  code: "PETC",
  description: "Pet in the cabin",
  defaultPriceCents: 7000,
  currency: "USD",
  gdsFormatAmadeus: "SR PETC-CAT 6KG/S2/P1",
  gdsFormatGalileo: null,
  isChargeable: true,
  documentationRequired: true,
  airlineRulesUrl: "https://www.example.com/pets",
  version: 1,
  updatedAt: "2026-01-01T00:00:00.000Z",
  pricing: [{ airlineCode: "LH", priceCents: 8000 }],
};

function renderRow(props: Partial<SsrRowProps> = {}) {
  const handlers = {
    onSave: vi.fn(async () => {}),
    onSavePricing: vi.fn(async () => {}),
    onDelete: vi.fn(async () => {}),
  };
  render(
    <TooltipProvider delayDuration={0}>
      <Table>
        <TableBody>
          <SsrRow definition={petc} canEdit {...handlers} {...props} />
        </TableBody>
      </Table>
    </TooltipProvider>,
  );
  return { ...handlers, ...props };
}

const priceInput = () => screen.getByRole("textbox", { name: "Price of PETC" });

describe("SsrRow", () => {
  it("shows the price in its currency, the badges and a safe airline rules link", () => {
    renderRow({ definition: { ...petc, currency: "EUR" } });
    expect(screen.getByText("€70.00")).toBeInTheDocument();
    expect(screen.getByText("Chargeable")).toBeInTheDocument();
    expect(screen.getByText("Docs")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: /Airline rules for PETC/ });
    expect(link).toHaveAttribute("href", "https://www.example.com/pets");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("is read-only for agents", () => {
    renderRow({ canEdit: false });
    expect(screen.queryByRole("button", { name: "Edit PETC" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete PETC" })).not.toBeInTheDocument();
  });

  it("cancels an edit without saving and shows the stored values again", async () => {
    const { onSave } = renderRow();
    await userEvent.click(screen.getByRole("button", { name: "Edit PETC" }));
    expect(priceInput()).toHaveValue("70.00");
    await userEvent.clear(priceInput());
    await userEvent.type(priceInput(), "99");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText("$70.00")).toBeInTheDocument();
  });

  it("Escape cancels the edit too", async () => {
    const { onSave } = renderRow();
    await userEvent.click(screen.getByRole("button", { name: "Edit PETC" }));
    await userEvent.type(priceInput(), "{Escape}");
    expect(screen.queryByRole("textbox", { name: "Price of PETC" })).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    // Focus goes back to where the edit started.
    expect(screen.getByRole("button", { name: "Edit PETC" })).toHaveFocus();
  });

  it("saves description, price in cents and formats, then leaves edit mode", async () => {
    const { onSave } = renderRow();
    await userEvent.click(screen.getByRole("button", { name: "Edit PETC" }));
    await userEvent.clear(priceInput());
    await userEvent.type(priceInput(), "12.5");
    const galileo = screen.getByRole("textbox", { name: "Galileo format of PETC" });
    await userEvent.type(galileo, "SI.P1S2/PETC*CAT");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith(
      {
        description: "Pet in the cabin",
        defaultPriceCents: 1250,
        currency: "USD",
        gdsFormatAmadeus: "SR PETC-CAT 6KG/S2/P1",
        gdsFormatGalileo: "SI.P1S2/PETC*CAT",
        isChargeable: true,
        documentationRequired: true,
        airlineRulesUrl: "https://www.example.com/pets",
      },
      1,
    );
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("saves another currency chosen for the price", async () => {
    const { onSave } = renderRow();
    await userEvent.click(screen.getByRole("button", { name: "Edit PETC" }));
    await userEvent.click(screen.getByRole("combobox", { name: "Currency of PETC" }));
    await userEvent.click(await screen.findByRole("option", { name: "GBP" }));
    await userEvent.type(priceInput(), "{Enter}");
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ defaultPriceCents: 7000, currency: "GBP" }),
      1,
    );
  });

  it.each([
    ["-1", "Amount cannot be negative"],
    ["1.234", "Use at most two decimal places"],
    ["abc", /is not an amount/],
    ["", "Enter a price (0 for free)"],
  ])("refuses the price %j next to the field", async (typed, message) => {
    const { onSave } = renderRow();
    await userEvent.click(screen.getByRole("button", { name: "Edit PETC" }));
    await userEvent.clear(priceInput());
    if (typed) await userEvent.type(priceInput(), typed);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(priceInput()).toHaveAttribute("aria-invalid", "true");
    // The message is the field's own description, next to it.
    expect(priceInput()).toHaveAccessibleDescription(message);
  });

  it("refuses a javascript: rules link and an empty description", async () => {
    const { onSave } = renderRow();
    await userEvent.click(screen.getByRole("button", { name: "Edit PETC" }));
    await userEvent.clear(screen.getByRole("textbox", { name: "Description of PETC" }));
    const link = screen.getByRole("textbox", { name: "Airline rules link for PETC" });
    await userEvent.clear(link);
    await userEvent.type(link, "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText("Description is required")).toBeInTheDocument();
    expect(screen.getByText("Only http and https links are allowed")).toBeInTheDocument();
  });

  it("keeps the input and marks the field the server refused", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(400, "VALIDATION_FAILED", "Invalid input", {
        issues: [{ path: "body.description", message: "Description must be at most 500 characters" }],
      });
    });
    renderRow({ onSave });
    await userEvent.click(screen.getByRole("button", { name: "Edit PETC" }));
    const description = screen.getByRole("textbox", { name: "Description of PETC" });
    await userEvent.type(description, " and more");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(description).toHaveValue("Pet in the cabin and more");
    expect(description).toHaveAccessibleDescription("Description must be at most 500 characters");
  });

  it("puts a refused currency on the currency field and keeps the price typed", async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(400, "VALIDATION_FAILED", "Invalid input", {
        issues: [{ path: "body.currency", message: "Currency must be one of EUR, USD, GBP" }],
      });
    });
    renderRow({ onSave });
    await userEvent.click(screen.getByRole("button", { name: "Edit PETC" }));
    await userEvent.clear(priceInput());
    await userEvent.type(priceInput(), "12{Enter}");
    expect(onSave).toHaveBeenCalledOnce();
    expect(priceInput()).toHaveValue("12");
    expect(screen.getByRole("combobox", { name: "Currency of PETC" })).toHaveAccessibleDescription(
      "Currency must be one of EUR, USD, GBP",
    );
  });

  it("keeps the input and offers their version when someone else saved first (412)", async () => {
    const theirs = { ...petc, description: "Pet in cabin (theirs)", version: 2 };
    const onSave = vi.fn(async () => {
      throw new ApiError(412, "STALE_VERSION", "Changed by someone else", { current: theirs });
    });
    renderRow({ onSave });
    await userEvent.click(screen.getByRole("button", { name: "Edit PETC" }));
    const description = screen.getByRole("textbox", { name: "Description of PETC" });
    await userEvent.type(description, " (mine){Enter}");
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ description: "Pet in the cabin (mine)" }),
      1,
    );
    expect(description).toHaveValue("Pet in the cabin (mine)");
    await userEvent.click(screen.getByRole("button", { name: /load/i }));
    expect(description).toHaveValue("Pet in cabin (theirs)");
    await userEvent.type(description, "{Enter}");
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: "Pet in cabin (theirs)" }),
      2,
    );
  });

  it("asks before deleting, and deletes only when confirmed", async () => {
    const { onDelete } = renderRow();
    await userEvent.click(screen.getByRole("button", { name: "Delete PETC" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete PETC?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete PETC" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("expands to show the airline prices", async () => {
    renderRow({ canEdit: false });
    const toggle = screen.getByRole("button", { name: "Show airline prices for PETC" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const prices = screen.getByRole("table", { name: "Airline prices for PETC" });
    expect(within(prices).getByText("LH")).toBeInTheDocument();
    expect(within(prices).getByText("$80.00")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit airline prices" })).not.toBeInTheDocument();
  });

  it("previews both GDS formats on hover, with N/A for the missing one", async () => {
    renderRow();
    await userEvent.hover(screen.getByRole("button", { name: /^GDS formats for PETC: / }));
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent("Amadeus");
    expect(tooltip).toHaveTextContent("SR PETC-CAT 6KG/S2/P1");
    expect(tooltip).toHaveTextContent("Galileo");
    expect(tooltip).toHaveTextContent("N/A");
  });
});
