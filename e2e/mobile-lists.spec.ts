import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible, signIn } from "./fixtures";

// Issue #31: on a 390 px phone every list shows its key columns without the page scrolling sideways, and a
// long unbroken name wraps instead of widening the page.
test.use({ viewport: { width: 390, height: 844 } });

interface ListScreen {
  path: string;
  heading: string;
  /** The table's accessible name and the key columns a phone shows, in order (the others are hidden). */
  table?: { name: string; keys: readonly string[] };
  /** A list drawn as cards or items: its first one. */
  first?: (page: Page) => Locator;
  /** Its key columns do not all fit: the table scrolls inside its frame, and says so. */
  scrolls?: boolean;
}

const agentLists: readonly ListScreen[] = [
  {
    path: "/passengers",
    heading: "Passengers",
    table: { name: "Passengers", keys: ["Name", "Passport", "Actions"] },
    scrolls: true,
  },
  {
    path: "/clients",
    heading: "Clients",
    table: { name: "Clients", keys: ["Name", "Total spent", "Actions"] },
  },
  { path: "/trips", heading: "Trips", table: { name: "Trips", keys: ["Trip Name", "Dates", "Status"] } },
  { path: "/orders", heading: "Bookings", table: { name: "Bookings", keys: ["Booking", "Total", "Status"] } },
  {
    path: "/flights",
    heading: "Flight Segments",
    table: { name: "Flight segments", keys: ["Flight", "Departure", "Status", "Actions"] },
  },
  { path: "/offers", heading: "Travel Offers", first: (page) => page.getByRole("article").first() },
  {
    path: "/ssr",
    heading: "SSR Management",
    table: { name: "SSR codes", keys: ["Code", "Price", "Actions"] },
  },
  {
    path: "/invoices",
    heading: "Invoices",
    table: { name: "Invoices", keys: ["Invoice #", "Amount", "Status"] },
  },
  {
    path: "/payments",
    heading: "Payments",
    table: { name: "Payments", keys: ["Transaction ID", "Amount", "Status"] },
  },
  {
    path: "/exchange-rates",
    heading: "Exchange rates",
    table: { name: "Exchange rates", keys: ["Date", "Rate"] },
  },
  { path: "/requests", heading: "Requests", table: { name: "Requests", keys: ["Details", "Status"] } },
  { path: "/support", heading: "Support", table: { name: "Support tickets", keys: ["Title", "Status"] } },
  {
    path: "/notifications",
    heading: "Notifications",
    first: (page) => page.getByRole("main").getByRole("listitem").first(),
  },
];

const usersList: ListScreen = {
  path: "/users",
  heading: "Users & Roles",
  table: { name: "System Users", keys: ["Email", "Status", "Actions"] },
};

/** The document is no wider than the window: nothing on the page scrolls it sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} widens the page`).toBeLessThanOrEqual(clientWidth);
}

async function visitList(page: Page, list: ListScreen) {
  await page.goto(list.path);
  await expect(page.getByRole("heading", { level: 1, name: list.heading })).toBeVisible();
  if (list.first) {
    const first = list.first(page);
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeInViewport();
    await expectNoSidewaysScroll(page, list.path);
    return;
  }
  const { name, keys } = list.table!;
  const table = page.getByRole("table", { name, exact: true });
  // Hidden columns are out of the accessibility tree: the headers left are the key columns.
  await expect(table.getByRole("columnheader")).toHaveText(keys);
  const row = table.getByRole("row").nth(1);
  await expect(row.getByRole("cell")).toHaveCount(keys.length);
  // Down to the first row, leaving the table's own sideways scroll at its start.
  await row.evaluate((el) => el.scrollIntoView({ block: "center", inline: "nearest" }));
  await page.evaluate(() => {
    for (const frame of document.querySelectorAll("[data-slot=list-scroll]")) frame.scrollLeft = 0;
  });
  await expectNoSidewaysScroll(page, list.path);
  const cells = row.getByRole("cell");
  if (list.scrolls) {
    // The frame says it scrolls, and the keyboard can scroll it; the name and the actions are in view.
    await expect(page.getByRole("region", { name: `${name} (scrolls sideways)` })).toHaveAttribute(
      "tabindex",
      "0",
    );
    await expect(page.getByText("Scroll sideways for more")).toBeVisible();
    await expect(cells.first()).toBeInViewport({ ratio: 1 });
    await expect(cells.last()).toBeInViewport({ ratio: 1 });
    return;
  }
  for (let index = 0; index < keys.length; index++)
    await expect(cells.nth(index), `${list.path}: ${keys[index]}`).toBeInViewport({ ratio: 1 });
}

test("every list shows its key columns at 390 px without scrolling the page sideways", async ({ page }) => {
  await signIn(page, "agent");
  for (const list of agentLists) {
    await test.step(list.path, () => visitList(page, list));
    if (list.path === "/clients" || list.path === "/passengers") await expectAccessible(page, list.path);
  }
});

test("Users & Roles shows its key columns at 390 px", async ({ page }) => {
  await signIn(page, "admin");
  await visitList(page, usersList);
});

/** Creates a record through the API as the signed-in user (the browser's cookie, its Origin). */
async function create<T>(page: Page, path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

test("a 120-character unbroken client name wraps in its list row and on its pages", async ({ page }) => {
  await signIn(page, "agent");
  const tag = `Wide${Date.now().toString(36)}`;
  const name = `${tag}${"Longname".repeat(15)}`.slice(0, 120);
  const client = await create<{ id: string }>(page, "/api/clients", {
    kind: "company",
    name,
    email: `${"longaddress".repeat(4)}@${"longdomain".repeat(3)}.example`,
  });
  const trip = await create<{ id: string }>(page, "/api/trips", {
    title: `${tag}${"Triptitle".repeat(14)}`.slice(0, 120),
    clientId: client.id,
    startDate: "2027-06-01",
    endDate: "2027-06-05",
  });

  await page.goto(`/clients?search=${tag}`);
  const link = page.getByRole("table", { name: "Clients" }).getByRole("link", { name });
  await expect(link).toBeVisible();
  await expectNoSidewaysScroll(page, "the client's list row");
  // Wrapped, the name keeps within the window.
  const box = (await link.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await page.goto(`/clients/${client.id}`);
  const heading = page.getByRole("heading", { level: 1, name });
  await expect(heading).toBeVisible();
  await expectNoSidewaysScroll(page, "the client's page");
  const headingBox = (await heading.boundingBox())!;
  expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(390);

  await page.goto(`/trips/${trip.id}`);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${tag}`) })).toBeVisible();
  await expectNoSidewaysScroll(page, "the trip's page");
});
