import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { CurrentUser } from "../../lib/session";
import { navItemsFor } from "../nav-items";

const loadPalette = () => import("../../features/search/components/search-palette");
// The palette (cmdk, its queries) loads on first use: the shell's own download stays small.
const SearchPalette = lazy(async () => ({ default: (await loadPalette()).SearchPalette }));

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Ctrl+K (⌘K on a Mac), anywhere in the app. */
function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k"
  );
}

/** The top bar's search box: opens the global search palette on click or Ctrl/Cmd+K. */
export function SearchBox({ user }: { user: CurrentUser | null }) {
  const [open, setOpen] = useState(false);
  // Once opened, the palette stays mounted so closing it can animate and return focus.
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // Another dialog holds the focus (a form, a confirmation): the palette would open behind its focus trap.
      if (document.querySelector('[role="dialog"]:not([data-search-palette]), [role="alertdialog"]')) return;
      event.preventDefault();
      setUsed(true);
      setOpen((current) => !current);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <search className="flex items-center">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        // Fetched as the pointer or focus arrives, so the first click rarely waits for it.
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        className="flex h-9 w-36 min-w-0 cursor-text items-center gap-2 rounded-md border border-input bg-background px-2.5 text-muted-foreground text-sm shadow-xs transition-colors hover:bg-accent/50 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-0 sm:w-64 dark:bg-input/10"
      >
        <Search aria-hidden className="size-4 shrink-0" />
        <span className="truncate">Search...</span>
        <kbd className="ml-auto hidden rounded border bg-muted px-1.5 font-sans text-[0.7rem] sm:inline">
          {isMac() ? "⌘K" : "Ctrl K"}
        </kbd>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SearchPalette
            open={open}
            onOpenChange={setOpen}
            userId={user?.id}
            screens={navItemsFor(user?.role)}
          />
        </Suspense>
      ) : null}
    </search>
  );
}
