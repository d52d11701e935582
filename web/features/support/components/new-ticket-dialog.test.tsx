import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { loginTicket } from "../test/fixtures";
import { NewTicketDialog } from "./new-ticket-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fill(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Title/ }), "Cannot sign in");
  await userEvent.click(within(dialog).getByRole("combobox", { name: /Type/ }));
  await userEvent.click(await screen.findByRole("option", { name: "Login problem" }));
  await userEvent.type(within(dialog).getByRole("textbox", { name: /Description/ }), "Password refused");
}

describe("NewTicketDialog", { timeout: 20_000 }, () => {
  it("needs a title, a type and a description before sending anything", async () => {
    const calls = mockApi(() => ({ body: {} }));
    renderWithClient(<NewTicketDialog open onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "New Ticket" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Ticket" }));
    expect(await within(dialog).findByText("Title is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose a ticket type from the list")).toBeInTheDocument();
    expect(within(dialog).getByText("Description is required")).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("creates the ticket, then sends the chosen file to it", async () => {
    const calls = mockApi(({ method }) =>
      method === "POST" ? { status: 201, body: { ...loginTicket, attachment: null } } : { body: loginTicket },
    );
    const onCreated = vi.fn();
    renderWithClient(<NewTicketDialog open onOpenChange={vi.fn()} onCreated={onCreated} />);
    const dialog = screen.getByRole("dialog", { name: "New Ticket" });
    await fill(dialog);
    const file = new File(["%PDF-1.4"], "screen.pdf", { type: "application/pdf" });
    await userEvent.upload(within(dialog).getByLabelText(/Attachment/), file);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Ticket" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/api/support-tickets");
    expect(post?.body).toEqual({
      title: "Cannot sign in",
      ticketType: "login_problem",
      description: "Password refused",
    });
    expect(calls.find((c) => c.method === "PUT")?.url).toBe(
      `/api/support-tickets/${loginTicket.id}/attachment`,
    );
  });

  it("refuses a file over 10 MB without sending anything", async () => {
    const calls = mockApi(() => ({ body: {} }));
    renderWithClient(<NewTicketDialog open onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "New Ticket" });
    await fill(dialog);
    const big = new File(["x"], "big.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(within(dialog).getByLabelText(/Attachment/), big);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Ticket" }));
    expect(
      await within(dialog).findByText("The file is larger than 10 MB. Choose a smaller file."),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("puts the server's field errors next to their fields", async () => {
    mockApi(({ method }) =>
      method === "POST" ? validationFailed({ title: "Title must be at most 200 characters" }) : { body: {} },
    );
    const onCreated = vi.fn();
    renderWithClient(<NewTicketDialog open onOpenChange={vi.fn()} onCreated={onCreated} />);
    const dialog = screen.getByRole("dialog", { name: "New Ticket" });
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Ticket" }));
    expect(await within(dialog).findByText("Title must be at most 200 characters")).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
