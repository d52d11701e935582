import { formatDistanceToNowStrict } from "date-fns";
import { Link } from "react-router";
import type { ChatSummary } from "#domain/chat/chat.schema";
import { requestCategoryLabels } from "#domain/requests/request-values";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/utils";
import { useChats } from "../api/list-chats";

export function chatHref(chat: Pick<ChatSummary, "kind" | "requestId" | "tripId">, all = false): string {
  const subject = chat.kind === "request" ? `request=${chat.requestId}` : `trip=${chat.tripId}`;
  // Staff who chose every conversation keep that list beside the thread they open.
  return `/chat?${subject}${all ? "&all=true" : ""}`;
}

/** What the conversation is about: the request's category in words, or the trip's title. */
export function chatTopic(chat: ChatSummary): string {
  return chat.category ? requestCategoryLabels[chat.category] : (chat.tripTitle ?? "Trip");
}

/** Recent Chats: newest activity first, the other party, the topic, the first words and the unread count. */
export function RecentChats({ all, selectedId }: { all: boolean; selectedId: string | null }) {
  const chats = useChats(all);
  const items = chats.data?.pages.flatMap((page) => page.items) ?? [];

  if (chats.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 p-4 text-muted-foreground text-sm">
        <Spinner /> Loading chats
      </p>
    );
  }
  if (chats.isError && items.length === 0) {
    return (
      <p role="alert" className="p-4 text-destructive text-sm">
        Failed to fetch messages
      </p>
    );
  }
  if (items.length === 0) return <p className="p-4 text-muted-foreground text-sm">No conversations yet</p>;
  return (
    <div>
      <ul aria-label="Recent chats" className="divide-y">
        {items.map((chat) => {
          const selected = (chat.requestId ?? chat.tripId) === selectedId;
          return (
            <li key={chat.conversationId}>
              <Link
                to={chatHref(chat, all)}
                aria-current={selected ? "page" : undefined}
                className={cn(
                  "grid gap-0.5 px-3 py-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                  selected && "bg-accent",
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-medium text-sm">{chat.otherParty}</span>
                  {chat.unread > 0 ? (
                    <Badge aria-label={`${chat.unread} unread`} data-testid="unread-count">
                      {chat.unread}
                    </Badge>
                  ) : null}
                </span>
                <span className="flex items-center justify-between gap-2 text-muted-foreground text-xs">
                  <span className="truncate">{chatTopic(chat)}</span>
                  {chat.lastMessageAt ? (
                    <time dateTime={chat.lastMessageAt} className="shrink-0">
                      {formatDistanceToNowStrict(new Date(chat.lastMessageAt), { addSuffix: true })}
                    </time>
                  ) : null}
                </span>
                <span
                  className={cn(
                    "truncate text-sm",
                    chat.unread > 0 ? "font-medium" : "text-muted-foreground",
                  )}
                >
                  {chat.lastMessage}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {chats.hasNextPage ? (
        <div className="p-2">
          <Button
            variant="ghost"
            className="w-full"
            loading={chats.isFetchingNextPage}
            onClick={() => void chats.fetchNextPage()}
          >
            Show more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
