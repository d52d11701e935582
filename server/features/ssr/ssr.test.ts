import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Role } from "#domain/auth/role";
import type { RealtimeEvent } from "#domain/realtime/event.schema";
import {
  SSR_CSV_MAX_BYTES,
  SSR_CSV_TOO_LARGE_MESSAGE,
  ssrDefinitionResponseSchema,
  ssrImportPreviewSchema,
  ssrImportResultSchema,
  ssrListSchema,
} from "#domain/ssr/ssr-api.schema";
import { SSR_CATALOGUE } from "#domain/ssr/ssr-catalogue";
import { SSR_CSV_COLUMNS } from "#domain/ssr/ssr-csv-row.schema";
import { ONLY_HTTP_LINKS_MESSAGE } from "#domain/ssr/ssr-definition.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { ssrDefinitions } from "../../db/schema/ssr";
import { seedSsr } from "../../db/seed/seed-ssr";
import { type RoleCaller, signInRoles } from "../../test/role-caller";
import { createTestApp, staffViewer, type TestApp } from "../../test/test-app";

let t: TestApp;
let call: RoleCaller;
let userIds: Record<Role, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedSsr(t.database.db);
  ({ call, userIds } = await signInRoles(t));
});
afterAll(async () => {
  await t?.close();
});

async function list(query: Record<string, string | number> = {}) {
  const res = await call("agent", {
    url: "/api/ssr",
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(res.statusCode).toBe(200);
  return ssrListSchema.parse(res.json());
}

async function byCode(code: string) {
  const { items } = await list({ search: code, pageSize: 200 });
  return items.find((item) => item.code === code);
}

async function catalogueSize() {
  const [row] = await t.database.db.select({ n: count() }).from(ssrDefinitions);
  return row?.n ?? 0;
}

async function auditCount(entityId?: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(auditLogs)
    .where(
      entityId
        ? and(eq(auditLogs.entity, "ssr_definition"), eq(auditLogs.entityId, entityId))
        : eq(auditLogs.entity, "ssr_definition"),
    );
  return row?.n ?? 0;
}

const newDefinition = (code: string) => ({
  code,
  description: `Test service ${code}`,
  defaultPriceCents: 1250,
  currency: "EUR",
  gdsFormatAmadeus: `SR ${code}/P1`,
  gdsFormatGalileo: null,
  isChargeable: true,
  documentationRequired: false,
  airlineRulesUrl: "https://example.com/rules",
});

function csvOf(...lines: string[]) {
  return `${[SSR_CSV_COLUMNS.join(","), ...lines].join("\r\n")}\r\n`;
}

function multipart(csv: string | Buffer, filename = "ssr.csv") {
  const boundary = "----itinera-test-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("access", () => {
  const someId = "00000000-0000-4000-8000-000000000000";
  const routes: { name: string; options: InjectOptions; staff: boolean; admin: number }[] = [
    { name: "list", options: { method: "GET", url: "/api/ssr" }, staff: true, admin: 200 },
    { name: "export", options: { method: "GET", url: "/api/ssr/export.csv" }, staff: true, admin: 200 },
    { name: "template", options: { method: "GET", url: "/api/ssr/template.csv" }, staff: true, admin: 200 },
    {
      name: "create",
      options: { method: "POST", url: "/api/ssr", payload: newDefinition("ACCS") },
      staff: false,
      admin: 201,
    },
    {
      name: "update",
      options: { method: "PATCH", url: `/api/ssr/${someId}`, payload: { description: "x" } },
      staff: false,
      admin: 404,
    },
    { name: "delete", options: { method: "DELETE", url: `/api/ssr/${someId}` }, staff: false, admin: 404 },
    {
      name: "pricing",
      options: { method: "PUT", url: `/api/ssr/${someId}/pricing`, payload: { pricing: [] } },
      staff: false,
      admin: 404,
    },
    {
      name: "preview",
      options: { method: "POST", url: "/api/ssr/import/preview", payload: { csv: csvOf() } },
      staff: false,
      admin: 200,
    },
    {
      name: "import",
      options: { method: "POST", url: "/api/ssr/import", payload: { csv: csvOf() } },
      staff: false,
      admin: 200,
    },
  ];

  it.each(routes)(
    "$name: anonymous 401, client 403, agent by role, admin allowed ($admin)",
    async ({ options, staff, admin: adminStatus }) => {
      expect((await call("anonymous", options)).statusCode).toBe(401);
      const client = await call("client", options);
      expect(client.statusCode).toBe(403);
      expect(client.json().error.code).toBe("FORBIDDEN");
      const agent = await call("agent", options);
      expect(agent.statusCode).toBe(staff ? 200 : 403);
      // The admin passes the policy: the call succeeds, or the service answers that the id is unknown.
      expect((await call("admin", options)).statusCode).toBe(adminStatus);
    },
  );

  it("lists every SSR route in the OpenAPI document", async () => {
    const doc = (await t.app.inject("/api/docs/json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/ssr",
        "/api/ssr/{id}",
        "/api/ssr/{id}/pricing",
        "/api/ssr/import/preview",
        "/api/ssr/import",
        "/api/ssr/export.csv",
        "/api/ssr/template.csv",
      ]),
    );
  });
});

describe("list", () => {
  it("returns the seeded catalogue ordered by code, with airline prices", async () => {
    const page = await list({ pageSize: 200 });
    expect(page.total).toBeGreaterThanOrEqual(SSR_CATALOGUE.length);
    const codes = page.items.map((item) => item.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(["WCHR", "VGML", "DOCS", "PETC", "UMNR"]));
    const petc = page.items.find((item) => item.code === "PETC");
    expect(petc?.pricing).toEqual([
      { airlineCode: "AF", priceCents: 12500 },
      { airlineCode: "LH", priceCents: 8000 },
    ]);
    expect(page.items.find((item) => item.code === "WCHR")?.pricing).toEqual([]);
  });

  it("searches code and description, case-insensitively, with % and _ taken literally", async () => {
    const byCodePart = await list({ search: "wch", pageSize: 200 });
    expect(byCodePart.items.map((i) => i.code)).toEqual(expect.arrayContaining(["WCHR", "WCHS", "WCHC"]));
    expect(byCodePart.items.every((i) => /wch/i.test(i.code) || /wch/i.test(i.description))).toBe(true);
    const byDescription = await list({ search: "KOSHER" });
    expect(byDescription.items.map((i) => i.code)).toEqual(["KSML"]);
    expect((await list({ search: "%" })).total).toBe(0);
    expect((await list({ search: "_" })).total).toBe(0);
  });

  it("filters chargeable and documentation-required codes", async () => {
    const chargeable = await list({ chargeable: "true", pageSize: 200 });
    expect(chargeable.total).toBeGreaterThan(0);
    expect(chargeable.items.every((i) => i.isChargeable)).toBe(true);
    expect(chargeable.items.map((i) => i.code)).toContain("PETC");
    const docs = await list({ documentationRequired: "true", pageSize: 200 });
    expect(docs.items.every((i) => i.documentationRequired)).toBe(true);
    const both = await list({ chargeable: "true", documentationRequired: "true", pageSize: 200 });
    expect(both.items.every((i) => i.isChargeable && i.documentationRequired)).toBe(true);
    const free = await list({ chargeable: "false", pageSize: 200 });
    expect(free.total + chargeable.total).toBe((await list()).total);
  });

  it("paginates on the server", async () => {
    const all = await list({ pageSize: 200 });
    const second = await list({ page: 2, pageSize: 10 });
    expect(second.total).toBe(all.total);
    expect(second.items.map((i) => i.code)).toEqual(all.items.slice(10, 20).map((i) => i.code));
    const beyond = await list({ page: 100, pageSize: 10 });
    expect(beyond.items).toEqual([]);
    const tooBig = await call("agent", { url: "/api/ssr?pageSize=201" });
    expect(tooBig.statusCode).toBe(400);
    const badFlag = await call("agent", { url: "/api/ssr?chargeable=maybe" });
    expect(badFlag.statusCode).toBe(400);
  });
});

describe("create, update, delete", () => {
  it("creates a code, refuses a duplicate with 409, deletes it, with audit rows", async () => {
    const res = await call("admin", {
      method: "POST",
      url: "/api/ssr",
      payload: { ...newDefinition("tstA") },
    });
    expect(res.statusCode).toBe(201);
    const created = ssrDefinitionResponseSchema.parse(res.json());
    expect(created).toMatchObject({
      code: "TSTA",
      defaultPriceCents: 1250,
      currency: "EUR",
      gdsFormatGalileo: null,
      pricing: [],
    });
    const again = await call("admin", { method: "POST", url: "/api/ssr", payload: newDefinition("TSTA") });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("SSR code TSTA already exists");
    const removed = await call("admin", { method: "DELETE", url: `/api/ssr/${created.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await call("admin", { method: "DELETE", url: `/api/ssr/${created.id}` })).statusCode).toBe(404);
    expect(await byCode("TSTA")).toBeUndefined();
    const actions = await t.database.db
      .select({ action: auditLogs.action, userId: auditLogs.userId })
      .from(auditLogs)
      .where(eq(auditLogs.entityId, created.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["create", "delete"]);
    expect(actions.every((a) => a.userId === userIds.admin)).toBe(true);
  });

  it.each([
    ["a code that is not 4 letters", { code: "WC1" }, "body.code", "Code must be exactly 4 letters A–Z"],
    ["a negative price", { defaultPriceCents: -1 }, "body.defaultPriceCents", "Price cannot be negative"],
    [
      "a price in fractions of a cent",
      { defaultPriceCents: 12.5 },
      "body.defaultPriceCents",
      "Price must be a whole number of cents",
    ],
    [
      "a javascript: link",
      { airlineRulesUrl: "javascript:alert(1)" },
      "body.airlineRulesUrl",
      ONLY_HTTP_LINKS_MESSAGE,
    ],
    [
      "a data: link",
      { airlineRulesUrl: "data:text/html,x" },
      "body.airlineRulesUrl",
      ONLY_HTTP_LINKS_MESSAGE,
    ],
    ["an empty description", { description: "  " }, "body.description", "Description is required"],
    ["an unknown currency", { currency: "JPY" }, "body.currency", "Currency must be one of EUR, USD, GBP"],
    ["a lower-case currency", { currency: "eur" }, "body.currency", "Currency must be one of EUR, USD, GBP"],
    ["no currency", { currency: undefined }, "body.currency", "Currency must be one of EUR, USD, GBP"],
  ])("refuses %s with the field named", async (_name, change, path, message) => {
    const res = await call("admin", {
      method: "POST",
      url: "/api/ssr",
      payload: { ...newDefinition("BADX"), ...change },
    });
    expect(res.statusCode).toBe(400);
    const issue = res.json().error.details.issues.find((i: { path: string }) => i.path === path);
    expect(issue?.message).toBe(message);
    expect(await byCode("BADX")).toBeUndefined();
  });

  it("updates description, price and formats, keeps other fields, writes an audit row and publishes", async () => {
    const before = await byCode("MEDA");
    if (!before) throw new Error("MEDA not seeded");
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.ctx.hub.subscribe({ viewer: staffViewer, send: (event) => events.push(event) });
    try {
      const res = await call("admin", {
        method: "PATCH",
        url: `/api/ssr/${before.id}`,
        payload: { description: "Medical case (MEDIF)", defaultPriceCents: 0, gdsFormatGalileo: "" },
      });
      expect(res.statusCode).toBe(200);
      const after = ssrDefinitionResponseSchema.parse(res.json());
      expect(after).toMatchObject({
        code: "MEDA",
        description: "Medical case (MEDIF)",
        gdsFormatGalileo: null,
        gdsFormatAmadeus: before.gdsFormatAmadeus,
        documentationRequired: before.documentationRequired,
      });
      expect(new Date(after.updatedAt).getTime()).toBeGreaterThanOrEqual(
        new Date(before.updatedAt).getTime(),
      );
      expect(await auditCount(before.id)).toBe(1);
      await vi.waitFor(() => expect(events).toContainEqual({ topic: "ssr", id: before.id, op: "update" }), {
        timeout: 10_000,
      });
    } finally {
      unsubscribe();
    }
  });

  it("changes the currency of the price, and refuses an unknown one naming the field", async () => {
    const bike = await byCode("BIKE");
    if (!bike) throw new Error("BIKE not seeded");
    expect(bike).toMatchObject({ currency: "USD", pricing: [{ airlineCode: "LH", priceCents: 7000 }] });
    const res = await call("admin", {
      method: "PATCH",
      url: `/api/ssr/${bike.id}`,
      payload: { defaultPriceCents: 4500, currency: "GBP" },
    });
    expect(res.statusCode).toBe(200);
    expect(ssrDefinitionResponseSchema.parse(res.json())).toMatchObject({
      defaultPriceCents: 4500,
      currency: "GBP",
      pricing: [{ airlineCode: "LH", priceCents: 7000 }],
    });
    const bad = await call("admin", {
      method: "PATCH",
      url: `/api/ssr/${bike.id}`,
      payload: { currency: "€" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.issues).toEqual([
      expect.objectContaining({ path: "body.currency", message: "Currency must be one of EUR, USD, GBP" }),
    ]);
    expect((await byCode("BIKE"))?.currency).toBe("GBP");
    // Stored money that bypassed the API is refused by the database itself.
    await expect(
      t.database.db
        .update(ssrDefinitions)
        .set({ defaultPriceCents: -1 })
        .where(eq(ssrDefinitions.id, bike.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update ssr_definitions set currency = 'JPY' where id = ${bike.id}`),
    ).rejects.toThrow();
    await call("admin", {
      method: "PATCH",
      url: `/api/ssr/${bike.id}`,
      payload: { defaultPriceCents: bike.defaultPriceCents, currency: "USD" },
    });
  });

  it("refuses a bad update with field issues, an unknown id with 404, a malformed id with 400", async () => {
    const wchr = await byCode("WCHR");
    const bad = await call("admin", {
      method: "PATCH",
      url: `/api/ssr/${wchr?.id}`,
      payload: { defaultPriceCents: -5, airlineRulesUrl: "javascript:alert(1)" },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(["body.airlineRulesUrl", "body.defaultPriceCents"]);
    expect((await byCode("WCHR"))?.defaultPriceCents).toBe(0);
    const unknown = await call("admin", {
      method: "PATCH",
      url: "/api/ssr/00000000-0000-4000-8000-000000000001",
      payload: { description: "x" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("SSR code not found");
    const malformed = await call("admin", { method: "PATCH", url: "/api/ssr/not-a-uuid", payload: {} });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("airline pricing", () => {
  it("replaces the whole list", async () => {
    const xbag = await byCode("XBAG");
    if (!xbag) throw new Error("XBAG not seeded");
    expect(xbag.pricing.length).toBeGreaterThan(0);
    const url = `/api/ssr/${xbag.id}/pricing`;
    const first = await call("admin", {
      method: "PUT",
      url,
      payload: {
        pricing: [
          { airlineCode: "u2", priceCents: 4500 },
          { airlineCode: "FR", priceCents: 0 },
        ],
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().pricing).toEqual([
      { airlineCode: "FR", priceCents: 0 },
      { airlineCode: "U2", priceCents: 4500 },
    ]);
    const second = await call("admin", {
      method: "PUT",
      url,
      payload: { pricing: [{ airlineCode: "BA", priceCents: 100 }] },
    });
    expect(second.json().pricing).toEqual([{ airlineCode: "BA", priceCents: 100 }]);
    expect((await byCode("XBAG"))?.pricing).toEqual([{ airlineCode: "BA", priceCents: 100 }]);
    const cleared = await call("admin", { method: "PUT", url, payload: { pricing: [] } });
    expect(cleared.json().pricing).toEqual([]);
    expect(await auditCount(xbag.id)).toBe(3);
  });

  it("refuses duplicates, bad airline codes and negative prices", async () => {
    const bike = await byCode("BIKE");
    const url = `/api/ssr/${bike?.id}/pricing`;
    const duplicate = await call("admin", {
      method: "PUT",
      url,
      payload: {
        pricing: [
          { airlineCode: "LH", priceCents: 1 },
          { airlineCode: "lh", priceCents: 2 },
        ],
      },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.details.issues[0].path).toBe("body.pricing.1.airlineCode");
    const invalid = await call("admin", {
      method: "PUT",
      url,
      payload: { pricing: [{ airlineCode: "LUFT", priceCents: -1 }] },
    });
    expect(
      invalid
        .json()
        .error.details.issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(["body.pricing.0.airlineCode", "body.pricing.0.priceCents"]);
    expect((await byCode("BIKE"))?.pricing).toEqual([{ airlineCode: "LH", priceCents: 7000 }]);
  });
});

describe("CSV import", () => {
  const mixed = csvOf(
    'NEWA,"New service, with a comma",12.50,EUR,SR NEWA/P1,SI.P1/NEWA,yes,no,https://example.com/a',
    "KSML,Kosher meal,0.00,USD,SR KSML/S2/P1,SI.P1S2/KSML,false,false,",
    'DBML,"Diabetic meal, low sugar",0.00,,SR DBML/S2/P1,SI.P1S2/DBML,false,false,',
    "BAD1,Broken code,-3,XYZ,,,maybe,no,javascript:alert(1)",
  );

  it("previews adds, updates with changed fields and errors, and writes nothing", async () => {
    const size = await catalogueSize();
    const audits = await auditCount();
    const res = await call("admin", {
      method: "POST",
      url: "/api/ssr/import/preview",
      payload: { csv: mixed },
    });
    expect(res.statusCode).toBe(200);
    const plan = ssrImportPreviewSchema.parse(res.json());
    expect(plan.toAdd.map((r) => r.code)).toEqual(["NEWA"]);
    expect(plan.toAdd[0]).toMatchObject({
      defaultPriceCents: 1250,
      currency: "EUR",
      isChargeable: true,
      documentationRequired: false,
    });
    expect(plan.toUpdate).toEqual([
      {
        code: "DBML",
        changes: [{ field: "description", from: "Diabetic meal", to: "Diabetic meal, low sugar" }],
      },
    ]);
    expect(plan.unchanged).toBe(1);
    expect(plan.errors.every((e) => e.rowNumber === 5)).toBe(true);
    expect(plan.errors.map((e) => e.field).sort()).toEqual([
      "airline_rules_url",
      "code",
      "currency",
      "default_price",
      "is_chargeable",
    ]);
    expect(await catalogueSize()).toBe(size);
    expect(await auditCount()).toBe(audits);
  });

  it("accepts the file as a multipart upload, with a BOM and semicolons", async () => {
    const csv = `\uFEFF${SSR_CSV_COLUMNS.join(";")}\r\nNEWB;"Uses; semicolons";1,5;GBP;;;true;false;\r\n`;
    const res = await call("admin", { method: "POST", url: "/api/ssr/import/preview", ...multipart(csv) });
    expect(res.statusCode).toBe(200);
    expect(res.json().toAdd).toEqual([
      expect.objectContaining({
        code: "NEWB",
        description: "Uses; semicolons",
        defaultPriceCents: 150,
        currency: "GBP",
      }),
    ]);
  });

  it("upserts valid rows by code in one go, skips rows with errors, audits and publishes", async () => {
    const size = await catalogueSize();
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.ctx.hub.subscribe({ viewer: staffViewer, send: (event) => events.push(event) });
    try {
      const res = await call("admin", { method: "POST", url: "/api/ssr/import", payload: { csv: mixed } });
      expect(res.statusCode).toBe(200);
      expect(ssrImportResultSchema.parse(res.json())).toEqual({ added: 1, updated: 1, skipped: 1 });
      expect(await catalogueSize()).toBe(size + 1);
      expect(await byCode("NEWA")).toMatchObject({
        description: "New service, with a comma",
        defaultPriceCents: 1250,
        currency: "EUR",
      });
      expect((await byCode("DBML"))?.description).toBe("Diabetic meal, low sugar");
      await vi.waitFor(() => expect(events).toContainEqual({ topic: "ssr", op: "update" }), {
        timeout: 10_000,
      });
    } finally {
      unsubscribe();
    }
    const newa = await byCode("NEWA");
    expect(await auditCount(newa?.id)).toBe(1);
    // Importing the same file again finds nothing to change.
    const again = await call("admin", { method: "POST", url: "/api/ssr/import", payload: { csv: mixed } });
    expect(again.json()).toEqual({ added: 0, updated: 0, skipped: 1 });
  });

  it("keeps values of optional columns the file leaves out", async () => {
    const before = await byCode("PETC");
    const res = await call("admin", {
      method: "POST",
      url: "/api/ssr/import",
      payload: { csv: "code,description\r\nPETC,Pet in cabin (dog or cat)\r\n" },
    });
    expect(res.json()).toMatchObject({ added: 0, updated: 1 });
    const after = await byCode("PETC");
    expect(after).toMatchObject({
      description: "Pet in cabin (dog or cat)",
      defaultPriceCents: before?.defaultPriceCents,
      currency: before?.currency,
      isChargeable: true,
      airlineRulesUrl: before?.airlineRulesUrl,
      pricing: before?.pricing,
    });
  });

  it("refuses a file with no valid rows with 400 and the first problem", async () => {
    const res = await call("admin", {
      method: "POST",
      url: "/api/ssr/import",
      payload: { csv: "name,price\r\nx,1\r\n" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Required column "code" is missing');
  });

  it("writes nothing when the database fails mid-import", async () => {
    // 1 500 new codes span two statements; the last one fails in the second.
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const codes = Array.from(
      { length: 1500 },
      (_, i) => `Q${letters[Math.floor(i / 676) % 26]}${letters[Math.floor(i / 26) % 26]}${letters[i % 26]}`,
    );
    const failing = codes.at(-1);
    const db = t.database.db;
    await db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION ssr_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.code = '${failing}' THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END $$`),
    );
    await db.execute(
      sql.raw(
        "CREATE TRIGGER ssr_test_fail BEFORE INSERT ON ssr_definitions FOR EACH ROW EXECUTE FUNCTION ssr_test_fail()",
      ),
    );
    try {
      const size = await catalogueSize();
      const audits = await auditCount();
      const before = await byCode("WCHS");
      const csv = csvOf(
        "WCHS,Changed by a failing import,1.00,USD,,,true,true,",
        ...codes.map((code) => `${code},Bulk ${code},1.00,USD,,,false,false,`),
      );
      const res = await call("admin", { method: "POST", url: "/api/ssr/import", payload: { csv } });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).not.toContain("simulated");
      expect(await catalogueSize()).toBe(size);
      expect(await auditCount()).toBe(audits);
      expect(await byCode("WCHS")).toEqual(before);
      const [bulk] = await db
        .select({ n: count() })
        .from(ssrDefinitions)
        .where(inArray(ssrDefinitions.code, codes));
      expect(bulk?.n).toBe(0);
    } finally {
      await db.execute(sql.raw("DROP TRIGGER ssr_test_fail ON ssr_definitions"));
      await db.execute(sql.raw("DROP FUNCTION ssr_test_fail()"));
    }
  });

  it("refuses a CSV over 5 MB with 413 and a clear message, as JSON or as a file", async () => {
    const big = csvOf(`${"X".repeat(SSR_CSV_MAX_BYTES)}`);
    const json = await call("admin", {
      method: "POST",
      url: "/api/ssr/import/preview",
      payload: { csv: big },
    });
    expect(json.statusCode).toBe(413);
    expect(json.json().error).toEqual({ code: "PAYLOAD_TOO_LARGE", message: SSR_CSV_TOO_LARGE_MESSAGE });
    const file = await call("admin", { method: "POST", url: "/api/ssr/import", ...multipart(big) });
    expect(file.statusCode).toBe(413);
    expect(file.json().error.message).toBe(SSR_CSV_TOO_LARGE_MESSAGE);
    // JSON escaping that exceeds even the route's body limit answers the same.
    const quotes = '"'.repeat(SSR_CSV_MAX_BYTES + 10);
    const huge = await call("admin", { method: "POST", url: "/api/ssr/import", payload: { csv: quotes } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(SSR_CSV_TOO_LARGE_MESSAGE);
    // Exactly 5 MB is allowed.
    const header = `${SSR_CSV_COLUMNS.join(",")}\r\n`;
    const exact = header + "\n".repeat(SSR_CSV_MAX_BYTES - header.length);
    expect(Buffer.byteLength(exact)).toBe(SSR_CSV_MAX_BYTES);
    const ok = await call("admin", { method: "POST", url: "/api/ssr/import/preview", ...multipart(exact) });
    expect(ok.statusCode).toBe(200);
  });
});

describe("CSV export", () => {
  it("downloads the catalogue as an attachment that re-imports without changes", async () => {
    const res = await call("agent", { url: "/api/ssr/export.csv" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="ssr-catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = res.body;
    expect(csv.startsWith("\uFEFFcode,description,default_price,currency,")).toBe(true);
    // A code priced in another currency keeps it through export and re-import.
    expect(csv).toContain('NEWA,"New service, with a comma",12.50,EUR,');
    const size = await catalogueSize();
    expect(csv.trim().split("\r\n")).toHaveLength(size + 1);

    const preview = ssrImportPreviewSchema.parse(
      (await call("admin", { method: "POST", url: "/api/ssr/import/preview", ...multipart(csv) })).json(),
    );
    expect(preview).toMatchObject({ toAdd: [], toUpdate: [], errors: [], unchanged: size });
    const before = await list({ pageSize: 200 });
    const imported = await call("admin", { method: "POST", url: "/api/ssr/import", payload: { csv } });
    expect(imported.json()).toEqual({ added: 0, updated: 0, skipped: 0 });
    expect(await list({ pageSize: 200 })).toEqual(before);
  });

  it("serves a template that previews without errors", async () => {
    const res = await call("agent", { url: "/api/ssr/template.csv" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="ssr-template.csv"');
    const preview = await call("admin", {
      method: "POST",
      url: "/api/ssr/import/preview",
      payload: { csv: res.body },
    });
    expect(preview.json().errors).toEqual([]);
  });
});
