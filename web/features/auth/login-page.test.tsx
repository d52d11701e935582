import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginPage } from "./login-page";

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
  const user = userEvent.setup();
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
    await vi.waitFor(() => expect(screen.getByLabelText("Email")).toHaveValue("admin@itinera.local"));
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
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Email"));
    answerMeta();
    await user.type(screen.getByLabelText("Email"), "ben@agency.test");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
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
    await user.type(screen.getByLabelText("Authentication code"), "12345");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByText("Enter the 6-digit code from your app")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Authentication code"), "6");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Invalid code")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
    expect(calls.filter((c) => c.key === "POST /api/auth/two-factor/verify-totp").map((c) => c.body)).toEqual(
      [{ code: "123456" }, { code: "123456" }],
    );
  });

  it("signs up with the chosen account type and shows server field errors", async () => {
    const calls = mockApi({
      "GET /api/meta": meta,
      "POST /api/accounts/register": {
        status: 400,
        body: {
          error: {
            code: "VALIDATION_FAILED",
            message: "Invalid input",
            details: { issues: [{ path: "body.email", message: "Enter a valid e-mail address" }] },
          },
        },
      },
    });
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Need an account? Sign up" }));
    await user.type(screen.getByLabelText("Email"), "x@y.co");
    await user.type(screen.getByLabelText("Password"), "long-enough-1");
    await user.selectOptions(screen.getByLabelText("Account Type"), "admin");
    expect(screen.getByText(/records a request for Admin access/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Enter a valid e-mail address")).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ email: "x@y.co", password: "long-enough-1", accountType: "admin" });
  });
});
