import { expect, type Page } from "@playwright/test";
import type { Role } from "#domain/auth/role";
import { DEMO_PASSWORD, demoAccounts } from "#domain/demo/demo-accounts";

export function demoAccount(role: Role) {
  const account = demoAccounts.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
}

/** Signs in through the login form as the demo user of that role and waits for the dashboard. */
export async function signIn(page: Page, role: Role): Promise<void> {
  const account = demoAccount(role);
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: /Good (Morning|Afternoon|Evening)/ }),
  ).toBeVisible();
}
