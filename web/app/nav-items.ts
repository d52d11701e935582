import {
  Bell,
  ClipboardList,
  CreditCard,
  FileText,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Map as MapIcon,
  Plane,
  Settings,
  ShieldCheck,
  Tag,
  UsersRound,
} from "lucide-react";
import type { Role } from "#domain/auth/role";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Roles that see the entry; none means everyone. */
  roles?: Role[];
}

/** The sidebar, in SPEC §2's order. */
export const navItems: NavItem[] = [
  { label: "Dashboard", to: "/", icon: LayoutDashboard },
  { label: "Users & Roles", to: "/users", icon: ShieldCheck, roles: ["admin"] },
  { label: "Passengers", to: "/passengers", icon: UsersRound },
  { label: "Trips", to: "/trips", icon: MapIcon },
  // Staff-only screens: their API refuses clients (server/access-matrix.test.ts).
  { label: "Flights", to: "/flights", icon: Plane, roles: ["admin", "agent"] },
  { label: "Offers", to: "/offers", icon: Tag },
  { label: "SSR Management", to: "/ssr", icon: ClipboardList, roles: ["admin", "agent"] },
  { label: "Invoices", to: "/invoices", icon: FileText },
  { label: "Payments", to: "/payments", icon: CreditCard },
  { label: "Requests", to: "/requests", icon: Inbox },
  { label: "Support", to: "/support", icon: LifeBuoy },
  { label: "Notifications", to: "/notifications", icon: Bell },
  { label: "Settings", to: "/settings", icon: Settings },
];

export function navItemsFor(role: Role | undefined): NavItem[] {
  return navItems.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}
