import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./fixtures";

async function chooseCountry(page: Page, label: string, search: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("textbox", { name: `Search ${label}` }).fill(search);
  await page.keyboard.press("Enter");
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function searchAndSelect(page: Page, search: string, name: string) {
  await page.getByRole("searchbox", { name: "Search passengers" }).fill(search);
  const table = page.getByRole("table", { name: "Passengers" });
  await table.getByRole("button", { name, exact: true }).click();
  await expect(page.getByText(`People travelling with ${name}.`)).toBeVisible();
}

test("an agent adds a passenger with accents, finds it, connects it, copies and saves its DOCS line", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const passport = `E2E${Date.now().toString().slice(-8)}`;
  // A given name of its own keeps the run repeatable on a database that has seen it before.
  const tag = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    "",
  );
  const given = `Zoë Hélène ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  const name = `Mrs ${given} Müller-Çelik`;
  await signIn(page, "agent");
  await page.goto("/passengers");
  await expect(page.getByRole("heading", { level: 1, name: "Passengers" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Passengers" }).getByRole("columnheader")).toHaveText([
    "Name",
    "Nationality",
    "Passport",
    "Method",
    "Actions",
  ]);

  // An empty form is refused field by field, by the same rules as the server's.
  await page.getByRole("button", { name: "Add Passenger" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Passenger" });
  await dialog.getByRole("button", { name: "Add Passenger" }).click();
  for (const message of [
    "First name is required",
    "Surname is required",
    "Passport number is required",
    "Passport expiry is required",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await chooseOption(page, "Title", "Mrs");
  await dialog.getByRole("textbox", { name: "First name" }).fill(given);
  await dialog.getByRole("textbox", { name: "Surname" }).fill("Müller-Çelik");
  await chooseOption(page, "Gender", "F — Female");
  await dialog.getByLabel("Date of birth").fill("1987-03-05");
  await chooseCountry(page, "Nationality", "Germany");
  await chooseCountry(page, "Country of issue", "DEU");
  await dialog.getByRole("textbox", { name: "Passport number" }).fill("12");
  await dialog.getByLabel("Passport expiry").fill("2031-08-14");
  await dialog.getByRole("button", { name: "Add Passenger" }).click();
  await expect(dialog.getByText("Passport number must be 5–20 letters or digits")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Passport number" }).fill(passport);
  // An expired passport is pointed out next to its date and saved only if the user confirms.
  await dialog.getByLabel("Passport expiry").fill("2020-08-14");
  await expect(dialog.getByText("This passport expired on 14 Aug 2020.")).toBeVisible();
  await dialog.getByRole("button", { name: "Add Passenger" }).click();
  const expired = page.getByRole("alertdialog", { name: "Save with an expired passport?" });
  await expired.getByRole("button", { name: "Cancel" }).click();
  await expect(expired).toBeHidden();
  await dialog.getByLabel("Passport expiry").fill("2031-08-14");
  await expect(dialog.getByText(/This passport expire/)).toBeHidden();
  await dialog.getByRole("button", { name: "Add Passenger" }).click();
  await expect(page.getByText("Passenger has been added successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Found by search without the accents.
  await page.getByRole("searchbox", { name: "Search passengers" }).fill(`muller-celik ${tag}`);
  const table = page.getByRole("table", { name: "Passengers" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("button", { name, exact: true })).toBeVisible();
  await searchAndSelect(page, `muller-celik ${tag}`, name);

  // The same passport from the same country again is flagged, with a link to the first one.
  await page.getByRole("button", { name: "Add Passenger" }).click();
  await chooseCountry(page, "Country of issue", "DEU");
  await dialog.getByRole("textbox", { name: "Passport number" }).fill(passport.toLowerCase());
  await expect(dialog.getByText("Possible duplicate")).toBeVisible();
  await expect(dialog.getByRole("link", { name })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Connect it to another passenger: both choices are required.
  const connections = page.getByRole("list", { name: "Connections" });
  await page.getByRole("button", { name: "Add Connection" }).click();
  await expect(page.getByText("Please select both passenger and relationship type.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Find a passenger to connect" }).fill("a");
  const candidate = page.getByRole("list", { name: "Passengers to connect" }).getByRole("button").first();
  const otherName = (await candidate.locator("span").first().textContent())?.trim() ?? "";
  expect(otherName).not.toBe("");
  await candidate.click();
  await chooseOption(page, "Relationship type", "Family");
  await page.getByRole("button", { name: `Connect ${otherName}` }).click();
  await expect(page.getByText("Connection added successfully")).toBeVisible();
  await expect(connections.getByText(otherName)).toBeVisible();
  await expect(connections.getByText("Family")).toBeVisible();

  // A one-letter airline is refused next to the field, never sent as YY.
  const airline = page.getByRole("textbox", { name: "Airline" });
  await airline.fill("B");
  await airline.press("Tab");
  await expect(
    page.getByText("Use a two-character airline code, e.g. BA, or leave it empty for YY"),
  ).toBeVisible();
  await expect(page.getByTestId("docs-amadeus")).toHaveText("Needs a valid airline code");
  await airline.fill("");

  // The DOCS line: transliterated, copied, saved.
  const docsGiven = `ZOE HELENE ${tag.toUpperCase()}`;
  const amadeus = `SRDOCS YY HK1-P-DEU-${passport}-DEU-05MAR87-F-14AUG31-MUELLER CELIK-${docsGiven}`;
  await expect(page.getByTestId("docs-amadeus")).toHaveText(amadeus);
  await expect(page.getByTestId("docs-galileo")).toHaveText(
    `SI.P1/SSRDOCSYYHK1/P/DEU/${passport}/DEU/05MAR87/F/14AUG31/MUELLER CELIK/${docsGiven}`,
  );
  await expect(page.getByTestId("docs-sabre")).toHaveText(
    `3DOCS/P/DEU/${passport}/DEU/05MAR87/F/14AUG31/MUELLER CELIK/${docsGiven}-1.1`,
  );
  await page.getByRole("button", { name: "Copy Amadeus line" }).click();
  await expect(page.getByText("Copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(amadeus);
  await page.getByRole("button", { name: "Save to passenger" }).click();
  await expect(page.getByText("Passenger DOCS line has been updated.")).toBeVisible();
  await expect(page.getByText(`Saved line: ${amadeus}`)).toBeVisible();

  // Everything is on the server: after a reload, and from the other passenger's side.
  await page.reload();
  await expect(page.getByText(`Saved line: ${amadeus}`)).toBeVisible();
  await expect(connections.getByText(otherName)).toBeVisible();
  const [otherSurname] = otherName.split(" ").slice(-1);
  await searchAndSelect(page, otherSurname ?? otherName, otherName);
  await expect(connections.getByText(name)).toBeVisible();
});
