import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import type { Role } from "#domain/auth/role";
import { DEMO_PASSWORD, demoAccounts } from "#domain/demo/demo-accounts";

export function demoAccount(role: Role) {
  const account = demoAccounts.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
}

/**
 * Opens the login form of a demo server once its demo prefill has landed: a prefill arriving between
 * Playwright's select-all and its typing would otherwise be typed after ("admin@…agent@…").
 */
export async function openDemoLogin(page: Page): Promise<void> {
  await page.goto("/login");
  await expect(page.getByLabel("Email")).toHaveValue(/@/);
}

/** Signs in through the login form as the demo user of that role and waits for the dashboard (a client's home). */
export async function signIn(page: Page, role: Role): Promise<void> {
  const account = demoAccount(role);
  await openDemoLogin(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  const landing = role === "client" ? /^Welcome, / : /Good (Morning|Afternoon|Evening)/;
  await expect(page.getByRole("heading", { level: 1, name: landing })).toBeVisible();
}

// The WCAG 2.1 A/AA rules whose outcome depends on colours: all a second theme can change.
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Runs axe-core's WCAG 2.1 A/AA rules on the page as it is now and fails on any serious or critical
 * finding, listing each with its rule, element and help text (DESIGN "Web conventions"). Soft: a walk
 * through many screens reports every screen's findings in one run, and still fails at the end.
 * `coloursOnly` runs only the rules a theme can change, for a screen already checked in the other theme.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  { coloursOnly = false }: { coloursOnly?: boolean } = {},
): Promise<void> {
  // Mid-animation opacity (dialogs, menus, toasts) would be measured as low contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const axe = new AxeBuilder({ page });
  const { violations } = await (coloursOnly
    ? axe.withRules(COLOUR_RULES)
    : axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
  ).analyze();
  const findings = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}) at ${node.target.join(" ")}: ${v.help}`));
  expect.soft(findings, `accessibility findings on ${label}`).toEqual([]);
}

/** A link of the sidebar: the pages' own links (a request filed as "Support" on the client's home) share names with it. */
export function navLink(page: Page, name: string): Locator {
  return page
    .getByRole("complementary", { name: "Main navigation" })
    .getByRole("link", { name, exact: true });
}
