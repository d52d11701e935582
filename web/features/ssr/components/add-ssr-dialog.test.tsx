import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ApiCall, mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { AddSsrDialog } from "./add-ssr-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const created = {
  id: "7d6f0f38-4a43-4c3e-9d57-2c1f1b7a0009",
  code: "SPEQ",
  description: "Sports equipment",
  defaultPriceCents: 4550,
  currency: "EUR",
  gdsFormatAmadeus: null,
  gdsFormatGalileo: null,
  isChargeable: true,
  documentationRequired: false,
  airlineRulesUrl: null,
  version: 1,
  updatedAt: "2026-01-01T00:00:00.000Z",
  pricing: [],
};

// What the form sends is the created record without what the server adds.
const { id: _id, version: _version, updatedAt: _updatedAt, pricing: _pricing, ...sent } = created;

async function openDialog(answer: (call: ApiCall) => { status?: number; body?: unknown }) {
  const calls = mockApi(answer);
  renderWithClient(<AddSsrDialog />);
  await userEvent.click(screen.getByRole("button", { name: "Add SSR code" }));
  const dialog = screen.getByRole("dialog", { name: "Add SSR code" });
  const field = (name: string) => within(dialog).getByRole("textbox", { name });
  return { calls, dialog, field };
}

describe("AddSsrDialog", () => {
  it("shows each problem next to its field and sends nothing", async () => {
    const { calls, dialog, field } = await openDialog(() => ({ body: created }));
    await userEvent.type(field("Code"), "W1");
    await userEvent.clear(field("Price"));
    await userEvent.type(field("Price"), "12.345");
    await userEvent.type(field("Airline rules link"), "javascript:alert(1)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add code" }));
    await waitFor(() =>
      expect(field("Code")).toHaveAccessibleDescription("Code must be exactly 4 letters A–Z"),
    );
    expect(field("Price")).toHaveAccessibleDescription("Use at most two decimal places");
    expect(field("Description")).toHaveAccessibleDescription("Description is required");
    expect(field("Airline rules link")).toHaveAccessibleDescription("Only http and https links are allowed");
    expect(calls).toEqual([]);
  });

  it("sends the price in cents with the chosen currency, then closes", async () => {
    const { calls, dialog, field } = await openDialog(() => ({ status: 201, body: created }));
    await userEvent.type(field("Code"), "speq");
    await userEvent.clear(field("Price"));
    await userEvent.type(field("Price"), "45,5");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Currency" }));
    await userEvent.click(await screen.findByRole("option", { name: "EUR" }));
    await userEvent.type(field("Description"), "Sports equipment");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Chargeable" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add code" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toEqual([
      expect.objectContaining({
        method: "POST",
        url: "/api/ssr",
        body: sent,
      }),
    ]);
  });

  it("puts a taken code on the code field and the server's field issues on theirs, keeping the input", async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { error: { code: "CONFLICT", message: "SSR code SPEQ already exists" } },
    };
    const { dialog, field } = await openDialog(() => answer);
    await userEvent.type(field("Code"), "SPEQ");
    await userEvent.type(field("Description"), "Sports equipment");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add code" }));
    await waitFor(() => expect(field("Code")).toHaveAccessibleDescription("SSR code SPEQ already exists"));
    expect(field("Description")).toHaveValue("Sports equipment");

    answer = validationFailed({
      currency: "Currency must be one of EUR, USD, GBP",
      somethingElse: "Not a field of this form",
    });
    await userEvent.clear(field("Code"));
    await userEvent.type(field("Code"), "SPEX");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add code" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: "Currency" })).toHaveAccessibleDescription(
        "Currency must be one of EUR, USD, GBP",
      ),
    );
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Not a field of this form");
    expect(field("Code")).toHaveValue("SPEX");
  });
});
