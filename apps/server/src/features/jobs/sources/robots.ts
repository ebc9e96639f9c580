/** Our product token in robots.txt and in the User-Agent header. */
export const BOT_NAME = "JobApplicationHelperBot";

export type RobotsRule = { allow: boolean; pattern: string; regex: RegExp };

/**
 * The rules of a robots.txt (RFC 9309) that apply to `agent`: the groups naming it (case-insensitive,
 * merged when there are several), else the `*` groups, else none (everything allowed).
 */
export function parseRobots(text: string, agent = BOT_NAME): RobotsRule[] {
  const own: RobotsRule[] = [];
  const any: RobotsRule[] = [];
  let agents: string[] = [];
  let inRules = false;
  let ownSeen = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "user-agent") {
      // A user-agent line after rules starts a new group.
      if (inRules) agents = [];
      inRules = false;
      agents.push(value.split(/[/\s]/)[0]!.toLowerCase());
      if (agents.at(-1) === agent.toLowerCase()) ownSeen = true;
    } else if (key === "allow" || key === "disallow") {
      inRules = true;
      // An empty Disallow allows everything, the same as no rule.
      if (!value) continue;
      const rule = { allow: key === "allow", pattern: value, regex: patternRegex(value) };
      if (agents.includes(agent.toLowerCase())) own.push(rule);
      if (agents.includes("*")) any.push(rule);
    }
  }
  return ownSeen ? own : any;
}

/** Whether `path` (path and query) may be fetched: the longest matching rule decides, Allow on a tie. */
export function robotsAllows(rules: RobotsRule[], path: string): boolean {
  let best: RobotsRule | undefined;
  for (const rule of rules) {
    if (!rule.regex.test(path)) continue;
    const longer = !best || rule.pattern.length > best.pattern.length;
    const tieAllows = best && rule.pattern.length === best.pattern.length && rule.allow;
    if (longer || tieAllows) best = rule;
  }
  return best?.allow ?? true;
}

// `*` matches any run of characters and a final `$` anchors the end; everything else is literal. URLs
// carry non-ASCII characters percent-encoded, so the pattern's are encoded the same way.
function patternRegex(pattern: string): RegExp {
  const anchored = pattern.endsWith("$");
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .replace(/[^\p{ASCII}]+/gu, (run) => encodeURIComponent(run))
    .replace(/\*+/g, "*")
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`);
}
