import type { SenderCheck } from "@jah/shared";
import { type AuthResult, parseArcAuthResults, parseAuthResults, parseReceivedSpf } from "./auth-results.ts";
import { registrableDomain } from "./domains.ts";

/**
 * Whether a reply's From domain is who it says, by the results the user's own receiving server wrote.
 *
 * Whose results count (the trust rule): only the topmost Authentication-Results header. Every server on
 * the way puts its trace headers on top of what it received, so the receiving server's own header sits
 * above everything a sender wrote, and an Authentication-Results a forger puts into their message (or
 * into their own servers' trace lines) always comes lower and is never read. Further headers are not
 * merged in: Gmail writes its header directly above the sender's, where a forger's would join it (so a
 * server that splits its results, as OpenDMARC above OpenDKIM, is read by its topmost header). When
 * the reader knows the receiving server's authserv-id (Gmail: mx.google.com) the topmost header must
 * carry it, and Gmail's own ARC-Authentication-Results stand in when it wrote no other. The limit: a
 * receiving server that writes no Authentication-Results at all leaves a forger's header on top;
 * servers that check (Gmail, Microsoft 365, rspamd, OpenDKIM/OpenDMARC) always write theirs.
 *
 * The verdict: verified when DMARC passed for the From domain, or, without a DMARC pass or fail, when a
 * DKIM signature of a domain aligned with it passed. Failed when DMARC failed, or an aligned DKIM
 * signature or SPF check (also from Received-SPF) failed. None otherwise: no result, or none that speaks
 * for the From domain. SPF alone never verifies (a shared sending service passes SPF for all its
 * customers' domains). Aligned means the same registrable domain (matching.ts: the last two labels, three
 * under co/com/org/net/ac/gov/or of a two-letter country, as acme.co.uk; a shorter list than the public
 * suffix list, so two customers of an unlisted shared suffix would count as one organisation).
 */

/** What the reader knows of the receiving server. */
export type AuthTrust = {
  /** Its authserv-id, when known; null: whoever wrote the topmost Authentication-Results. */
  authservId: string | null;
  /** Whether its own ARC-Authentication-Results (with that authserv-id) may stand in for a missing one. */
  arc: boolean;
};

/** An IMAP mailbox: the receiving server is the user's provider, whatever it calls itself. */
export const IMAP_TRUST: AuthTrust = { authservId: null, arc: false };
/** Gmail read through its API: Google's receiving servers sign as mx.google.com. */
export const GMAIL_TRUST: AuthTrust = { authservId: "mx.google.com", arc: true };

/** "Anna <a@Jobs.Example.com>" or "@jobs.example.com" or "jobs.example.com." -> "jobs.example.com". */
function domainOf(value: string): string {
  return value
    .slice(value.lastIndexOf("@") + 1)
    .replace(/[>\s]+$/, "")
    .replace(/\.$/, "")
    .toLowerCase();
}

function aligned(domain: string, from: string): boolean {
  return domain !== "" && registrableDomain(domain) === registrableDomain(from);
}

/** The receiving server's results: its topmost header, or Gmail's own ARC copy (see the trust rule). */
function trustedResults(headers: Map<string, string>, trust: AuthTrust): AuthResult[] {
  const known = (id: string) => trust.authservId === null || id === trust.authservId;
  const top = headers.get("authentication-results");
  if (top !== undefined) {
    const parsed = parseAuthResults(top);
    return known(parsed.authservId) ? parsed.results : [];
  }
  const arc = trust.arc ? headers.get("arc-authentication-results") : undefined;
  if (arc === undefined) return [];
  const parsed = parseArcAuthResults(arc);
  return parsed.instance > 0 && known(parsed.authservId) ? parsed.results : [];
}

/** The verdict on `from`'s domain by these results. */
export function verdictFor(results: readonly AuthResult[], fromAddress: string): SenderCheck {
  const from = fromAddress.includes("@") ? domainOf(fromAddress) : "";
  if (!from) return "none";
  const of = (method: string) => results.filter((r) => r.method === method);
  const dmarc = of("dmarc").filter((r) => {
    const checked = r.props["header.from"];
    return checked === undefined || domainOf(checked) === from;
  });
  if (dmarc.some((r) => r.result === "fail")) return "failed";
  if (dmarc.some((r) => r.result === "pass")) return "verified";
  const dkim = of("dkim").filter((r) =>
    aligned(domainOf(r.props["header.d"] ?? r.props["header.i"] ?? ""), from),
  );
  if (dkim.some((r) => r.result === "pass")) return "verified";
  const spf = of("spf").filter((r) =>
    aligned(domainOf(r.props["smtp.mailfrom"] ?? r.props["smtp.helo"] ?? ""), from),
  );
  if (dkim.some((r) => r.result === "fail") || spf.some((r) => /^(fail|softfail)$/.test(r.result))) {
    return "failed";
  }
  return "none";
}

/** The verdict on a message's From domain by its headers (lower-case names, the topmost of each). */
export function senderCheck(
  headers: Map<string, string>,
  fromAddress: string,
  trust: AuthTrust,
): SenderCheck {
  const results = trustedResults(headers, trust);
  const spf = headers.get("received-spf");
  const spfResult = spf === undefined ? null : parseReceivedSpf(spf);
  return verdictFor(spfResult ? [...results, spfResult] : results, fromAddress);
}
