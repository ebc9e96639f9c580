import { PICTURE_MAX_BYTES, PICTURE_SIZE_PX } from "@jah/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { buildProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`;

/** A solid image of the given size. */
function image(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
}

describe.each(testDialects())("profile pictures on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server);
  });
  afterAll(() => server.stop());

  const picture = (id: number) =>
    server.app.inject({
      method: "GET",
      url: `/api/profile/profilePicture/${id}`,
      headers: authHeaders(user),
    });

  it("stores a PNG as a JPEG scaled to fit the square, and serves it with an ETag", async () => {
    const png = await image(1200, 800).png().toBuffer();
    const profile = await buildProfile(server, user, { picture: dataUrl("image/png", png) });
    expect(profile.has_picture).toBe(true);
    const res = await picture(profile.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: PICTURE_SIZE_PX, height: (PICTURE_SIZE_PX * 2) / 3 });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await server.app.inject({
      method: "GET",
      url: `/api/profile/profilePicture/${profile.id}`,
      headers: { ...authHeaders(user), "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(
      (await api(server, user, "GET", "/api/profile/")).body.find((p: { id: number }) => p.id === profile.id),
    ).toMatchObject({ has_picture: true });

    // Saving without `picture` keeps it; `picture: null` removes it.
    await api(server, user, "POST", "/api/profile/edit", { ...profile, picture: undefined, mantra: "kept" });
    expect((await picture(profile.id)).statusCode).toBe(200);
    const removed = await api(server, user, "POST", "/api/profile/edit", { ...profile, picture: null });
    expect(removed.body.has_picture).toBe(false);
    expect((await picture(profile.id)).statusCode).toBe(404);
  });

  it("turns a photo upright by its EXIF orientation and strips its metadata", async () => {
    const jpeg = await image(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const profile = await buildProfile(server, user, { picture: dataUrl("image/jpeg", jpeg) });
    const stored = await sharp((await picture(profile.id)).rawPayload).metadata();
    expect(stored).toMatchObject({ width: 100, height: 300 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
  });

  it("refuses what is not a JPEG or PNG, whatever the data URL claims, and saves nothing", async () => {
    const profile = await buildProfile(server, user, { mantra: "before" });
    const cases = [
      dataUrl("image/png", Buffer.from("just some text, renamed to .png")),
      dataUrl("image/png", await image(10, 10).gif().toBuffer()),
      "https://example.com/me.png",
      "data:image/png,not-base64",
      dataUrl(
        "image/png",
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]),
      ),
    ];
    for (const bad of cases) {
      const res = await api(server, user, "POST", "/api/profile/edit", {
        ...profile,
        mantra: "after",
        picture: bad,
      });
      expect(res.status, bad.slice(0, 40)).toBe(400);
      expect(res.body.fields).toHaveProperty("picture");
    }
    const big = Buffer.concat([await image(10, 10).png().toBuffer(), Buffer.alloc(PICTURE_MAX_BYTES)]);
    const tooBig = await api(server, user, "POST", "/api/profile/edit", {
      ...profile,
      picture: dataUrl("image/png", big),
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.fields.picture).toMatch(/too big/);
    const shown = await api(server, user, "GET", `/api/profile/show/${profile.id}`);
    expect(shown.body).toMatchObject({ mantra: "before", has_picture: false });
  });

  it("copies the picture with a clone and keeps the original's when the copy's is removed", async () => {
    const png = await image(50, 50).png().toBuffer();
    const profile = await buildProfile(server, user, { picture: dataUrl("image/png", png) });
    const copy = (await api(server, user, "POST", `/api/profile/clone/${profile.id}`)).body;
    expect(copy.has_picture).toBe(true);
    const [a, b] = [await picture(profile.id), await picture(copy.id)];
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    await api(server, user, "POST", "/api/profile/edit", { ...copy, picture: null });
    expect((await picture(copy.id)).statusCode).toBe(404);
    expect((await picture(profile.id)).statusCode).toBe(200);
    await api(server, user, "DELETE", `/api/profile/delete/${profile.id}`);
    const orphans = await server.database.db
      .selectFrom("profile_pictures")
      .select("profile_id")
      .where("profile_id", "=", profile.id)
      .execute();
    expect(orphans).toEqual([]);
  });
});
