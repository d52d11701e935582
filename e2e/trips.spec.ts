import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./fixtures";

async function chooseOption(page: Page, label: string | RegExp, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("an agent creates a trip, adds passengers, a flight and a hotel, edits, prints and deletes a segment", async ({
  page,
}) => {
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const title = `E2E Lisbon ${tag}`;
  await signIn(page, "agent");
  await page.goto("/trips");
  await expect(page.getByRole("heading", { level: 1, name: "Trips" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Trips" }).getByRole("row")).not.toHaveCount(1);

  // New Trip: the required fields first, then a real trip for the demo client.
  await page.getByRole("button", { name: "New Trip" }).click();
  const form = page.getByRole("dialog", { name: "New Trip" });
  await form.getByLabel("Start date").fill("2026-05-09");
  await form.getByLabel("End date").fill("2026-05-01");
  await form.getByRole("button", { name: "Create Trip" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByText("End date cannot be before the start date")).toBeVisible();
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("combobox", { name: "Client" }).click();
  await page.getByRole("textbox", { name: "Search Client" }).fill("Chris Client");
  // The picker asks the server as you type: choose the answer, not whatever was listed before it came.
  await page.getByRole("option", { name: /^Chris Client/ }).click();
  await form.getByLabel("Start date").fill("2026-05-01");
  await form.getByLabel("End date").fill("2026-05-09");
  await form.getByRole("textbox", { name: "Description" }).fill("Four nights in Alfama");
  await form.getByRole("button", { name: "Create Trip" }).click();
  await expect(page.getByText("Trip created successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("trip-client")).toHaveText("Chris Client");
  await expect(page.getByTestId("trip-dates")).toHaveText("1 – 9 May 2026");
  await expect(page.getByText("Planning", { exact: true })).toBeVisible();

  // Two passengers of the trip's client, chosen together.
  await page.getByRole("tab", { name: /Passengers/ }).click();
  await expect(page.getByText("No passengers on this trip yet")).toBeVisible();
  await page.getByRole("button", { name: "Add Passengers" }).click();
  const picker = page.getByRole("dialog", { name: "Add Passengers" });
  const candidates = picker.getByRole("list", { name: "Passengers to add" }).getByRole("checkbox");
  await candidates.nth(0).click();
  await candidates.nth(1).click();
  const chosen = await picker
    .getByRole("list", { name: "Chosen passengers" })
    .getByRole("listitem")
    .allTextContents();
  expect(chosen).toHaveLength(2);
  await picker.getByRole("button", { name: "Add 2 Passengers" }).click();
  await expect(page.getByText("Passengers added successfully!")).toBeVisible();
  const travellers = page.getByRole("table", { name: "Trip passengers" });
  await expect(travellers.getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("tab", { name: "Passengers (2)" })).toBeVisible();

  // A flight and a hotel, each with its own form.
  await page.getByRole("tab", { name: /Segments/ }).click();
  await page.getByRole("button", { name: "Add Segment" }).click();
  let segmentForm = page.getByRole("dialog", { name: "Add Segment" });
  await segmentForm.getByRole("textbox", { name: "Airline" }).fill("tp");
  await segmentForm.getByRole("textbox", { name: "Flight number" }).fill("0347");
  await segmentForm.getByRole("textbox", { name: "From" }).fill("lhr");
  await segmentForm.getByRole("textbox", { name: "To" }).fill("l1s");
  await segmentForm.getByLabel("Departure").fill("2026-05-01T07:05");
  await segmentForm.getByLabel("Arrival").fill("2026-05-01T09:45");
  await segmentForm.getByRole("button", { name: "Add Segment" }).click();
  await expect(segmentForm.getByText("Use a 3-letter IATA airport code (e.g. LHR)")).toBeVisible();
  await segmentForm.getByRole("textbox", { name: "To" }).fill("lis");
  await segmentForm.getByRole("button", { name: "Add Segment" }).click();
  await expect(page.getByText("Segment added successfully!")).toBeVisible();
  await expect(segmentForm).toBeHidden();

  await page.getByRole("button", { name: "Add Segment" }).click();
  segmentForm = page.getByRole("dialog", { name: "Add Segment" });
  await chooseOption(page, /Type/, "Hotel");
  await segmentForm.getByRole("textbox", { name: "City or place" }).fill("Lisbon");
  await segmentForm.getByRole("textbox", { name: "Hotel name" }).fill("Memmo Alfama");
  await segmentForm.getByLabel("Check-in").fill("2026-05-01T15:00");
  await segmentForm.getByLabel("Check-out").fill("2026-05-05T11:00");
  await segmentForm.getByRole("button", { name: "Add Segment" }).click();
  await expect(segmentForm).toBeHidden();
  const segmentTable = page.getByRole("table", { name: "Segments" });
  await expect(segmentTable.getByRole("row")).toHaveCount(3);
  await expect(segmentTable.getByRole("row").nth(1)).toContainText("01 May 2026 07:05");
  await expect(segmentTable.getByRole("row").nth(1)).toContainText("LHR → LIS");
  await expect(segmentTable.getByRole("row").nth(1)).toContainText("TP 347");
  await expect(segmentTable.getByRole("row").nth(2)).toContainText("Memmo Alfama");

  // Edit the hotel, then the trip: confirmed and renamed (the title generated from its segments is offered).
  await page.getByRole("button", { name: "Edit Memmo Alfama Lisbon" }).click();
  const editSegment = page.getByRole("dialog", { name: "Edit Segment" });
  await editSegment.getByRole("textbox", { name: "Confirmation number" }).fill("AB123");
  await editSegment.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Segment updated successfully!")).toBeVisible();
  await expect(segmentTable.getByRole("row").nth(2)).toContainText("AB123");

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const editTrip = page.getByRole("dialog", { name: "Edit Trip" });
  await expect(editTrip.getByRole("button", { name: "Use “LHR → LIS, May 2026”" })).toBeVisible();
  await editTrip.getByRole("textbox", { name: "Title" }).fill(`${title} confirmed`);
  await chooseOption(page, /Status/, "Confirmed");
  await editTrip.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Trip updated successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `${title} confirmed` })).toBeVisible();
  await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();

  // The printable itinerary shows both segments in order and the passengers.
  await page.getByRole("link", { name: "Print itinerary" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${title} confirmed` })).toBeVisible();
  const printed = page.getByRole("table", { name: "Itinerary segments" }).getByRole("row");
  await expect(printed).toHaveCount(3);
  await expect(printed.nth(1)).toContainText("01 May 2026 07:05");
  await expect(printed.nth(1)).toContainText("TP 347");
  await expect(printed.nth(2)).toContainText("Memmo Alfama");
  const printedPassengers = page.getByRole("list", { name: "Itinerary passengers" }).getByRole("listitem");
  await expect(printedPassengers).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await page.getByRole("link", { name: "Back to trip" }).click();

  // Delete the hotel after confirming.
  await page.getByRole("button", { name: "Delete Memmo Alfama Lisbon" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Segment deleted successfully!")).toBeVisible();
  await expect(segmentTable.getByRole("row")).toHaveCount(2);
  await expect(segmentTable).not.toContainText("Memmo Alfama");

  // Found in the list by its name, with its segment count and status.
  await page.getByRole("link", { name: "Trips", exact: true }).first().click();
  await page.getByRole("searchbox", { name: "Search trips" }).fill(`lisbon ${tag.toLowerCase()}`);
  const rows = page.getByRole("table", { name: "Trips" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`${title} confirmed`);
  await expect(rows.nth(1)).toContainText("1 segment");
  await expect(rows.nth(1)).toContainText("Confirmed");

  // The search is in the URL: opening the trip and going Back shows the same list.
  await expect(page).toHaveURL(/\/trips\?search=lisbon/);
  await rows
    .nth(1)
    .getByRole("link", { name: /^View / })
    .click();
  await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page.getByRole("searchbox", { name: "Search trips" })).toHaveValue(
    `lisbon ${tag.toLowerCase()}`,
  );
  await expect(rows).toHaveCount(2);
});
