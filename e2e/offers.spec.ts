import { expect, type Locator, type Page, test } from "@playwright/test";
import type { TravelPackage } from "#domain/packages/package.schema";
import {
  DATES_REQUIRED_MESSAGE,
  DURATION_MESSAGE,
  END_AFTER_START_MESSAGE,
  PRICE_ABOVE_ZERO_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from "#domain/packages/package-input.schema";
import { expectAccessible, navLink, signIn } from "./fixtures";

/** Creates a record through the API as the signed-in user (the browser's cookie, its Origin). */
async function create<T>(page: Page, path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** A message the form shows exactly once, wherever it is. */
async function expectOnce(scope: Locator, message: string) {
  await expect(scope.getByText(message, { exact: true })).toHaveCount(1);
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

test("an agent adds an offer through every validation message, finds it, books it for a client while a colleague watches the places drop, edits it, and deletes an offer nobody booked", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const title = `E2E Fjord Escape ${tag}`;
  await signIn(page, "agent");

  // The client and two passengers the booking is for come through the API: the journey is the catalogue.
  const clientName = `E2E Travelwell ${tag}`;
  const client = await create<{ id: string }>(page, "/api/clients", { kind: "person", name: clientName });
  for (const [firstName, n] of [
    ["Astrid", 1],
    ["Leif", 2],
  ] as const) {
    await create(page, "/api/passengers", {
      title: n === 1 ? "Ms" : "Mr",
      firstName,
      surname: `Travelwell${tag}`,
      passportNumber: `ET${tag}${n}`,
      documentExpiry: "2035-01-01",
      clientId: client.id,
    });
  }

  await page.goto("/offers");
  await expect(page.getByRole("heading", { level: 1, name: "Travel Offers" })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ offers$/)).toBeVisible();
  await page.getByRole("button", { name: "Add Offer" }).click();
  const form = page.getByRole("dialog", { name: "Add Offer" });
  const submit = form.getByRole("button", { name: "Add Offer" });

  // Each of SPEC §5's messages, once each, fixed one after the other.
  await submit.click();
  await expectOnce(form, REQUIRED_FIELDS_MESSAGE);
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Destination").fill("Bergen, Norway");
  await form.getByLabel("Description").fill("Five days among the fjords, with a cruise on the Sognefjord.");
  await form.getByLabel("Price per person").fill("0");
  await form.getByLabel("Duration (days)").fill("0");
  await submit.click();
  await expect(form.getByText(REQUIRED_FIELDS_MESSAGE)).toHaveCount(0);
  await expectOnce(form, PRICE_ABOVE_ZERO_MESSAGE);
  await expectOnce(form, DURATION_MESSAGE);
  await expectOnce(form, DATES_REQUIRED_MESSAGE);
  await form.getByLabel("Price per person").fill("1250");
  await form.getByLabel("Duration (days)").fill("5");
  await form.getByLabel("Start date").fill("2099-06-10");
  await form.getByLabel("End date").fill("2099-06-05");
  await submit.click();
  await expectOnce(form, END_AFTER_START_MESSAGE);
  await expect(form.getByText(PRICE_ABOVE_ZERO_MESSAGE)).toHaveCount(0);
  await form.getByLabel("End date").fill("2099-06-14");
  await form.getByLabel("Max participants").fill("6");
  await form.getByLabel("Discount (%)").fill("20");
  const service = form.getByRole("textbox", { name: "Included services" });
  await service.fill("  Fjord cruise  ");
  await service.press("Enter");
  await service.fill("Hotel breakfast");
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(form.getByRole("list", { name: "Included services" }).getByRole("listitem")).toHaveText([
    "Fjord cruise",
    "Hotel breakfast",
  ]);
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "Add Offer dialog");
  await submit.click();
  await expect(form).toBeHidden();

  // Search finds it; its card shows the price per person and the original price, struck through.
  await page.getByRole("searchbox", { name: "Search offers" }).fill(`Fjord Escape ${tag}`);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText("Showing 1 of 1 offers")).toBeVisible();
  const found = card(page, title);
  await expect(found).toContainText("€1,250.00");
  await expect(found.locator("s")).toContainText("€1,563.00");
  await expect(found).toContainText("6 places left");

  // Sort by price, then the same key again turns it round; the URL keeps both.
  await page.getByRole("searchbox", { name: "Search offers" }).fill("");
  await page.getByRole("button", { name: /^Sort:/ }).click();
  await page.getByRole("menuitem", { name: "Price" }).click();
  await expect(page).toHaveURL(/sort=price/);
  await page.getByRole("button", { name: "Sort: Price, ascending" }).click();
  await page.getByRole("menuitem", { name: "Price (ascending)" }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(page.getByRole("button", { name: "Sort: Price, descending" })).toBeVisible();

  // Its page, and a colleague on the same page in another browser.
  const offers = (await (
    await page.request.get(`/api/packages?search=${encodeURIComponent(title)}`)
  ).json()) as {
    items: TravelPackage[];
  };
  const offer = offers.items[0];
  if (!offer) throw new Error("the new offer is not listed");
  await page.goto(`/offers/${offer.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const colleague = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const watcher = await colleague.newPage();
  await signIn(watcher, "admin");
  await watcher.goto(`/offers/${offer.id}`);
  await expect(watcher.getByText("0 / 6 booked")).toBeVisible();

  // Book it for the client, two travellers.
  await page.getByRole("button", { name: "New Booking" }).click();
  const booking = page.getByRole("dialog", { name: "New Booking" });
  await page.getByRole("combobox", { name: "Client" }).click();
  await page.getByRole("textbox", { name: "Search Client" }).fill(clientName);
  await page.getByRole("option", { name: new RegExp(clientName) }).click();
  const travellers = booking.getByRole("list", { name: "Passengers of the client" });
  await travellers.getByLabel(`Ms Astrid Travelwell${tag}`).check();
  await travellers.getByLabel(`Mr Leif Travelwell${tag}`).check();
  await booking.getByRole("button", { name: "Create Booking" }).click();
  await expect(page.getByText("Booking created successfully!")).toBeVisible();

  // The colleague's page follows without a reload.
  await expect(watcher.getByText("2 / 6 booked")).toBeVisible({ timeout: 5_000 });
  await expect(watcher.getByText("4 places left")).toBeVisible();
  await colleague.close();

  // Edit through the link the card carries.
  await page.goto(`/offers/${offer.id}?edit=true`);
  const edit = page.getByRole("dialog", { name: "Edit Offer" });
  await edit.getByLabel("Max participants").fill("8");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page).not.toHaveURL(/edit=true/);
  await expect(page.getByText("2 / 8 booked")).toBeVisible();

  // A booked offer cannot be deleted: the dialog says so and offers to archive it.
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Archive it instead.");
  await page.keyboard.press("Escape");

  // An offer nobody booked goes, from its card.
  const spare = `E2E Spare Offer ${tag}`;
  await create(page, "/api/packages", {
    title: spare,
    destination: "Nowhere",
    description: "Made to be deleted.",
    priceCents: 10_000,
    startDate: "2099-01-01",
    endDate: "2099-01-02",
  });
  await page.goto(`/offers?search=${encodeURIComponent(spare)}`);
  await card(page, spare).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No offers found")).toBeVisible();
});

test("a client reads the catalogue without staff actions and requests a booking of an offer for themselves", async ({
  page,
}) => {
  await signIn(page, "client");
  await navLink(page, "Offers").click();
  await expect(page.getByRole("heading", { level: 1, name: "Travel Offers" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Offer" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  // Clients see only what can still be taken: no expired offer reaches them, whatever the filter.
  await page.goto("/offers?status=expired");
  await expect(page.getByText("No offers found")).toBeVisible();

  const offers = (await (await page.request.get("/api/packages?bookable=true&pageSize=100")).json()) as {
    items: TravelPackage[];
  };
  const offer = offers.items.find((o) => o.placesLeft >= 1);
  if (!offer) throw new Error("no offer with a place left");
  await page.goto(`/offers/${offer.id}`);
  await expect(page.getByRole("heading", { level: 1, name: offer.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "Offer detail, client");
  await page.getByRole("button", { name: "Request a Booking" }).click();
  const request = page.getByRole("dialog", { name: "Request a Booking" });
  const own = request.getByRole("list", { name: "Passengers of the client" }).getByRole("checkbox");
  await own.first().check();
  await request
    .getByRole("button", { name: /Request|Create/ })
    .last()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /^BK-\d{6,}$/ })).toBeVisible();
  await expect(page.getByTestId("booking-status")).toHaveText("Pending");
});
