import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setNavigator } from "../session/navigation.ts";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("react-toastify/unstyled", () => ({ toast }));

const { apiDelete, apiGetById, apiPost, apiPut } = await import("./helpers.ts");

function answer(status: number) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === "/api/config"
        ? Response.json({ stagingHost: false })
        : new Response("{}", { status }),
    ),
  );
}

describe("generic helpers (spec section 7)", () => {
  let unregister: () => void;
  beforeEach(() => {
    unregister = setNavigator(() => {});
    toast.success.mockClear();
    toast.error.mockClear();
  });
  afterEach(() => {
    unregister();
    vi.unstubAllGlobals();
  });

  it("toasts 'Changes saved' when POST, PUT or DELETE succeed", async () => {
    answer(200);
    await apiPost("application/notes/", { value: "x" });
    await apiPut("usersettings/edit", { id: 1 });
    await apiDelete("documents/delete/1");
    expect(toast.success).toHaveBeenCalledTimes(3);
    expect(toast.success).toHaveBeenCalledWith("Changes saved");
  });

  it("toasts 'Error: Changes not saved' on failure but stays quiet on 402 and 403", async () => {
    answer(400);
    await apiPost("application/notes/", {});
    expect(toast.error).toHaveBeenCalledWith("Error: Changes not saved");
    toast.error.mockClear();
    answer(402);
    await apiPost("application/notes/", {});
    answer(403);
    await apiPut("admin/settings/edit", {});
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says the service is briefly unavailable on 503 (database restart), not a plain error", async () => {
    answer(503);
    await apiPut("usersettings/edit", { id: 1 });
    expect(toast.error).toHaveBeenCalledWith(
      "The service is briefly unavailable. Your changes were not saved; please try again in a moment.",
    );
    expect(toast.error).not.toHaveBeenCalledWith("Error: Changes not saved");
  });

  it("toasts 'Not found' when a GET by id misses", async () => {
    answer(404);
    const result = await apiGetById("profile/show", 7);
    expect(result.status).toBe(404);
    expect(toast.error).toHaveBeenCalledWith("Not found");
  });
});
