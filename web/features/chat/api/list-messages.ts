import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { MessagePage } from "#domain/chat/chat.schema";
import { topics } from "#domain/realtime/topics";
import { api } from "../../../lib/api-client";
import { type ChatSubject, chatPath } from "./chat-subject";

/** Under the realtime topic "chat": a new message in the thread refetches it (live append). */
export const messagesKey = (subject: ChatSubject) =>
  [topics.chat, "messages", subject.kind, subject.id] as const;

export function fetchMessages(subject: ChatSubject, before: number | undefined, signal?: AbortSignal) {
  return api<MessagePage>(`${chatPath(subject)}/messages`, { query: { before }, signal });
}

/** Pages from the newest back: page 0 is the newest 50, each next one the 50 before it. */
export function messagesQuery(subject: ChatSubject) {
  return infiniteQueryOptions({
    queryKey: messagesKey(subject),
    queryFn: ({ pageParam, signal }) => fetchMessages(subject, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items[0]?.seq : undefined),
    meta: { errorTitle: "Failed to fetch messages" },
  });
}

export function useMessages(subject: ChatSubject) {
  return useInfiniteQuery(messagesQuery(subject));
}
