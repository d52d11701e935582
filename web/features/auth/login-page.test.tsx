import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { validationFailed } from "../../test/render-with-api";
import { LoginPage } from "./login-page";
// The page loads these steps lazily: load them up front so a busy machine does not outlast findBy's wait.
import "./components/second-factor-form";
import "./components/sign-up-form";
import "./components/reset-request-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status?: number; body?: unknown };

/** Answers fetches by "METHOD path" and records the bodies sent. */
function mockApi(answers: Record<string, Answer | Answer[]>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? "GET"} ${url.split("?")[0]}`;
      // The logger flushes its batch 2 s late, so an earlier test's error can land here; it is not this page's call.
      if (key === "POST /api/logs") return new Response(null, { status: 204 });
      calls.push({ key, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
      const entry = answers[key];
      const answer = (Array.isArray(entry) ? entry.shift() : entry) ?? { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

const meta = { body: { name: "Itinera", demo: false, demoAccounts: [], demoPassword: null } };

function renderLogin(path = "/login") {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<p>Dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function signIn(email = "ana@agency.test", password = "secret-password") {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

describe("LoginPage", () => {
  const demoMeta = {
    body: {
      name: "Itinera",
      demo: true,
      demoAccounts: [{ role: "admin", email: "admin@itinera.local" }],
      demoPassword: "itinera-demo",
    },
  };

  it("prefills the first demo account in demo mode", async () => {
    mockApi({ "GET /api/meta": demoMeta });
    renderLogin();
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveValue("admin@itinera.local"));
    expect(screen.getByLabelText("Password")).toHaveValue("itinera-demo");
  });

  it("does not prefill over someone who started typing before the demo accounts arrived", async () => {
    let answerMeta: () => void = () => {};
    const metaAnswered = new Promise<void>((resolve) => {
      answerMeta = resolve;
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        await metaAnswered;
        return new Response(JSON.stringify(demoMeta.body), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText("Email"));
    answerMeta();
    await user.type(screen.getByLabelText("Email"), "ben@agency.test");
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText("Email")).toHaveValue("ben@agency.test");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });

  it("explains an unconfirmed address and sends a new link", async () => {
    const calls = mockApi({
      "GET /api/meta": meta,
      "POST /api/auth/sign-in/email": {
        status: 403,
        body: { error: { code: "EMAIL_NOT_VERIFIED", message: "Email not verified" } },
      },
      "POST /api/auth/send-verification-email": { body: { status: true } },
    });
    renderLogin();
    const user = await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("not confirmed yet");
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(calls.at(-1)).toEqual({
      key: "POST /api/auth/send-verification-email",
      body: { email: "ana@agency.test", callbackURL: "/auth/callback" },
    });
  });

  it.each([
    ["TOO_MANY_REQUESTS", "Too many attempts, try again in 12 minutes."],
    ["BANNED_USER", "Your account is suspended until further notice."],
  ])("shows the server's %s message where the user looks", async (code, message) => {
    mockApi({
      "GET /api/meta": meta,
      "POST /api/auth/sign-in/email": { status: 429, body: { error: { code, message } } },
    });
    renderLogin();
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("asks for the authenticator code when the account has two-factor sign-in", async () => {
    const calls = mockApi({
      "GET /api/meta": meta,
      "POST /api/auth/sign-in/email": { body: { twoFactorRedirect: true } },
      "POST /api/auth/two-factor/verify-totp": [
        { status: 401, body: { error: { code: "INVALID_CODE", message: "Invalid code" } } },
        { body: { token: "t" } },
      ],
      "GET /api/auth/get-session": { body: { user: { id: "u", email: "ana@agency.test", name: "Ana" } } },
    });
    renderLogin();
    const user = await signIn();
    expect(await screen.findByRole("heading", { name: "Two-Step Verification" })).toBeInTheDocument();
    await user.type(await screen.findByLabelText("Authentication code"), "12345");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter the 6-digit code from your app")).toBeInTheDocument();
    expect(calls.some((c) => c.key === "POST /api/auth/two-factor/verify-totp")).toBe(false);
    await user.type(screen.getByLabelText("Authentication code"), "6");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    // The server's refusal is said next to the code, which stays for another try.
    expect(await screen.findByText("Invalid code")).toHaveAttribute("data-slot", "form-field-error");
    expect(screen.getByLabelText("Authentication code")).toHaveValue("123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
    expect(calls.filter((c) => c.key === "POST /api/auth/two-factor/verify-totp").map((c) => c.body)).toEqual(
      [{ code: "123456" }, { code: "123456" }],
    );
  });

  it("signs up with the chosen account type and shows server field errors", async () => {
    const calls = mockApi({
      "GET /api/meta": meta,
      "POST /api/accounts/register": validationFailed({ email: "Enter a valid e-mail address" }),
    });
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Need an account? Sign up" }));
    await user.type(await screen.findByLabelText("Email"), "x@y.co");
    await user.type(screen.getByLabelText("Password"), "long-enough-1");
    await user.selectOptions(screen.getByLabelText("Account Type"), "admin");
    expect(screen.getByText(/records a request for Admin access/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveAccessibleDescription("Enter a valid e-mail address"));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveValue("x@y.co");
    expect(calls.at(-1)?.body).toEqual({ email: "x@y.co", password: "long-enough-1", accountType: "admin" });
  });

  it("says what is missing next to each field and sends nothing", async () => {
    const calls = mockApi({ "GET /api/meta": meta });
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("Email"), "ana@agency");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    // The resolver validates asynchronously, so the message lands after the click resolves.
    await waitFor(() =>
      expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Enter a valid e-mail address"),
    );
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Enter your password");
    expect(screen.getByLabelText("Email")).toHaveValue("ana@agency");
    expect(calls.map((c) => c.key)).toEqual(["GET /api/meta"]);
  });

  it("keeps Sign in disabled while the answer is on its way", async () => {
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.startsWith("/api/meta")) return new Response(JSON.stringify(meta.body));
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    renderLogin();
    await signIn();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();
    // The resolver validates asynchronously: the request may leave after the click resolves.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(
      new Response(JSON.stringify({ error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Wrong" } }), {
        status: 401,
      }),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled());
    expect(screen.getByLabelText("Email")).toHaveValue("ana@agency.test");
    expect(screen.getByLabelText("Password")).toHaveValue("secret-password");
  });

  it("checks a backup code with its own rule and sends it to the backup-code endpoint", async () => {
    const calls = mockApi({
      "GET /api/meta": meta,
      "POST /api/auth/two-factor/verify-backup-code": { body: { token: "t" } },
      "GET /api/auth/get-session": { body: { user: { id: "u", email: "ana@agency.test", name: "Ana" } } },
    });
    renderLogin("/login?step=code");
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Use a backup code" }));
    await user.type(screen.getByLabelText("Backup code"), "ab1");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Backup code")).toHaveAccessibleDescription(
        "Enter one of your backup codes",
      ),
    );
    await user.type(screen.getByLabelText("Backup code"), "c-d2e");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith("POST")).map((c) => [c.key, c.body])).toEqual([
      ["POST /api/auth/two-factor/verify-backup-code", { code: "ab1c-d2e" }],
    ]);
  });

  it("asks for a valid password on sign-up before sending anything", async () => {
    const calls = mockApi({ "GET /api/meta": meta });
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Need an account? Sign up" }));
    await user.type(await screen.findByLabelText("Email"), "x@y.co");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Use at least 10 characters")).toHaveAttribute(
      "data-slot",
      "form-field-error",
    );
    expect(calls.map((c) => c.key)).toEqual(["GET /api/meta"]);
  });

  it("asks for the address before sending a reset link", async () => {
    const calls = mockApi({
      "GET /api/meta": meta,
      "POST /api/auth/request-password-reset": { body: { status: true } },
    });
    renderLogin();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    await user.click(await screen.findByRole("button", { name: "Send reset link" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Enter your e-mail address"),
    );
    expect(calls.map((c) => c.key)).toEqual(["GET /api/meta"]);
    await user.type(screen.getByLabelText("Email"), " Ana@Agency.test ");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        key: "POST /api/auth/request-password-reset",
        body: { email: "ana@agency.test", redirectTo: "/reset-password" },
      }),
    );
  });
});
