import { Menu, Moon, Sun } from "lucide-react";
import { Avatar, AvatarFallback } from "../../components/ui/avatar";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { NotificationBell } from "../../features/notifications/components/notification-bell";
import type { CurrentUser } from "../../lib/session";
import { useTheme } from "../theme";
import { SearchBox } from "./search-box";

function initials(name: string) {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]?.toUpperCase())
      .join("") || "A"
  );
}

export function TopBar({
  user,
  sidebarOpen,
  onToggleSidebar,
  onLogout,
}: {
  user: CurrentUser | null;
  sidebarOpen: boolean;
  onToggleSidebar(): void;
  onLogout(): void;
}) {
  const { theme, setTheme } = useTheme();
  const name = user?.name || "Admin User";
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur">
      <Button
        variant="ghost"
        size="icon"
        aria-label={sidebarOpen ? "Close menu" : "Open menu"}
        aria-expanded={sidebarOpen}
        aria-controls="app-sidebar"
        onClick={onToggleSidebar}
      >
        <Menu aria-hidden className="size-5" />
      </Button>
      <SearchBox user={user} />
      <div className="ml-auto flex items-center gap-2">
        <NotificationBell />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            {/* The name is the button's visible text and starts its accessible name (WCAG 2.5.3). */}
            <Button variant="ghost" className="gap-2 px-2">
              <Avatar className="size-8" aria-hidden>
                <AvatarFallback>{initials(name)}</AvatarFallback>
              </Avatar>
              <span className="sr-only sm:not-sr-only sm:font-medium sm:text-sm">{name}</span>
              <span className="sr-only">, user menu</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-60">
            <DropdownMenuLabel>
              <p className="font-medium">{name}</p>
              <p className="truncate font-normal text-muted-foreground text-xs">{user?.email}</p>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => setTheme(theme === "dark" ? "light" : "dark")}>
              {theme === "dark" ? <Sun aria-hidden /> : <Moon aria-hidden />}
              {theme === "dark" ? "Light Mode" : "Dark Mode"}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onLogout}>Log out</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
