import { describe, expect, it } from "vitest";
import { AddressRefused, createAccountTransport } from "./account-transport.ts";

const account = {
  provider: "smtp" as const,
  port: 587,
  security: "starttls" as const,
  username: "u",
  secret: "p",
};

describe("createAccountTransport", () => {
  it("refuses private, loopback and link-local servers unless allowed", async () => {
    for (const host of ["127.0.0.1", "10.1.2.3", "169.254.169.254", "localhost", "[::1]"]) {
      await expect(
        createAccountTransport({ ...account, host }, { google: null, allowPrivateNetworks: false }),
      ).rejects.toBeInstanceOf(AddressRefused);
    }
    const allowed = await createAccountTransport(
      { ...account, host: "127.0.0.1" },
      { google: null, allowPrivateNetworks: true },
    );
    allowed.close();
  });

  it("refuses Gmail when it is not configured", async () => {
    await expect(
      createAccountTransport(
        { ...account, provider: "gmail", host: "smtp.gmail.com" },
        { google: null, allowPrivateNetworks: false },
      ),
    ).rejects.toMatchObject({ code: "ENOGMAIL" });
  });
});
