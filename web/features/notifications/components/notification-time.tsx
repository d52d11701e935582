import { formatDistanceToNow } from "date-fns";

const fullFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** "5 minutes ago", with the exact moment on hover and for assistive technology. */
export function NotificationTime({ iso }: { iso: string }) {
  const date = new Date(iso);
  const full = fullFormat.format(date);
  return (
    <time dateTime={iso} title={full} className="text-muted-foreground text-xs">
      {formatDistanceToNow(date, { addSuffix: true })}
      <span className="sr-only"> ({full})</span>
    </time>
  );
}
