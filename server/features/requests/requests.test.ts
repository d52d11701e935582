import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import { type RequestRecord, requestSchema } from "#domain/requests/request.schema";
import { users } from "../../db/schema/auth";
import { clients } from "../../db/schema/clients";
import { withCastApp } from "../../test/cast-app";
import { clientViewer, listenAs } from "../../test/hub-listeners";
import { staffViewer } from "../../test/test-app";
import { issues, MISSING_ID, makeTrip, type Session } from "../../test/trip-fixtures";

const { t, cast, call } = withCastApp();
let tripA: string;
let tripB: string;
let agentName: string;

beforeAll(async () => {
  tripA = await makeTrip(t, cast.clientA.clientId, "Alpha in Lisbon");
  tripB = await makeTrip(t, cast.clientB.clientId, "Beta in Rome");
  await t.database.db.update(users).set({ name: "Ana Agent" }).where(eq(users.id, cast.agent.userId));
  agentName = "Ana Agent";
});

async function file(session: Session, body: Record<string, unknown>): Promise<RequestRecord> {
  const res = await call(session, "POST", "/api/requests", body);
  if (res.statusCode !== 201) throw new Error(`filing failed: ${res.statusCode} ${res.body}`);
  return requestSchema.parse(res.json());
}

const patch = (session: Session, id: string, body: unknown, version?: number) =>
  call(session, "PATCH", `/api/requests/${id}`, body, version ? { "if-match": `"${version}"` } : {});

async function history(session: Session, id: string): Promise<string[]> {
  const res = await call(session, "GET", `/api/requests/${id}/history`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { summary: string }[] }).items.map((item) => item.summary);
}

describe("filing a request", () => {
  it("lets a client user file for their own client, about one of their trips, starting open", async () => {
    const created = await file(cast.clientA, {
      category: "date_change",
      details: "  Move us one week later  ",
      tripId: tripA,
    });
    expect(created).toMatchObject({
      clientId: cast.clientA.clientId,
      clientName: "Alpha Travellers",
      category: "date_change",
      details: "Move us one week later",
      status: "open",
      tripId: tripA,
      tripTitle: "Alpha in Lisbon",
      assigneeId: null,
      version: 1,
    });
    expect(await history(cast.clientA, created.id)).toEqual([
      "Date change request filed for Alpha Travellers about trip “Alpha in Lisbon”",
    ]);
  });

  it("lets staff file for the client they name", async () => {
    const created = await file(cast.agent, {
      clientId: cast.clientB.clientId,
      category: "new_trip",
      details: "Ten days in Japan",
    });
    expect(created).toMatchObject({ clientId: cast.clientB.clientId, tripId: null, status: "open" });
  });

  it("refuses what a request cannot be, naming the field", async () => {
    const cases: [Session, Record<string, unknown>, string, number][] = [
      [cast.clientA, { category: "support", details: "   " }, "body.details", 400],
      [cast.clientA, { category: "holiday", details: "x" }, "body.category", 400],
      [cast.clientA, { details: "x" }, "body.category", 400],
      [cast.clientA, { category: "support", details: "x".repeat(4001) }, "body.details", 400],
      [cast.clientA, { category: "support", details: "x", tripId: "nope" }, "body.tripId", 400],
      [cast.agent, { category: "support", details: "x" }, "body.clientId", 400],
      [cast.agent, { clientId: MISSING_ID, category: "support", details: "x" }, "body.clientId", 400],
    ];
    for (const [session, body, field, status] of cases) {
      const res = await call(session, "POST", "/api/requests", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(Object.keys(issues(res)), JSON.stringify(body)).toContain(field);
    }
  });

  it("refuses a trip of another client, for client users and staff alike", async () => {
    const asClient = await call(cast.clientA, "POST", "/api/requests", {
      category: "cancel_trip",
      details: "Cancel it",
      tripId: tripB,
    });
    expect(asClient.statusCode).toBe(400);
    // The client never learns whose it is.
    expect(issues(asClient)["body.tripId"]).toBe("Trip not found");
    const asStaff = await call(cast.agent, "POST", "/api/requests", {
      clientId: cast.clientA.clientId,
      category: "cancel_trip",
      details: "Cancel it",
      tripId: tripB,
    });
    expect(asStaff.statusCode).toBe(400);
    expect(issues(asStaff)["body.tripId"]).toBe("Choose one of Alpha Travellers's trips");
  });

  it("answers 404 when a client user names another client, 403 without a client, 401 signed out", async () => {
    const other = await call(cast.clientA, "POST", "/api/requests", {
      clientId: cast.clientB.clientId,
      category: "support",
      details: "x",
    });
    expect(other.statusCode).toBe(404);
    const clientless = await call(cast.clientless, "POST", "/api/requests", {
      category: "support",
      details: "x",
    });
    expect(clientless.statusCode).toBe(403);
    const anonymous = await call(null, "POST", "/api/requests", { category: "support", details: "x" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses an archived client", async () => {
    const [archived] = await t.database.db
      .insert(clients)
      .values({ name: "Gone Ltd", archivedAt: new Date() })
      .returning({ id: clients.id });
    const res = await call(cast.agent, "POST", "/api/requests", {
      clientId: archived!.id,
      category: "support",
      details: "x",
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)["body.clientId"]).toMatch(/archived/);
  });
});

describe("reading requests", () => {
  let mine: RequestRecord;
  let theirs: RequestRecord;

  beforeAll(async () => {
    mine = await file(cast.clientA, { category: "add_service", details: "Zebra safari add-on" });
    theirs = await file(cast.clientB, { category: "add_service", details: "Zebra museum tickets" });
  });

  it("shows a client user only their client's, in the list, by id and in the history", async () => {
    const list = await call(cast.clientA, "GET", "/api/requests?search=zebra");
    expect(list.json().items.map((r: RequestRecord) => r.id)).toEqual([mine.id]);
    expect(list.json().total).toBe(1);
    // Filtering by another client changes nothing: the scope is the client's own.
    const asked = await call(cast.clientA, "GET", `/api/requests?clientId=${cast.clientB.clientId}`);
    expect(asked.json().total).toBe(0);
    for (const url of [`/api/requests/${theirs.id}`, `/api/requests/${theirs.id}/history`]) {
      const res = await call(cast.clientA, "GET", url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(theirs.id);
    }
    expect((await call(cast.clientless, "GET", "/api/requests")).json()).toEqual({ items: [], total: 0 });
  });

  it("answers one request with its version as the ETag, and 404 for none", async () => {
    const res = await call(cast.clientA, "GET", `/api/requests/${mine.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(res.json()).toMatchObject({ id: mine.id, clientName: "Alpha Travellers", assigneeName: null });
    expect((await call(cast.agent, "GET", `/api/requests/${MISSING_ID}`)).statusCode).toBe(404);
    expect((await call(cast.agent, "GET", "/api/requests/not-an-id")).statusCode).toBe(400);
  });

  it("searches the details without accents or case, and filters, sorts and pages", async () => {
    const staffSearch = await call(cast.agent, "GET", "/api/requests?search=ZÈBRA");
    expect(new Set(staffSearch.json().items.map((r: RequestRecord) => r.id))).toEqual(
      new Set([mine.id, theirs.id]),
    );
    const byClient = await call(
      cast.agent,
      "GET",
      `/api/requests?search=zebra&clientId=${cast.clientB.clientId}`,
    );
    expect(byClient.json().items.map((r: RequestRecord) => r.id)).toEqual([theirs.id]);
    const byCategory = await call(cast.agent, "GET", "/api/requests?category=new_trip");
    expect(byCategory.json().items.every((r: RequestRecord) => r.category === "new_trip")).toBe(true);
    expect(byCategory.json().total).toBeGreaterThan(0);
    const all = (await call(cast.agent, "GET", "/api/requests?pageSize=200")).json();
    const oldestFirst = (await call(cast.agent, "GET", "/api/requests?pageSize=200&order=asc")).json();
    expect(oldestFirst.items.map((r: RequestRecord) => r.id)).toEqual(
      [...all.items].reverse().map((r: RequestRecord) => r.id),
    );
    const pageOne = (await call(cast.agent, "GET", "/api/requests?pageSize=2&page=1")).json();
    const pageTwo = (await call(cast.agent, "GET", "/api/requests?pageSize=2&page=2")).json();
    expect(pageOne.total).toBe(all.total);
    expect([...pageOne.items, ...pageTwo.items].map((r: RequestRecord) => r.id)).toEqual(
      all.items.slice(0, 4).map((r: RequestRecord) => r.id),
    );
    const past = (await call(cast.agent, "GET", "/api/requests?page=999")).json();
    expect(past).toEqual({ items: [], total: all.total });
    const byCategoryName = (
      await call(cast.agent, "GET", "/api/requests?sort=category&order=asc&pageSize=200")
    )
      .json()
      .items.map((r: RequestRecord) => r.category);
    expect(byCategoryName).toEqual([...byCategoryName].sort());
  });

  it("refuses bad list parameters, naming them", async () => {
    for (const query of ["status=closed", "category=x", "sort=title", "order=up", "assigneeId=1", "page=0"]) {
      const res = await call(cast.agent, "GET", `/api/requests?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(issues(res)), query).toContain(`query.${query.slice(0, query.indexOf("="))}`);
    }
  });
});

describe("working a request", () => {
  it("lets staff assign, move the status and link a trip, each change in the history, newest first", async () => {
    const created = await file(cast.clientA, { category: "support", details: "Lost my tickets" });
    const assigned = await patch(cast.admin, created.id, { assigneeId: cast.agent.userId }, 1);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.headers.etag).toBe('"2"');
    expect(assigned.json()).toMatchObject({ assigneeId: cast.agent.userId, assigneeName: agentName });
    const moved = await patch(cast.agent, created.id, { status: "in_progress", tripId: tripA }, 2);
    expect(moved.json()).toMatchObject({
      status: "in_progress",
      tripId: tripA,
      tripTitle: "Alpha in Lisbon",
    });
    const resolved = await patch(cast.agent, created.id, {
      status: "resolved",
      assigneeId: null,
      tripId: null,
    });
    expect(resolved.json()).toMatchObject({ status: "resolved", assigneeId: null, tripId: null, version: 4 });
    const lines = await history(cast.clientA, created.id);
    expect(lines).toHaveLength(7);
    expect(lines.at(-1)).toBe("Support request filed for Alpha Travellers");
    expect(lines.at(-2)).toBe(`Assigned to ${agentName}`);
    expect(lines.slice(3, 5).sort()).toEqual([
      "Linked to trip “Alpha in Lisbon”",
      "Status: Open → In progress",
    ]);
    expect(lines.slice(0, 3).sort()).toEqual([
      "Status: In progress → Resolved",
      "Unassigned",
      "Unlinked from trip “Alpha in Lisbon”",
    ]);
    // The list filters by assignee.
    await patch(cast.agent, created.id, { assigneeId: cast.agent.userId });
    const mineToWork = (
      await call(cast.agent, "GET", `/api/requests?assigneeId=${cast.agent.userId}`)
    ).json();
    expect(mineToWork.items.map((r: RequestRecord) => r.id)).toContain(created.id);
  });

  it("writes nothing when nothing differs", async () => {
    const created = await file(cast.clientA, { category: "support", details: "Same" });
    const res = await patch(cast.agent, created.id, { status: "open" });
    expect(res.json().version).toBe(1);
    expect(await history(cast.agent, created.id)).toHaveLength(1);
  });

  it("lets exactly one of many changes from the same version through", async () => {
    const created = await file(cast.clientA, { category: "support", details: "Many hands" });
    const statuses = [
      "in_progress",
      "resolved",
      "in_progress",
      "resolved",
      "in_progress",
      "resolved",
    ] as const;
    const answers = await Promise.all(statuses.map((status) => patch(cast.agent, created.id, { status }, 1)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 412, 412, 412, 412, 412]);
    const after = (await call(cast.agent, "GET", `/api/requests/${created.id}`)).json();
    expect(after.version).toBe(2);
    expect(await history(cast.agent, created.id)).toHaveLength(2);
  });

  it("refuses a stale version with 412 and the record as it is now", async () => {
    const created = await file(cast.clientA, { category: "support", details: "Race" });
    await patch(cast.agent, created.id, { status: "in_progress" }, 1);
    const stale = await patch(cast.admin, created.id, { status: "resolved" }, 1);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.details.current.status).toBe("in_progress");
  });

  it("refuses a client user (403), a non-staff assignee, another client's trip and an empty change", async () => {
    const created = await file(cast.clientA, { category: "support", details: "Rules" });
    expect((await patch(cast.clientA, created.id, { status: "resolved" })).statusCode).toBe(403);
    const clientAssignee = await patch(cast.agent, created.id, { assigneeId: cast.clientA.userId });
    expect(clientAssignee.statusCode).toBe(400);
    expect(issues(clientAssignee)["body.assigneeId"]).toBe("Choose an agent or an admin");
    const missingAssignee = await patch(cast.agent, created.id, { assigneeId: MISSING_ID });
    expect(issues(missingAssignee)["body.assigneeId"]).toBe("Choose an agent or an admin");
    const otherTrip = await patch(cast.agent, created.id, { tripId: tripB });
    expect(otherTrip.statusCode).toBe(400);
    expect(issues(otherTrip)["body.tripId"]).toBe("Choose one of Alpha Travellers's trips");
    const empty = await patch(cast.agent, created.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/status, the assignee or the trip/);
    const badStatus = await patch(cast.agent, created.id, { status: "closed" });
    expect(Object.keys(issues(badStatus))).toContain("body.status");
    const badIfMatch = await call(
      cast.agent,
      "PATCH",
      `/api/requests/${created.id}`,
      { status: "open" },
      { "if-match": "x" },
    );
    expect(badIfMatch.statusCode).toBe(400);
    expect((await patch(cast.agent, MISSING_ID, { status: "open" })).statusCode).toBe(404);
    const unchanged = (await call(cast.agent, "GET", `/api/requests/${created.id}`)).json();
    expect(unchanged).toMatchObject({ status: "open", assigneeId: null, tripId: null, version: 1 });
  });

  it("tells the request's client and staff after each change, and no other client", async () => {
    const { heard, stop } = listenAs(t, {
      staff: staffViewer,
      a: clientViewer(cast.clientA),
      b: clientViewer(cast.clientB),
    });
    try {
      const created = await file(cast.clientA, { category: "support", details: "Live" });
      await patch(cast.agent, created.id, { status: "resolved" });
      const expected = [
        { topic: "requests", id: created.id, op: "insert" },
        { topic: "requests", id: created.id, op: "update" },
      ];
      const ofIt = (events: RealtimeEvent[]) => events.filter((e) => e.id === created.id);
      await vi.waitFor(() => expect(ofIt(heard.staff)).toEqual(expected), { timeout: 10_000 });
      await vi.waitFor(() => expect(ofIt(heard.a)).toEqual(expected), { timeout: 10_000 });
      expect(ofIt(heard.b)).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe("the assignee picker", () => {
  it("lists admins and agents by name for staff, never clients or banned staff", async () => {
    const banned = await t.signInAs("agent");
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.userId));
    const res = await call(cast.agent, "GET", "/api/users/assignees");
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; name: string; role: string }[];
    const ids = items.map((item) => item.id);
    expect(ids).toContain(cast.agent.userId);
    expect(ids).toContain(cast.admin.userId);
    expect(ids).not.toContain(cast.clientA.userId);
    expect(ids).not.toContain(banned.userId);
    expect(items.every((item) => item.role === "admin" || item.role === "agent")).toBe(true);
    const names = items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await call(cast.clientA, "GET", "/api/users/assignees")).statusCode).toBe(403);
  });
});
