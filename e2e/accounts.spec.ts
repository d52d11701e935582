import { expect, type Page, test } from "@playwright/test";
import { linkIn, SETUP_ADMIN, startServerWithMail } from "./mail-server";

const PORT = Number(process.env.E2E_MAIL_PORT ?? 3197);
let server: Awaited<ReturnType<typeof startServerWithMail>>;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://localhost:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServerWithMail(PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

const dashboard = (page: Page) =>
  expect(page.getByRole("heading", { level: 1, name: /Good (Morning|Afternoon|Evening)/ })).toBeVisible();
// A client account lands on its own home, not the staff dashboard.
const clientHome = (page: Page) =>
  expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test("the first admin is created on the setup page, once", async ({ page }) => {
  await page.goto("/admin-seed");
  await expect(page.getByTestId("setup-email")).toHaveText(SETUP_ADMIN.email);
  await page.getByRole("button", { name: "Create Admin User" }).click();
  await expect(page.getByText("Success", { exact: true })).toBeVisible();
  await expect(page.getByText("Success: the admin user was created.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Admin exists: nothing to set up.")).toBeVisible();
  await page.getByRole("button", { name: "Create Admin User" }).click();
  await expect(page.getByText("Admin exists", { exact: true })).toBeVisible();

  await signIn(page, SETUP_ADMIN.email, SETUP_ADMIN.password);
  await dashboard(page);
  await expect(page.getByRole("link", { name: "Users & Roles" })).toBeVisible();
});

test("a new user signs up, is told to confirm, follows the mailed link, and signs in", async ({
  page,
  browser,
}) => {
  const email = `ana.${Date.now()}@agency.test`;
  await page.goto("/login");
  await page.getByRole("button", { name: "Need an account? Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByLabel("Account Type").selectOption("agent");
  await expect(page.getByText(/records a request for Travel Agent access/)).toBeVisible();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Use at least 10 characters")).toBeVisible();
  await page.getByLabel("Password").fill("ana-strong-password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Registration successful")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();

  // Signing in before confirming explains it and offers a new mail.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("ana-strong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "not confirmed yet" })).toBeVisible();
  const first = await server.mail.waitFor(email, "Confirm your e-mail address");
  await page.getByRole("button", { name: "Resend verification email" }).click();
  await expect(page.getByText("Verification email sent")).toBeVisible();
  // A second mail arrives (waitFor takes each mail once); its link may equal the first's when both are
  // signed within the same second, and either confirms the address.
  const second = await server.mail.waitFor(email, "Confirm your e-mail address");
  expect(linkIn(first, "/auth/callback").searchParams.get("token")).toBeTruthy();

  await page.goto(linkIn(second, "/auth/callback").href);
  await expect(page.getByRole("heading", { name: "E-mail confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Continue to Itinera" }).click();
  // Self-registered accounts are clients until an admin approves the request.
  await clientHome(page);
  await expect(page.getByRole("link", { name: "Users & Roles" })).toHaveCount(0);
  await logOut(page);
  await signIn(page, email, "ana-strong-password");
  await clientHome(page);

  // The admin sees the request and approves it.
  const adminContext = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
  const admin = await adminContext.newPage();
  await signIn(admin, SETUP_ADMIN.email, SETUP_ADMIN.password);
  await dashboard(admin);
  await admin.getByRole("link", { name: "Users & Roles" }).click();
  await expect(admin.getByRole("heading", { name: "Users & Roles" })).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("Client");
  await admin.getByRole("button", { name: `Approve ${email} as Travel Agent` }).click();
  await expect(admin.getByText("Request approved")).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("Travel Agent");
  await adminContext.close();
});

test("a user who forgot the password gets a link, sets a new one and is signed in; the link works once", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await page.getByLabel("Email").fill(SETUP_ADMIN.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Password reset email sent")).toBeVisible();
  const link = linkIn(await server.mail.waitFor(SETUP_ADMIN.email, "Reset your password"), "/reset-password");

  await page.goto(link.href);
  await expect(page.getByRole("heading", { name: "Choose a New Password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a-new-admin-password");
  await page.getByLabel("Confirm new password").fill("a-different-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("The passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("a-new-admin-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await dashboard(page);
  await expect(page.getByText("Password updated")).toBeVisible();

  await logOut(page);
  await signIn(page, SETUP_ADMIN.email, SETUP_ADMIN.password);
  await expect(page.getByText("Login failed")).toBeVisible();
  await signIn(page, SETUP_ADMIN.email, "a-new-admin-password");
  await dashboard(page);
  SETUP_ADMIN.password = "a-new-admin-password";

  // The same link again: used, says so, and offers a new mail.
  await page.goto(link.href);
  await expect(page.getByText("This reset link has expired or was already used.")).toBeVisible();
  await page.getByLabel("Email").fill(SETUP_ADMIN.email);
  await page.getByRole("button", { name: "Send a new reset link" }).click();
  await expect(page.getByText("Password reset email sent")).toBeVisible();
  await server.mail.waitFor(SETUP_ADMIN.email, "Reset your password");
});
