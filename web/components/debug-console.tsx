import { Bug, Download, Trash2, X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { type LogEvent, logsAsText, subscribeToLogs } from "../lib/logger";
import { cn } from "../lib/utils";
import { Button } from "./ui/button";
import { ScrollArea } from "./ui/scroll-area";

const filters = [
  { key: "all", label: "All" },
  { key: "info", label: "Info" },
  { key: "warn", label: "Warnings" },
  { key: "error", label: "Errors" },
] as const;
type Filter = (typeof filters)[number]["key"];

const levelStyle: Record<LogEvent["level"], string> = {
  info: "text-muted-foreground",
  warn: "text-warning-foreground bg-warning/20",
  error: "text-destructive",
};

/**
 * SPEC §2's toggle, 'Show Debug Console' / 'Hide Debug Console'. It lives in the sidebar, not floating
 * over the page, so it never covers a page's last rows or its pagination at any width.
 */
export function DebugConsoleToggle({ open, onToggle }: { open: boolean; onToggle(): void }) {
  return (
    <Button
      variant="ghost"
      className="w-full justify-start gap-3"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls="debug-console"
    >
      <Bug aria-hidden className="size-4" />
      {open ? "Hide Debug Console" : "Show Debug Console"}
    </Button>
  );
}

/** The floating console of SPEC §2: the page's log events, filterable and downloadable; hidden until asked for. */
export function DebugConsolePanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const [filter, setFilter] = useState<Filter>("all");
  const [events, setEvents] = useState<readonly LogEvent[]>([]);
  const [clearedBefore, setClearedBefore] = useState(0);
  useEffect(() => subscribeToLogs(setEvents), []);
  const shown = useMemo(
    () => events.filter((e) => e.id > clearedBefore && (filter === "all" || e.level === filter)),
    [events, filter, clearedBefore],
  );

  const download = () => {
    const blob = new Blob([logsAsText(shown)], { type: "text/plain" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `itinera-logs-${new Date().toISOString().replace(/[:.]/g, "-")}.txt`;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section
      id="debug-console"
      aria-label="Debug console"
      hidden={!open}
      className="fixed right-4 bottom-4 z-50 w-[min(36rem,calc(100vw-2rem))] rounded-lg border bg-popover text-popover-foreground shadow-lg"
    >
      <div className="flex flex-wrap items-center gap-1 border-b p-2">
        <fieldset className="flex gap-1">
          <legend className="sr-only">Filter logs</legend>
          {filters.map((f) => (
            <Button
              key={f.key}
              size="sm"
              variant={filter === f.key ? "default" : "ghost"}
              aria-pressed={filter === f.key}
              onClick={() => setFilter(f.key)}
            >
              {f.label}
            </Button>
          ))}
        </fieldset>
        <div className="ml-auto flex gap-1">
          <Button size="sm" variant="ghost" onClick={download} aria-label="Download logs">
            <Download aria-hidden />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setClearedBefore(events.at(-1)?.id ?? 0)}
            aria-label="Clear logs"
          >
            <Trash2 aria-hidden />
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose} aria-label="Close debug console">
            <X aria-hidden />
          </Button>
        </div>
      </div>
      <ScrollArea className="h-64">
        {shown.length === 0 ? (
          <p className="p-4 text-muted-foreground text-sm">No log entries.</p>
        ) : (
          <ol className="space-y-0.5 p-2 font-mono text-xs">
            {shown.map((e) => (
              <li key={e.id} className={cn("rounded px-1.5 py-0.5", levelStyle[e.level])}>
                <time className="mr-2">{e.timestamp.slice(11, 19)}</time>
                <span className="mr-2 font-semibold uppercase">{e.level}</span>
                {e.context ? <span className="mr-2">{e.context}</span> : null}
                {e.message}
              </li>
            ))}
          </ol>
        )}
      </ScrollArea>
    </section>
  );
}
