import {
  ArrowLeftRight,
  Bell,
  ClipboardList,
  Contact,
  CreditCard,
  FileText,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Map as MapIcon,
  MessagesSquare,
  Plane,
  Settings,
  ShieldCheck,
  Tag,
  Ticket,
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
  // Staff only: a client user reads their own record on their home page.
  { label: "Clients", to: "/clients", icon: Contact, roles: ["admin", "agent"] },
  { label: "Trips", to: "/trips", icon: MapIcon },
  // Everyone: a client user sees their own client's bookings.
  { label: "Bookings", to: "/orders", icon: Ticket },
  // Staff-only screens: their API refuses clients (server/access-matrix.test.ts).
  { label: "Flights", to: "/flights", icon: Plane, roles: ["admin", "agent"] },
  // Everyone: a client user reads the catalogue and requests bookings from it.
  { label: "Offers", to: "/offers", icon: Tag },
  // Screens not built yet (placeholders) are listed for staff only: a client sees what they can use.
  { label: "SSR Management", to: "/ssr", icon: ClipboardList, roles: ["admin", "agent"] },
  // Everyone: a client user sees and downloads their own client's invoices.
  { label: "Invoices", to: "/invoices", icon: FileText },
  // Everyone: a client user sees their own client's payments.
  { label: "Payments", to: "/payments", icon: CreditCard },
  // Admins set the rates; an agent reaches the same screen read-only by its address.
  { label: "Exchange rates", to: "/exchange-rates", icon: ArrowLeftRight, roles: ["admin"] },
  // Everyone: a client user files requests for their own client and follows them.
  { label: "Requests", to: "/requests", icon: Inbox },
  // Everyone: a client user raises and follows their own tickets.
  { label: "Support", to: "/support", icon: LifeBuoy },
  // Everyone: Recent Chats and the threads of their requests (also reached from a request's row).
  { label: "Chat", to: "/chat", icon: MessagesSquare },
  // Everyone: each user's own notifications.
  { label: "Notifications", to: "/notifications", icon: Bell },
  { label: "Settings", to: "/settings", icon: Settings },
];

export function navItemsFor(role: Role | undefined): NavItem[] {
  return navItems.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}
