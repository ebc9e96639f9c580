import { type Challenge, solveChallenge } from "altcha-lib";
// The same SHA-256 derivation the widget runs with WebCrypto, in Node's faster hash.
import { deriveKey } from "altcha-lib/algorithms/sha";

/**
 * Fetches a challenge from the server at `baseUrl` (or takes one) and answers it as the ALTCHA widget
 * does: finds the counter by trying them in turn, then sends base64 of `{ challenge, solution }`.
 */
export async function solveBotChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error("bot-check challenge not solved in time");
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** A fresh challenge from a running server, solved. */
export async function botCheckSolution(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/botcheck/challenge`);
  if (!response.ok) throw new Error(`challenge request failed: ${response.status}`);
  return solveBotChallenge((await response.json()) as Challenge);
}
