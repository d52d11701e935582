import { PaperclipIcon } from "lucide-react";
import { useLayoutEffect, useMemo, useRef } from "react";
import type { Message } from "#domain/chat/chat.schema";
import { formatFileSize } from "#domain/trip-documents/trip-document-values";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { formatMoment } from "../../../lib/moment-format";
import { useShownConversation } from "../../../lib/realtime";
import { cn } from "../../../lib/utils";
import type { ChatSubject } from "../api/chat-subject";
import { attachmentUrl } from "../api/download-attachment";
import { useMessages } from "../api/list-messages";
import { useMarkRead } from "../api/mark-read";
import { SendMessageForm } from "./send-message-form";

/** How close to the top (px) the view must come before the older page loads. */
const LOAD_OLDER_AT = 80;
/** How close to the bottom counts as "reading the newest": a new message then scrolls into view. */
const STICK_TO_BOTTOM = 120;

/**
 * One thread: the messages oldest to newest (sender, time, the user's own on the right), older ones
 * loading as the view scrolls up, the view kept on the newest as messages arrive live; the send form
 * below. Marks the thread read while it is open, and tells the server it is on screen (the bell stays quiet).
 */
export function MessageThread({
  subject,
  currentUserId,
  className,
}: {
  subject: ChatSubject;
  currentUserId: string | undefined;
  className?: string;
}) {
  const thread = useMessages(subject);
  const scroller = useRef<HTMLDivElement | null>(null);
  // Where the view was before the last render: to keep it put when older messages land above it.
  const before = useRef<{ height: number; top: number; atBottom: boolean; oldest?: number; newest?: number }>(
    {
      height: 0,
      top: 0,
      atBottom: true,
    },
  );
  const pages = thread.data?.pages;
  const items = useMemo<Message[]>(
    () => (pages ? [...pages].reverse().flatMap((page) => page.items) : []),
    [pages],
  );
  const oldest = items[0]?.seq;
  const newest = items.at(-1)?.seq;
  useMarkRead(subject, newest, pages?.[0]?.lastReadSeq ?? 0);
  useShownConversation(pages?.[0]?.conversationId);

  useLayoutEffect(() => {
    const view = scroller.current;
    if (!view) return;
    const previous = before.current;
    if (
      previous.oldest !== undefined &&
      oldest !== undefined &&
      oldest < previous.oldest &&
      newest === previous.newest
    ) {
      // Older messages were put above: stay on the message the user was reading.
      view.scrollTop = previous.top + (view.scrollHeight - previous.height);
    } else if (newest !== previous.newest) {
      const ownNewest = items.at(-1)?.senderId === currentUserId;
      if (previous.newest === undefined || previous.atBottom || ownNewest) view.scrollTop = view.scrollHeight;
    }
    before.current = { ...snapshot(view), oldest, newest };
  }, [oldest, newest, items, currentUserId]);

  const onScroll = () => {
    const view = scroller.current;
    if (!view) return;
    before.current = { ...before.current, ...snapshot(view) };
    if (view.scrollTop <= LOAD_OLDER_AT && thread.hasNextPage && !thread.isFetchingNextPage) {
      void thread.fetchNextPage();
    }
  };

  return (
    <div className={cn("flex min-h-0 flex-col", className)}>
      <div
        ref={scroller}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto p-3"
        role="log"
        aria-label="Messages"
        aria-live="polite"
      >
        {thread.hasNextPage ? (
          <div className="flex justify-center p-2">
            {/* Scrolling up loads them too; the button is the keyboard's way. */}
            <Button
              variant="ghost"
              size="sm"
              loading={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              Load older messages
            </Button>
          </div>
        ) : null}
        {thread.isLoading ? (
          <p role="status" className="flex items-center gap-2 p-4 text-muted-foreground text-sm">
            <Spinner /> Loading messages
          </p>
        ) : thread.isError && items.length === 0 ? (
          <p role="alert" className="p-4 text-destructive text-sm">
            Failed to fetch messages
          </p>
        ) : items.length === 0 ? (
          <p className="p-4 text-muted-foreground text-sm">No messages yet. Write the first one below.</p>
        ) : (
          <ol className="grid gap-3">
            {items.map((message) => (
              <MessageBubble key={message.id} message={message} own={message.senderId === currentUserId} />
            ))}
          </ol>
        )}
      </div>
      <SendMessageForm subject={subject} onSent={() => (before.current.atBottom = true)} />
    </div>
  );
}

function snapshot(view: HTMLDivElement) {
  return {
    height: view.scrollHeight,
    top: view.scrollTop,
    atBottom: view.scrollHeight - view.scrollTop - view.clientHeight <= STICK_TO_BOTTOM,
  };
}

function MessageBubble({ message, own }: { message: Message; own: boolean }) {
  return (
    <li data-own={own} className={cn("flex", own ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-lg px-3 py-2 text-sm",
          own ? "bg-primary text-primary-foreground" : "bg-muted",
        )}
      >
        <p
          className={cn(
            "mb-1 flex flex-wrap gap-x-2 text-xs",
            own ? "text-primary-foreground/80" : "text-muted-foreground",
          )}
        >
          <span className="font-medium">{message.senderName}</span>
          <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
        </p>
        {message.message ? <p className="whitespace-pre-wrap break-words">{message.message}</p> : null}
        {message.attachment ? (
          <a
            href={attachmentUrl(message.id)}
            download={message.attachment.name}
            className="mt-1 inline-flex items-center gap-1 underline underline-offset-2"
          >
            <PaperclipIcon aria-hidden className="size-4" />
            {message.attachment.name}
            <span className="opacity-80">({formatFileSize(message.attachment.sizeBytes)})</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}
