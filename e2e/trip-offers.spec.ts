import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signIn } from "./fixtures";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("an agent adds an SSR and an offer, the client accepts it, the agent sees it live and files a ticket", async ({
  browser,
}) => {
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const title = `E2E Lisbon ${tag}`;
  const agentContext = await browser.newContext();
  const clientContext = await browser.newContext();
  const agent = await agentContext.newPage();
  const client = await clientContext.newPage();
  await signIn(agent, "agent");
  await signIn(client, "client");

  // A demo trip of the demo client with travellers on it, as the client's own list shows it.
  const trips = (await (await client.request.get("/api/trips?pageSize=50")).json()) as {
    items: { id: string; title: string; passengerCount: number }[];
  };
  const trip = trips.items.find((t) => t.passengerCount > 0);
  expect(trip, "the demo client has a trip with passengers").toBeDefined();
  const tripUrl = `/trips/${trip!.id}`;

  // SSR request: a passenger of the trip, a code found by searching the catalogue.
  await agent.goto(`${tripUrl}?tab=ssr-requests`);
  await expect(agent.getByRole("heading", { level: 1, name: trip!.title })).toBeVisible();
  await agent.getByRole("button", { name: "Add SSR request" }).click();
  const ssrDialog = agent.getByRole("dialog", { name: "Add SSR request" });
  await ssrDialog.getByRole("button", { name: "Add request" }).click();
  await expect(ssrDialog.getByText("Choose a passenger of the trip")).toBeVisible();
  await agent.getByRole("combobox", { name: "Passenger" }).click();
  await agent.getByRole("option").first().click();
  await ssrDialog.getByRole("searchbox", { name: "SSR code" }).fill("deaf");
  await ssrDialog.getByRole("list", { name: "SSR codes" }).getByRole("button", { name: /DEAF/ }).click();
  await ssrDialog.getByRole("textbox", { name: "Notes" }).fill("Needs written boarding announcements");
  await ssrDialog.getByRole("button", { name: "Add request" }).click();
  await expect(agent.getByText("SSR request added successfully!")).toBeVisible();
  const ssrRow = agent.getByRole("table", { name: "SSR requests" }).locator('tr[data-ssr-request="DEAF"]');
  await expect(ssrRow).toContainText("Needs written boarding announcements");
  await expect(ssrRow).toContainText("Requested");
  await ssrRow.getByRole("button", { name: /Change the status of DEAF/ }).click();
  await agent.getByRole("menuitemradio", { name: "Confirmed" }).click();
  await expect(ssrRow).toContainText("Confirmed");

  // An offer with two items.
  await agent.getByRole("tab", { name: "Offers" }).click();
  await agent.getByRole("button", { name: "Create offer" }).click();
  const offerDialog = agent.getByRole("dialog", { name: "Create offer" });
  await offerDialog.getByRole("textbox", { name: "Destination or title" }).fill(title);
  await agent.getByRole("combobox", { name: "Item 1 type" }).click();
  await agent.getByRole("option", { name: "Flight", exact: true }).click();
  await offerDialog.getByRole("textbox", { name: "Item 1 content" }).fill("TP 1351 LHR–LIS, economy, return");
  await offerDialog.getByRole("textbox", { name: "Item 1 price" }).fill("450.50");
  await offerDialog.getByRole("button", { name: "Another item" }).click();
  await offerDialog.getByRole("button", { name: "Send offer" }).click();
  await expect(offerDialog.getByText("Choose a type")).toBeVisible();
  await agent.getByRole("combobox", { name: "Item 2 type" }).click();
  await agent.getByRole("option", { name: "Hotel", exact: true }).click();
  await offerDialog.getByRole("textbox", { name: "Item 2 content" }).fill("Memmo Alfama, 4 nights");
  await offerDialog.getByRole("textbox", { name: "Item 2 price" }).fill("1200");
  await offerDialog.getByRole("button", { name: "Send offer" }).click();
  await expect(agent.getByText("Offer created successfully!")).toBeVisible();
  const agentOffer = agent.getByRole("region", { name: `Offer ${title}` });
  await expect(agentOffer.getByText("Sent", { exact: true })).toBeVisible();
  await expect(agentOffer.getByTestId("offer-total")).toHaveText("€1,650.50");

  // The client accepts it; the agent's page follows without a reload.
  await client.goto(`${tripUrl}?tab=offers`);
  const clientOffer = client.getByRole("region", { name: `Offer ${title}` });
  await expect(clientOffer.getByRole("row")).toHaveCount(4);
  await clientOffer.getByRole("button", { name: "Accept" }).click();
  // Accepting asks first, showing the amount agreed to.
  const acceptConfirm = client.getByRole("alertdialog", { name: `Accept ${title}?` });
  await expect(acceptConfirm).toContainText("You agree to €1,650.50 for this offer.");
  await acceptConfirm.getByRole("button", { name: "Accept for €1,650.50" }).click();
  await expect(client.getByText("Offer has been marked as accepted.")).toBeVisible();
  await expect(clientOffer.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(clientOffer.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expect(agentOffer.getByText("Accepted", { exact: true })).toBeVisible();

  // A ticket: refused by content when it is not a PDF, then uploaded and downloaded.
  await agent.getByRole("tab", { name: "Documents" }).click();
  const upload = agent.getByRole("form", { name: "Upload a document" });
  await agent.getByRole("combobox", { name: "Document type" }).click();
  await agent.getByRole("option", { name: "Ticket", exact: true }).click();
  await upload.getByLabel("File").setInputFiles({
    name: "fake.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("this is not a PDF"),
  });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload.getByText(/Only PDF, PNG and JPEG files can be uploaded/)).toBeVisible();
  await upload
    .getByLabel("File")
    .setInputFiles({ name: "e2e-ticket.pdf", mimeType: "application/pdf", buffer: PDF });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(agent.getByText("Document uploaded successfully!")).toBeVisible();
  const docRow = agent
    .getByRole("table", { name: "Documents" })
    .locator('tr[data-document="e2e-ticket.pdf"]');
  await expect(docRow).toContainText("Ticket");
  const downloading = agent.waitForEvent("download");
  await docRow.getByRole("link", { name: "Download e2e-ticket.pdf" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("e2e-ticket.pdf");
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);

  // The client sees the document too, read-only.
  await client.getByRole("tab", { name: "Documents" }).click();
  await expect(client.locator('tr[data-document="e2e-ticket.pdf"]')).toBeVisible();
  await expect(client.getByRole("form", { name: "Upload a document" })).toHaveCount(0);

  await agentContext.close();
  await clientContext.close();
});
