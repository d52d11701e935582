import { expect, type Page, test } from "@playwright/test";
import { bellLabel } from "#domain/notifications/notification-rules";
import { expectAccessible, signIn } from "./fixtures";

/** Creates a record through the API as the signed-in user (the browser's cookie, its Origin). */
async function create<T>(page: Page, path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

async function unreadOf(page: Page): Promise<number> {
  const res = await page.request.get("/api/notifications/unread-count");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { unread: number }).unread;
}

test("a client declines an offer, the agent's bell rises live, and the notification opens the trip", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const agentContext = await browser.newContext();
  const clientContext = await browser.newContext();
  const agent = await agentContext.newPage();
  const client = await clientContext.newPage();
  await signIn(agent, "agent");
  await signIn(client, "client");

  // The agent's own trip for the demo client, with an offer sent: the agent is the one to be told.
  const own = (await (await client.request.get("/api/me/client")).json()) as { id: string };
  const clientId = own.id;
  const trip = await create<{ id: string; title: string }>(agent, "/api/trips", {
    title: `E2E Decline ${tag}`,
    clientId,
    startDate: "2099-05-01",
    endDate: "2099-05-08",
  });
  const offerTitle = `Azores ${tag}`;
  await create(agent, `/api/trips/${trip.id}/offers`, {
    title: offerTitle,
    items: [{ type: "hotel", content: "Ponta Delgada, 7 nights", priceCents: 98_000, currency: "EUR" }],
  });

  const before = await unreadOf(agent);
  await agent.goto("/trips");
  const bell = agent.getByRole("button", { name: bellLabel(before) });
  await expect(bell).toBeVisible();

  await client.goto(`/trips/${trip.id}?tab=offers`);
  const offer = client.getByRole("region", { name: `Offer ${offerTitle}` });
  await offer.getByRole("button", { name: "Decline" }).click();
  const dialog = client.getByRole("dialog", { name: `Decline ${offerTitle}?` });
  await dialog.getByRole("textbox").fill("Dates do not suit us");
  await dialog.getByRole("button", { name: /^Decline/ }).click();
  await expect(offer.getByText("Declined", { exact: true })).toBeVisible();

  // Live: no reload on the agent's side.
  await expect(agent.getByRole("button", { name: bellLabel(before + 1) })).toBeVisible();
  await agent.getByRole("button", { name: bellLabel(before + 1) }).click();
  const latest = agent.getByRole("dialog", { name: "Latest notifications" });
  await expect(latest).toBeVisible();
  await latest.getByText(new RegExp(offerTitle)).first().click();
  await expect(agent).toHaveURL(new RegExp(`/trips/${trip.id}`));
  await expect(agent.getByRole("heading", { level: 1, name: trip.title })).toBeVisible();
  await expect(agent.getByRole("button", { name: bellLabel(before) })).toBeVisible();

  await agent.goto("/notifications");
  await expect(agent.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await agent.waitForLoadState("networkidle");
  await expectAccessible(agent, "notifications page");
  await agentContext.close();
  await clientContext.close();
});

test("Ctrl+K finds a reservation by its record locator and opens its trip; a client never finds another client's passenger", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  await signIn(page, "agent");
  const flights = (await (await page.request.get("/api/flights?pageSize=100")).json()) as {
    items: { recordLocator: string | null; tripId: string | null }[];
  };
  const booked = flights.items.find((f) => f.recordLocator && f.tripId);
  if (!booked?.recordLocator || !booked.tripId)
    throw new Error("no imported reservation on a trip in the demo data");

  await page.goto("/passengers");
  await expect(page.getByRole("heading", { level: 1, name: "Passengers" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog");
  const input = palette.getByPlaceholder("Search records and screens...");
  await expect(input).toBeFocused();
  await input.fill(booked.recordLocator);
  await expect(palette.getByRole("option", { name: new RegExp(booked.recordLocator) }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "search palette");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/trips/${booked.tripId}`));
  await expect(palette).toHaveCount(0);

  // A passenger of another client: staff find them, the demo client does not.
  const passengers = (await (await page.request.get("/api/passengers?pageSize=100")).json()) as {
    items: { surname: string; passportNumber: string; clientId: string | null }[];
  };
  const clientPage = await (await browser.newContext()).newPage();
  await signIn(clientPage, "client");
  const mine = (await (await clientPage.request.get("/api/passengers?pageSize=200")).json()) as {
    items: { passportNumber: string }[];
  };
  const ownNumbers = new Set(mine.items.map((p) => p.passportNumber));
  const stranger = passengers.items.find((p) => p.clientId && !ownNumbers.has(p.passportNumber));
  if (!stranger) throw new Error("no passenger of another client in the demo data");
  const staffFinds = (await (
    await page.request.get(`/api/search?q=${encodeURIComponent(stranger.passportNumber)}`)
  ).json()) as { groups: { kind: string; total: number }[] };
  expect(staffFinds.groups.find((g) => g.kind === "passengers")?.total ?? 0).toBeGreaterThan(0);

  await clientPage.waitForLoadState("networkidle");
  await clientPage.keyboard.press("Control+k");
  const clientPalette = clientPage.getByRole("dialog");
  await clientPalette.getByPlaceholder("Search records and screens...").fill(stranger.passportNumber);
  await expect(clientPalette.getByText("No results")).toBeVisible();
  await expect(clientPalette.getByRole("option", { name: new RegExp(stranger.surname, "i") })).toHaveCount(0);
  await staffContext.close();
});
