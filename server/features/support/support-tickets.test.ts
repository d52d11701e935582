import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import {
  type Ticket,
  ticketCommentListSchema,
  ticketHistorySchema,
  ticketListSchema,
  ticketSchema,
} from "#domain/support/ticket.schema";
import {
  TRIP_DOCUMENT_MAX_BYTES,
  TRIP_DOCUMENT_TOO_LARGE_MESSAGE,
  TRIP_DOCUMENT_UNSUPPORTED_MESSAGE,
} from "#domain/trip-documents/trip-document-values";
import { storedFiles as files } from "../../db/schema/stored-files";
import type { Viewer } from "../../realtime/hub";
import { withCastApp } from "../../test/cast-app";
import { type FormFile, multipartForm } from "../../test/multipart";
import { PDF, PNG } from "../../test/sample-files";
import { staffViewer } from "../../test/test-app";
import { issues, MISSING_ID, type Session } from "../../test/trip-fixtures";
import { ASSIGN_ADMIN_ONLY, ASSIGNEE_NOT_STAFF } from "./support-tickets.service";

const { t, cast, call } = withCastApp();

let counter = 0;
async function raise(session: Session, fields: Partial<Record<string, string>> = {}): Promise<Ticket> {
  const res = await call(session, "POST", "/api/support-tickets", {
    title: `Cannot open my voucher ${++counter}`,
    ticketType: "document_upload",
    description: "The PDF shows a blank page.",
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(`raise failed: ${res.statusCode} ${res.body}`);
  return ticketSchema.parse(res.json());
}

function attach(session: Session, id: string, file: FormFile, extra: Record<string, string> = {}) {
  const { payload, headers } = multipartForm({}, file);
  return call(session, "PUT", `/api/support-tickets/${id}/attachment`, payload, { ...headers, ...extra });
}

const patch = (session: Session, id: string, body: unknown, headers: Record<string, string> = {}) =>
  call(session, "PATCH", `/api/support-tickets/${id}`, body, headers);

describe("raising a ticket", () => {
  it("opens it for a client user, of their client, with the reporter's name and an ETag", async () => {
    const res = await call(cast.clientA, "POST", "/api/support-tickets", {
      title: "  Login keeps failing  ",
      ticketType: "login_problem",
      description: "Since yesterday.",
    });
    expect(res.statusCode, res.body).toBe(201);
    const ticket = ticketSchema.parse(res.json());
    expect(ticket).toMatchObject({
      title: "Login keeps failing",
      ticketType: "login_problem",
      status: "open",
      clientId: cast.clientA.clientId,
      reporterId: cast.clientA.userId,
      reporterName: "Test client",
      assigneeId: null,
      attachment: null,
      version: 1,
    });
    expect(res.headers.etag).toBe('"1"');
  });

  it("refuses a missing title, an unknown type and a blank description, naming each field", async () => {
    const res = await call(cast.clientA, "POST", "/api/support-tickets", {
      title: "   ",
      ticketType: "complaint",
      description: "",
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toMatchObject({
      "body.title": "Title is required",
      "body.ticketType": "Choose a ticket type from the list",
      "body.description": "Description is required",
    });
  });

  it("refuses a title over 200 characters", async () => {
    const res = await call(cast.agent, "POST", "/api/support-tickets", {
      title: "x".repeat(201),
      ticketType: "custom",
      description: "Long",
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)["body.title"]).toBe("Title must be at most 200 characters");
  });

  it("refuses anonymous callers", async () => {
    const res = await call(null, "POST", "/api/support-tickets", {
      title: "x",
      ticketType: "custom",
      description: "y",
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("who sees which tickets", () => {
  it("shows a client only their client's tickets, staff every ticket; others' answer 404", async () => {
    const a = await raise(cast.clientA);
    const b = await raise(cast.clientB);
    const staff = await raise(cast.agent);
    const listA = ticketListSchema.parse(
      (await call(cast.clientA, "GET", "/api/support-tickets?pageSize=200")).json(),
    );
    const idsA = listA.items.map((i) => i.id);
    expect(idsA).toContain(a.id);
    expect(idsA).not.toContain(b.id);
    expect(idsA).not.toContain(staff.id);
    const all = ticketListSchema.parse(
      (await call(cast.admin, "GET", "/api/support-tickets?pageSize=200")).json(),
    );
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining([a.id, b.id, staff.id]));
    for (const path of ["", "/comments", "/history", "/attachment"]) {
      const res = await call(cast.clientA, "GET", `/api/support-tickets/${b.id}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain(b.id);
    }
    expect(
      (await call(cast.clientA, "POST", `/api/support-tickets/${b.id}/comments`, { body: "hi" })).statusCode,
    ).toBe(404);
    expect((await attach(cast.clientA, b.id, { name: "x.pdf", content: PDF })).statusCode).toBe(404);
  });

  it("lets a client user of no client see the tickets they raised, and only those", async () => {
    const own = await raise(cast.clientless);
    expect(own.clientId).toBeNull();
    const list = ticketListSchema.parse(
      (await call(cast.clientless, "GET", "/api/support-tickets?pageSize=200")).json(),
    );
    expect(list.items.map((i) => i.id)).toEqual([own.id]);
    expect((await call(cast.clientless, "GET", `/api/support-tickets/${own.id}`)).statusCode).toBe(200);
  });

  it("answers 404 for a ticket that does not exist and 400 for a malformed id", async () => {
    expect((await call(cast.admin, "GET", `/api/support-tickets/${MISSING_ID}`)).statusCode).toBe(404);
    const bad = await call(cast.admin, "GET", "/api/support-tickets/not-a-uuid");
    expect(bad.statusCode).toBe(400);
    expect(issues(bad)["params.id"]).toBe("Not a valid ticket id");
  });
});

describe("the list", () => {
  it("searches title and description, filters by status and type, sorts and pages", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const first = await raise(cast.agent, { title: `Alpha ${tag}`, ticketType: "payment_issue" });
    const second = await raise(cast.agent, {
      title: "Beta",
      description: `Card refused ${tag}`,
      ticketType: "technical_issue",
    });
    await patch(cast.agent, second.id, { status: "resolved" });
    const search = (q: string) =>
      call(cast.agent, "GET", `/api/support-tickets?search=${encodeURIComponent(q)}`);
    const both = ticketListSchema.parse((await search(tag)).json());
    expect(both.items.map((i) => i.id).sort()).toEqual([first.id, second.id].sort());
    expect(both.total).toBe(2);
    const resolved = ticketListSchema.parse(
      (await call(cast.agent, "GET", `/api/support-tickets?search=${tag}&status=resolved`)).json(),
    );
    expect(resolved.items.map((i) => i.id)).toEqual([second.id]);
    const payment = ticketListSchema.parse(
      (await call(cast.agent, "GET", `/api/support-tickets?search=${tag}&type=payment_issue`)).json(),
    );
    expect(payment.items.map((i) => i.id)).toEqual([first.id]);
    const byTitle = ticketListSchema.parse(
      (
        await call(
          cast.agent,
          "GET",
          `/api/support-tickets?search=${tag}&sort=title&direction=asc&pageSize=1&page=2`,
        )
      ).json(),
    );
    expect(byTitle).toMatchObject({ total: 2, items: [{ id: second.id }] });
  });

  it("refuses an unknown status, type or sort, naming the parameter", async () => {
    const res = await call(cast.agent, "GET", "/api/support-tickets?status=closed&type=x&sort=colour");
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issues(res)).sort()).toEqual(["query.sort", "query.status", "query.type"]);
  });
});

describe("status and assignee", () => {
  it("lets staff move the status, with If-Match, and records it in the history", async () => {
    const ticket = await raise(cast.clientA);
    const res = await patch(cast.agent, ticket.id, { status: "pending" }, { "if-match": '"1"' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "pending", version: 2 });
    expect(res.headers.etag).toBe('"2"');
    const stale = await patch(cast.agent, ticket.id, { status: "resolved" }, { "if-match": '"1"' });
    expect(stale.statusCode).toBe(412);
    const history = ticketHistorySchema.parse(
      (await call(cast.clientA, "GET", `/api/support-tickets/${ticket.id}/history`)).json(),
    );
    expect(history.items.map((h) => h.action)).toEqual(["create", "update"]);
    expect(history.items[1]?.summary).toContain("status Pending");
  });

  it("lets exactly one of many changes from the same version through; the rest answer 412", async () => {
    const ticket = await raise(cast.clientA);
    const statuses = ["pending", "resolved", "pending", "resolved", "pending", "resolved"];
    const answers = await Promise.all(
      statuses.map((status) => patch(cast.agent, ticket.id, { status }, { "if-match": '"1"' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 412, 412, 412, 412, 412]);
    const history = ticketHistorySchema.parse(
      (await call(cast.agent, "GET", `/api/support-tickets/${ticket.id}/history`)).json(),
    );
    expect(history.items.filter((h) => h.action === "update")).toHaveLength(1);
  });

  it("refuses a client changing the status, even of their own ticket", async () => {
    const ticket = await raise(cast.clientA);
    const res = await patch(cast.clientA, ticket.id, { status: "resolved" });
    expect(res.statusCode).toBe(403);
    expect((await call(cast.agent, "GET", `/api/support-tickets/${ticket.id}`)).json().status).toBe("open");
  });

  it("lets only admins assign, and only to staff", async () => {
    const ticket = await raise(cast.clientA);
    const agentTry = await patch(cast.agent, ticket.id, { assigneeId: cast.agent.userId });
    expect(agentTry.statusCode).toBe(403);
    expect(agentTry.json().error.message).toBe(ASSIGN_ADMIN_ONLY);
    const toClient = await patch(cast.admin, ticket.id, { assigneeId: cast.clientB.userId });
    expect(toClient.statusCode).toBe(400);
    expect(issues(toClient)["body.assigneeId"]).toBe(ASSIGNEE_NOT_STAFF);
    const toNobody = await patch(cast.admin, ticket.id, { assigneeId: MISSING_ID });
    expect(issues(toNobody)["body.assigneeId"]).toBe(ASSIGNEE_NOT_STAFF);
    const ok = await patch(cast.admin, ticket.id, { assigneeId: cast.agent.userId });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ assigneeId: cast.agent.userId, assigneeName: "Test agent" });
    const cleared = await patch(cast.admin, ticket.id, { assigneeId: null });
    expect(cleared.json()).toMatchObject({ assigneeId: null, assigneeName: null });
  });

  it("refuses an empty change and a bad status, naming the field", async () => {
    const ticket = await raise(cast.clientA);
    const empty = await patch(cast.agent, ticket.id, {});
    expect(empty.statusCode).toBe(400);
    expect(issues(empty)["body.status"]).toBe("Send a status or an assignee");
    const bad = await patch(cast.agent, ticket.id, { status: "closed" });
    expect(issues(bad)["body.status"]).toBe("Choose a status from the list");
    const badId = await patch(cast.admin, ticket.id, { assigneeId: "someone" });
    expect(issues(badId)["body.assigneeId"]).toBe("Choose an assignee from the list");
  });
});

describe("comments", () => {
  it("lets the reporter and staff comment, oldest first, and refuses a blank comment", async () => {
    const ticket = await raise(cast.clientA);
    const first = await call(cast.clientA, "POST", `/api/support-tickets/${ticket.id}/comments`, {
      body: " Any news? ",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      body: "Any news?",
      authorId: cast.clientA.userId,
      authorName: "Test client",
    });
    expect(
      (await call(cast.agent, "POST", `/api/support-tickets/${ticket.id}/comments`, { body: "On it." }))
        .statusCode,
    ).toBe(201);
    const blank = await call(cast.clientA, "POST", `/api/support-tickets/${ticket.id}/comments`, {
      body: "   ",
    });
    expect(blank.statusCode).toBe(400);
    expect(issues(blank)["body.body"]).toBe("Comment is required");
    const list = ticketCommentListSchema.parse(
      (await call(cast.clientA, "GET", `/api/support-tickets/${ticket.id}/comments`)).json(),
    );
    expect(list.items.map((c) => c.body)).toEqual(["Any news?", "On it."]);
    const history = ticketHistorySchema.parse(
      (await call(cast.agent, "GET", `/api/support-tickets/${ticket.id}/history`)).json(),
    );
    expect(history.items.filter((h) => h.action === "comment")).toHaveLength(2);
  });
});

describe("attachment", () => {
  const storedFiles = async () =>
    (
      await t.database.db
        .select({ key: files.key })
        .from(files)
        .where(eq(files.kind, "ticket-attachments"))
        .orderBy(files.key)
    ).map((row) => row.key);

  it("stores a PDF by content, downloads it for those who see the ticket, and replaces it", async () => {
    const ticket = await raise(cast.clientA);
    const before = await storedFiles();
    const res = await attach(cast.clientA, ticket.id, { name: "screen.pdf", content: PDF });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attachment).toEqual({
      fileName: "screen.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF.length,
    });
    const download = await call(cast.agent, "GET", `/api/support-tickets/${ticket.id}/attachment`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toContain('filename="screen.pdf"');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const replaced = await attach(
      cast.agent,
      ticket.id,
      { name: "shot.png", content: PNG },
      { "if-match": '"2"' },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().attachment.contentType).toBe("image/png");
    // The first file went once the second was recorded: one file for the ticket, as after the first upload.
    expect(await storedFiles()).toHaveLength(before.length + 1);
  });

  it("refuses a file that is not a PDF, PNG or JPEG by its content, whatever its name", async () => {
    const ticket = await raise(cast.clientA);
    const res = await attach(cast.clientA, ticket.id, {
      name: "virus.pdf",
      content: Buffer.from("MZ\x90\x00 not a pdf"),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(TRIP_DOCUMENT_UNSUPPORTED_MESSAGE);
    expect(
      (await call(cast.clientA, "GET", `/api/support-tickets/${ticket.id}`)).json().attachment,
    ).toBeNull();
  });

  it("refuses a file over 10 MB with a 413", async () => {
    const ticket = await raise(cast.clientA);
    const big = Buffer.alloc(TRIP_DOCUMENT_MAX_BYTES + 1, 0x20);
    PDF.copy(big);
    const res = await attach(cast.clientA, ticket.id, { name: "big.pdf", content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(TRIP_DOCUMENT_TOO_LARGE_MESSAGE);
  });

  it("asks for the file in the field `file`, and for multipart", async () => {
    const ticket = await raise(cast.clientA);
    const wrongField = await attach(cast.clientA, ticket.id, {
      name: "a.pdf",
      content: PDF,
      field: "upload",
    });
    expect(wrongField.statusCode).toBe(400);
    expect(issues(wrongField)["body.file"]).toBe("Attach a file");
    const json = await call(cast.clientA, "PUT", `/api/support-tickets/${ticket.id}/attachment`, {
      file: "x",
    });
    expect(json.statusCode).toBe(415);
  });

  it("answers 404 for the download of a ticket without an attachment", async () => {
    const ticket = await raise(cast.clientA);
    const res = await call(cast.clientA, "GET", `/api/support-tickets/${ticket.id}/attachment`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("This ticket has no attachment");
  });
});

describe("realtime", () => {
  function listen(viewer: Viewer) {
    const events: RealtimeEvent[] = [];
    const stop = t.ctx.hub.subscribe({ viewer, send: (event) => events.push(event) });
    return { events, stop };
  }

  it("tells a client's ticket to its client and staff, never to another client", async () => {
    const staff = listen(staffViewer);
    const a = listen({ userId: cast.clientA.userId, staff: false, clientId: cast.clientA.clientId });
    const b = listen({ userId: cast.clientB.userId, staff: false, clientId: cast.clientB.clientId });
    try {
      const ticket = await raise(cast.clientA);
      await patch(cast.agent, ticket.id, { status: "pending" });
      const expected = { topic: "tickets", id: ticket.id, op: "update" };
      await expect.poll(() => a.events).toContainEqual(expected);
      await expect.poll(() => staff.events).toContainEqual(expected);
      expect(b.events.filter((e) => e.topic === "tickets")).toEqual([]);
    } finally {
      staff.stop();
      a.stop();
      b.stop();
    }
  });

  it("tells a staff member's ticket to staff and its reporter only", async () => {
    const a = listen({ userId: cast.clientA.userId, staff: false, clientId: cast.clientA.clientId });
    const reporter = listen({ userId: cast.agent.userId, staff: false, clientId: null });
    try {
      const ticket = await raise(cast.agent);
      await expect
        .poll(() => reporter.events)
        .toContainEqual({ topic: "tickets", id: ticket.id, op: "insert" });
      expect(a.events.filter((e) => e.topic === "tickets")).toEqual([]);
    } finally {
      a.stop();
      reporter.stop();
    }
  });
});
