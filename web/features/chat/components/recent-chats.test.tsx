import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatSummary } from "#domain/chat/chat.schema";
import { mockApi, renderWithClient } from "../../../test/render-with-api";
import { RecentChats } from "./recent-chats";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chat = (over: Partial<ChatSummary>): ChatSummary => ({
  conversationId: "1f8fad5b-d9cb-469f-a165-70867728950e",
  kind: "request",
  requestId: "0f8fad5b-d9cb-469f-a165-70867728950e",
  tripId: null,
  category: "date_change",
  tripTitle: null,
  clientName: "Alpha Travellers",
  otherParty: "Alpha Travellers",
  lastMessage: "Can we move it a week?",
  lastMessageAt: "2026-03-28T10:00:00.000Z",
  lastMessageSeq: 5,
  unread: 2,
  ...over,
});

describe("RecentChats", () => {
  it("shows the other party, the topic in words, the first words and the unread count, linking each thread", async () => {
    const calls = mockApi(() => ({
      body: {
        items: [
          chat({}),
          chat({
            conversationId: "2f8fad5b-d9cb-469f-a165-70867728950e",
            kind: "trip",
            requestId: null,
            tripId: "3f8fad5b-d9cb-469f-a165-70867728950e",
            category: null,
            tripTitle: "Lisbon week",
            unread: 0,
            lastMessage: "Thank you",
          }),
        ],
        total: 2,
      },
    }));
    renderWithClient(<RecentChats all={false} selectedId={null} />);
    const [first, second] = await screen.findAllByRole("link");
    expect(first).toHaveAttribute("href", "/chat?request=0f8fad5b-d9cb-469f-a165-70867728950e");
    expect(within(first!).getByText("Date change")).toBeInTheDocument();
    expect(within(first!).getByText("Can we move it a week?")).toBeInTheDocument();
    expect(within(first!).getByLabelText("2 unread")).toHaveTextContent("2");
    expect(second).toHaveAttribute("href", "/chat?trip=3f8fad5b-d9cb-469f-a165-70867728950e");
    expect(within(second!).getByText("Lisbon week")).toBeInTheDocument();
    expect(within(second!).queryByTestId("unread-count")).not.toBeInTheDocument();
    expect(calls[0]!.url).toBe("/api/chats?page=1&pageSize=25");
  });

  it("asks for every conversation when staff choose all, and keeps that choice in the links", async () => {
    const calls = mockApi(() => ({ body: { items: [chat({})], total: 1 } }));
    renderWithClient(<RecentChats all selectedId={null} />);
    expect(await screen.findByRole("link")).toHaveAttribute(
      "href",
      "/chat?request=0f8fad5b-d9cb-469f-a165-70867728950e&all=true",
    );
    expect(calls[0]!.url).toBe("/api/chats?page=1&pageSize=25&all=true");
  });

  it("says when there are no conversations", async () => {
    mockApi(() => ({ body: { items: [], total: 0 } }));
    renderWithClient(<RecentChats all={false} selectedId={null} />);
    expect(await screen.findByText("No conversations yet")).toBeInTheDocument();
  });
});
