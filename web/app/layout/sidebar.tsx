import { LogOut, Plane } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import type { Role } from "#domain/auth/role";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";
import { navItemsFor } from "../nav-items";

export function Sidebar({
  open,
  role,
  onNavigate,
  onLogout,
  children,
}: {
  open: boolean;
  role: Role | undefined;
  onNavigate(): void;
  onLogout(): void;
  /** Tools shown above Logout (the debug console's toggle). */
  children?: ReactNode;
}) {
  return (
    <aside
      id="app-sidebar"
      aria-label="Main navigation"
      // Off-canvas, its links must not take focus or be read out.
      inert={!open}
      className={cn(
        "fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-sidebar-border border-r bg-sidebar text-sidebar-foreground transition-transform duration-200",
        open ? "translate-x-0" : "-translate-x-full",
      )}
    >
      <div className="flex h-16 items-center gap-3 border-sidebar-border border-b px-5">
        <span className="flex size-9 items-center justify-center rounded-md bg-sidebar-primary text-sidebar-primary-foreground">
          <Plane aria-hidden className="size-5" />
        </span>
        <div>
          <p className="font-semibold leading-tight">Itinera</p>
          <p className="text-muted-foreground text-xs">Travel Management</p>
        </div>
      </div>
      <nav className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {navItemsFor(role).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/"}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-3 rounded-md px-3 py-2 font-medium text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
                    isActive
                      ? "bg-sidebar-primary text-sidebar-primary-foreground"
                      : "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
                  )
                }
              >
                <item.icon aria-hidden className="size-4" />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-sidebar-border border-t p-3">
        {children}
        <Button variant="ghost" className="w-full justify-start gap-3" onClick={onLogout}>
          <LogOut aria-hidden className="size-4" />
          Logout
        </Button>
      </div>
    </aside>
  );
}
