import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type ClientLastContact, clientLastContactSchema } from "#domain/clients/client-contact.schema";
import { pageOf } from "#domain/pagination.schema";
import { requestListItemSchema } from "#domain/requests/request.schema";
import { ticketListSchema } from "#domain/support/ticket.schema";
import { clientUserScope, staffScope } from "../../access/client-scope";
import { users } from "../../db/schema/auth";
import { withCastApp } from "../../test/cast-app";
import { MISSING_ID, makeTrip, type Session } from "../../test/trip-fixtures";
import { readLastContact } from "./client-last-contact.query";

// The client page's "last contact", and the two lists its Requests & tickets tab reads with a client filter.

const { t, cast, call } = withCastApp();
let tripA: string;

beforeAll(async () => {
  tripA = await makeTrip(t, cast.clientA.clientId, "Alpha in Lisbon");
  await t.database.db.update(users).set({ name: "Chris Client" }).where(eq(users.id, cast.clientA.userId));
  await t.database.db.update(users).set({ name: "Ana Agent" }).where(eq(users.id, cast.agent.userId));
});

async function post<T>(session: Session, url: string, body: unknown): Promise<T> {
  const res = await call(session, "POST", url, body);
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

async function lastContact(clientId: string): Promise<ClientLastContact["lastContact"]> {
  const res = await call(cast.agent, "GET", `/api/clients/${clientId}/last-contact`);
  expect(res.statusCode, res.body).toBe(200);
  return clientLastContactSchema.parse(res.json()).lastContact;
}

describe("GET /api/clients/:id/last-contact", () => {
  it("is null for a client nobody has been in contact with", async () => {
    expect(await lastContact(cast.clientA.clientId)).toBeNull();
  });

  it("follows the latest request, chat message, ticket and comment, saying who and about what", async () => {
    const a = cast.clientA.clientId;
    const request = await post<{ id: string }>(cast.clientA, "/api/requests", {
      category: "date_change",
      details: "Move us a week later",
    });
    expect(await lastContact(a)).toMatchObject({
      kind: "request",
      byName: "Chris Client",
      subject: "date_change",
      requestId: request.id,
      tripId: null,
      ticketId: null,
    });

    await post(cast.agent, `/api/chats/request/${request.id}/messages`, {
      message: "Done, see the new dates.",
    });
    expect(await lastContact(a)).toMatchObject({
      kind: "request_message",
      byName: "Ana Agent",
      subject: "date_change",
      requestId: request.id,
    });

    await post(cast.clientA, `/api/chats/trip/${tripA}/messages`, { message: "Thanks!" });
    expect(await lastContact(a)).toMatchObject({
      kind: "trip_message",
      byName: "Chris Client",
      subject: "Alpha in Lisbon",
      tripId: tripA,
      requestId: null,
    });

    const ticket = await post<{ id: string }>(cast.clientA, "/api/support-tickets", {
      title: "Cannot open my voucher",
      ticketType: "document_upload",
      description: "The PDF shows a blank page.",
    });
    const opened = await lastContact(a);
    expect(opened).toMatchObject({ kind: "ticket", subject: "Cannot open my voucher", ticketId: ticket.id });
    expect(Date.parse(opened!.at)).not.toBeNaN();

    await post(cast.agent, `/api/support-tickets/${ticket.id}/comments`, { body: "Sent again." });
    expect(await lastContact(a)).toMatchObject({
      kind: "ticket_comment",
      byName: "Ana Agent",
      subject: "Cannot open my voucher",
      ticketId: ticket.id,
    });
    // Client B's own contact does not show on A, nor A's on B.
    expect(await lastContact(cast.clientB.clientId)).toBeNull();
  });

  it("is staff only: a client user gets nothing, for another client or their own", async () => {
    for (const session of [cast.clientA, cast.clientB, cast.clientless]) {
      for (const id of [cast.clientA.clientId, cast.clientB.clientId]) {
        const res = await call(session, "GET", `/api/clients/${id}/last-contact`);
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain("voucher");
      }
    }
    expect((await call(null, "GET", `/api/clients/${cast.clientA.clientId}/last-contact`)).statusCode).toBe(
      401,
    );
    expect(
      (await call(cast.admin, "GET", `/api/clients/${cast.clientA.clientId}/last-contact`)).statusCode,
    ).toBe(200);
    expect((await call(cast.agent, "GET", `/api/clients/${MISSING_ID}/last-contact`)).statusCode).toBe(404);
    expect((await call(cast.agent, "GET", "/api/clients/nope/last-contact")).statusCode).toBe(400);
  });

  it("reads through the caller's scope: another client's scope finds no such client", async () => {
    const a = cast.clientA.clientId;
    const other = clientUserScope(cast.clientB.userId, cast.clientB.clientId);
    await expect(readLastContact(t.database.db, other, a)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const own = await readLastContact(t.database.db, clientUserScope(cast.clientA.userId, a), a);
    const staff = await readLastContact(t.database.db, staffScope(cast.agent.userId), a);
    expect(own).toEqual(staff);
    expect(staff.lastContact?.kind).toBe("ticket_comment");
  });
});

describe("the client's requests and tickets, for its Requests & tickets tab", () => {
  it("lists a client's requests with their last activity: a chat message counts", async () => {
    const b = cast.clientB.clientId;
    const request = await post<{ id: string; updatedAt: string }>(cast.clientB, "/api/requests", {
      category: "new_trip",
      details: "Somewhere warm in March",
    });
    const read = async () => {
      const res = await call(cast.agent, "GET", `/api/requests?clientId=${b}`);
      expect(res.statusCode, res.body).toBe(200);
      return pageOf(requestListItemSchema).parse(res.json());
    };
    const before = await read();
    expect(before.items.map((r) => r.id)).toEqual([request.id]);
    expect(before.items[0]!.lastActivityAt).toBe(request.updatedAt);
    await post(cast.agent, `/api/chats/request/${request.id}/messages`, { message: "Canaries?" });
    const after = await read();
    expect(Date.parse(after.items[0]!.lastActivityAt)).toBeGreaterThan(Date.parse(request.updatedAt));
  });

  it("filters tickets by client for staff, each with its last activity: a comment counts", async () => {
    const b = cast.clientB.clientId;
    const ticket = await post<{ id: string; createdAt: string }>(cast.clientB, "/api/support-tickets", {
      title: "Invoice address wrong",
      ticketType: "payment_issue",
      description: "Please use the office address.",
    });
    const read = async (session: Session, clientId: string) => {
      const res = await call(session, "GET", `/api/support-tickets?clientId=${clientId}`);
      expect(res.statusCode, res.body).toBe(200);
      return ticketListSchema.parse(res.json());
    };
    const before = await read(cast.agent, b);
    expect(before.items.map((i) => i.title)).toEqual(["Invoice address wrong"]);
    await post(cast.agent, `/api/support-tickets/${ticket.id}/comments`, { body: "Changed." });
    const after = await read(cast.agent, b);
    expect(Date.parse(after.items[0]!.lastActivityAt)).toBeGreaterThan(
      Date.parse(before.items[0]!.lastActivityAt),
    );
    // A's tickets stay A's; a client user naming another client's id still sees only their own: nothing.
    expect((await read(cast.agent, cast.clientA.clientId)).items.map((i) => i.title)).toEqual([
      "Cannot open my voucher",
    ]);
    expect(await read(cast.clientA, b)).toEqual({ items: [], total: 0 });
  });
});
