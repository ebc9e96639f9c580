import { describe, expect, it } from "vitest";
import { parseAuthResults } from "./auth-results.ts";
import { parseHeaders } from "./headers.ts";
import { GMAIL_TRUST, IMAP_TRUST, senderCheck, verdictFor } from "./sender-check.ts";

const results = (value: string) => parseAuthResults(value).results;
/** A message's header lines, top first, as the mail server hands them over. */
const headers = (...lines: string[]) => parseHeaders(lines.join("\r\n"));

describe("the verdict on the From domain", () => {
  it("is verified by DMARC passing for the From domain, and only for that domain", () => {
    const gmail =
      "mx.google.com; dkim=pass header.i=@acme-gmbh.de; spf=pass smtp.mailfrom=bounce@mail.acme-gmbh.de; dmarc=pass (p=QUARANTINE) header.from=acme-gmbh.de";
    expect(verdictFor(results(gmail), "Petra <petra@acme-gmbh.de>")).toBe("verified");
    expect(verdictFor(results(gmail), "petra@ACME-GmbH.de")).toBe("verified");
    // A pass for another From domain says nothing about this one (no aligned DKIM either).
    expect(verdictFor(results("mx.google.com; dmarc=pass header.from=other.example"), "p@acme-gmbh.de")).toBe(
      "none",
    );
    // Microsoft 365's bestguesspass is no DMARC pass: the aligned DKIM signature decides.
    expect(
      verdictFor(
        results(
          "spf=pass (sender IP is 203.0.113.5) smtp.mailfrom=fabrikam.com; dkim=pass (signature was verified) header.d=fabrikam.com;dmarc=bestguesspass action=none header.from=fabrikam.com;compauth=pass reason=109",
        ),
        "hr@fabrikam.com",
      ),
    ).toBe("verified");
  });

  it("is failed by DMARC failing, even beside a passing DKIM signature of a subdomain", () => {
    expect(
      verdictFor(
        results(
          "mx.example.org; dkim=pass header.d=mail.gamma.example; dmarc=fail (p=reject) header.from=gamma.example",
        ),
        "hr@gamma.example",
      ),
    ).toBe("failed");
  });

  it("without a DMARC result, is verified by an aligned DKIM pass and nothing else", () => {
    const of = (value: string, from = "karriere@beta-werke.de") => verdictFor(results(value), from);
    expect(of("mx; dkim=pass header.d=beta-werke.de; dmarc=none header.from=beta-werke.de")).toBe("verified");
    // Aligned: the same registrable domain, also under a two-part country suffix.
    expect(of("mx; dkim=pass header.d=mailing.beta-werke.de")).toBe("verified");
    expect(of("mx; dkim=pass header.i=@jobs.acme.co.uk", "hr@acme.co.uk")).toBe("verified");
    expect(of("mx; dkim=pass header.d=evil.co.uk", "hr@acme.co.uk")).toBe("none");
    // A signature of the sending service, not of the company: no word about the From domain.
    expect(of("mx; dkim=pass header.d=sendgrid.net; spf=pass smtp.mailfrom=bounces@sendgrid.net")).toBe(
      "none",
    );
    // SPF alone never verifies: a shared service's addresses pass for all of its customers.
    expect(of("mx; spf=pass smtp.mailfrom=karriere@beta-werke.de")).toBe("none");
    expect(of("mx; dkim=temperror header.d=beta-werke.de; dmarc=temperror header.from=beta-werke.de")).toBe(
      "none",
    );
    expect(of("mx; none")).toBe("none");
  });

  it("is failed by an aligned DKIM failure or an aligned SPF fail or softfail", () => {
    const of = (value: string) => verdictFor(results(value), "hr@gamma.example");
    expect(of("mx; dkim=fail (body hash did not verify) header.d=gamma.example")).toBe("failed");
    expect(of("mx; spf=softfail smtp.mailfrom=hr@gamma.example")).toBe("failed");
    expect(of("mx; spf=fail smtp.mailfrom=gamma.example")).toBe("failed");
    expect(of("mx; spf=fail smtp.mailfrom=x@elsewhere.example")).toBe("none");
    // One good signature is enough: a second, broken one does not spoil it.
    expect(of("mx; dkim=fail header.d=gamma.example; dkim=pass header.d=gamma.example")).toBe("verified");
  });

  it("is none without a sender address", () => {
    expect(verdictFor(results("mx; dmarc=pass"), "")).toBe("none");
  });
});

describe("whose results count", () => {
  const forged =
    "Authentication-Results: mx.example.org; dkim=pass header.d=acme-gmbh.de; dmarc=pass header.from=acme-gmbh.de";

  it("reads only the topmost header: a forged one lower down is never read", () => {
    const message = headers(
      "Return-Path: <x@attacker.example>",
      "Received: from attacker.example (attacker.example [192.0.2.66]) by mx.example.org (Postfix) with ESMTP id 4F1;",
      "\tMon, 1 Mar 2027 09:00:00 +0000",
      "Authentication-Results: mx.example.org; spf=pass smtp.mailfrom=x@attacker.example;",
      "\tdmarc=fail (p=none dis=none) header.from=acme-gmbh.de",
      forged,
      "From: Acme HR <hr@acme-gmbh.de>",
    );
    expect(senderCheck(message, "hr@acme-gmbh.de", IMAP_TRUST)).toBe("failed");
    // The receiving server found nothing about the From domain: a forged pass next to it adds nothing.
    const nothing = headers(
      "Authentication-Results: mx.example.org; spf=pass smtp.mailfrom=x@attacker.example",
      forged,
    );
    expect(senderCheck(nothing, "hr@acme-gmbh.de", IMAP_TRUST)).toBe("none");
    // With the server's own pass on top, the reply is verified.
    const real = headers(
      "Authentication-Results: mx.example.org; dkim=pass header.d=acme-gmbh.de; dmarc=pass header.from=acme-gmbh.de",
      "Received: from mail.acme-gmbh.de by mx.example.org",
    );
    expect(senderCheck(real, "hr@acme-gmbh.de", IMAP_TRUST)).toBe("verified");
    expect(senderCheck(headers("Subject: x"), "hr@acme-gmbh.de", IMAP_TRUST)).toBe("none");
  });

  it("counts Received-SPF only towards a failure", () => {
    const spf = (result: string) =>
      headers(`Received-SPF: ${result} (mailfrom) identity=mailfrom; envelope-from=hr@acme-gmbh.de`);
    expect(senderCheck(spf("Fail"), "hr@acme-gmbh.de", IMAP_TRUST)).toBe("failed");
    expect(senderCheck(spf("Pass"), "hr@acme-gmbh.de", IMAP_TRUST)).toBe("none");
  });

  it("through the Gmail API, takes Gmail's own header only, and its ARC copy when it wrote no other", () => {
    const gmail = "mx.google.com; dkim=pass header.i=@acme-gmbh.de; dmarc=pass header.from=acme-gmbh.de";
    expect(senderCheck(headers(`Authentication-Results: ${gmail}`), "hr@acme-gmbh.de", GMAIL_TRUST)).toBe(
      "verified",
    );
    // On top but not Google's: not what Gmail found.
    expect(senderCheck(headers(forged), "hr@acme-gmbh.de", GMAIL_TRUST)).toBe("none");
    expect(
      senderCheck(headers(`ARC-Authentication-Results: i=1; ${gmail}`), "hr@acme-gmbh.de", GMAIL_TRUST),
    ).toBe("verified");
    expect(
      senderCheck(
        headers("ARC-Authentication-Results: i=1; lists.example; dmarc=pass header.from=acme-gmbh.de"),
        "hr@acme-gmbh.de",
        GMAIL_TRUST,
      ),
    ).toBe("none");
    // Gmail's own header wins over an ARC copy; and an IMAP mailbox never reads ARC copies.
    expect(
      senderCheck(
        headers(
          `ARC-Authentication-Results: i=1; ${gmail}`,
          "Authentication-Results: mx.google.com; dmarc=fail header.from=acme-gmbh.de",
        ),
        "hr@acme-gmbh.de",
        GMAIL_TRUST,
      ),
    ).toBe("failed");
    expect(
      senderCheck(headers(`ARC-Authentication-Results: i=1; ${gmail}`), "hr@acme-gmbh.de", IMAP_TRUST),
    ).toBe("none");
  });
});
