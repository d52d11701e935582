import type { ReactNode } from "react";
import type { Notification } from "#domain/notifications/notification.schema";
import { Spinner } from "../../../components/ui/spinner";
import { useMarkNotificationRead, useMarkOpenedRead } from "../api/mark-read";
import { NotificationItem } from "./notification-item";

interface NotificationListProps {
  items: Notification[] | undefined;
  loading: boolean;
  error: ReactNode | null;
  /** What an empty answer says (SPEC: 'No notifications yet'; a filter has its own words). */
  empty: ReactNode;
  label: string;
  className?: string;
  /** Called after a notification was opened (the bell closes its dropdown). */
  onOpened?(): void;
}

/** Notifications newest first; opening one marks it read, its button marks it read without leaving. */
export function NotificationList({
  items,
  loading,
  error,
  empty,
  label,
  className,
  onOpened,
}: NotificationListProps) {
  const markRead = useMarkNotificationRead();
  const markOpened = useMarkOpenedRead();
  if (loading && !items) {
    return (
      <p className="flex items-center justify-center gap-2 p-6 text-muted-foreground text-sm" role="status">
        <Spinner /> Loading notifications
      </p>
    );
  }
  if (error) return <div className="p-6 text-center text-destructive text-sm">{error}</div>;
  if (!items || items.length === 0) {
    return <p className="p-6 text-center text-muted-foreground text-sm">{empty}</p>;
  }
  return (
    <ul aria-label={label} aria-busy={loading || undefined} className={className}>
      {items.map((n) => (
        <NotificationItem
          key={n.id}
          notification={n}
          marking={markRead.isPending && markRead.variables === n.id}
          onMarkRead={(target) => markRead.mutate(target.id)}
          onOpen={(target) => {
            if (!target.read) markOpened.mutate(target.id);
            onOpened?.();
          }}
        />
      ))}
    </ul>
  );
}
