// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the cases are source text the checker reads, "${" included
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkKernel, readDebt, violationsIn } from "./check-kernel.mjs";

const root = resolve(import.meta.dirname, "..");
const rulesIn = (text: string, file = "server/features/things/things.service.ts") =>
  violationsIn(text, file).map((v: { rule: string }) => v.rule);

describe("check-kernel", () => {
  it.each([
    [
      "a publish after commit",
      "await ctx.hub.publish({ topic: topics.trips, id, op, audience });",
      ["publish"],
    ],
    [
      "a notify by hand",
      "await tx.execute(sql`select pg_notify('itinera_events', ${payload})`);",
      ["notify"],
    ],
    ["a cast of raw rows", "const result = (await tx.execute(q)) as unknown as { rows: Row[] };", ["cast"]],
    ["an audit row by hand", "await writeAudit(tx, { userId, action, entity, summary });", ["audit"]],
    ["a transaction by hand", "return db.transaction(async (tx) => {", ["transaction"]],
    ["a fake staff scope", "const STAFF = { staff: true } as const;", ["scope"]],
    ["a client condition from a scope", "sql`and i.client_id = ${scope.clientId}`", ["scope"]],
    ["a scope parameter made by hand", "const clientId = scope.staff ? null : scope.clientId;", ["scope"]],
    ["a scope value pushed by hand", "if (!scope.staff) values.push(scope.clientId);", ["scope"]],
    ["a user's client looked up by hand", "where(eq(clients.userId, user.id))", ["scope"]],
    ["a version moved by hand", "update trips set version = version + 1 where id = ${id}", ["version"]],
    ["a numbered parameter", "conditions.push(`name ilike $${values.length}`);", ["parameters"]],
    ["a raw row type", "type Rows<T> = { rows: T[] };", ["rowsType"]],
    ["a multipart parser of a feature's own", 'import multipart from "@fastify/multipart";', ["upload"]],
    ["a file read by hand", "const file = await request.file();", ["upload"]],
    ["today in UTC", "const today = new Date().toISOString().slice(0, 10);", ["today"]],
    ["today in the database's zone", "sql`where due_date < current_date`", ["today"]],
    [
      "the kernel's way",
      "await ctx.kernel.mutate(user, async (change) => { await change.audit(entry); change.emit(event); });",
      [],
    ],
    [
      "a scope turned into SQL by the access module",
      "where(and(eq(trips.id, id), change.scope.where(trips.clientId)))",
      [],
    ],
    ["a version bumped by the helper", "set({ name, version: bumpVersion(trips.version) })", []],
    ["the agency's day", "const today = todayIn(ctx.config.agencyTimeZone);", []],
    ["a file through the pipeline", "const upload = await uploads.receive(request, kinds.document);", []],
  ])("%s", (_name, text, expected) => {
    expect(rulesIn(text)).toEqual(expected);
  });

  it("lets the kernel and the access module do what only they may", () => {
    expect(rulesIn("return db.transaction(async (tx) => {", "server/kernel/mutate.ts")).toEqual([]);
    expect(rulesIn("select pg_notify(${CHANNEL}, e)", "server/kernel/mutate.ts")).toEqual([]);
    expect(rulesIn("where(eq(clients.userId, user.id))", "server/access/client-scope.ts")).toEqual([]);
  });

  it("fails a new violation in a file the debt list does not name, and a debt entry paid off", () => {
    const copy = mkdtempSync(join(tmpdir(), "check-kernel-"));
    cpSync(join(root, "server"), join(copy, "server"), {
      recursive: true,
      filter: (path) => !path.includes("node_modules"),
    });
    const old = "server/features/old-thing.service.ts";
    writeFileSync(join(copy, old), "export const save = (db) => db.transaction(async (tx) => tx);\n");
    const debt = { ...readDebt(root), transaction: [old] };
    expect(checkKernel(copy, debt)).toEqual({ fresh: [], paid: [] });
    writeFileSync(
      join(copy, "server/features/new-thing.service.ts"),
      "export const save = (db) => db.transaction(async (tx) => tx);\n",
    );
    expect(checkKernel(copy, debt).fresh).toEqual([
      { file: "server/features/new-thing.service.ts", line: 1, rule: "transaction" },
    ]);
    writeFileSync(join(copy, old), "export {};\n");
    expect(checkKernel(copy, debt).paid).toEqual([`transaction ${old}`]);
  });

  it("finds nothing new in the repository's sources, and no debt entry that no longer applies", () => {
    expect(checkKernel(root, readDebt(root))).toEqual({ fresh: [], paid: [] });
  });
});
