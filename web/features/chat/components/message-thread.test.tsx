import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Message } from "#domain/chat/chat.schema";
import { connectRealtime } from "../../../lib/realtime";
import { mockApi, renderWithClient, validationFailed } from "../../../test/render-with-api";
import { MessageThread } from "./message-thread";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REQUEST = "0f8fad5b-d9cb-469f-a165-70867728950e";
const CONVERSATION = "1f8fad5b-d9cb-469f-a165-70867728950e";
const ME = "user-me";
const subject = { kind: "request" as const, id: REQUEST };

function message(seq: number, over: Partial<Message> = {}): Message {
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
    seq,
    conversationId: CONVERSATION,
    senderId: "agent-1",
    senderName: "Ana Agent",
    message: `Message ${seq}`,
    attachment: null,
    createdAt: "2026-03-28T10:00:00.000Z",
    ...over,
  };
}

const page = (items: Message[], hasMore = false, lastReadSeq = 0) => ({
  conversationId: CONVERSATION,
  items,
  hasMore,
  lastReadSeq,
});

describe("MessageThread", () => {
  it("shows sender and time, puts the user's own messages right, links attachments, and marks read", async () => {
    const calls = mockApi((call) => {
      if (call.url.endsWith("/read")) return { body: { lastReadSeq: 12 } };
      return {
        body: page([
          message(11),
          message(12, {
            senderId: ME,
            senderName: "Me Client",
            message: "",
            attachment: { name: "passport.pdf", contentType: "application/pdf", sizeBytes: 2048 },
          }),
        ]),
      };
    });
    renderWithClient(<MessageThread subject={subject} currentUserId={ME} />);
    const theirs = (await screen.findByText("Message 11")).closest("li")!;
    expect(theirs).toHaveAttribute("data-own", "false");
    expect(within(theirs).getByText("Ana Agent")).toBeInTheDocument();
    expect(within(theirs).getByText(/28 Mar 2026/)).toBeInTheDocument();
    const link = screen.getByRole("link", { name: /passport\.pdf/ });
    expect(link.closest("li")).toHaveAttribute("data-own", "true");
    expect(link).toHaveAttribute("href", `/api/chats/attachments/${message(12).id}`);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/read"))).toBe(true));
    const read = calls.find((c) => c.url.endsWith("/read"))!;
    expect(read).toMatchObject({
      method: "POST",
      url: `/api/chats/request/${REQUEST}/read`,
      body: { seq: 12 },
    });
  });

  it("does not send a blank message, trims what it sends, and shows the server's field error", async () => {
    const calls = mockApi((call) => {
      if (call.method === "POST" && call.url.endsWith("/messages")) {
        return call.body && (call.body as { message: string }).message === "too rude"
          ? validationFailed({ message: "Not allowed" })
          : { status: 201, body: message(2, { senderId: ME, message: "Hello there" }) };
      }
      return { body: page([]) };
    });
    renderWithClient(<MessageThread subject={subject} currentUserId={ME} />);
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    const box = screen.getByRole("textbox", { name: "Message" });
    await userEvent.type(box, "   ");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Type a message")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await userEvent.clear(box);
    await userEvent.type(box, "  Hello there  {Enter}");
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ message: "Hello there" });
    await waitFor(() => expect(box).toHaveValue(""));

    await userEvent.type(box, "too rude");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Not allowed")).toBeInTheDocument();
    expect(box).toHaveValue("too rude");
  });

  it("loads the older page with the oldest seq shown", async () => {
    const calls = mockApi((call) => {
      if (call.url.endsWith("/read")) return { body: { lastReadSeq: 60 } };
      if (call.url.includes("before=51")) return { body: page([message(50)], false, 60) };
      return { body: page([message(51), message(60)], true, 60) };
    });
    renderWithClient(<MessageThread subject={subject} currentUserId={ME} />);
    await screen.findByText("Message 60");
    await userEvent.click(screen.getByRole("button", { name: "Load older messages" }));
    expect(await screen.findByText("Message 50")).toBeInTheDocument();
    const texts = screen
      .getAllByRole("listitem")
      .map((li) => within(li).queryByText(/^Message \d+$/)?.textContent);
    expect(texts).toEqual(["Message 50", "Message 51", "Message 60"]);
    expect(calls.some((c) => c.url === `/api/chats/request/${REQUEST}/messages?before=51`)).toBe(true);
    // Already read up to the newest: no read mark is sent again.
    expect(calls.filter((c) => c.url.endsWith("/read"))).toEqual([]);
    expect(screen.queryByRole("button", { name: "Load older messages" })).not.toBeInTheDocument();
  });

  it("says so when the messages cannot be fetched", async () => {
    mockApi(() => ({ status: 500, body: { error: { code: "INTERNAL", message: "boom" } } }));
    renderWithClient(<MessageThread subject={subject} currentUserId={ME} />);
    expect(await screen.findByText("Failed to fetch messages")).toBeInTheDocument();
  });

  it("tells the tab's socket the thread is on screen while it is open", async () => {
    const sockets: { readyState: number; sent: string[]; onopen?: () => void }[] = [];
    vi.stubGlobal(
      "WebSocket",
      class {
        static readonly OPEN = 1;
        readyState = 1;
        sent: string[] = [];
        onopen?: () => void;
        constructor() {
          sockets.push(this);
        }
        send(data: string) {
          this.sent.push(data);
        }
        close() {}
      },
    );
    const stop = connectRealtime(new QueryClient());
    sockets[0]!.onopen?.();
    mockApi((call) =>
      call.url.endsWith("/read") ? { body: { lastReadSeq: 1 } } : { body: page([message(1)]) },
    );
    const view = renderWithClient(<MessageThread subject={subject} currentUserId={ME} />);
    await waitFor(() =>
      expect(sockets[0]!.sent.map((d) => JSON.parse(d))).toEqual([
        { type: "viewing", conversationId: CONVERSATION },
      ]),
    );
    view.unmount();
    expect(JSON.parse(sockets[0]!.sent.at(-1)!)).toEqual({ type: "viewing", conversationId: null });
    stop();
  });
});
