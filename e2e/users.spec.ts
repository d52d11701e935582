import { expect, type Page, test } from "@playwright/test";
import { demoAccount, openDemoLogin, signIn } from "./fixtures";

// Users created here are clients (the dialog's default role): they land on their own home.
const clientHome = (page: Page) =>
  expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();

async function signInWith(page: Page, email: string, password: string) {
  await openDemoLogin(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an admin adds a user, bans them, and the user is signed out and refused", async ({ page, browser }) => {
  const email = `ben.${Date.now()}@agency.test`;
  const password = "ben-strong-password";

  await signIn(page, "admin");
  await page.getByRole("link", { name: "Users & Roles" }).click();
  await expect(page.getByRole("heading", { name: "Users & Roles" })).toBeVisible();
  await expect(page.getByText("Manage system users and their access levels")).toBeVisible();
  await expect(page.getByRole("heading", { name: "System Users" })).toBeVisible();
  // The demo data shows every status.
  await page.getByRole("searchbox", { name: "Search users by email" }).fill("@itinera.local");
  await expect(page.getByRole("row").filter({ hasText: "sam.suspended@" })).toContainText("Banned");
  await expect(page.getByRole("row").filter({ hasText: "paul.pending@" })).toContainText("Pending");
  await expect(page.getByRole("row", { name: /^agent@itinera\.local / })).toContainText("Active");

  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New User" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await expect(dialog.getByRole("combobox", { name: "Role" })).toHaveText("Client");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(page.getByText("User has been created successfully.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search users by email" }).fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Active");

  // The new user signs in on another browser.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await signInWith(user, email, password);
  await clientHome(user);

  await row.getByRole("button", { name: `Actions for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Ban…" }).click();
  const ban = page.getByRole("dialog", { name: `Ban ${email}` });
  await ban.getByLabel("Reason").fill("Left the agency");
  await ban.getByRole("button", { name: "Ban user" }).click();
  await expect(page.getByText("User banned")).toBeVisible();
  await expect(row).toContainText("Banned");

  // Their open page learns at once (its live socket closes with the session) and goes to sign-in;
  // signing in again is refused with the reason.
  await expect(user).toHaveURL(/\/login\?redirect=/);
  await signInWith(user, email, password);
  await expect(
    user.getByRole("alert").filter({ hasText: "Your account is suspended until further notice." }),
  ).toContainText("Reason: Left the agency.");
  await expect(user).toHaveURL(/\/login/);

  // Lifting the ban lets them back in.
  await row.getByRole("button", { name: `Actions for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Unban" }).click();
  await expect(row).toContainText("Active");
  await signInWith(user, email, password);
  await clientHome(user);
  await userContext.close();

  // Deleting asks first.
  await row.getByRole("button", { name: `Actions for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  await expect(page.getByRole("alertdialog", { name: `Delete ${email}?` })).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("No users found")).toBeVisible();
});

test("a client cannot open Users & Roles, in the browser or through the API", async ({ page }) => {
  await signIn(page, "client");
  await expect(page.getByRole("link", { name: "Users & Roles" })).toHaveCount(0);
  await page.goto("/users");
  await expect(page).toHaveURL(/\/$/);
  await clientHome(page);
  const api = await page.request.get("/api/users");
  expect(api.status()).toBe(403);
  expect((await api.json()).error.code).toBe("FORBIDDEN");
  // Sent from our own origin, so the refusal is the role rule's, not the cross-site check's.
  const create = await page.request.post("/api/users", {
    headers: { origin: new URL(page.url()).origin },
    data: { email: "sneaky@agency.test", password: "sneaky-password", role: "admin" },
  });
  expect(create.status()).toBe(403);
  expect((await create.json()).error.message).toBe("Your role does not allow this.");
  expect(demoAccount("client").email).toBe("client@itinera.local");
});

test("settings save the notification switches per user", async ({ page }) => {
  await signIn(page, "agent");
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  const invoices = page.getByRole("switch", { name: "Invoice updates" });
  await expect(invoices).toBeChecked();
  await invoices.click();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Settings saved successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Invoice updates" })).not.toBeChecked();
  await page.getByRole("switch", { name: "Invoice updates" }).click();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Settings saved successfully")).toBeVisible();
});
