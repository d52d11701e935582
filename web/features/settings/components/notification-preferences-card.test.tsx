import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { NotificationPreferencesCard } from "./notification-preferences-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = {
  systemAlerts: true,
  offerResponses: false,
  agentMessages: true,
  invoiceUpdates: true,
  emailDigest: false,
};

describe("NotificationPreferencesCard", () => {
  it("starts from the stored choices and saves every switch together, once something changed", async () => {
    const calls = mockApi((call) => ({ body: call.method === "PUT" ? call.body : stored }));
    renderWithClient(<NotificationPreferencesCard />);
    const offers = await screen.findByRole("switch", { name: "Offer responses" });
    expect(offers).not.toBeChecked();
    const save = screen.getByRole("button", { name: "Save preferences" });
    expect(save).toBeDisabled();
    const user = userEvent.setup({ delay: null });
    await user.click(offers);
    await user.click(screen.getByRole("switch", { name: "Invoice updates" }));
    const digest = screen.getByRole("switch", { name: "Daily e-mail digest" });
    expect(digest).not.toBeChecked();
    await user.click(digest);
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      { ...stored, offerResponses: true, invoiceUpdates: false, emailDigest: true },
    ]);
    expect(screen.getByRole("switch", { name: "Invoice updates" })).not.toBeChecked();
  });

  it("keeps the user's switches when saving fails", async () => {
    mockApi((call) =>
      call.method === "PUT"
        ? { status: 500, body: { error: { code: "INTERNAL", message: "Failed" } } }
        : { body: stored },
    );
    renderWithClient(<NotificationPreferencesCard />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("switch", { name: "System alerts" }));
    await user.click(screen.getByRole("button", { name: "Save preferences" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Save preferences" })).toBeEnabled());
    expect(screen.getByRole("switch", { name: "System alerts" })).not.toBeChecked();
  });
});
