/**
 * Why a mail connection test failed, as a code the apps translate (issue 43: a German user read the
 * mail server's English refusal). The server's own words still go along as `reason`, shown as a detail
 * for whoever has to fix it.
 */
export const CONNECTION_FAILURE_CODES = ["auth-failed", "tls-failed", "timeout", "unreachable"] as const;
export type ConnectionFailureCode = (typeof CONNECTION_FAILURE_CODES)[number];
