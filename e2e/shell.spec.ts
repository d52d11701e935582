import { expect, test } from "@playwright/test";
import { navItems } from "../web/app/nav-items";
import { demoAccount } from "./fixtures";

test("a staff member signs in, moves around the shell, keeps the theme and logs out", async ({ page }) => {
  await page.goto("/trips");
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftrips/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();

  // Demo mode prefills the admin account.
  await expect(page.getByLabel("Email")).toHaveValue(demoAccount("admin").email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/trips$/);

  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: /Good (Morning|Afternoon|Evening), Alex Admin/ }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Close toast" }).click();
  await page.screenshot({ path: "docs/screenshot-dashboard.png" });

  const sidebar = page.getByRole("complementary", { name: "Main navigation" });
  for (const item of navItems) {
    await sidebar.getByRole("link", { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${item.to === "/" ? "/$" : `${item.to}$`}`));
    await expect(sidebar.getByRole("link", { name: item.label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Dark Mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Light Mode" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Logged out", { exact: true })).toBeVisible();

  // The session is gone on the server too.
  await page.goto("/passengers");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpassengers/);
});

test("a wrong password says so and stays on the login page", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("agent@itinera.local");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a client sees no Users & Roles entry and cannot open the page", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: /Client: client@itinera.local/ }).click();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Chris Client/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Users & Roles" })).toHaveCount(0);
  await page.goto("/users");
  await expect(page).toHaveURL(/\/$/);
});

test("the debug console shows, filters and hides log events", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Show Debug Console" }).click();
  const console = page.getByRole("region", { name: "Debug console" });
  await expect(console.getByText("Itinera started")).toBeVisible();
  await console.getByRole("button", { name: "Errors" }).click();
  await expect(console.getByText("No log entries.")).toBeVisible();
  await page.getByRole("button", { name: "Hide Debug Console" }).click();
  await expect(console).toHaveCount(0);
});
