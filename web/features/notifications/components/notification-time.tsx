import { formatDistanceToNow } from "date-fns";
import { formatMoment } from "../../../lib/moment-format";

/** "5 minutes ago", with the exact moment on hover and for assistive technology. */
export function NotificationTime({ iso }: { iso: string }) {
  const date = new Date(iso);
  const full = formatMoment(date);
  return (
    <time dateTime={iso} title={full} className="text-muted-foreground text-xs">
      {formatDistanceToNow(date, { addSuffix: true })}
      <span className="sr-only"> ({full})</span>
    </time>
  );
}
