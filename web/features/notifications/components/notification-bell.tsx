import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { bellLabel, unreadBadgeText } from "#domain/notifications/notification-rules";
import { BELL_LATEST } from "#domain/notifications/notification-values";
import { Button } from "../../../components/ui/button";
import { useNotificationList } from "../api/list-notifications";
import { useMarkAllNotificationsRead } from "../api/mark-all-read";
import { useUnreadCount } from "../api/unread-count";
import { NotificationList } from "./notification-list";

/**
 * The top bar's bell: the unread count (99+ past 99), live through the notifications topic; it opens the
 * latest ten, each openable and markable, 'Mark all as read', and a link to all. Radix Popover: focus moves
 * in on open, Escape closes it and focus returns to the bell.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const count = useUnreadCount();
  // Fetched only while open: the closed bell needs the count alone.
  const latest = useNotificationList({ page: 1, pageSize: BELL_LATEST }, { enabled: open });
  const markAll = useMarkAllNotificationsRead();
  const unread = count.data?.unread ?? 0;
  const badge = unreadBadgeText(unread);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={bellLabel(unread)} className="relative">
          <Bell aria-hidden className="size-5" />
          {badge ? (
            <span
              aria-hidden
              data-testid="unread-badge"
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[10px] text-destructive-foreground leading-none"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          ref={panel}
          aria-label="Latest notifications"
          // Focus the panel itself, not its first button: a second Enter must not mark everything read.
          tabIndex={-1}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            panel.current?.focus();
          }}
          className="z-50 w-[min(26rem,calc(100vw-1rem))] rounded-md border bg-popover outline-none text-popover-foreground shadow-md data-[state=open]:animate-fade-in motion-reduce:animate-none"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
            <h2 className="font-semibold text-sm">Notifications</h2>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => markAll.mutate()}
              loading={markAll.isPending}
              disabled={unread === 0}
            >
              Mark all as read
            </Button>
          </div>
          <div className="max-h-[min(28rem,65vh)] overflow-y-auto">
            <NotificationList
              label="Latest notifications"
              className="divide-y"
              items={latest.data?.items}
              loading={latest.isLoading}
              error={latest.isError ? "Your notifications could not be loaded." : null}
              empty="No notifications yet"
              onOpened={() => setOpen(false)}
            />
          </div>
          <div className="border-t p-2">
            <Button asChild variant="ghost" className="w-full">
              <Link to="/notifications" onClick={() => setOpen(false)}>
                See all notifications
              </Link>
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
