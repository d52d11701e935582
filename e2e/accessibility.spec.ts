import { expect, type Page, test } from "@playwright/test";
import type { Role } from "#domain/auth/role";
import { navItemsFor } from "../web/app/nav-items";
import { THEME_STORAGE_KEY } from "../web/app/theme";
import { expectAccessible, openDemoLogin, signIn } from "./fixtures";

type Theme = "light" | "dark";

// The dark walks check the same screens as the light ones: only the rules colours decide are run again there
// (set per test by the theme's beforeEach; the walks run one at a time).
const walk = { coloursOnly: false };

const check = (page: Page, label: string) => expectAccessible(page, label, walk);

/** Opens an address and waits for its heading and its data. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** Opens an address, waits for its heading and its data, and checks it. */
async function visit(page: Page, path: string, label: string): Promise<void> {
  await open(page, path);
  await check(page, label);
}

/** Opens a dialog with its button, checks the page with the dialog on top, then closes it with Escape. */
async function checkDialog(page: Page, opener: string, title: string, label: string): Promise<void> {
  await page.getByRole("button", { name: opener, exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await page.waitForLoadState("networkidle");
  await check(page, `${label}: ${title} dialog`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** The first trip in the list the role can see. */
async function firstTripPath(page: Page): Promise<string> {
  await page.goto("/trips");
  const link = page.getByRole("table", { name: "Trips" }).getByRole("link").first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  if (!href) throw new Error("the first trip has no address");
  return href.replace(/[?#].*$/, "");
}

const tripTabs = ["segments", "passengers", "ssr-requests", "offers", "documents", "messages"];

/** Every sidebar screen, a trip with each of its tabs and its print view, the user menu and the debug console. */
async function checkSignedInScreens(page: Page, role: Role, theme: Theme): Promise<string> {
  for (const item of navItemsFor(role)) await visit(page, item.to, `${role}, ${theme}: ${item.label}`);
  const trip = await firstTripPath(page);
  for (const tab of tripTabs) await visit(page, `${trip}?tab=${tab}`, `${role}, ${theme}: trip ${tab} tab`);
  await page.goto(`${trip}/print`);
  await expect(page.getByRole("list", { name: "Itinerary passengers" })).toBeVisible();
  await check(page, `${role}, ${theme}: trip print view`);
  await visit(page, "/no-such-page", `${role}, ${theme}: not found`);

  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await check(page, `${role}, ${theme}: user menu`);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Show Debug Console" }).click();
  await expect(page.getByRole("region", { name: "Debug console" })).toBeVisible();
  await check(page, `${role}, ${theme}: debug console`);
  await page.getByRole("button", { name: "Hide Debug Console" }).click();
  return trip;
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`in the ${theme} theme`, () => {
    // Long walks: every screen of a role, each checked by axe.
    test.describe.configure({ timeout: 240_000 });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        theme,
      ] as const);
      walk.coloursOnly = theme === "dark";
    });

    test("the signed-out screens have no serious accessibility finding", async ({ page }) => {
      await visit(page, "/login", `${theme}: login`);
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      else await expect(page.locator("html")).not.toHaveClass(/dark/);
      await page.getByRole("button", { name: "Need an account? Sign up" }).click();
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
      await check(page, `${theme}: sign up with field errors`);
      await page.goto("/login");
      await page.getByRole("button", { name: "Forgot password?" }).click();
      await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
      await check(page, `${theme}: reset request`);
      // The demo's e-mail prefill lands with /api/meta: a wrong password needs an address to be refused.
      await openDemoLogin(page);
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText("Login failed")).toBeVisible();
      await check(page, `${theme}: login failed`);
      await visit(page, "/login?step=code", `${theme}: two-step verification`);
      await visit(page, "/reset-password", `${theme}: reset password without a link`);
      await visit(page, "/reset-password?token=not-a-token", `${theme}: reset password with a dead link`);
      await visit(page, "/admin-seed", `${theme}: admin setup`);
      await visit(page, "/auth/callback", `${theme}: auth callback`);
      await visit(page, "/no-such-page", `${theme}: not found, signed out`);
    });

    test("an admin's screens and dialogs have no serious accessibility finding", async ({ page }) => {
      await signIn(page, "admin");
      await check(page, `admin, ${theme}: dashboard with the welcome toast`);
      // Each sidebar screen and trip tab is checked there; below they are only opened for their dialogs.
      const trip = await checkSignedInScreens(page, "admin", theme);

      await open(page, "/users");
      await checkDialog(page, "Add User", "Add New User", `admin, ${theme}: users`);
      await open(page, "/passengers");
      await checkDialog(page, "Add Passenger", "Add Passenger", `admin, ${theme}: passengers`);
      // A passenger's name opens their connections and DOCS panel.
      await page
        .getByRole("table", { name: "Passengers" })
        .getByRole("row")
        .nth(1)
        .getByRole("button")
        .first()
        .click();
      await expect(page.getByText(/People travelling with/)).toBeVisible();
      await page.waitForLoadState("networkidle");
      await check(page, `admin, ${theme}: passengers with one selected`);
      await open(page, "/trips");
      await checkDialog(page, "New Trip", "New Trip", `admin, ${theme}: trips`);
      await open(page, trip);
      await checkDialog(page, "Add Segment", "Add Segment", `admin, ${theme}: trip`);
      await open(page, `${trip}?tab=passengers`);
      await checkDialog(page, "Add Passengers", "Add Passengers", `admin, ${theme}: trip passengers`);
      await open(page, `${trip}?tab=ssr-requests`);
      await checkDialog(page, "Add SSR request", "Add SSR request", `admin, ${theme}: trip SSR requests`);
      await open(page, `${trip}?tab=offers`);
      await checkDialog(page, "Create offer", "Create offer", `admin, ${theme}: trip offers`);
      await open(page, "/flights");
      await checkDialog(page, "Add Flight", "Add Flight", `admin, ${theme}: flights`);
      await checkDialog(page, "Parse GDS", "Parse GDS", `admin, ${theme}: flights`);
      await open(page, "/ssr");
      await checkDialog(page, "Add SSR code", "Add SSR code", `admin, ${theme}: SSR`);
      await open(page, "/clients");
      await checkDialog(page, "New client", "New client", `admin, ${theme}: clients`);
      const client = await page
        .getByRole("table", { name: "Clients" })
        .getByRole("link")
        .first()
        .getAttribute("href");
      for (const tab of ["overview", "trips", "bookings", "passengers", "history", "portal"]) {
        await visit(page, `${client}?tab=${tab}`, `admin, ${theme}: client ${tab} tab`);
      }
      await checkDialog(page, "Invite by e-mail", "Invite by e-mail", `admin, ${theme}: client portal`);
      await checkDialog(page, "Edit", "Edit client", `admin, ${theme}: client`);
    });

    test("an agent's screens have no serious accessibility finding", async ({ page }) => {
      await signIn(page, "agent");
      await checkSignedInScreens(page, "agent", theme);
    });

    test("a client's screens have no serious accessibility finding", async ({ page }) => {
      await signIn(page, "client");
      await checkSignedInScreens(page, "client", theme);
    });
  });
}
