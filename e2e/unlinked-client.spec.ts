import { expect, test } from "@playwright/test";
import { expectAccessible, navLink, openDemoLogin, signIn } from "./fixtures";

test("a client account nobody linked yet is told so on its home, and New Request and Request a Booking wait for it", async ({
  page,
  browser,
}) => {
  const email = `unlinked.${Date.now()}@client.test`;
  const password = "unlinked-strong-password";
  await signIn(page, "admin");
  const origin = new URL(page.url()).origin;
  // A client account of no client, as an admin's Add User makes one.
  const created = await page.request.post("/api/users", {
    data: { email, password, role: "client" },
    headers: { origin },
  });
  expect(created.status(), await created.text()).toBe(201);

  const context = await browser.newContext();
  const client = await context.newPage();
  await openDemoLogin(client);
  await client.getByLabel("Email").fill(email);
  await client.getByLabel("Password").fill(password);
  await client.getByRole("button", { name: "Sign in" }).click();
  await expect(client.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  const notice = client.getByRole("region", { name: "Your account is not linked to a client yet" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Your travel agency links it to your client record.");
  await expect(notice).toContainText(/Ask .+ to link it/);
  await expectAccessible(client, "the unlinked client's home");

  const reason =
    "Your account is not linked to a client yet: your travel agency links it, then you can do this.";
  await navLink(client, "Requests").click();
  await expect(client.getByRole("button", { name: "New Request" })).toBeDisabled();
  await expect(client.getByText(reason)).toBeVisible();

  await navLink(client, "Bookings").click();
  await expect(client.getByRole("button", { name: "Request a Booking" })).toBeDisabled();
  await expect(client.getByText(reason)).toBeVisible();
  await context.close();
});
