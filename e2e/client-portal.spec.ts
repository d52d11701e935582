import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "#domain/demo/demo-accounts";
import { demoAccount, navLink, openDemoLogin } from "./fixtures";
import { linkIn, startServerWithMail } from "./mail-server";

// Its own server (demo data, mail to a real SMTP server in this process), so the invitation can be read.
const PORT = Number(process.env.E2E_PORTAL_PORT ?? 3195);
const baseURL = `http://localhost:${PORT}`;
let server: Awaited<ReturnType<typeof startServerWithMail>>;

test.use({ baseURL });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerWithMail(PORT, { demo: true });
});
test.afterAll(async () => {
  await server?.stop();
});

async function signInAsAgent(page: Page) {
  await openDemoLogin(page);
  await page.getByLabel("Email").fill(demoAccount("agent").email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Password hashing is slow on a busy two-core machine.
  await expect(page.getByRole("heading", { level: 1, name: /Good (Morning|Afternoon|Evening)/ })).toBeVisible(
    {
      timeout: 30_000,
    },
  );
}

test("an agent creates a client and invites them; the client accepts the mail and sees only their own home, trips and bookings", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `lena.${Date.now()}@example.test`;
  await signInAsAgent(page);

  // Create the client.
  await page.getByRole("link", { name: "Clients" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  await page.getByRole("button", { name: "New client" }).click();
  const form = page.getByRole("dialog", { name: "New client" });
  await form.getByLabel("Name").fill("Lena Fischer");
  await form.getByLabel("E-mail").fill("not-an-address");
  await form.getByRole("button", { name: "Create Client" }).click();
  await expect(form.getByText("E-mail must be a valid address, like name@example.com")).toBeVisible();
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "Create Client" }).click();
  await expect(form).toBeHidden();
  // A new client opens on its own page.
  await expect(page.getByRole("heading", { level: 1, name: "Lena Fischer" })).toBeVisible();
  const clientId = new URL(page.url()).pathname.split("/").pop() ?? "";

  // A trip of theirs, and another client's trip they must never reach.
  const trip = await page.request.post("/api/trips", {
    headers: { origin: baseURL },
    data: { title: "Lena in Lisbon", clientId, startDate: "2099-05-01", endDate: "2099-05-08" },
  });
  expect(trip.status()).toBe(201);
  const others = await page.request.get("/api/trips?pageSize=5");
  const otherTrip = ((await others.json()) as { items: { id: string; clientId: string }[] }).items.find(
    (t) => t.clientId !== clientId,
  );
  expect(otherTrip).toBeDefined();

  // Invite them from the Portal access tab.
  await page.getByRole("tab", { name: "Portal access" }).click();
  await expect(page.getByText("No portal access: nobody signs in for this client yet.")).toBeVisible();
  await page.getByRole("button", { name: "Invite by e-mail" }).click();
  const invite = page.getByRole("dialog", { name: "Invite by e-mail" });
  await expect(invite.getByLabel("E-mail")).toHaveValue(email);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByRole("button", { name: "Resend invitation" })).toBeVisible();

  // The client follows the mailed link, sets a password and lands on their home.
  const link = linkIn(await server.mail.waitFor(email, "Welcome to Itinera"), "/reset-password");
  const clientContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  await client.goto(link.href);
  await expect(client.getByRole("heading", { name: "Welcome to Itinera" })).toBeVisible();
  await client.getByLabel("New password", { exact: true }).fill("lena-strong-password");
  await client.getByLabel("Confirm new password").fill("lena-strong-password");
  await client.getByRole("button", { name: "Set your password" }).click();
  await expect(client.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  const upcoming = client.getByRole("region", { name: "Upcoming trips" });
  await expect(upcoming.getByText("Lena in Lisbon")).toBeVisible();
  await expect(client.getByRole("link", { name: "Clients" })).toHaveCount(0);

  // Their trips and bookings are theirs only.
  await navLink(client, "Trips").click();
  await expect(client.getByRole("link", { name: "Lena in Lisbon" })).toBeVisible();
  await expect(client.getByRole("table").getByRole("row")).toHaveCount(2);
  await navLink(client, "Bookings").click();
  await expect(client.getByText("No bookings found")).toBeVisible();
  await client.goto(`/trips/${otherTrip?.id}`);
  await expect(client.getByText("Trip not found").first()).toBeVisible();
  expect((await client.request.get(`/api/clients/${clientId}`)).status()).toBe(200);
  expect((await client.request.get(`/api/trips/${otherTrip?.id}`)).status()).toBe(404);

  // The agent sees the accepted invitation as the portal user.
  await page.reload();
  await expect(page.getByRole("region", { name: "Portal user" })).toContainText(email);
  await clientContext.close();
});
