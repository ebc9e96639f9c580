import { describe, expect, it } from "vitest";
import { parseArcAuthResults, parseAuthResults, parseReceivedSpf } from "./auth-results.ts";
import { parseHeaders } from "./headers.ts";

/** A header's value as the reader gets it: through parseHeaders, which unfolds continuation lines. */
const headerValue = (raw: string, name = "authentication-results") => parseHeaders(raw).get(name)!;

describe("reading Authentication-Results", () => {
  it("reads Gmail's header: folded, with comments holding '=' and ';'-free prose, quoted mail from", () => {
    const parsed = parseAuthResults(
      headerValue(
        [
          "Authentication-Results: mx.google.com;",
          "       dkim=pass header.i=@acme-gmbh.de header.s=s1 header.b=Ab3xYz+q;",
          '       spf=pass (google.com: domain of bounce+abc@mail.acme-gmbh.de designates 198.51.100.7 as permitted sender) smtp.mailfrom="bounce+abc@mail.acme-gmbh.de";',
          "       dmarc=pass (p=QUARANTINE sp=QUARANTINE dis=NONE) header.from=acme-gmbh.de",
        ].join("\r\n"),
      ),
    );
    expect(parsed).toEqual({
      authservId: "mx.google.com",
      results: [
        {
          method: "dkim",
          result: "pass",
          props: { "header.i": "@acme-gmbh.de", "header.s": "s1", "header.b": "Ab3xYz+q" },
        },
        { method: "spf", result: "pass", props: { "smtp.mailfrom": "bounce+abc@mail.acme-gmbh.de" } },
        { method: "dmarc", result: "pass", props: { "header.from": "acme-gmbh.de" } },
      ],
    });
  });

  it("reads Microsoft 365's header, which names no authserv-id and leaves out spaces after ';'", () => {
    const parsed = parseAuthResults(
      headerValue(
        [
          "Authentication-Results: spf=pass (sender IP is 203.0.113.5)",
          " smtp.mailfrom=contoso.com; dkim=pass (signature was verified)",
          " header.d=contoso.com;dmarc=pass action=none header.from=contoso.com;compauth=pass",
          " reason=100",
        ].join("\r\n"),
      ),
    );
    expect(parsed.authservId).toBe("");
    expect(parsed.results.map((r) => [r.method, r.result, r.props])).toEqual([
      ["spf", "pass", { "smtp.mailfrom": "contoso.com" }],
      ["dkim", "pass", { "header.d": "contoso.com" }],
      ["dmarc", "pass", { "header.from": "contoso.com" }],
      ["compauth", "pass", {}],
    ]);
    const failed = parseAuthResults(
      "spf=fail (sender IP is 192.0.2.66) smtp.mailfrom=contoso.com; dkim=none (message not signed) header.d=none;dmarc=fail action=quarantine header.from=contoso.com;compauth=fail reason=000",
    );
    expect(failed.results.map((r) => `${r.method}=${r.result}`)).toEqual([
      "spf=fail",
      "dkim=none",
      "dmarc=fail",
      "compauth=fail",
    ]);
  });

  it("reads OpenDKIM's and OpenDMARC's headers of a Postfix server, tab-folded", () => {
    const dkim = parseAuthResults(
      headerValue(
        [
          "Authentication-Results: mail.example.org;",
          "\tdkim=pass (2048-bit key; unprotected) header.d=beta-werke.de header.i=@beta-werke.de header.a=rsa-sha256 header.s=mail header.b=kLmN0pQr;",
          "\tdkim-atps=neutral",
        ].join("\n"),
      ),
    );
    expect(dkim.authservId).toBe("mail.example.org");
    expect(dkim.results[0]).toEqual({
      method: "dkim",
      result: "pass",
      props: {
        "header.d": "beta-werke.de",
        "header.i": "@beta-werke.de",
        "header.a": "rsa-sha256",
        "header.s": "mail",
        "header.b": "kLmN0pQr",
      },
    });
    expect(dkim.results[1]).toMatchObject({ method: "dkim-atps", result: "neutral" });
    const dmarc = parseAuthResults(
      "mail.example.org; dmarc=none (p=none dis=none) header.from=beta-werke.de",
    );
    expect(dmarc.results).toEqual([
      { method: "dmarc", result: "none", props: { "header.from": "beta-werke.de" } },
    ]);
  });

  it("reads rspamd's header with a quoted reason holding ';' and a comment after the properties", () => {
    const parsed = parseAuthResults(
      [
        "mx.example.org;",
        "\tdkim=fail (body hash did not verify) header.d=gamma.example header.s=dkim header.b=Xy12AbCd;",
        "\tspf=softfail (mx.example.org: domain of hr@gamma.example does not designate 203.0.113.9 as permitted sender) smtp.mailfrom=hr@gamma.example;",
        '\tdmarc=fail reason="No valid SPF; No valid DKIM" header.from=gamma.example (policy=reject)',
      ].join("\n"),
    );
    expect(parsed.results.map((r) => [r.method, r.result, r.props])).toEqual([
      ["dkim", "fail", { "header.d": "gamma.example", "header.s": "dkim", "header.b": "Xy12AbCd" }],
      ["spf", "softfail", { "smtp.mailfrom": "hr@gamma.example" }],
      ["dmarc", "fail", { "header.from": "gamma.example" }],
    ]);
  });

  it("reads 'none', a version, a quoted authserv-id, nested and escaped comments, temperror and upper case", () => {
    expect(parseAuthResults("mx.example.org 1; none")).toEqual({ authservId: "mx.example.org", results: [] });
    expect(
      parseAuthResults('"MX.Example.org"; DKIM=TempError (no key (DNS \\) timeout)) header.i=@x.example'),
    ).toEqual({
      authservId: "mx.example.org",
      results: [{ method: "dkim", result: "temperror", props: { "header.i": "@x.example" } }],
    });
    expect(parseAuthResults("mx.example.org; dkim/1=pass header.d=x.example").results[0]).toMatchObject({
      method: "dkim",
      result: "pass",
    });
    expect(parseAuthResults("")).toEqual({ authservId: "", results: [] });
  });

  it("reads Gmail's ARC-Authentication-Results after its instance tag", () => {
    expect(
      parseArcAuthResults(
        "i=2; mx.google.com; dkim=pass header.i=@acme-gmbh.de; dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=acme-gmbh.de",
      ),
    ).toMatchObject({
      instance: 2,
      authservId: "mx.google.com",
      results: [{ method: "dkim" }, { method: "dmarc" }],
    });
    expect(parseArcAuthResults("mx.google.com; dmarc=pass")).toEqual({
      instance: 0,
      authservId: "",
      results: [],
    });
  });
});

describe("reading Received-SPF", () => {
  it("reads policyd-spf's and Gmail's shapes", () => {
    expect(
      parseReceivedSpf(
        "Pass (mailfrom) identity=mailfrom; client-ip=198.51.100.7; helo=mail.beta-werke.de; envelope-from=karriere@beta-werke.de; receiver=<UNKNOWN>",
      ),
    ).toEqual({ method: "spf", result: "pass", props: { "smtp.mailfrom": "karriere@beta-werke.de" } });
    expect(
      parseReceivedSpf(
        'softfail (google.com: domain of transitioning x@employer.example does not designate 6.6.6.6 as permitted sender) client-ip=6.6.6.6; envelope-from="x@employer.example";',
      ),
    ).toEqual({ method: "spf", result: "softfail", props: { "smtp.mailfrom": "x@employer.example" } });
    expect(
      parseReceivedSpf("None (no SPF record) identity=helo; client-ip=192.0.2.1; helo=mx.other.example;"),
    ).toEqual({ method: "spf", result: "none", props: { "smtp.helo": "mx.other.example" } });
    expect(parseReceivedSpf("   ")).toBeNull();
  });
});
