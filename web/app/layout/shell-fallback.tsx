/**
 * What a full page load paints at once, while the session and the screen's code load: the app's frame with
 * nothing in it yet (no icons or data: it ships in the entry chunk, inside the sign-in page's budget).
 */
export function ShellFallback() {
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <div
        aria-hidden
        className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col border-sidebar-border border-r bg-sidebar text-sidebar-foreground lg:flex"
      >
        <div className="flex h-16 items-center gap-3 border-sidebar-border border-b px-5">
          <span className="size-9 rounded-md bg-sidebar-primary" />
          <div>
            <p className="font-semibold leading-tight">Itinera</p>
            <p className="text-muted-foreground text-xs">Travel Management</p>
          </div>
        </div>
      </div>
      <div className="lg:pl-64">
        <div aria-hidden className="sticky top-0 z-30 h-16 border-b bg-background/95" />
        <main className="mx-auto max-w-7xl p-4 sm:p-6">
          <PageFallback />
        </main>
      </div>
    </div>
  );
}

/** The loading line of a screen painted before its route is ready (the print view, the not-found page). */
export function PageFallback() {
  return (
    <p role="status" className="text-muted-foreground text-sm">
      Loading…
    </p>
  );
}
