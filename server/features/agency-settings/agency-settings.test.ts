import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import {
  AGENCY_LOGO_MAX_BYTES,
  AGENCY_LOGO_TOO_LARGE_MESSAGE,
  AGENCY_LOGO_UNSUPPORTED_MESSAGE,
} from "#domain/agency/agency-logo";
import { agencyContactSchema, agencySettingsSchema } from "#domain/agency/agency-settings.schema";
import { auditLogs } from "../../db/schema/audit-logs";
import { agencySettings } from "../../db/schema/invoices";
import { storedFiles } from "../../db/schema/stored-files";
import { withCastApp } from "../../test/cast-app";
import { clientViewer, listenAs } from "../../test/hub-listeners";
import { multipartForm } from "../../test/multipart";
import { staffViewer } from "../../test/test-app";
import { issues, type Session } from "../../test/trip-fixtures";
import { createAgencySettingsService } from "./agency-settings.service";

const { t, cast, call } = withCastApp();

const url = "/api/agency-settings";
const details = {
  name: "  Sunway Voyages  ",
  address: "12 Harbour Street\nLisbon 1100-001\nPortugal",
  email: "accounts@sunway.example",
  phone: "+351 21 000 0000",
  vatNumber: "PT 123 456 789",
  paymentInstructions: "IBAN PT50 0002 0123 1234 5678 9015 4, BIC BPIPPTPL. Quote the invoice number.",
};

const save = (session: Session, payload: unknown, version?: number) =>
  call(session, "PUT", url, payload, version === undefined ? {} : { "if-match": `"${version}"` });

/** A picture with a gradient (so it does not compress to nothing) in the given format and size. */
async function picture(format: "png" | "jpeg" | "webp", width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#0a4"/><stop offset="1" stop-color="#04a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** The logo as a browser sends it: logo.png, as field "file" unless told otherwise. */
const form = (content: Buffer, field = "file") =>
  multipartForm({}, { name: "logo.png", content, type: "image/png", field });

function uploadLogo(content: Buffer, session: Session = cast.admin, headers: Record<string, string> = {}) {
  const { payload, contentType } = form(content);
  return t.app.inject({
    method: "PUT",
    url: `${url}/logo`,
    headers: { cookie: session.cookie, origin: session.origin, "content-type": contentType, ...headers },
    payload,
  });
}

const stored = async () =>
  (
    await t.database.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(eq(storedFiles.kind, "agency-logo"))
      .orderBy(storedFiles.key)
  ).map((row) => row.key);
const current = async () => agencySettingsSchema.parse((await call(cast.agent, "GET", url)).json());

describe("agency settings", () => {
  it("answers the defaults to staff until an admin saves, and nothing to clients", async () => {
    const res = await call(cast.agent, "GET", url);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(agencySettingsSchema.parse(res.json())).toEqual({
      name: "Itinera Travel",
      address: "",
      email: null,
      phone: null,
      vatNumber: null,
      paymentInstructions: "",
      hasLogo: false,
      logoUrl: null,
      version: 1,
      updatedAt: null,
    });
    expect((await call(cast.clientA, "GET", url)).statusCode).toBe(403);
    expect((await call(null, "GET", url)).statusCode).toBe(401);
    expect((await save(cast.agent, details)).statusCode).toBe(403);
  });

  it("saves an admin's details against the version they opened, with an audit row, and refuses a stale one", async () => {
    const res = await save(cast.admin, details, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    const saved = agencySettingsSchema.parse(res.json());
    expect(saved).toMatchObject({ ...details, name: "Sunway Voyages", version: 2, hasLogo: false });
    expect(saved.updatedAt).not.toBeNull();
    expect(await current()).toEqual(saved);

    const stale = await save(cast.admin, { ...details, name: "Someone Else" }, 1);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.details.current).toMatchObject({ name: "Sunway Voyages", version: 2 });
    expect((await current()).name).toBe("Sunway Voyages");

    // Blank optional fields are stored as none; the audit row names what changed.
    const cleared = await save(cast.admin, { ...details, name: "Sunway Voyages", email: "", phone: "  " }, 2);
    expect(cleared.json()).toMatchObject({ email: null, phone: null, version: 3 });
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity, "agency_settings"))
      .orderBy(auditLogs.createdAt);
    expect(audit.map((row) => [row.summary, row.userId])).toEqual([
      [
        "Changed the agency's name, address, e-mail, phone, VAT number, payment instructions",
        cast.admin.userId,
      ],
      ["Changed the agency's e-mail, phone", cast.admin.userId],
    ]);
    // Saving the same details again changes nothing, not even the version.
    const same = await save(cast.admin, { ...details, email: "", phone: "" }, 3);
    expect(same.json().version).toBe(3);
    await save(cast.admin, details, 3);
  });

  it("names each bad field", async () => {
    const res = await save(cast.admin, {
      name: "   ",
      address: "x".repeat(501),
      email: "not-an-address",
      phone: "1".repeat(41),
      vatNumber: 12,
      paymentInstructions: "p".repeat(1001),
    });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual({
      "body.name": "Agency name is required",
      "body.address": "Address must be at most 500 characters",
      "body.email": "Enter a valid e-mail address",
      "body.phone": "Phone must be at most 40 characters",
      "body.vatNumber": "VAT number must be text",
      "body.paymentInstructions": "Payment instructions must be at most 1000 characters",
    });
    const badIfMatch = await call(cast.admin, "PUT", url, details, { "if-match": "soon" });
    expect(badIfMatch.statusCode).toBe(400);
    expect(Object.keys(issues(badIfMatch))).toEqual(["headers.if-match"]);
  });

  it("tells staff after a change, and no client", async () => {
    const { heard, stop } = listenAs(t, { staff: staffViewer, client: clientViewer(cast.clientA) });
    try {
      const before = await current();
      await save(cast.admin, { ...details, phone: "+351 21 999 9999" }, before.version);
      await vi.waitFor(
        () =>
          expect(heard.staff.filter((e) => e.topic === "agency-settings")).toEqual([
            { topic: "agency-settings", op: "update" },
          ]),
        { timeout: 10_000 },
      );
      expect(heard.client.filter((e) => e.topic === "agency-settings")).toEqual([]);
    } finally {
      stop();
    }
  });

  it("tells anyone signed in how to reach the agency (a client not linked yet asks there), and nothing more", async () => {
    const { name, email, phone } = await current();
    for (const session of [cast.clientless, cast.clientA, cast.agent]) {
      const res = await call(session, "GET", `${url}/contact`);
      expect(res.statusCode).toBe(200);
      // Exactly these three: nothing of the address, VAT number or payment instructions.
      expect(agencyContactSchema.parse(res.json())).toEqual({ name, email, phone });
      expect(Object.keys(res.json()).sort()).toEqual(["email", "name", "phone"]);
    }
    expect((await call(null, "GET", `${url}/contact`)).statusCode).toBe(401);
  });
});

describe("the agency's logo", () => {
  it.each([
    ["png", 1200, 900, 213, 160],
    ["jpeg", 2000, 400, 400, 80],
    ["webp", 120, 60, 120, 60],
  ] as const)(
    "takes a %s (%i×%i) and keeps a PNG fitted inside 400×160 (%i×%i), never enlarged",
    async (format, width, height, keptWidth, keptHeight) => {
      const before = await current();
      const res = await uploadLogo(await picture(format, width, height), cast.admin, {
        "if-match": `"${before.version}"`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const settings = agencySettingsSchema.parse(res.json());
      expect(settings).toMatchObject({ hasLogo: true, version: before.version + 1 });
      expect(settings.logoUrl).toMatch(/^\/api\/agency-settings\/logo\?v=[\w-]{12}$/);
      expect(settings.logoUrl).not.toBe(before.logoUrl);
      // One file: a replaced logo goes once the new one is saved.
      expect(await stored()).toHaveLength(1);

      const logo = await call(cast.agent, "GET", settings.logoUrl!);
      expect(logo.statusCode).toBe(200);
      expect(logo.headers["content-type"]).toBe("image/png");
      expect(logo.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
      const meta = await sharp(logo.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", keptWidth, keptHeight]);
      const again = await call(cast.agent, "GET", settings.logoUrl!, undefined, {
        "if-none-match": String(logo.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect((await call(cast.clientA, "GET", settings.logoUrl!)).statusCode).toBe(403);
    },
  );

  it("drops the upload's metadata and hands the PNG to invoices", async () => {
    const original = await sharp(await picture("jpeg", 600, 200))
      .withExif({ IFD0: { Copyright: "SECRET-OWNER" } })
      .jpeg()
      .toBuffer();
    expect(original.includes("SECRET-OWNER")).toBe(true);
    const settings = (await uploadLogo(original)).json();
    const logo = await call(cast.agent, "GET", settings.logoUrl);
    expect(logo.rawPayload.includes("SECRET")).toBe(false);
    expect((await sharp(logo.rawPayload).metadata()).exif).toBeUndefined();
    const letterhead = await createAgencySettingsService(t.ctx).letterhead();
    expect(letterhead.logo?.equals(logo.rawPayload)).toBe(true);
    expect(letterhead.name).toBe("Sunway Voyages");
  });

  it("refuses a file over 5 MB (413) and what is not a PNG, JPEG or WebP (415), keeping nothing", async () => {
    const before = await stored();
    const version = (await current()).version;
    const png = await picture("png", 200, 100);
    const big = Buffer.concat([png, Buffer.alloc(AGENCY_LOGO_MAX_BYTES + 1 - png.length, 1)]);
    const tooBig = await uploadLogo(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(AGENCY_LOGO_TOO_LARGE_MESSAGE);
    for (const content of [
      Buffer.from("not a picture at all\n"),
      Buffer.from("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;"),
      Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(64, 7)]),
      Buffer.alloc(0),
    ]) {
      const res = await uploadLogo(content);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(AGENCY_LOGO_UNSUPPORTED_MESSAGE);
    }
    const wrongField = await t.app.inject({
      method: "PUT",
      url: `${url}/logo`,
      headers: {
        cookie: cast.admin.cookie,
        origin: cast.admin.origin,
        "content-type": form(png, "image").contentType,
      },
      payload: form(png, "image").payload,
    });
    expect(wrongField.statusCode).toBe(400);
    const json = await call(cast.admin, "PUT", `${url}/logo`, { file: "x" });
    expect(json.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
    expect((await current()).version).toBe(version);
    expect((await uploadLogo(png, cast.agent)).statusCode).toBe(403);
  });

  it("is removed by an admin: invoices print without one and the file goes", async () => {
    const before = await current();
    expect(before.hasLogo).toBe(true);
    const stale = await call(cast.admin, "DELETE", `${url}/logo`, undefined, {
      "if-match": `"${before.version - 1}"`,
    });
    expect(stale.statusCode).toBe(412);
    const removed = await call(cast.admin, "DELETE", `${url}/logo`, undefined, {
      "if-match": `"${before.version}"`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ hasLogo: false, logoUrl: null, version: before.version + 1 });
    expect(await stored()).toEqual([]);
    const gone = await call(cast.agent, "GET", `${url}/logo`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe("The agency has no logo.");
    expect((await createAgencySettingsService(t.ctx).letterhead()).logo).toBeNull();
    // Removing it again changes nothing.
    const again = await call(cast.admin, "DELETE", `${url}/logo`);
    expect(again.json().version).toBe(before.version + 1);
    const [row] = await t.database.db.select().from(agencySettings);
    expect(row?.logoFile).toBeNull();
  });
});
