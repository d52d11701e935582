import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ChatList } from "#domain/chat/chat.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";

export const CHAT_LIST_PAGE_SIZE = 25;

/** Under the realtime topic "chat": a new message anywhere the user may hear refetches Recent Chats. */
export const chatListKey = (all: boolean) => [topics.chat, "list", { all }] as const;

export function fetchChats(page: number, all: boolean, signal?: AbortSignal): Promise<ChatList> {
  return api<ChatList>("/api/chats", {
    query: { page, pageSize: CHAT_LIST_PAGE_SIZE, all: all ? "true" : undefined },
    signal,
  });
}

export function chatListQuery(all: boolean) {
  return infiniteQueryOptions({
    queryKey: chatListKey(all),
    queryFn: ({ pageParam, signal }) => fetchChats(pageParam, all, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * CHAT_LIST_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    meta: { errorTitle: "Failed to fetch messages" },
  });
}

export function useChats(all: boolean) {
  return useInfiniteQuery(chatListQuery(all));
}
