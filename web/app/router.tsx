import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, redirect } from "react-router";
import { appMetaQuery } from "../lib/app-meta";
import { sessionQuery } from "../lib/session";
import { PageFallback, ShellFallback } from "./layout/shell-fallback";
import { RouteError } from "./route-error";

export function createRouter(queryClient: QueryClient) {
  const requireSession = async ({ request }: { request: Request }) => {
    // The agency's zone comes with the session: a screen's "today" (a list's default date) is the agency's from
    // its first render.
    const [user] = await Promise.all([
      queryClient.fetchQuery(sessionQuery),
      queryClient.prefetchQuery(appMetaQuery),
    ]);
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

  // Screens whose API is for staff only (server/access-matrix.test.ts): clients go to the dashboard.
  const requireStaff = async (args: { request: Request }) => {
    await requireSession(args);
    const user = await queryClient.fetchQuery(sessionQuery);
    if (user?.role !== "admin" && user?.role !== "agent") throw redirect("/");
    return null;
  };

  return createBrowserRouter([
    {
      // Any address no other route matches, signed in or not (the layout's loader would send a
      // signed-out visitor to sign in first).
      path: "*",
      loader: async () => {
        await queryClient.fetchQuery(sessionQuery);
        return null;
      },
      lazy: async () => ({ Component: (await import("./not-found-page")).NotFoundPage }),
      hydrateFallbackElement: <PageFallback />,
      errorElement: <RouteError />,
    },
    {
      path: "/login",
      lazy: async () => ({ Component: (await import("../features/auth/login-page")).LoginPage }),
      hydrateFallbackElement: <PageFallback />,
      errorElement: <RouteError />,
    },
    {
      path: "/admin-seed",
      lazy: async () => ({
        Component: (await import("../features/admin-seed/admin-seed-page")).AdminSeedPage,
      }),
      hydrateFallbackElement: <PageFallback />,
      errorElement: <RouteError />,
    },
    {
      // Where the confirmation mail leads (SPEC §2): confirms the address and signs in.
      path: "/auth/callback",
      lazy: async () => ({
        Component: (await import("../features/auth/auth-callback-page")).AuthCallbackPage,
      }),
      hydrateFallbackElement: <PageFallback />,
      errorElement: <RouteError />,
    },
    {
      path: "/reset-password",
      lazy: async () => ({
        Component: (await import("../features/auth/reset-password-page")).ResetPasswordPage,
      }),
      hydrateFallbackElement: <PageFallback />,
      errorElement: <RouteError />,
    },
    {
      // The printable itinerary: signed in, but without the app's sidebar and top bar.
      path: "/trips/:id/print",
      loader: requireSession,
      lazy: async () => ({ Component: (await import("../features/trips/trip-print-page")).TripPrintPage }),
      hydrateFallbackElement: <PageFallback />,
      errorElement: <RouteError />,
    },
    {
      path: "/",
      loader: requireSession,
      lazy: async () => ({ Component: (await import("./layout/app-layout")).AppLayout }),
      // Painted at once on a full load, while the session and the screen's code arrive.
      hydrateFallbackElement: <ShellFallback />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              // A client user's own home; staff's dashboard.
              index: true,
              lazy: async () => ({ Component: (await import("./home-page")).HomePage }),
            },
            {
              path: "users",
              loader: requireAdmin,
              lazy: async () => ({ Component: (await import("../features/users/users-page")).UsersPage }),
            },
            {
              path: "passengers",
              lazy: async () => ({
                Component: (await import("../features/passengers/passengers-page")).PassengersPage,
              }),
            },
            {
              path: "trips",
              lazy: async () => ({ Component: (await import("../features/trips/trips-page")).TripsPage }),
            },
            {
              path: "trips/:id",
              lazy: async () => ({
                Component: (await import("../features/trips/trip-detail-page")).TripDetailPage,
              }),
            },
            {
              path: "flights",
              loader: requireStaff,
              lazy: async () => ({
                Component: (await import("../features/flights/flights-page")).FlightsPage,
              }),
            },
            {
              path: "offers",
              lazy: async () => ({
                Component: (await import("../features/packages/offers-page")).OffersPage,
              }),
            },
            {
              path: "offers/:id",
              lazy: async () => ({
                Component: (await import("../features/packages/offer-detail-page")).OfferDetailPage,
              }),
            },
            {
              path: "ssr",
              loader: requireStaff,
              lazy: async () => ({ Component: (await import("../features/ssr/ssr-page")).SsrPage }),
            },
            {
              path: "invoices",
              lazy: async () => ({
                Component: (await import("../features/invoices/invoices-page")).InvoicesPage,
              }),
            },
            {
              path: "invoices/:id",
              lazy: async () => ({
                Component: (await import("../features/invoices/invoice-detail-page")).InvoiceDetailPage,
              }),
            },
            {
              path: "payments",
              lazy: async () => ({
                Component: (await import("../features/payments/payments-page")).PaymentsPage,
              }),
            },
            {
              path: "exchange-rates",
              loader: requireStaff,
              lazy: async () => ({
                Component: (await import("../features/exchange-rates/exchange-rates-page")).ExchangeRatesPage,
              }),
            },
            {
              path: "notifications",
              lazy: async () => ({
                Component: (await import("../features/notifications/notifications-page")).NotificationsPage,
              }),
            },
            {
              path: "settings",
              lazy: async () => ({
                Component: (await import("../features/settings/settings-page")).SettingsPage,
              }),
            },
            {
              path: "requests",
              lazy: async () => ({
                Component: (await import("../features/requests/requests-page")).RequestsPage,
              }),
            },
            {
              path: "requests/:id",
              lazy: async () => ({
                Component: (await import("../features/requests/request-detail-page")).RequestDetailPage,
              }),
            },
            {
              path: "support",
              lazy: async () => ({
                Component: (await import("../features/support/support-page")).SupportPage,
              }),
            },
            {
              path: "support/:id",
              lazy: async () => ({
                Component: (await import("../features/support/ticket-detail-page")).TicketDetailPage,
              }),
            },
            {
              path: "chat",
              lazy: async () => ({ Component: (await import("../features/chat/chat-page")).ChatPage }),
            },
            {
              path: "orders",
              lazy: async () => ({
                Component: (await import("../features/bookings/bookings-page")).BookingsPage,
              }),
            },
            {
              path: "orders/:id",
              lazy: async () => ({
                Component: (await import("../features/bookings/booking-detail-page")).BookingDetailPage,
              }),
            },
            {
              path: "clients",
              loader: requireStaff,
              lazy: async () => ({
                Component: (await import("../features/clients/clients-page")).ClientsPage,
              }),
            },
            {
              // Before clients/:id, so "duplicates" is never read as a client id.
              path: "clients/duplicates",
              loader: requireStaff,
              lazy: async () => ({
                Component: (await import("../features/client-merge/client-duplicates-page"))
                  .ClientDuplicatesPage,
              }),
            },
            {
              path: "clients/:id",
              loader: requireStaff,
              lazy: async () => ({
                Component: (await import("../features/clients/client-detail-page")).ClientDetailPage,
              }),
            },
          ],
        },
      ],
    },
  ]);
}
