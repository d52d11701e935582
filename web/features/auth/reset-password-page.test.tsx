import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ApiCall, mockApi, validationFailed } from "../../test/render-with-api";
import { ResetPasswordPage } from "./reset-password-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(entry = "/reset-password?token=tok") {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/" element={<p>Dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const validLink = { body: { valid: true } };
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === "POST");

describe("ResetPasswordPage", () => {
  it("says next to each field what is wrong and sends nothing", async () => {
    const calls = mockApi(() => validLink);
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm new password"), "shorter");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Use at least 10 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      "The passwords do not match",
    );
    expect(posts(calls)).toEqual([]);
  });

  it("puts the server's password rule on the password field and keeps the input", async () => {
    const calls = mockApi((call) =>
      call.method === "POST" ? validationFailed({ newPassword: "Use at most 128 characters" }) : validLink,
    );
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText("New password"), "long-enough-1");
    await user.type(screen.getByLabelText("Confirm new password"), "long-enough-1");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    await waitFor(() =>
      expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
        "At least 10 characters. Use at most 128 characters",
      ),
    );
    expect(screen.getByLabelText("New password")).toHaveValue("long-enough-1");
    expect(posts(calls).map((c) => c.body)).toEqual([{ token: "tok", newPassword: "long-enough-1" }]);
  });

  it("offers a new link when the server says the token is spent", async () => {
    mockApi((call) =>
      call.method === "POST"
        ? validationFailed({ token: "This reset link has expired or was already used." })
        : validLink,
    );
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText("New password"), "long-enough-1");
    await user.type(screen.getByLabelText("Confirm new password"), "long-enough-1");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("button", { name: "Send a new reset link" })).toBeInTheDocument();
  });

  it("signs in with the new password and goes to the dashboard", async () => {
    mockApi((call) => {
      if (call.method === "POST") return { body: { signedIn: true, twoFactorRequired: false } };
      if (call.url.startsWith("/api/auth/get-session")) return { body: null };
      return validLink;
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText("New password"), "long-enough-1");
    await user.type(screen.getByLabelText("Confirm new password"), "long-enough-1");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
  });

  it("welcomes an invited client user, sets their password and signs them in", async () => {
    const calls = mockApi((call) => {
      if (call.method === "POST") return { body: { signedIn: true, twoFactorRequired: false } };
      if (call.url.startsWith("/api/auth/get-session")) return { body: null };
      return validLink;
    });
    renderPage("/reset-password?token=tok&invitation=1");
    expect(await screen.findByRole("heading", { name: "Welcome to Itinera" })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText("New password"), "long-enough-1");
    await user.type(screen.getByLabelText("Confirm new password"), "long-enough-1");
    await user.click(screen.getByRole("button", { name: "Set your password" }));
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
    expect(posts(calls).map((c) => c.body)).toEqual([{ token: "tok", newPassword: "long-enough-1" }]);
  });

  it("tells an invited user whose link is dead to ask for a new invitation", async () => {
    mockApi(() => ({ body: { valid: false } }));
    renderPage("/reset-password?token=tok&invitation=1");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This invitation link has expired or was already used. Ask your travel agent to invite you again",
    );
  });
});
