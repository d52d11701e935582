import { expect, test } from "@playwright/test";
import { navItems } from "../web/app/nav-items";
import { THEME_STORAGE_KEY } from "../web/app/theme";
import { demoAccount, openDemoLogin, signIn } from "./fixtures";

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
  // The README's picture shows the figures, not their loading skeletons or a fading toast.
  await expect(page.getByText("Welcome back!")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Summary" })).toHaveAttribute("aria-busy", "false");
  await expect(page.getByRole("region", { name: "Recent Bookings" })).toHaveAttribute("aria-busy", "false");
  await page.screenshot({ path: "docs/screenshot-dashboard.png" });

  const sidebar = page.getByRole("complementary", { name: "Main navigation" });
  for (const item of navItems) {
    await sidebar.getByRole("link", { name: item.label, exact: true }).click();
    // A screen may add its default filters to the address (Flights opens on upcoming flights).
    await expect(page).toHaveURL(new RegExp(`${item.to === "/" ? "/$" : `${item.to}(\\?.*)?$`}`));
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
  // After the demo prefill: typed before it lands, the prefill could interleave with the typing.
  await openDemoLogin(page);
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

test("an unknown address shows a not-found page, signed out and signed in", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByText("/no-such-page", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: /Good (Morning|Afternoon|Evening)/ }),
  ).toBeVisible();

  await page.goto("/trips/1/nowhere");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByText(/not available yet/)).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Main navigation" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a dark-theme user's first paint is dark and styled before any script file arrives", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(([key]) => localStorage.setItem(key, "dark"), [THEME_STORAGE_KEY] as const);
  // No script file ever comes: what shows is index.html alone, its inline theme script and stylesheet.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/login");
  await expect(page.locator("html")).toHaveClass(/dark/);
  const status = page.getByRole("status");
  await expect(status).toHaveText("Loading…");
  // The inlined stylesheet applied: the loading line has the theme's muted colour, not the browser's black.
  await expect(status).not.toHaveCSS("color", "rgb(0, 0, 0)");
  expect(refused).toEqual([]);
});

test("a collapsed sidebar stays collapsed after a reload", async ({ page }) => {
  await signIn(page, "agent");
  const sidebar = page.getByRole("complementary", { name: "Main navigation" });
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(sidebar).not.toBeInViewport();
  await page.reload();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(sidebar).not.toBeInViewport();
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.reload();
  await expect(sidebar).toBeInViewport();
});

test("an error toast also lands in the debug console", async ({ page }) => {
  await signIn(page, "agent");
  await page.goto("/trips/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Error fetching trip details", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Show Debug Console" }).click();
  const console = page.getByRole("region", { name: "Debug console" });
  await console.getByRole("button", { name: "Errors" }).click();
  await expect(console.getByText("Error fetching trip details: Trip not found").first()).toBeVisible();
});

test("closing a dialog with Escape returns focus to the button that opened it", async ({ page }) => {
  await signIn(page, "agent");
  await page.goto("/passengers");
  const add = page.getByRole("button", { name: "Add Passenger" });
  await add.click();
  await expect(page.getByRole("dialog", { name: "Add Passenger" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(add).toBeFocused();

  // The same for a form dialog opened from a list page's header.
  await page.goto("/trips");
  const newTrip = page.getByRole("button", { name: "New Trip" });
  await newTrip.click();
  await expect(page.getByRole("dialog", { name: "New Trip" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(newTrip).toBeFocused();
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("trip tabs stay clear of Add Segment, nothing floats over the list's pagination, the print view lists one passenger per line", async ({
    page,
  }) => {
    await signIn(page, "agent");
    // A trip with travellers (other journeys add trips without any): the print view lists them.
    const list = (await (await page.request.get("/api/trips?pageSize=50")).json()) as {
      items: { id: string; passengerCount: number }[];
    };
    const trip = list.items.find((t) => t.passengerCount > 1);
    if (!trip) throw new Error("no demo trip with two passengers or more");
    await page.goto("/trips");
    await expect(page.getByRole("table", { name: "Trips" })).toBeVisible();
    await page.goto(`/trips/${trip.id}`);
    const add = page.getByRole("button", { name: "Add Segment" });
    await expect(add).toBeVisible();
    const addBox = await add.boundingBox();
    for (const tab of await page.getByRole("tab").all()) {
      const box = await tab.boundingBox();
      expect(box).not.toBeNull();
      if (!box || !addBox) continue;
      // Every tab is on screen and above the button, not under it.
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y + box.height).toBeLessThanOrEqual(addBox.y);
    }
    // A segment's actions are on screen without scrolling the table sideways.
    const segments = page.getByRole("table", { name: "Segments" });
    await expect(segments.getByRole("button", { name: /^Edit / }).first()).toBeVisible();
    for (const action of await segments.getByRole("button", { name: /^(Edit|Delete) / }).all()) {
      const box = await action.boundingBox();
      if (!box) throw new Error("segment action not laid out");
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }

    // The print view: each passenger on a line of their own.
    await page.getByRole("link", { name: "Print itinerary" }).click();
    const items = page.getByRole("list", { name: "Itinerary passengers" }).getByRole("listitem");
    await expect(items.first()).toBeVisible();
    const tops = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(tops.length);

    // At the bottom of a list, the pagination is what is under the finger: no floating button covers it.
    await page.goto("/trips");
    const next = page.getByRole("button", { name: "Next" });
    // Scrolled so the pagination sits at the very bottom of the screen, where a floating button would be.
    await next.evaluate((el) => el.scrollIntoView({ block: "end" }));
    const box = await next.boundingBox();
    if (!box) throw new Error("pagination not laid out");
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.textContent ?? "",
      { x: box.x + box.width - 4, y: box.y + box.height - 4 },
    );
    expect(hit).toBe("Next");
  });
});
