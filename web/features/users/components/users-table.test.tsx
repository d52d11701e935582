import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ManagedUser } from "#domain/users/user.schema";
import { testAdmin } from "../test-users";
import { type UserActions, UsersTable } from "./users-table";

afterEach(cleanup);

const base = testAdmin;
const pending: ManagedUser = {
  ...base,
  id: "00000000-0000-4000-8000-000000000002",
  email: "new@agency.test",
  role: "client",
  status: "pending",
  emailVerified: false,
};
const banned: ManagedUser = {
  ...base,
  id: "00000000-0000-4000-8000-000000000003",
  email: "gone@agency.test",
  role: "agent",
  status: "banned",
  banned: true,
};

function actions(): UserActions {
  return {
    onChangeRole: vi.fn(),
    onBan: vi.fn(),
    onUnban: vi.fn(),
    onResendVerification: vi.fn(),
    onSendPasswordReset: vi.fn(),
    onDelete: vi.fn(),
  };
}

function renderTable(
  users: ManagedUser[] | undefined,
  a = actions(),
  extra: Partial<{ loading: boolean }> = {},
) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UsersTable
        users={users}
        loading={extra.loading ?? false}
        error={false}
        currentUserId={base.id}
        actions={a}
      />
    </QueryClientProvider>,
  );
  return a;
}

describe("UsersTable", () => {
  it("shows role, the derived status badge and the join date", () => {
    renderTable([base, pending, banned]);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "me@agency.test(you)AdminActive1 Mar 2027",
      "new@agency.testClientPending1 Mar 2027",
      "gone@agency.testTravel AgentBanned1 Mar 2027",
    ]);
  });

  it("shows a spinner while loading and SPEC's empty text", () => {
    renderTable(undefined, actions(), { loading: true });
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
  });

  it("offers resend verification to pending users only, and unban to banned ones", async () => {
    const user = userEvent.setup();
    const a = renderTable([base, pending, banned]);
    await user.click(screen.getByRole("button", { name: "Actions for new@agency.test" }));
    await user.click(screen.getByRole("menuitem", { name: "Resend verification email" }));
    expect(a.onResendVerification).toHaveBeenCalledWith(pending);

    await user.click(screen.getByRole("button", { name: "Actions for gone@agency.test" }));
    const menu = screen.getByRole("menu");
    expect(within(menu).queryByRole("menuitem", { name: "Resend verification email" })).toBeNull();
    await user.click(within(menu).getByRole("menuitem", { name: "Unban" }));
    expect(a.onUnban).toHaveBeenCalledWith(banned);
  });

  it("does not let an admin ban, delete or re-role themselves", async () => {
    const user = userEvent.setup();
    renderTable([base]);
    await user.click(screen.getByRole("button", { name: "Actions for me@agency.test" }));
    for (const name of ["Change role", "Ban…", "Delete…"]) {
      expect(screen.getByRole("menuitem", { name })).toHaveAttribute("aria-disabled", "true");
    }
    expect(screen.getByRole("menuitem", { name: "Send password reset" })).not.toHaveAttribute(
      "aria-disabled",
    );
  });
});
