import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { DebugConsolePanel, DebugConsoleToggle } from "../../components/debug-console";
import { TooltipProvider } from "../../components/ui/tooltip";
import { useLogout } from "../../features/auth/use-logout";
import { connectRealtime } from "../../lib/realtime";
import { sessionQuery } from "../../lib/session";
import { Sidebar } from "./sidebar";
import { useSidebarOpen } from "./sidebar-state";
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

/** The signed-in app's frame: sidebar, top bar, the page in `children`, and the debug console. */
export function AppShell({ children }: { children: ReactNode }) {
  const { data: user } = useSuspenseQuery(sessionQuery);
  const queryClient = useQueryClient();
  const wide = useWideScreen();
  const { open, toggle, close } = useSidebarOpen(wide);
  const logout = useLogout();
  const [consoleOpen, setConsoleOpen] = useState(false);

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
        <Sidebar open={open} role={user?.role} onNavigate={() => !wide && close()} onLogout={logout}>
          <DebugConsoleToggle
            open={consoleOpen}
            onToggle={() => {
              setConsoleOpen(!consoleOpen);
              if (!wide) close();
            }}
          />
        </Sidebar>
        {open && !wide ? (
          <button
            type="button"
            aria-label="Close menu"
            className="fixed inset-0 z-30 bg-black/40"
            onClick={close}
          />
        ) : null}
        <div
          className={
            open && wide ? "pl-64 transition-[padding] duration-200" : "transition-[padding] duration-200"
          }
        >
          <TopBar user={user} sidebarOpen={open} onToggleSidebar={toggle} onLogout={logout} />
          <main id="main" className="mx-auto max-w-7xl p-4 sm:p-6">
            {children}
          </main>
        </div>
        <DebugConsolePanel open={consoleOpen} onClose={() => setConsoleOpen(false)} />
      </div>
    </TooltipProvider>
  );
}

/** The layout route of every signed-in screen. */
export function AppLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
