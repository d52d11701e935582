import { useCallback, useEffect, useState } from "react";

export const SIDEBAR_STORAGE_KEY = "itinera-sidebar";

/** The wide-screen choice the user last made; open unless they collapsed it. */
export function readSidebarOpen(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) !== "collapsed";
  } catch {
    return true;
  }
}

function storeSidebarOpen(open: boolean): void {
  try {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, open ? "open" : "collapsed");
  } catch {
    // Without storage the choice lasts until the tab closes.
  }
}

/**
 * The sidebar's open state. On a wide screen it is the user's remembered choice, read before the first
 * render so a collapsed sidebar never flashes open; on a small screen it is off-canvas and starts closed.
 */
export function useSidebarOpen(wide: boolean) {
  const [open, setOpen] = useState(() => wide && readSidebarOpen());
  useEffect(() => setOpen(wide && readSidebarOpen()), [wide]);
  const toggle = useCallback(() => {
    if (wide) storeSidebarOpen(!open);
    setOpen(!open);
  }, [open, wide]);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close };
}
