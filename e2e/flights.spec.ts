import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./fixtures";

// An Amadeus RT display as agents paste it: two passengers with passports (DOCS), three flights,
// and one line of noise the parser cannot read. The creation date (10JAN26) anchors the years.
const AMADEUS = [
  "RP/FRAL12100/FRAL12100            AA/SU  10JAN26/0930Z   E2EFL1",
  "FRAL12100/1234AA/10JAN26",
  "  1.HOFMANN/LENA MRS   2.HOFMANN/PAUL MR",
  "#### printer jam ####",
  "  3  LH 400 M 15MAR 7 FRAJFK HK2  1015 1250  15MAR  E  LH/ABC123",
  "  4  AA 100 M 20MAR 5 JFKLAX HK2  0800 1120  20MAR  E  AA/XYZ789",
  "  5  LH 457 M 27MAR 5 LAXFRA HK2  1555 1135  28MAR  E  LH/ABC123",
  "  6 AP FRA 069 1234567 - HOFMANN - H",
  "  7 TK OK10JAN/FRAL12100",
  "  8 SSR DOCS LH HK1 P/DEU/C01X00T47/DEU/12AUG85/F/11JAN31/HOFMANN/LENA/P1",
  "  9 SSR DOCS LH HK1 P/DEU/C02Y11U58/DEU/03FEB83/M/20OCT30/HOFMANN/PAUL/P2",
].join("\n");

async function openFlights(page: Page) {
  await page.goto("/flights");
  await expect(page.getByRole("heading", { level: 1, name: "Flight Segments" })).toBeVisible();
}

async function choose(page: Page, combobox: ReturnType<Page["getByRole"]>, text: string) {
  await combobox.click();
  await page.getByRole("textbox").last().fill(text);
  await page
    .getByRole("option", { name: new RegExp(text) })
    .first()
    .click();
}

test("an agent pastes an Amadeus reservation, previews it, imports it into a new trip and finds its flights", async ({
  page,
}) => {
  await signIn(page, "agent");
  await openFlights(page);
  await expect(page.getByRole("table", { name: "Flight segments" }).getByRole("columnheader")).toHaveText([
    "Airline",
    "Flight",
    "Route",
    "Departure",
    "Status",
    "PNR",
    "Class",
    "Actions",
  ]);

  await page.getByRole("button", { name: "Parse GDS" }).click();
  const dialog = page.getByRole("dialog", { name: "Parse GDS" });
  const textarea = dialog.getByRole("textbox", { name: "GDS content" });
  await expect(textarea).toHaveAttribute(
    "placeholder",
    "Paste GDS content here (Amadeus, Galileo, Sabre, Apollo or Worldspan format)...",
  );
  await expect(dialog.getByText(/segments are created automatically/).first()).toBeVisible();

  // Blank content is refused before anything is sent.
  await dialog.getByRole("button", { name: "Parse Content" }).click();
  await expect(dialog.getByText("Please paste GDS content first")).toBeVisible();

  // The preview: system, record locator, passengers, segments, the unread line highlighted.
  await textarea.fill(AMADEUS);
  await dialog.getByRole("button", { name: "Parse Content" }).click();
  await expect(dialog.getByText("Amadeus", { exact: true })).toBeVisible();
  await expect(dialog.getByText("E2EFL1", { exact: true })).toBeVisible();
  const travellers = dialog.getByRole("region", { name: "Passengers (2)" });
  await expect(travellers).toContainText("Lena Hofmann");
  await expect(travellers).toContainText("Paul Hofmann");
  const parsed = dialog.getByRole("table", { name: "Parsed flight segments" });
  await expect(parsed.getByRole("row")).toHaveCount(4);
  await expect(parsed).toContainText("LH 400");
  await expect(parsed).toContainText("15 Mar 2026 10:15");
  await expect(dialog.locator("li[data-unparsed]")).toHaveText([/#### printer jam ####/]);

  // Into a new trip for a client.
  await dialog.getByRole("radio", { name: /A new trip: FRA → LAX, Mar 2026/ }).check();
  await choose(page, dialog.getByRole("combobox", { name: "Client of the new trip" }), "Chris Client");
  await dialog.getByRole("button", { name: "Import 3 segments" }).click();
  await expect(page.getByText("GDS content parsed successfully")).toBeVisible();
  const result = dialog.getByRole("region", { name: "Import result" });
  await expect(result).toContainText("3 added, 0 changed, 0 removed");
  await expect(result).toContainText("Lena Hofmann: created from the reservation's passport data");
  await expect(result).toContainText("Paul Hofmann: created from the reservation's passport data");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toHaveCount(0);

  // The Flights screen opens on upcoming flights; these are past, so the date is cleared to find them.
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}/);
  await page.getByRole("searchbox", { name: "Search flights" }).fill("E2EFL1");
  await expect(page.getByText(/No flights found departing on or after/)).toBeVisible();
  await page.getByLabel("Departing from").fill("");
  const table = page.getByRole("table", { name: "Flight segments" });
  const rows = table.getByRole("row").filter({ hasText: "E2EFL1" });
  await expect(rows).toHaveCount(3);
  // The search and the cleared date are in the URL: a reload shows the same list.
  await expect(page).toHaveURL(/search=E2EFL1/);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search flights" })).toHaveValue("E2EFL1");
  await expect(page.getByLabel("Departing from")).toHaveValue("");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("LH");
  await expect(rows.nth(0)).toContainText("400");
  await expect(rows.nth(0)).toContainText("FRA → JFK");
  await expect(rows.nth(0)).toContainText("15 Mar 2026 10:15");
  await expect(rows.nth(0).getByText("HK", { exact: true })).toBeVisible();
  await expect(rows.nth(1)).toContainText("JFK → LAX");
  await expect(rows.nth(2)).toContainText("27 Mar 2026 15:55");

  // Newest first when the departure sort is flipped.
  await table.getByRole("button", { name: /Departure/ }).click();
  await expect(rows.nth(0)).toContainText("LAX → FRA");

  // And in the trip.
  await rows
    .nth(0)
    .getByRole("link", { name: /Open trip/ })
    .click();
  await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "FRA → LAX, Mar 2026" })).toBeVisible();
  const segments = page.getByRole("table", { name: "Segments" });
  await expect(segments.getByRole("row").filter({ hasText: /LH ?400|AA ?100|LH ?457/ })).toHaveCount(3);
  await page.getByRole("tab", { name: /Passengers/ }).click();
  const passengers = page.getByRole("table", { name: "Trip passengers" });
  await expect(passengers).toContainText("Lena");
  await expect(passengers).toContainText("Paul");
});

test("an agent adds a flight by hand, is told what is wrong, edits it and deletes it", async ({ page }) => {
  await signIn(page, "agent");
  await openFlights(page);

  await page.getByRole("button", { name: "Add Flight" }).click();
  const form = page.getByRole("dialog", { name: "Add Flight" });
  await form.getByRole("textbox", { name: "Airline", exact: true }).fill("9");
  await form.getByRole("textbox", { name: "Flight number", exact: true }).fill("12345");
  await form.getByRole("textbox", { name: "From", exact: true }).fill("ZQ");
  await form.getByRole("button", { name: "Add Flight" }).click();
  await expect(form.getByText("Airline must be a 2-character IATA code (e.g. LH, U2)")).toBeVisible();
  await expect(
    form.getByText("Flight number must be 1–4 digits, optionally followed by a letter"),
  ).toBeVisible();
  await expect(form.getByText("Use a 3-letter IATA airport code (e.g. LHR)")).toBeVisible();
  await expect(form.getByText("Departure is required")).toBeVisible();

  await form.getByRole("textbox", { name: "Airline", exact: true }).fill("U2");
  await form.getByRole("textbox", { name: "Flight number", exact: true }).fill("8123a");
  await form.getByRole("textbox", { name: "From", exact: true }).fill("lgw");
  await form.getByRole("textbox", { name: "To", exact: true }).fill("ath");
  await form.getByLabel("Departure (local)").fill("2031-06-01T06:10");
  await form.getByLabel("Arrival (local)").fill("2031-06-01T11:55");
  await form.getByRole("textbox", { name: "Class", exact: true }).fill("y");
  await form.getByRole("button", { name: "Add Flight" }).click();
  await expect(page.getByText("Segment added successfully!")).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search flights" }).fill("U2 8123A");
  const row = page
    .getByRole("table", { name: "Flight segments" })
    .getByRole("row")
    .filter({ hasText: "8123A" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("LGW → ATH");
  await expect(row).toContainText("01 Jun 2031 06:10");
  await expect(row.getByText("HK", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: /^Edit U2 8123A/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit Flight" });
  await edit.getByLabel("Departure (local)").fill("2031-06-01T07:00");
  await edit.getByRole("button", { name: "Save Flight" }).click();
  await expect(page.getByText("Segment updated successfully!")).toBeVisible();
  await expect(row).toContainText("01 Jun 2031 07:00");

  // The status filter keeps only matching rows.
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: /^UN/ }).click();
  await expect(page.getByText("No flights found")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();

  await page.getByRole("searchbox", { name: "Search flights" }).fill("U2 8123A");
  await row.getByRole("button", { name: /^Delete U2 8123A/ }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Delete flight U2 8123A LGW → ATH?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Segment deleted successfully!")).toBeVisible();
  await expect(page.getByText("No flights found")).toBeVisible();
});
