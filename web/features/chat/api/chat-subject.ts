import type { ConversationKind } from "#domain/chat/chat-values";

/** What a thread hangs off: a request (its chat) or a trip (its Messages tab). */
export interface ChatSubject {
  kind: ConversationKind;
  id: string;
}

export function chatPath(subject: ChatSubject): string {
  return `/api/chats/${subject.kind}/${encodeURIComponent(subject.id)}`;
}
