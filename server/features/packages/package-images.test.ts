import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { packageSchema } from "#domain/packages/package.schema";
import {
  DEFAULT_PACKAGE_IMAGE_URL,
  PACKAGE_IMAGE_MAX_BYTES,
  PACKAGE_IMAGE_TOO_LARGE_MESSAGE,
  PACKAGE_IMAGE_UNSUPPORTED_MESSAGE,
} from "#domain/packages/package-image";
import { storedFiles } from "../../db/schema/stored-files";
import { makePackage } from "../../test/booking-fixtures";
import { withCastApp } from "../../test/cast-app";
import { type FormFile, multipartForm } from "../../test/multipart";
import { issues, MISSING_ID, type Session } from "../../test/trip-fixtures";

const { t, cast, call } = withCastApp();

/** A photo-like picture (a gradient, so it does not compress to nothing) in the given format. */
async function picture(format: "png" | "jpeg" | "webp", width = 1200, height = 900): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#f80"/><stop offset="1" stop-color="#08f"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

function upload(
  packageId: string,
  file: FormFile,
  session: Session = cast.agent,
  headers: Record<string, string> = {},
) {
  // A picture is sent as a PNG unless the test says otherwise.
  const { payload, contentType } = multipartForm({}, { type: "image/png", ...file });
  return t.app.inject({
    method: "PUT",
    url: `/api/packages/${packageId}/image`,
    headers: { cookie: session.cookie, origin: session.origin, "content-type": contentType, ...headers },
    payload,
  });
}

function fetchImage(url: string, session: Session = cast.agent, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers: { cookie: session.cookie, ...headers } });
}

const stored = async () =>
  (
    await t.database.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(eq(storedFiles.kind, "package-images"))
      .orderBy(storedFiles.key)
  ).map((row) => row.key);

describe("a package's image", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "takes a %s, keeps an 800×500 WebP of it and serves that with long caching",
    async (format) => {
      const packageId = await makePackage(t);
      const res = await upload(packageId, { name: `photo.${format}`, content: await picture(format) });
      expect(res.statusCode, res.body).toBe(200);
      const pkg = packageSchema.parse(res.json());
      expect(res.headers.etag).toBe('"2"');
      expect(pkg.hasImage).toBe(true);
      expect(pkg.version).toBe(2);
      expect(pkg.imageUrl).toMatch(new RegExp(`^/api/packages/${packageId}/image\\?v=[\\w-]{12}$`));

      for (const session of [cast.agent, cast.clientA]) {
        const image = await fetchImage(pkg.imageUrl, session);
        expect(image.statusCode).toBe(200);
        expect(image.headers["content-type"]).toBe("image/webp");
        expect(image.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
        expect(image.headers.etag).toBe(`"${pkg.imageUrl.split("v=")[1]}"`);
        const meta = await sharp(image.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 500]);
      }
    },
  );

  it("answers 304 to a browser that has the same version", async () => {
    const packageId = await makePackage(t);
    const pkg = (await upload(packageId, { name: "a.png", content: await picture("png") })).json();
    const first = await fetchImage(pkg.imageUrl);
    const again = await fetchImage(pkg.imageUrl, cast.agent, { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("drops the upload's metadata (camera, place, owner) and never serves the original bytes", async () => {
    const packageId = await makePackage(t);
    const original = await sharp(await picture("jpeg"))
      .withExif({ IFD0: { Copyright: "SECRET-OWNER", Artist: "SECRET-ARTIST" } })
      .jpeg()
      .toBuffer();
    expect(original.includes("SECRET-OWNER")).toBe(true);
    const pkg = (await upload(packageId, { name: "camera.jpg", content: original })).json();
    const image = await fetchImage(pkg.imageUrl);
    expect(image.rawPayload.includes("SECRET")).toBe(false);
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
    expect(image.rawPayload.equals(original)).toBe(false);
  });

  it("replaces the old file with a new version, and removes back to the default image", async () => {
    const packageId = await makePackage(t);
    const before = await stored();
    const first = (await upload(packageId, { name: "a.png", content: await picture("png") })).json();
    const second = (
      await upload(packageId, { name: "b.webp", content: await picture("webp", 900, 600) })
    ).json();
    expect(second.imageUrl).not.toBe(first.imageUrl);
    // One file for the package: the first went when the second replaced it.
    expect((await stored()).length).toBe(before.length + 1);
    expect((await fetchImage(second.imageUrl)).statusCode).toBe(200);

    const removed = await call(cast.agent, "DELETE", `/api/packages/${packageId}/image`, undefined, {
      "if-match": `"${second.version}"`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ hasImage: false, imageUrl: DEFAULT_PACKAGE_IMAGE_URL });
    expect(await stored()).toEqual(before);
    const gone = await fetchImage(`/api/packages/${packageId}/image`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe("This offer has no image of its own.");
    // Removing it again changes nothing.
    const again = await call(cast.agent, "DELETE", `/api/packages/${packageId}/image`);
    expect(again.json().version).toBe(removed.json().version);
  });

  it("goes with its package when the package is deleted", async () => {
    const before = await stored();
    const packageId = await makePackage(t);
    await upload(packageId, { name: "a.png", content: await picture("png") });
    expect((await stored()).length).toBe(before.length + 1);
    expect((await call(cast.agent, "DELETE", `/api/packages/${packageId}`)).statusCode).toBe(204);
    expect(await stored()).toEqual(before);
  });

  it("refuses a file over 5 MB with a 413, keeping nothing", async () => {
    const packageId = await makePackage(t);
    const before = await stored();
    const png = await picture("png");
    const big = Buffer.concat([png, Buffer.alloc(PACKAGE_IMAGE_MAX_BYTES + 1 - png.length, 1)]);
    const res = await upload(packageId, { name: "huge.png", content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(PACKAGE_IMAGE_TOO_LARGE_MESSAGE);
    expect(await stored()).toEqual(before);
    expect((await call(cast.agent, "GET", `/api/packages/${packageId}`)).json().hasImage).toBe(false);
  });

  it.each([
    ["a text file renamed .png", Buffer.from("These are my holiday notes, not a picture.\n")],
    ["a PDF", Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")],
    ["a GIF", Buffer.from("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;")],
    [
      "a PNG signature on broken data",
      Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(64, 7)]),
    ],
    ["an empty file", Buffer.alloc(0)],
  ])("refuses %s with a 415 by its content, keeping nothing", async (_, content) => {
    const packageId = await makePackage(t);
    const before = await stored();
    const res = await upload(packageId, { name: "holiday.png", content, type: "image/png" });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(PACKAGE_IMAGE_UNSUPPORTED_MESSAGE);
    expect(await stored()).toEqual(before);
  });

  it("asks for the file in the field `file`, as multipart", async () => {
    const packageId = await makePackage(t);
    const wrongField = await upload(packageId, {
      name: "a.png",
      content: await picture("png"),
      field: "image",
    });
    expect(wrongField.statusCode).toBe(400);
    expect(issues(wrongField)).toEqual({ "body.file": "Attach an image" });
    const json = await call(cast.agent, "PUT", `/api/packages/${packageId}/image`, { file: "x" });
    expect(json.statusCode).toBe(415);
  });

  it("refuses a stale version, a missing package and a client user", async () => {
    const packageId = await makePackage(t);
    const content = await picture("png");
    const before = await stored();
    const stale = await upload(packageId, { name: "a.png", content }, cast.agent, { "if-match": '"9"' });
    expect(stale.statusCode).toBe(412);
    // Refused inside the change: its file rolled back with it.
    expect(await stored()).toEqual(before);
    expect((await upload(MISSING_ID, { name: "a.png", content })).statusCode).toBe(404);
    expect((await upload(packageId, { name: "a.png", content }, cast.clientA)).statusCode).toBe(403);
    const removed = await call(cast.clientA, "DELETE", `/api/packages/${packageId}/image`);
    expect(removed.statusCode).toBe(403);
  });

  it("is served to a client user only for packages in their catalogue", async () => {
    const archived = await makePackage(t);
    const pkg = (await upload(archived, { name: "a.png", content: await picture("png") })).json();
    await call(cast.agent, "POST", `/api/packages/${archived}/archive`);
    expect((await fetchImage(pkg.imageUrl, cast.agent)).statusCode).toBe(200);
    expect((await fetchImage(pkg.imageUrl, cast.clientA)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: "GET", url: pkg.imageUrl });
    expect(anonymous.statusCode).toBe(401);
  });
});
