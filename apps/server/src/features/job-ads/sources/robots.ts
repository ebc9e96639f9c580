import { onFirstUse } from "../../../lazy-module.ts";

/** robots-parser, loaded by the first robots.txt read. */
const robotsParser = onFirstUse<typeof import("robots-parser").default>("robots-parser");

/** Our product token in robots.txt and in the User-Agent header. */
export const BOT_NAME = "JobApplicationHelperBot";

/** What a host's robots.txt lets our agent fetch. */
export type RobotsRules = {
  /** Whether `url` (on the robots.txt's origin; any other is refused) may be fetched. */
  allows(url: URL): boolean;
};

/** No robots.txt: everything may be fetched. */
export const ALLOW_ALL: RobotsRules = { allows: () => true };
/** A robots.txt that could not be read: nothing may be fetched for now. */
export const DISALLOW_ALL: RobotsRules = { allows: () => false };

/**
 * The rules of `origin`'s robots.txt (RFC 9309, read by robots-parser) for `agent`: the groups naming
 * it (case-insensitive, version ignored, merged when there are several), else the `*` groups, else
 * none. The longest matching rule decides, Allow on a tie; `*` and a final `$` are understood, and
 * non-ASCII characters compare in their percent-encoded form.
 */
export function parseRobots(text: string, origin: string, agent = BOT_NAME): RobotsRules {
  const robots = robotsParser()(`${origin}/robots.txt`, text);
  return { allows: (url) => robots.isAllowed(url.href, agent) ?? false };
}
