import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ClientPortal } from "#domain/client-portal/client-portal.schema";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { PortalAccessTab } from "./portal-access-tab";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLIENT = "0f8fad5b-d9cb-469f-a165-70867728950e";
const USER = "1f8fad5b-d9cb-469f-a165-70867728950e";
const nobody: ClientPortal = { user: null, invitation: null };
const invited: ClientPortal = {
  user: { id: USER, name: "Maria Lopes", email: "maria@example.com", lastSignInAt: null, banned: false },
  invitation: {
    email: "maria@example.com",
    sentAt: "2026-03-01T10:00:00.000Z",
    expiresAt: "2026-03-08T10:00:00.000Z",
    expired: false,
  },
};
const active: ClientPortal = {
  user: { ...invited.user!, lastSignInAt: "2026-03-02T09:30:00.000Z" },
  invitation: null,
};

function api(portal: ClientPortal, answers: { invite?: { status?: number; body?: unknown } } = {}) {
  let current = portal;
  return mockApi(({ method, url }) => {
    if (method === "GET" && url.startsWith("/api/clients/portal-candidates")) {
      return {
        body: {
          items: [
            { id: USER, name: "Maria Lopes", email: "maria@example.com" },
            { id: "2f8fad5b-d9cb-469f-a165-70867728950e", name: "Jo", email: "jo@example.com" },
          ],
        },
      };
    }
    if (method === "GET" && url.endsWith("/portal")) return { body: current };
    if (method === "GET")
      return { body: { id: CLIENT, name: "Maria Lopes", email: "contact@example.com", archivedAt: null } };
    if (url.endsWith("/invitations")) {
      if (answers.invite) return answers.invite;
      current = invited;
      return { status: 201, body: invited };
    }
    if (url.endsWith("/link")) {
      current = active;
      return { body: active };
    }
    current = nobody;
    return { status: 204 };
  });
}

describe("PortalAccessTab", () => {
  it("says nobody signs in yet and invites by e-mail, starting from the client's address", async () => {
    const calls = api(nobody);
    renderWithClient(<PortalAccessTab clientId={CLIENT} />);
    expect(
      await screen.findByText("No portal access: nobody signs in for this client yet."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Revoke access" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Invite by e-mail" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite by e-mail" });
    const email = within(dialog).getByRole("textbox", { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveValue("contact@example.com"));
    await userEvent.clear(email);
    await userEvent.type(email, "not an address");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Enter a valid e-mail address")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, "Maria@Example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toMatchObject({
        url: `/api/clients/${CLIENT}/portal/invitations`,
        body: { email: "maria@example.com" },
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const user = await screen.findByRole("region", { name: "Portal user" });
    expect(user).toHaveTextContent("Maria Lopes");
    expect(user).toHaveTextContent("Has not signed in yet");
    expect(screen.getByText(/Invitation to/)).toHaveTextContent("maria@example.com");
    expect(screen.getByText(/^Expires /)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend invitation" })).toBeInTheDocument();
  }, 20_000);

  it("puts the server's refusal next to the e-mail and keeps the dialog open", async () => {
    api(nobody, { invite: validationFailed({ email: "Enter a valid e-mail address" }) });
    renderWithClient(<PortalAccessTab clientId={CLIENT} />);
    await userEvent.click(await screen.findByRole("button", { name: "Invite by e-mail" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite by e-mail" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("Enter a valid e-mail address")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Invite by e-mail" })).toBeInTheDocument();
  }, 20_000);

  it("links an existing user chosen in the searchable picker", async () => {
    const calls = api(nobody);
    renderWithClient(<PortalAccessTab clientId={CLIENT} />);
    await userEvent.click(await screen.findByRole("button", { name: "Link an existing user" }));
    const dialog = await screen.findByRole("dialog", { name: "Link an existing user" });
    await userEvent.type(within(dialog).getByRole("searchbox", { name: /Search users/ }), "mar");
    await waitFor(() =>
      expect(calls.some((c) => c.url === "/api/clients/portal-candidates?search=mar")).toBe(true),
    );
    const link = within(dialog).getByRole("button", { name: "Link user" });
    expect(link).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole("radio", { name: /maria@example.com/ }));
    await userEvent.click(link);
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toMatchObject({
        url: `/api/clients/${CLIENT}/portal/link`,
        body: { userId: USER },
      }),
    );
    expect(await screen.findByText(/^Last sign-in /)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Invite by e-mail" })).toBeNull();
  }, 20_000);

  it("revokes only after a confirmation", async () => {
    const calls = api(active);
    renderWithClient(<PortalAccessTab clientId={CLIENT} />);
    await userEvent.click(await screen.findByRole("button", { name: "Revoke access" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Revoke portal access?" });
    expect(confirm).toHaveTextContent("maria@example.com is signed out everywhere at once");
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Revoke access" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke access" }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([
        `/api/clients/${CLIENT}/portal`,
      ]),
    );
    expect(
      await screen.findByText("No portal access: nobody signs in for this client yet."),
    ).toBeInTheDocument();
  }, 20_000);

  it("shows a failure to load with a way to try again", async () => {
    mockApi(() => ({ status: 500, body: { error: { code: "INTERNAL", message: "Boom" } } }));
    renderWithClient(<PortalAccessTab clientId={CLIENT} />);
    expect(await screen.findByText("Error fetching portal access")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
