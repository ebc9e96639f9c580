import { describe, expect, it } from "vitest";
import { jobLinkKey, withoutTracking } from "./job-link.ts";

describe("withoutTracking", () => {
  it("drops tracking parameters and the fragment, keeps the rest in order", () => {
    expect(withoutTracking(new URL("https://jobs.example/42?utm_source=x&id=7&gclid=y#apply"))).toBe(
      "https://jobs.example/42?id=7",
    );
    expect(withoutTracking(new URL("https://jobs.example/42?utm_medium=mail"))).toBe(
      "https://jobs.example/42",
    );
  });

  it("keeps a link whose cleaning would grow past the field's 2000 characters as it was, else none", () => {
    // Rewriting the query escapes each "/" as %2F.
    const slashes = new URL(`https://jobs.example/42?utm_source=x&q=${"/".repeat(700)}`);
    expect(withoutTracking(slashes)).toBe(slashes.href);
    expect(withoutTracking(new URL(`https://jobs.example/${"a".repeat(2100)}`))).toBe("");
  });
});

describe("jobLinkKey", () => {
  it("ignores scheme, www., the host's case, the fragment and a trailing slash in both modes", () => {
    for (const mode of ["saved", "ad"] as const) {
      const key = jobLinkKey("https://www.jobs.example/stellen/42", mode);
      expect(jobLinkKey("http://JOBS.example/stellen/42/#apply", mode)).toBe(key);
      expect(jobLinkKey("  https://www.jobs.example/stellen/42//  ", mode)).toBe(key);
      expect(jobLinkKey("ftp://jobs.example/stellen/42", mode)).toBeNull();
      expect(jobLinkKey("no link", mode)).toBeNull();
    }
  });

  it("keeps a saved link's own parameters, sorted, and the path's case", () => {
    expect(jobLinkKey("https://www.jobs.example/Stelle?b=2&utm_source=x&a=1", "saved")).toBe(
      "jobs.example/Stelle?a=1&b=2",
    );
    expect(jobLinkKey("https://jobs.example/view?jobId=1", "saved")).not.toBe(
      jobLinkKey("https://jobs.example/view?jobId=2", "saved"),
    );
  });

  it("keys an ad by host and path only, lower-cased, as job_ad.url_key stores it", () => {
    expect(jobLinkKey("https://www.Example.com/jobs/42/?utm_source=x#top", "ad")).toBe("example.com/jobs/42");
    expect(jobLinkKey("https://jobs.example/Stelle?b=2&a=1", "ad")).toBe("jobs.example/stelle");
  });
});
