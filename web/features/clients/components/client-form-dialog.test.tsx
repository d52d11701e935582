import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIENT_EMAIL_MESSAGE } from "#domain/clients/client.schema";
import { PHONE_DIGITS_MESSAGE } from "#domain/clients/client-phone";
import { mockApi, renderWithClient, staleVersion, validationFailed } from "../../../test/render-with-api";
import { acme } from "../test/fixtures";
import { ClientFormDialog } from "./client-form-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ClientFormDialog", () => {
  it("checks the fields before sending, each message next to its field", async () => {
    const calls = mockApi(() => ({ body: {} }));
    renderWithClient(<ClientFormDialog open onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "New client" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "E-mail" }), "not-an-address");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Phone" }), "12");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Client" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText(CLIENT_EMAIL_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText(PHONE_DIGITS_MESSAGE)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("creates a company with the chosen currency", async () => {
    const calls = mockApi(({ method }) => (method === "POST" ? { status: 201, body: acme } : { body: {} }));
    const onSaved = vi.fn();
    renderWithClient(<ClientFormDialog open onOpenChange={vi.fn()} onSaved={onSaved} />);
    const dialog = screen.getByRole("dialog", { name: "New client" });
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Kind/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Company" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Acme Travel GmbH");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "E-mail" }), "office@acme.example");
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Preferred currency/ }));
    await userEvent.click(await screen.findByRole("option", { name: "USD" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Client" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(acme));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/clients",
      body: {
        kind: "company",
        name: "Acme Travel GmbH",
        email: "office@acme.example",
        phone: null,
        address: null,
        preferredCurrency: "USD",
        notes: null,
      },
    });
  });

  it("puts the server's field issues on the fields and keeps the input", async () => {
    mockApi(({ method }) =>
      method === "PUT" ? validationFailed({ phone: "Phone must have 4 to 20 digits" }) : { body: {} },
    );
    const onOpenChange = vi.fn();
    renderWithClient(<ClientFormDialog open onOpenChange={onOpenChange} client={acme} />);
    const dialog = screen.getByRole("dialog", { name: "Edit client" });
    expect(within(dialog).getByRole("textbox", { name: /Name/ })).toHaveValue("Acme Travel GmbH");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Phone must have 4 to 20 digits")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Phone" })).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByRole("textbox", { name: "Phone" })).toHaveValue(acme.phone);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("sends the version it opened with and explains a 412 without losing the input", async () => {
    const theirs = { ...acme, notes: "Moved to Munich", version: 4 };
    let puts = 0;
    const calls = mockApi(({ method }) => {
      if (method !== "PUT") return { body: {} };
      puts += 1;
      return puts === 1 ? staleVersion(theirs) : { body: { ...theirs, version: 5 } };
    });
    const onOpenChange = vi.fn();
    renderWithClient(<ClientFormDialog open onOpenChange={onOpenChange} client={acme} />);
    const dialog = screen.getByRole("dialog", { name: "Edit client" });
    const address = within(dialog).getByRole("textbox", { name: "Address" });
    await userEvent.clear(address);
    await userEvent.type(address, "Friedrichstraße 2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const notice = await within(dialog).findByRole("alert");
    expect(notice).toHaveTextContent("Someone else changed this record");
    expect(calls.find((c) => c.method === "PUT")?.headers["if-match"]).toBe('"3"');
    expect(address).toHaveValue("Friedrichstraße 2");
    await userEvent.click(within(notice).getByRole("button", { name: "Load their version" }));
    expect(within(dialog).getByRole("textbox", { name: /Notes/ })).toHaveValue("Moved to Munich");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.filter((c) => c.method === "PUT")[1]?.headers["if-match"]).toBe('"4"');
  });
});
