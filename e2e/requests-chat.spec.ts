import { expect, test } from "@playwright/test";
import { expectAccessible, navLink, signIn } from "./fixtures";

// A one-page PDF, enough for the server's content check (it reads the signature, not the name).
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("a client files a request and writes in its chat; the agent takes it, sees the unread count rise live, answers, and both sides follow without reloading, a file included", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const details = `E2E Move our Lisbon trip one week later ${tag}`;

  // The client files the request.
  await signIn(page, "client");
  await navLink(page, "Requests").click();
  await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  await page.getByRole("button", { name: "New Request" }).click();
  const form = page.getByRole("dialog", { name: "New Request" });
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(
    form
      .getByRole("alert")
      .or(form.getByText(/choose|required/i))
      .first(),
  ).toBeVisible();
  await form.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Date change" }).click();
  await form.getByLabel("Details").fill(details);
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}$/);
  await expect(page.getByText(details)).toBeVisible();
  const requestId = new URL(page.url()).pathname.split("/").pop() ?? "";
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

  // The agent, in another browser, takes it.
  const agentContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const agent = await agentContext.newPage();
  await signIn(agent, "agent");
  await agent.goto(`/requests/${requestId}`);
  await expect(agent.getByText(details)).toBeVisible();
  await agent.getByRole("combobox", { name: "Assignee" }).click();
  await agent.getByRole("option", { name: "Ana Agent" }).click();
  await agent.getByRole("combobox", { name: "Status" }).click();
  await agent.getByRole("option", { name: "In progress" }).click();
  await agent.getByRole("button", { name: "Save changes" }).click();
  await expect(agent.getByRole("list", { name: "Request history" })).toContainText("Assigned to Ana Agent");
  await agent.goto("/chat");
  await expect(agent.getByRole("heading", { level: 1, name: "Chat" })).toBeVisible();

  // The client opens the request's chat and writes; a blank message is refused.
  await page.goto(`/chat?request=${requestId}`);
  const send = page.getByRole("form", { name: "Send a message" });
  await send.getByRole("button", { name: "Send" }).click();
  await expect(send.getByText(/empty|blank|type a message/i)).toBeVisible();
  await send.getByRole("textbox", { name: "Message" }).fill("  Hello, can we move it to the 14th?  ");
  await send.getByRole("button", { name: "Send" }).click();
  const clientLog = page.getByRole("log", { name: "Messages" });
  await expect(clientLog.getByText("Hello, can we move it to the 14th?", { exact: true })).toBeVisible();

  // The agent's Recent Chats shows it with one unread message, then two, without a reload.
  const agentChats = agent.getByRole("list", { name: "Recent chats" });
  const conversation = agentChats.getByRole("listitem").filter({ hasText: "Date change" }).first();
  await expect(conversation.getByTestId("unread-count")).toHaveText("1", { timeout: 5_000 });
  await send.getByRole("textbox", { name: "Message" }).fill("Same hotel if possible.");
  await send.getByRole("button", { name: "Send" }).click();
  await expect(conversation.getByTestId("unread-count")).toHaveText("2", { timeout: 5_000 });

  // The agent opens it (the count clears) and answers; the client's open thread shows the answer live.
  await conversation.getByRole("link").click();
  const agentLog = agent.getByRole("log", { name: "Messages" });
  await expect(agentLog.getByText("Same hotel if possible.")).toBeVisible();
  await expect(conversation.getByTestId("unread-count")).toHaveCount(0);
  await agent.waitForLoadState("networkidle");
  await expectAccessible(agent, "Chat, agent");
  const agentSend = agent.getByRole("form", { name: "Send a message" });
  await agentSend.getByRole("textbox", { name: "Message" }).fill("Done: the 14th, same hotel.");
  await agentSend.getByRole("button", { name: "Send" }).click();
  await expect(clientLog.getByText("Done: the 14th, same hotel.")).toBeVisible({ timeout: 5_000 });

  // The client sends a file; the agent downloads it.
  await send
    .getByLabel("Attach a file (PDF, PNG, JPEG or WebP, up to 10 MB)")
    .setInputFiles({ name: "passport-scan.pdf", mimeType: "application/pdf", buffer: PDF });
  await send.getByRole("button", { name: "Send" }).click();
  const file = agentLog.getByRole("link", { name: /passport-scan\.pdf/ });
  await expect(file).toBeVisible({ timeout: 5_000 });
  const download = agent.waitForEvent("download");
  await file.click();
  expect((await download).suggestedFilename()).toBe("passport-scan.pdf");
  await agentContext.close();
});
