import {
  type NotificationType,
  notificationTypeBadges,
  notificationTypeLabels,
} from "#domain/notifications/notification-values";
import { Badge } from "../../../components/ui/badge";

/** #18: alert destructive, info default, other secondary. */
export function NotificationTypeBadge({ type }: { type: NotificationType }) {
  return <Badge variant={notificationTypeBadges[type]}>{notificationTypeLabels[type]}</Badge>;
}
