import { Link } from "react-router";
import type { Notification } from "#domain/notifications/notification.schema";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/utils";
import { NotificationTime } from "./notification-time";
import { NotificationTypeBadge } from "./notification-type-badge";

interface NotificationItemProps {
  notification: Notification;
  /** The message was clicked on its way to the record: mark it read (when it is not). */
  onOpen(notification: Notification): void;
  onMarkRead(notification: Notification): void;
  /** This one's mark-as-read is on its way. */
  marking?: boolean;
  className?: string;
}

/**
 * One notification: type badge, when, the message (a link to its record when it has one), 'Re: subject',
 * and a mark-as-read button while it is unread. The page and the bell show the same.
 */
export function NotificationItem({
  notification: n,
  onOpen,
  onMarkRead,
  marking,
  className,
}: NotificationItemProps) {
  return (
    <li
      className={cn("flex items-start gap-3 px-4 py-3", !n.read && "bg-accent/40", className)}
      data-testid="notification"
      data-read={n.read}
    >
      <span
        aria-hidden
        className={cn("mt-2 size-2 shrink-0 rounded-full", n.read ? "bg-transparent" : "bg-destructive")}
      />
      {/* Phones put the button under the message, so the message keeps the width. */}
      <div className="min-w-0 flex-1 sm:flex sm:items-start sm:gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <NotificationTypeBadge type={n.type} />
            <NotificationTime iso={n.createdAt} />
            {n.read ? null : <span className="sr-only">Unread</span>}
          </div>
          {n.link ? (
            <Link
              to={n.link}
              onClick={() => onOpen(n)}
              className={cn(
                "block break-words text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring",
                !n.read && "font-medium",
              )}
            >
              {n.message}
            </Link>
          ) : (
            <p className={cn("break-words text-sm", !n.read && "font-medium")}>{n.message}</p>
          )}
          {n.subject ? <p className="break-words text-muted-foreground text-xs">Re: {n.subject}</p> : null}
        </div>
        {n.read ? null : (
          <Button
            variant="ghost"
            size="sm"
            className="-ml-3 mt-1 shrink-0 sm:mt-0 sm:ml-0"
            loading={marking}
            onClick={() => onMarkRead(n)}
            aria-label={`Mark as read: ${n.message}`}
          >
            Mark as read
          </Button>
        )}
      </div>
    </li>
  );
}
