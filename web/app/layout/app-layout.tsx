import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Outlet } from "react-router";
import { DebugConsole } from "../../components/debug-console";
import { TooltipProvider } from "../../components/ui/tooltip";
import { useLogout } from "../../features/auth/use-logout";
import { connectRealtime } from "../../lib/realtime";
import { sessionQuery } from "../../lib/session";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

const WIDE = "(min-width: 1024px)";

function useWideScreen() {
  const [wide, setWide] = useState(() => window.matchMedia(WIDE).matches);
  useEffect(() => {
    const media = window.matchMedia(WIDE);
    const onChange = () => setWide(media.matches);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);
  return wide;
}

export function AppLayout() {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const queryClient = useQueryClient();
  const wide = useWideScreen();
  // Open by default on wide screens; off-canvas on small ones.
  const [open, setOpen] = useState(wide);
  const logout = useLogout();

  useEffect(() => setOpen(wide), [wide]);
  useEffect(() => connectRealtime(queryClient), [queryClient]);

  return (
    // Tooltips live in the signed-in app only, which keeps them out of the sign-in page's download.
    <TooltipProvider>
      <div className="min-h-dvh bg-background text-foreground">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
        >
          Skip to content
        </a>
        <Sidebar open={open} role={user?.role} onNavigate={() => !wide && setOpen(false)} onLogout={logout} />
        {open && !wide ? (
          <button
            type="button"
            aria-label="Close menu"
            className="fixed inset-0 z-30 bg-black/40"
            onClick={() => setOpen(false)}
          />
        ) : null}
        <div
          className={
            open && wide ? "pl-64 transition-[padding] duration-200" : "transition-[padding] duration-200"
          }
        >
          <TopBar
            user={user}
            sidebarOpen={open}
            hasUnread={false}
            onToggleSidebar={() => setOpen((o) => !o)}
            onLogout={logout}
          />
          {/* Bottom padding keeps the last rows clear of the floating debug console button. */}
          <main id="main" className="mx-auto max-w-7xl p-4 pb-20 sm:p-6 sm:pb-20">
            <Outlet />
          </main>
        </div>
        <DebugConsole />
      </div>
    </TooltipProvider>
  );
}
