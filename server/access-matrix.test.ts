import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessLevel, Role } from "#domain/auth/role";
import { roleMayAccess } from "#domain/auth/role";
import { authPassthroughEndpoints } from "./auth/auth.routes";
import { clients } from "./db/schema/clients";
import { passengers } from "./db/schema/passengers";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./test/test-app";

/**
 * The access policy of every API route, in one table. A route Fastify registered without an entry
 * here fails the test, and so does an entry without a route: adding a route means deciding here who
 * may call it. HEAD routes are GET's twins and are not listed.
 */
const matrix: Record<string, AccessLevel> = {
  // Platform
  "GET /api/health": "public",
  "GET /api/meta": "public",
  "POST /api/logs": "signed-in",
  "GET /api/realtime": "signed-in",
  // better-auth, behind its own allow-list (auth.routes.ts): sign-in, sign-out, verification, 2FA…
  "GET /api/auth/*": "public",
  "POST /api/auth/*": "public",
  // API reference
  "GET /api/docs": "public",
  "GET /api/docs/static/index.html": "public",
  "GET /api/docs/static/swagger-initializer.js": "public",
  "GET /api/docs/json": "public",
  "GET /api/docs/yaml": "public",
  "GET /api/docs/static/*": "public",
  // Accounts
  "POST /api/accounts/register": "public",
  "GET /api/accounts/reset-password": "public",
  "POST /api/accounts/reset-password": "public",
  "GET /api/admin-seed": "public",
  "POST /api/admin-seed": "public",
  "GET /api/account": "signed-in",
  "POST /api/account/two-factor/disable": "signed-in",
  "GET /api/settings/notifications": "signed-in",
  "PUT /api/settings/notifications": "signed-in",
  // Notifications: each user reads and marks their own only (another's id answers 404)
  "GET /api/notifications": "signed-in",
  "GET /api/notifications/unread-count": "signed-in",
  "POST /api/notifications/:id/read": "signed-in",
  "POST /api/notifications/read-all": "signed-in",
  // Users & Roles
  "GET /api/users": "admin",
  "POST /api/users": "admin",
  "PUT /api/users/:id/role": "admin",
  "POST /api/users/:id/ban": "admin",
  "POST /api/users/:id/unban": "admin",
  "POST /api/users/:id/verification-email": "admin",
  "POST /api/users/:id/password-reset": "admin",
  "DELETE /api/users/:id": "admin",
  "GET /api/users/role-requests": "admin",
  "POST /api/users/role-requests/:id/approve": "admin",
  "POST /api/users/role-requests/:id/deny": "admin",
  "GET /api/users/assignees": "staff",
  // Passengers: clients see and edit their own client's only (the service scopes them)
  "GET /api/passengers": "signed-in",
  "GET /api/passengers/duplicates": "signed-in",
  "GET /api/passengers/:id": "signed-in",
  "POST /api/passengers": "signed-in",
  "PUT /api/passengers/:id": "signed-in",
  "PUT /api/passengers/:id/docs": "signed-in",
  "DELETE /api/passengers/:id": "signed-in",
  "GET /api/passengers/:id/connections": "signed-in",
  "POST /api/passengers/:id/connections": "signed-in",
  "DELETE /api/passengers/:id/connections/:connectionId": "signed-in",
  // SSR catalogue: staff read it, admins edit it
  "GET /api/ssr": "staff",
  "POST /api/ssr": "admin",
  "PATCH /api/ssr/:id": "admin",
  "DELETE /api/ssr/:id": "admin",
  "PUT /api/ssr/:id/pricing": "admin",
  "POST /api/ssr/import/preview": "admin",
  "POST /api/ssr/import": "admin",
  "GET /api/ssr/export.csv": "staff",
  "GET /api/ssr/template.csv": "staff",
  // Flights and GDS import: staff
  "GET /api/flights": "staff",
  "GET /api/flights/:id": "staff",
  "POST /api/flights": "staff",
  "PUT /api/flights/:id": "staff",
  "DELETE /api/flights/:id": "staff",
  "GET /api/airports": "staff",
  "POST /api/gds/parse": "staff",
  "POST /api/gds/import": "staff",
  "GET /api/gds/trip-options": "staff",
  // A trip's time limits, stored by GDS imports: whoever may see the trip
  "GET /api/trips/:id/time-limits": "signed-in",
  // Trips: clients read their own client's trips and answer their offers; staff change them
  "GET /api/trips": "signed-in",
  "POST /api/trips": "staff",
  "GET /api/trips/:id": "signed-in",
  "PUT /api/trips/:id": "staff",
  "DELETE /api/trips/:id": "staff",
  "GET /api/trips/:id/itinerary": "signed-in",
  "GET /api/trips/:id/segments": "signed-in",
  "POST /api/trips/:id/segments": "staff",
  "PUT /api/trips/:id/segments/:segmentId": "staff",
  "DELETE /api/trips/:id/segments/:segmentId": "staff",
  "GET /api/trips/:id/passengers": "signed-in",
  "GET /api/trips/:id/passenger-candidates": "staff",
  "POST /api/trips/:id/passengers": "staff",
  "DELETE /api/trips/:id/passengers/:passengerId": "staff",
  "GET /api/trips/:tripId/ssr-requests": "signed-in",
  "GET /api/trips/:tripId/ssr-requests/options": "staff",
  "POST /api/trips/:tripId/ssr-requests": "staff",
  "PATCH /api/trips/:tripId/ssr-requests/:requestId": "staff",
  "DELETE /api/trips/:tripId/ssr-requests/:requestId": "staff",
  "GET /api/trips/:tripId/offers": "signed-in",
  "POST /api/trips/:tripId/offers": "staff",
  "POST /api/trips/:tripId/offers/:offerId/items": "staff",
  "PUT /api/trips/:tripId/offers/:offerId/status": "staff",
  "POST /api/trips/:tripId/offers/:offerId/accept": "signed-in",
  "POST /api/trips/:tripId/offers/:offerId/decline": "signed-in",
  "GET /api/trips/:tripId/documents": "signed-in",
  "POST /api/trips/:tripId/documents": "staff",
  "GET /api/trips/:tripId/documents/:documentId/download": "signed-in",
  "DELETE /api/trips/:tripId/documents/:documentId": "staff",
  "GET /api/trip-offers/open": "signed-in",
  // Support tickets: anyone signed in raises and follows theirs (a client only their client's); staff
  // move the status and admins assign (the service refuses agents)
  "GET /api/support-tickets": "signed-in",
  "POST /api/support-tickets": "signed-in",
  "GET /api/support-tickets/:id": "signed-in",
  "PATCH /api/support-tickets/:id": "staff",
  "PUT /api/support-tickets/:id/attachment": "signed-in",
  "GET /api/support-tickets/:id/attachment": "signed-in",
  "GET /api/support-tickets/:id/comments": "signed-in",
  "POST /api/support-tickets/:id/comments": "signed-in",
  "GET /api/support-tickets/:id/history": "signed-in",
  // Packages: anyone signed in reads the catalogue (a client user what is on sale or coming); staff manage it
  "GET /api/packages": "signed-in",
  "GET /api/packages/:id": "signed-in",
  "POST /api/packages": "staff",
  "PUT /api/packages/:id": "staff",
  "DELETE /api/packages/:id": "staff",
  "POST /api/packages/:id/archive": "staff",
  "POST /api/packages/:id/restore": "staff",
  "GET /api/packages/:id/image": "signed-in",
  "PUT /api/packages/:id/image": "staff",
  "DELETE /api/packages/:id/image": "staff",
  // Bookings: clients read their own client's, request package bookings and cancel their pending ones
  "GET /api/bookings": "signed-in",
  "GET /api/bookings/participant-options": "signed-in",
  "GET /api/bookings/:id": "signed-in",
  "POST /api/bookings": "signed-in",
  "PUT /api/bookings/:id": "staff",
  "POST /api/bookings/:id/confirm": "staff",
  "POST /api/bookings/:id/complete": "staff",
  "POST /api/bookings/:id/cancel": "signed-in",
  // Dashboard: the agency's figures and deadlines, staff only (a client user's home is the portal)
  "GET /api/dashboard/overview": "staff",
  "GET /api/dashboard/alerts": "staff",
  // Invoices: staff issue and edit; admins cancel and credit; clients read their own client's
  "GET /api/invoices": "signed-in",
  "GET /api/invoices/next-number": "staff",
  "GET /api/invoices/:id": "signed-in",
  "POST /api/invoices": "staff",
  "PUT /api/invoices/:id": "staff",
  "POST /api/invoices/:id/cancel": "admin",
  "POST /api/invoices/:id/credit-notes": "admin",
  // Invoice PDFs: whoever may see the invoice downloads it (a client user only their own); staff e-mail it
  "GET /api/invoices/:id/pdf": "signed-in",
  "GET /api/invoices/:id/credit-notes/:creditNoteId/pdf": "signed-in",
  "POST /api/invoices/:id/send": "staff",
  // Exchange rates: staff read them, admins set and remove them
  "GET /api/exchange-rates": "staff",
  "PUT /api/exchange-rates": "admin",
  "DELETE /api/exchange-rates/:currency/:date": "admin",
  "GET /api/exchange-rates/:currency/:date/locked": "staff",
  // Agency details printed on invoices: staff read them, admins edit them and the logo
  "GET /api/agency-settings": "staff",
  // How to reach the agency: a client user not linked to a client yet is told whom to ask
  "GET /api/agency-settings/contact": "signed-in",
  "PUT /api/agency-settings": "admin",
  "GET /api/agency-settings/logo": "staff",
  "PUT /api/agency-settings/logo": "admin",
  "DELETE /api/agency-settings/logo": "admin",
  // Analytics (the dashboard's tab): staff only
  "GET /api/analytics": "staff",
  // Payments: staff record them and mark announced transfers; admins refund; clients read their own client's
  "GET /api/payments": "signed-in",
  "GET /api/payments/export.csv": "signed-in",
  "GET /api/payments/:id": "signed-in",
  "POST /api/payments": "staff",
  "POST /api/payments/:id/receive": "staff",
  "POST /api/payments/:id/fail": "staff",
  "POST /api/invoices/:id/payments": "staff",
  "POST /api/invoices/:id/refunds": "admin",
  // Clients: staff manage them; a client user reads only their own record
  "GET /api/clients": "staff",
  "GET /api/clients/options": "staff",
  "GET /api/clients/:id": "signed-in",
  "POST /api/clients": "staff",
  "PUT /api/clients/:id": "staff",
  "DELETE /api/clients/:id": "staff",
  "POST /api/clients/:id/archive": "staff",
  "POST /api/clients/:id/restore": "staff",
  "GET /api/clients/:id/history": "staff",
  // The client page's Invoices & payments tab (statement of account, its PDF) and its Overview's last contact
  "GET /api/clients/:id/statement": "staff",
  "GET /api/clients/:id/statement.pdf": "staff",
  "GET /api/clients/:id/last-contact": "staff",
  // Duplicates and merges (clients and passengers): staff only
  "GET /api/clients/duplicates": "staff",
  "GET /api/clients/:id/merge-preview": "staff",
  "POST /api/clients/:id/merge": "staff",
  "GET /api/passengers/:id/duplicates": "staff",
  "GET /api/passengers/:id/merge-preview": "staff",
  "POST /api/passengers/:id/merge": "staff",
  // Client portal: staff give and revoke access; a client user reads and edits their own contact details
  "GET /api/clients/portal-candidates": "staff",
  "GET /api/clients/:id/portal": "staff",
  "POST /api/clients/:id/portal/invitations": "staff",
  "POST /api/clients/:id/portal/link": "staff",
  "DELETE /api/clients/:id/portal": "staff",
  "GET /api/me/client": "signed-in",
  "PUT /api/me/client": "signed-in",
  // Requests: clients file and read their own client's; staff assign and move them
  "GET /api/requests": "signed-in",
  "POST /api/requests": "signed-in",
  "GET /api/requests/:id": "signed-in",
  "PATCH /api/requests/:id": "staff",
  "GET /api/requests/:id/history": "signed-in",
  // Chat: anyone who sees the request or trip reads and writes its thread (the service scopes them)
  "GET /api/chats": "signed-in",
  "GET /api/chats/request/:requestId/messages": "signed-in",
  "POST /api/chats/request/:requestId/messages": "signed-in",
  "POST /api/chats/request/:requestId/attachments": "signed-in",
  "POST /api/chats/request/:requestId/read": "signed-in",
  "GET /api/chats/trip/:tripId/messages": "signed-in",
  "POST /api/chats/trip/:tripId/messages": "signed-in",
  "POST /api/chats/trip/:tripId/attachments": "signed-in",
  "POST /api/chats/trip/:tripId/read": "signed-in",
  "GET /api/chats/attachments/:messageId": "signed-in",
  // Global search: anyone signed in; a client user finds only their own client's records (the service scopes them)
  "GET /api/search": "signed-in",
};

/** Concrete URLs for wildcard routes: harmless calls that never end the caller's session. */
const wildcardExamples: Record<string, string> = {
  "GET /api/auth/*": "/api/auth/get-session",
  "POST /api/auth/*": "/api/auth/send-verification-email",
  "GET /api/docs/static/*": "/api/docs/static/swagger-ui.css",
};

/** The message of the policy's own refusal, as opposed to a service's (e.g. "not linked to a client yet"). */
const POLICY_REFUSAL = "Your role does not allow this.";

type Caller = "anonymous" | "clientA" | "clientB" | "agent" | "admin";
const callers: Caller[] = ["anonymous", "clientA", "clientB", "agent", "admin"];
const roleOf: Record<Caller, Role | undefined> = {
  anonymous: undefined,
  clientA: "client",
  clientB: "client",
  agent: "agent",
  admin: "admin",
};

type Session = { cookie: string; userId: string };

let t: TestApp;
const sessions = {} as Record<Exclude<Caller, "anonymous">, Session>;
/** Rows that belong to client A and to client B, by the first path parameter that names them. */
const owned = { a: {} as Record<string, string>, b: {} as Record<string, string> };
let clientIds: { a: string; b: string };

beforeAll(async () => {
  t = await createTestApp();
  sessions.clientA = await t.signInAs("client");
  sessions.clientB = await t.signInAs("client");
  sessions.agent = await t.signInAs("agent");
  sessions.admin = await t.signInAs("admin");
  const [a] = await t.database.db
    .insert(clients)
    .values({ name: "Client A", userId: sessions.clientA.userId })
    .returning();
  const [b] = await t.database.db
    .insert(clients)
    .values({ name: "Client B", userId: sessions.clientB.userId })
    .returning();
  clientIds = { a: a!.id, b: b!.id };
  owned.a.client = clientIds.a;
  owned.b.client = clientIds.b;

  // Each client's rows, made through the API by staff as they would be in the office.
  for (const [side, clientId] of [
    ["a", clientIds.a],
    ["b", clientIds.b],
  ] as const) {
    const passenger = await call("agent", "POST", "/api/passengers", {
      firstName: `Owner${side.toUpperCase()}`,
      surname: "Traveller",
      passportNumber: `MX${side === "a" ? 100001 : 100002}`,
      documentExpiry: "2031-01-01",
      clientId,
    });
    expect(passenger.statusCode, passenger.body).toBe(201);
    owned[side].passenger = passenger.json().id;
    const trip = await call("agent", "POST", "/api/trips", {
      title: `Trip of ${side.toUpperCase()}`,
      clientId,
      startDate: "2031-05-01",
      endDate: "2031-05-09",
    });
    expect(trip.statusCode, trip.body).toBe(201);
    owned[side].trip = trip.json().id;
    const booking = await call("agent", "POST", "/api/bookings", {
      clientId,
      tripId: owned[side].trip,
      participantIds: [owned[side].passenger],
      totalCents: 150_000,
    });
    expect(booking.statusCode, booking.body).toBe(201);
    owned[side].booking = booking.json().id;
    const invoice = await call("agent", "POST", "/api/invoices", {
      clientId,
      bookingId: owned[side].booking,
      dueDate: "2031-04-01",
      lines: [{ description: `Trip of ${side.toUpperCase()}`, quantity: 1, unitPriceCents: 150_000 }],
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    owned[side].invoice = invoice.json().id;
    const payment = await call("agent", "POST", `/api/invoices/${owned[side].invoice}/payments`, {
      amountCents: 50_000,
      paymentDate: "2026-04-02",
    });
    expect(payment.statusCode, payment.body).toBe(201);
    owned[side].payment = payment.json().id;
    const request = await call(side === "a" ? "clientA" : "clientB", "POST", "/api/requests", {
      category: "date_change",
      details: `Move the trip of ${side.toUpperCase()}`,
      tripId: owned[side].trip,
    });
    expect(request.statusCode, request.body).toBe(201);
    owned[side].request = request.json().id;
    const message = await call(
      side === "a" ? "clientA" : "clientB",
      "POST",
      `/api/chats/request/${owned[side].request}/messages`,
      { message: `Hello from ${side.toUpperCase()}` },
    );
    expect(message.statusCode, message.body).toBe(201);
    owned[side].message = message.json().id;
  }
  // Client B's own support ticket, raised by its user.
  const ticket = await call("clientB", "POST", "/api/support-tickets", {
    title: "Ticket of B",
    ticketType: "custom",
    description: "B's question",
  });
  expect(ticket.statusCode, ticket.body).toBe(201);
  owned.b.ticket = ticket.json().id;
  // Client B's own settings row.
  await call("clientB", "PUT", "/api/settings/notifications", {
    systemAlerts: false,
    offerResponses: false,
    agentMessages: false,
    invoiceUpdates: false,
  });
});
afterAll(async () => {
  await t.close();
});

async function call(caller: Caller, method: string, url: string, payload?: unknown) {
  const session = caller === "anonymous" ? null : sessions[caller];
  return t.app.inject({
    method: method as "GET",
    url,
    headers: { origin: TEST_ORIGIN, ...(session ? { cookie: session.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function concreteUrl(key: string, fill: (param: string, index: number) => string): string {
  const example = wildcardExamples[key];
  if (example) return example;
  let index = 0;
  return key
    .slice(key.indexOf(" ") + 1)
    .replace(/:([A-Za-z]+)/g, (_, param: string) => encodeURIComponent(fill(param, index++)));
}

const hasBody = (method: string) => method === "POST" || method === "PUT" || method === "PATCH";

/** What the resource of a route's first path parameter is, for the ownership checks. */
function resourceOf(key: string): string | null {
  if (key.includes(" /api/passengers/:")) return "passenger";
  if (key.includes(" /api/trips/:")) return "trip";
  if (key.includes(" /api/bookings/:")) return "booking";
  if (key.includes(" /api/invoices/:")) return "invoice";
  if (key.includes(" /api/payments/:")) return "payment";
  if (key.includes(" /api/requests/:") || key.includes(" /api/chats/request/:")) return "request";
  if (key.includes(" /api/chats/trip/:")) return "trip";
  if (key.includes(" /api/chats/attachments/:")) return "message";
  if (key.includes(" /api/clients/:")) return "client";
  if (key.includes(" /api/support-tickets/:")) return "ticket";
  return null;
}

describe("access matrix", () => {
  it("has exactly one entry for every route Fastify registered", () => {
    const registered = new Set(
      t.app.declaredRoutes.filter((r) => r.method !== "HEAD").map((r) => `${r.method} ${r.url}`),
    );
    const missing = [...registered].filter((key) => !(key in matrix));
    const stale = Object.keys(matrix).filter((key) => !registered.has(key));
    expect(missing, "routes without a matrix entry: decide who may call them").toEqual([]);
    expect(stale, "matrix entries without a route").toEqual([]);
    for (const route of t.app.declaredRoutes.filter((r) => r.method === "HEAD")) {
      const get = `GET ${route.url}`;
      // The API reference answers its HEAD with and without the trailing slash.
      expect(registered.has(get) || registered.has(get.replace(/\/$/, "")), `HEAD ${route.url}`).toBe(true);
    }
  });

  it("declares, in each route's config, the level the matrix says", () => {
    for (const route of t.app.declaredRoutes.filter((r) => r.method !== "HEAD")) {
      const key = `${route.method} ${route.url}`;
      if (key in matrix) expect(route.access, key).toBe(matrix[key]);
    }
  });

  it("passes better-auth exactly the endpoints on its allow-list", async () => {
    for (const endpoint of authPassthroughEndpoints) {
      const [method, path] = endpoint.split(" ") as [string, string];
      const res = await call("anonymous", method, `/api/auth${path}`, method === "POST" ? {} : undefined);
      // Refused for want of a session or a body, but there: better-auth renaming one would show here.
      expect(res.statusCode, endpoint).not.toBe(404);
    }
    const closed = await call("admin", "POST", "/api/auth/admin/set-role", {
      userId: randomUUID(),
      role: "admin",
    });
    expect(closed.statusCode).toBe(404);
  });

  for (const [key, level] of Object.entries(matrix)) {
    it(`${key} (${level}) lets in and turns away the right callers`, async () => {
      const method = key.slice(0, key.indexOf(" "));
      // Random ids: an allowed mutation finds nothing to change (404) and no shared data is touched.
      const url = concreteUrl(key, () => randomUUID());
      for (const caller of callers) {
        const res = await call(caller, method, url, hasBody(method) ? {} : undefined);
        const error = res.headers["content-type"]?.toString().includes("json")
          ? (res.json() as { error?: { code?: string; message?: string } } | null)?.error
          : undefined;
        const refusedByPolicy =
          res.statusCode === 401 || (res.statusCode === 403 && error?.message === POLICY_REFUSAL);
        const expected = roleMayAccess(roleOf[caller], level);
        expect(!refusedByPolicy, `${caller} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(expected);
        if (!expected) expect(res.statusCode, caller).toBe(caller === "anonymous" ? 401 : 403);
      }
    });
  }
});

describe("client A never sees a row of client B", () => {
  const bIds = () => [
    owned.b.passenger!,
    owned.b.trip!,
    owned.b.booking!,
    owned.b.invoice!,
    owned.b.payment!,
    owned.b.ticket!,
    owned.b.request!,
    owned.b.message!,
    clientIds.b,
    sessions.clientB.userId,
  ];

  it("in any list or read without parameters a client may call", async () => {
    const reads = Object.entries(matrix).filter(
      ([key, level]) =>
        key.startsWith("GET ") &&
        !key.includes(":") &&
        !key.includes("*") &&
        key !== "GET /api/realtime" &&
        roleMayAccess("client", level),
    );
    expect(reads.length).toBeGreaterThan(3);
    for (const [key] of reads) {
      const res = await call("clientA", "GET", `${key.slice(4)}?pageSize=200`);
      for (const id of bIds()) expect(res.body, `${key} shows ${id}`).not.toContain(id);
    }
    // The lists do show A's own rows: the check above is not passing on empty answers.
    expect((await call("clientA", "GET", "/api/passengers")).body).toContain(owned.a.passenger);
    expect((await call("clientA", "GET", "/api/trips")).body).toContain(owned.a.trip);
    expect((await call("clientA", "GET", "/api/bookings")).body).toContain(owned.a.booking);
    expect((await call("clientA", "GET", "/api/invoices")).body).toContain(owned.a.invoice);
    expect((await call("clientA", "GET", "/api/payments")).body).toContain(owned.a.payment);
    expect((await call("clientA", "GET", "/api/requests")).body).toContain(owned.a.request);
    expect((await call("clientA", "GET", "/api/chats")).body).toContain(owned.a.request);
    expect((await call("clientA", "GET", "/api/settings/notifications")).json().systemAlerts).toBe(true);
  });

  it("in any read or deletion of one of B's rows by its id", async () => {
    const routes = Object.entries(matrix).filter(
      ([key, level]) =>
        (key.startsWith("GET ") || key.startsWith("DELETE ")) &&
        resourceOf(key) !== null &&
        roleMayAccess("client", level),
    );
    expect(routes.length).toBeGreaterThan(5);
    for (const [key] of routes) {
      const resource = resourceOf(key)!;
      const method = key.slice(0, key.indexOf(" "));
      const url = concreteUrl(key, (_, index) => (index === 0 ? owned.b[resource]! : randomUUID()));
      const res = await call("clientA", method, url);
      expect(res.statusCode, `${key} as A on B's ${resource}`).toBe(404);
      for (const id of bIds()) expect(res.body).not.toContain(id);
    }
    // B's passenger is still there, and A reaches its own.
    const [still] = await t.database.db
      .select()
      .from(passengers)
      .where(eq(passengers.id, owned.b.passenger!));
    expect(still).toBeDefined();
    expect((await call("clientA", "GET", `/api/passengers/${owned.a.passenger}`)).statusCode).toBe(200);
    expect((await call("clientA", "GET", `/api/trips/${owned.a.trip}`)).statusCode).toBe(200);
    expect((await call("clientA", "GET", `/api/bookings/${owned.a.booking}`)).statusCode).toBe(200);
    expect((await call("clientA", "GET", `/api/invoices/${owned.a.invoice}`)).statusCode).toBe(200);
    expect((await call("clientA", "GET", `/api/requests/${owned.a.request}`)).statusCode).toBe(200);
    expect((await call("clientA", "GET", `/api/clients/${clientIds.a}`)).statusCode).toBe(200);
  });
});
