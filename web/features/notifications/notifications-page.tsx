import { useQueryClient } from "@tanstack/react-query";
import { CheckCheckIcon, RefreshCwIcon } from "lucide-react";
import { notificationListQuerySchema } from "#domain/notifications/notification.schema";
import {
  type NotificationType,
  notificationTypeLabels,
  notificationTypes,
} from "#domain/notifications/notification-values";
import { ListFooter } from "../../components/list-footer";
import { PageHeader } from "../../components/page-header";
import { SelectField } from "../../components/select-field";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import type { ListParamsConfig } from "../../lib/list-params";
import { useListParams } from "../../lib/use-list-params";
import { notificationsBaseKey, useNotificationList } from "./api/list-notifications";
import { useMarkAllNotificationsRead } from "./api/mark-all-read";
import { NotificationList } from "./components/notification-list";

const listConfig: ListParamsConfig<typeof notificationListQuerySchema, "unread" | "type"> = {
  schema: notificationListQuerySchema,
  fields: ["unread", "type"],
};

const showOptions = [
  { value: "all", label: "All notifications" },
  { value: "unread", label: "Unread only" },
];
const typeOptions = notificationTypes.map((value) => ({ value, label: notificationTypeLabels[value] }));

/** Notifications (/notifications): newest first, filtered by unread and type in the URL, paginated. */
export function NotificationsPage() {
  const queryClient = useQueryClient();
  const list = useListParams(listConfig);
  const { page, pageSize, unread, type } = list.state;
  const notifications = useNotificationList({ page, pageSize, unread, type });
  const markAll = useMarkAllNotificationsRead();
  const unreadCount = notifications.data?.unread ?? 0;
  const filtered = unread || type !== undefined;

  return (
    <>
      <PageHeader
        title="Notifications"
        subtitle={
          notifications.data
            ? unreadCount === 0
              ? "You are all caught up."
              : `${unreadCount} unread`
            : "What happened on your trips, offers, requests and invoices."
        }
        actions={
          <>
            <Button
              variant="outline"
              loading={notifications.isFetching && !notifications.isLoading}
              onClick={() => void queryClient.invalidateQueries({ queryKey: notificationsBaseKey })}
            >
              <RefreshCwIcon aria-hidden />
              Refresh
            </Button>
            <Button onClick={() => markAll.mutate()} loading={markAll.isPending} disabled={unreadCount === 0}>
              <CheckCheckIcon aria-hidden />
              Mark all as read
            </Button>
          </>
        }
      />
      <Card>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="w-48">
              <SelectField
                label="Show"
                value={unread ? "unread" : "all"}
                onChange={(v) => list.update({ unread: v === "unread" })}
                options={showOptions}
              />
            </div>
            <div className="w-44">
              <SelectField
                label="Type"
                noneLabel="All types"
                placeholder="All types"
                value={type ?? ""}
                onChange={(v) => list.update({ type: (v || undefined) as NotificationType | undefined })}
                options={typeOptions}
              />
            </div>
            {filtered ? (
              <Button variant="ghost" onClick={() => list.update({ unread: false, type: undefined })}>
                Clear filters
              </Button>
            ) : null}
          </div>
          <div className="overflow-hidden rounded-md border">
            <NotificationList
              label="Notifications"
              className="divide-y"
              items={notifications.data?.items}
              loading={
                notifications.isLoading || (notifications.isPlaceholderData && notifications.isFetching)
              }
              error={
                notifications.isError ? (
                  <span className="inline-flex flex-wrap items-center justify-center gap-2">
                    Your notifications could not be loaded.
                    <Button variant="outline" size="sm" onClick={() => void notifications.refetch()}>
                      Try again
                    </Button>
                  </span>
                ) : null
              }
              empty={filtered ? "No notifications match these filters." : "No notifications yet"}
            />
          </div>
          <ListFooter list={list} result={notifications.data} />
        </CardContent>
      </Card>
    </>
  );
}
