import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, redirect, useMatches } from "react-router";
import { PlaceholderPage } from "../components/placeholder-page";
import { sessionQuery } from "../lib/session";
import { RouteError } from "./route-error";

/** A screen whose feature is not built yet: its title (from the route's handle) and a plain "not available yet" panel. */
function PlaceholderRoute() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? "Page not found";
  return <PlaceholderPage title={title} />;
}
const placeholder = (title: string) => ({ handle: { title }, Component: PlaceholderRoute });

export function createRouter(queryClient: QueryClient) {
  const requireSession = async ({ request }: { request: Request }) => {
    const user = await queryClient.fetchQuery(sessionQuery);
    if (!user) {
      const url = new URL(request.url);
      throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
    }
    return null;
  };

  const requireAdmin = async (args: { request: Request }) => {
    await requireSession(args);
    const user = await queryClient.fetchQuery(sessionQuery);
    if (user?.role !== "admin") throw redirect("/");
    return null;
  };

  return createBrowserRouter([
    {
      path: "/login",
      lazy: async () => ({ Component: (await import("../features/auth/login-page")).LoginPage }),
      errorElement: <RouteError />,
    },
    { path: "/admin-seed", ...placeholder("Admin setup"), errorElement: <RouteError /> },
    {
      path: "/",
      loader: requireSession,
      lazy: async () => ({ Component: (await import("./layout/app-layout")).AppLayout }),
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import("../features/dashboard/dashboard-page")).DashboardPage,
              }),
            },
            { path: "users", loader: requireAdmin, ...placeholder("Users & Roles") },
            {
              path: "passengers",
              lazy: async () => ({
                Component: (await import("../features/passengers/passengers-page")).PassengersPage,
              }),
            },
            { path: "trips", ...placeholder("Trips") },
            { path: "trips/:id", ...placeholder("Trip") },
            { path: "flights", ...placeholder("Flight Segments") },
            { path: "offers", ...placeholder("Travel Offers") },
            { path: "offers/:id", ...placeholder("Travel Offer") },
            {
              path: "ssr",
              lazy: async () => ({ Component: (await import("../features/ssr/ssr-page")).SsrPage }),
            },
            { path: "invoices", ...placeholder("Invoices") },
            { path: "payments", ...placeholder("Payments") },
            { path: "notifications", ...placeholder("Notifications") },
            { path: "settings", ...placeholder("Settings") },
            { path: "requests", ...placeholder("Requests") },
            { path: "support", ...placeholder("Support") },
            { path: "chat", ...placeholder("Chat") },
            { path: "orders", ...placeholder("Bookings") },
            { path: "orders/:id", ...placeholder("Booking") },
            { path: "clients", ...placeholder("Clients") },
            { path: "clients/:id", ...placeholder("Client") },
            { path: "*", Component: PlaceholderRoute },
          ],
        },
      ],
    },
  ]);
}
