import { describe, expect, it } from "vitest";
import { connectionFailureCode } from "./failure-code.ts";

const failure = (message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), extra);

describe("connectionFailureCode", () => {
  it("tells the kinds apart by nodemailer's and Node's codes", () => {
    expect(
      connectionFailureCode(failure("Invalid login: 535 5.7.8", { code: "EAUTH", responseCode: 535 })),
    ).toBe("auth-failed");
    expect(connectionFailureCode(failure("Command failed", { authenticationFailed: true }))).toBe(
      "auth-failed",
    );
    expect(connectionFailureCode(failure("Greeting never received", { code: "ETIMEDOUT" }))).toBe("timeout");
    expect(connectionFailureCode(failure("connect ECONNREFUSED 192.0.2.1:587", { code: "ESOCKET" }))).toBe(
      "unreachable",
    );
    expect(connectionFailureCode(failure("Connection closed", { code: "ECONNECTION" }))).toBe("unreachable");
  });

  it("reads TLS failures from the words when the code is a generic one", () => {
    expect(
      connectionFailureCode(
        failure("140F0000:error:0A00010B:SSL routines::wrong version number", { code: "ESOCKET" }),
      ),
    ).toBe("tls-failed");
    expect(
      connectionFailureCode(failure("self-signed certificate in certificate chain", { code: "ESOCKET" })),
    ).toBe("tls-failed");
  });

  it("leaves what it does not know to the server's own words", () => {
    expect(connectionFailureCode(failure("Something odd", { code: "EPROTOCOL" }))).toBeUndefined();
    expect(connectionFailureCode("a string")).toBeUndefined();
    expect(connectionFailureCode(null)).toBeUndefined();
  });
});
