import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "../support/applications.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { verifiedUser } from "../support/users.ts";

// PDF_WARM_UP=on: the profile requests that usually come before a download start a PDF worker. The
// pool's own test covers what warmUp does; here, which requests ask for it (the spy starts no worker).
describe("the PDF renderer's warm-up", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("sqlite", { PDF_WARM_UP: "on" });
  });
  afterAll(() => server.stop());

  it("starts when a profile is created, opened or saved in the editor, with the profile's template", async () => {
    const warmUp = vi.spyOn(server.pdf, "warmUp").mockResolvedValue(false);
    const user = await verifiedUser(server);
    const created = await api(server, user, "POST", "/api/profile/");
    expect(warmUp.mock.calls).toEqual([["full"]]);

    await api(server, user, "GET", "/api/profile/");
    expect(warmUp).toHaveBeenCalledTimes(1);

    const edit = { id: created.body.id, vorname: "Lena", name: "Weiß", cv_template: "elegant" };
    expect((await api(server, user, "POST", "/api/profile/edit", edit)).status).toBe(200);
    expect(warmUp.mock.calls.at(-1)).toEqual(["elegant"]);

    await api(server, user, "GET", `/api/profile/show/${created.body.id}`);
    expect(warmUp.mock.calls.at(-1)).toEqual(["elegant"]);
    expect(warmUp).toHaveBeenCalledTimes(3);

    // Another user's profile: 404, and nothing started for it.
    const other = await verifiedUser(server);
    const foreign = await api(server, other, "GET", `/api/profile/show/${created.body.id}`);
    expect(foreign.status).toBe(404);
    expect(warmUp).toHaveBeenCalledTimes(3);
    warmUp.mockRestore();
  });
});
