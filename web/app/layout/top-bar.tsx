import { Bell, Menu, Moon, Search, Sun } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
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
import { Input } from "../../components/ui/input";
import type { CurrentUser } from "../../lib/session";
import { cn } from "../../lib/utils";
import { navItemsFor } from "../nav-items";
import { useTheme } from "../theme";

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

/** Jumps to the screen whose name matches what was typed: the shell's search until a global search exists. */
function QuickSearch({ user }: { user: CurrentUser | null }) {
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState("");
  const [notFound, setNotFound] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim().toLowerCase();
    const match = navItemsFor(user?.role).find((item) => item.label.toLowerCase().includes(q));
    if (!q || !match) {
      setNotFound(Boolean(q));
      return;
    }
    setText("");
    setNotFound(false);
    setExpanded(false);
    navigate(match.to);
  };
  return (
    <search className="relative flex items-center">
      <form onSubmit={submit} className="contents">
        <Search aria-hidden className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground" />
        <Input
          ref={input}
          type="search"
          aria-label="Search"
          placeholder="Search..."
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setNotFound(false);
          }}
          onFocus={() => setExpanded(true)}
          onClick={() => setExpanded(true)}
          onBlur={() => !text && setExpanded(false)}
          aria-invalid={notFound || undefined}
          className={cn("pl-8 transition-[width] duration-200", expanded ? "w-64" : "w-36")}
        />
        {notFound ? (
          <span role="status" className="absolute top-full left-0 mt-1 text-destructive text-xs">
            No screen matches “{text}”
          </span>
        ) : null}
      </form>
    </search>
  );
}

export function TopBar({
  user,
  sidebarOpen,
  hasUnread,
  onToggleSidebar,
  onLogout,
}: {
  user: CurrentUser | null;
  sidebarOpen: boolean;
  hasUnread: boolean;
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
      <QuickSearch user={user} />
      <div className="ml-auto flex items-center gap-2">
        <Button variant="ghost" size="icon" asChild>
          <Link
            to="/notifications"
            aria-label={hasUnread ? "Notifications, unread" : "Notifications"}
            className="relative"
          >
            <Bell aria-hidden className="size-5" />
            {hasUnread ? (
              <span aria-hidden className="absolute top-2 right-2 size-2 rounded-full bg-destructive" />
            ) : null}
          </Link>
        </Button>
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
