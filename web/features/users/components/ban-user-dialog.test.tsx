import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ManagedUser } from "#domain/users/user.schema";
import { CONFLICT_TITLE } from "../../../components/conflict-notice";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { testAdmin } from "../test-users";
import { BanUserDialog } from "./ban-user-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ana: ManagedUser = {
  ...testAdmin,
  id: "00000000-0000-4000-8000-000000000002",
  email: "ana@agency.test",
  role: "agent",
  version: 3,
};

function open(onClose = vi.fn()) {
  renderWithClient(<BanUserDialog user={ana} onClose={onClose} />);
  return onClose;
}

const setUntil = (value: string) =>
  fireEvent.change(screen.getByLabelText("Banned until"), { target: { value } });
const ban = () => userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Ban user" }));

describe("BanUserDialog", () => {
  it("refuses an end in the past next to the field and sends nothing", async () => {
    const calls = mockApi(() => ({ body: ana }));
    open();
    setUntil("2001-05-17T09:30");
    await ban();
    expect(await screen.findByText("Choose a moment in the future")).toHaveAttribute(
      "data-slot",
      "form-field-error",
    );
    expect(calls).toEqual([]);
  });

  it("bans until lifted with a trimmed reason, from the version it opened with", async () => {
    const calls = mockApi(() => ({ body: { ...ana, banned: true, version: 4 } }));
    const onClose = open();
    await userEvent.setup({ delay: null }).type(screen.getByLabelText("Reason"), "  Chargeback  ");
    await ban();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => [c.url, c.body, c.headers["if-match"]])).toEqual([
      [`/api/users/${ana.id}/ban`, { until: null, reason: "Chargeback" }, '"3"'],
    ]);
  });

  it("sends the chosen end as a moment", async () => {
    const calls = mockApi(() => ({ body: { ...ana, banned: true } }));
    open();
    setUntil("2031-05-17T09:30");
    await ban();
    await waitFor(() =>
      expect(calls.map((c) => c.body)).toEqual([{ until: new Date(2031, 4, 17, 9, 30).toISOString() }]),
    );
  });

  it("puts the server's field issue on its field and keeps the input", async () => {
    mockApi(() => validationFailed({ reason: "Use at most 500 characters" }));
    const onClose = open();
    await userEvent.setup({ delay: null }).type(screen.getByLabelText("Reason"), "Too long, says the server");
    await ban();
    expect(await screen.findByText("Use at most 500 characters")).toHaveAttribute(
      "data-slot",
      "form-field-error",
    );
    expect(screen.getByLabelText("Reason")).toHaveValue("Too long, says the server");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("explains a change made meanwhile without losing the input", async () => {
    mockApi(() => ({
      status: 412,
      body: {
        error: { code: "STALE_RECORD", message: "Changed", details: { current: { ...ana, version: 5 } } },
      },
    }));
    open();
    await userEvent.setup({ delay: null }).type(screen.getByLabelText("Reason"), "Fraud");
    await ban();
    expect(await screen.findByText(CONFLICT_TITLE)).toBeInTheDocument();
    expect(screen.getByLabelText("Reason")).toHaveValue("Fraud");
  });

  it("disables Ban user while the ban is on its way", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    open();
    await ban();
    await waitFor(() => expect(screen.getByRole("button", { name: "Ban user" })).toBeDisabled());
  });
});
