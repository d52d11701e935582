import { expect, type Page, test } from "@playwright/test";
import { bookingTotalCents } from "#domain/bookings/booking-total";
import type { TravelPackage } from "#domain/packages/package.schema";
import { THEME_STORAGE_KEY } from "../web/app/theme";
import { expectAccessible, signIn } from "./fixtures";

/** Creates a record through the API as the signed-in user (the browser's cookie, its Origin). */
async function create<T>(page: Page, path: string, data: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

const euros = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);

/** Both themes of the page as it is now, each checked by axe. */
async function checkBothThemes(page: Page, label: string) {
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      theme,
    ] as const);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, `${label}, ${theme}`);
  }
}

test("an agent books a package for two of a client's passengers, confirms it, then cancels it with a reason", async ({
  page,
}) => {
  // A long walk: three states, each checked in the list and on the page, and axe on both in both themes.
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const clientName = `E2E Bookwell ${tag}`;
  await signIn(page, "agent");

  // What the journey is not about comes through the API: the client, their passengers, a bookable package.
  const client = await create<{ id: string }>(page, "/api/clients", { kind: "person", name: clientName });
  for (const [firstName, n] of [
    ["Ines", 1],
    ["Tomas", 2],
  ] as const) {
    await create(page, "/api/passengers", {
      title: n === 1 ? "Ms" : "Mr",
      firstName,
      surname: `Bookwell${tag}`,
      passportNumber: `EB${tag}${n}`,
      documentExpiry: "2035-01-01",
      clientId: client.id,
    });
  }
  // Packages are created by the catalogue's own screens (issue #14): take one with room for two.
  const packages = (await (await page.request.get("/api/packages?bookable=true&pageSize=100")).json()) as {
    items: TravelPackage[];
  };
  const pkg = packages.items.find((p) => p.placesLeft >= 2);
  if (!pkg) throw new Error("no bookable package with two places left");
  const total = euros(bookingTotalCents({ unitPriceCents: pkg.priceCents, participants: 2 }), pkg.currency);

  // New Booking from the list: the required fields first, then the real booking.
  await page.goto("/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  await page.getByRole("button", { name: "New Booking" }).click();
  const form = page.getByRole("dialog", { name: "New Booking" });
  await form.getByRole("button", { name: "Create Booking" }).click();
  await expect(form.getByText("Choose at least one participant")).toBeVisible();
  await page.getByRole("combobox", { name: "Client" }).click();
  await page.getByRole("textbox", { name: "Search Client" }).fill(clientName);
  await page.getByRole("option", { name: new RegExp(clientName) }).click();
  await page.getByRole("combobox", { name: "Package" }).click();
  await page.getByRole("textbox", { name: "Search Package" }).fill(pkg.title);
  await page
    .getByRole("option", { name: new RegExp(pkg.title) })
    .first()
    .click();
  const passengers = form.getByRole("list", { name: "Passengers of the client" });
  await passengers.getByLabel(`Ms Ines Bookwell${tag}`).check();
  await passengers.getByLabel(`Mr Tomas Bookwell${tag}`).check();
  await expect(form.getByText(total)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "New Booking dialog");
  await form.getByRole("button", { name: "Create Booking" }).click();
  await expect(page.getByText("Booking created successfully!")).toBeVisible();

  // The new booking's page: pending, the client, the package, both travellers and the computed total.
  const heading = page.getByRole("heading", { level: 1, name: /^BK-\d{6,}$/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent()) ?? "";
  const detailUrl = page.url();
  await expect(page.getByTestId("booking-status")).toHaveText("Pending");
  await expect(page.getByTestId("booking-payment-status")).toHaveText("Awaiting payment");
  await expect(page.getByRole("link", { name: clientName })).toHaveAttribute("href", `/clients/${client.id}`);
  await expect(page.getByText(pkg.title).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Participants" }).getByRole("listitem")).toHaveText([
    `Ms Ines Bookwell${tag}`,
    `Mr Tomas Bookwell${tag}`,
  ]);
  await expect(page.getByTestId("booking-total")).toHaveText(total);

  // The list finds it by client, pending.
  const rowOf = async (status: string) => {
    await page.goto(`/orders?search=${encodeURIComponent(clientName)}`);
    const row = page
      .getByRole("table", { name: "Bookings" })
      .getByRole("row", { name: new RegExp(reference) });
    await expect(row).toContainText(status);
    await expect(row).toContainText(clientName);
    await expect(row).toContainText(total);
    return row;
  };
  await rowOf("Pending");

  // Confirm.
  await page.goto(detailUrl);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByText("Booking confirmed", { exact: true })).toBeVisible();
  await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
  await expect(page.getByRole("list", { name: "Status history" })).toContainText(
    `Confirmed booking ${reference}`,
  );
  await rowOf("Confirmed");
  // The status filter keeps it among the confirmed ones.
  await page.getByRole("combobox", { name: "Status filter", exact: true }).click();
  await page.getByRole("option", { name: "Confirmed", exact: true }).click();
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toBeVisible();

  // Cancel: the confirmation asks why, and will not go on without a reason.
  await page.goto(detailUrl);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: `Cancel booking ${reference}?` });
  await confirm.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(confirm.getByText("Give a reason for the cancellation")).toBeVisible();
  await expectAccessible(page, "cancel booking confirmation");
  await confirm.getByLabel(/Reason/).fill("The client's flights were cancelled by the airline");
  await confirm.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(page.getByText("Booking cancelled", { exact: true })).toBeVisible();
  await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(page.getByTestId("booking-cancel-reason")).toContainText(
    "The client's flights were cancelled by the airline",
  );
  await expect(page.getByRole("button", { name: "Confirm", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Status history" }).getByRole("listitem")).toHaveCount(3);
  await checkBothThemes(page, "booking detail");
  await rowOf("Cancelled");
  await checkBothThemes(page, "bookings list");
});
