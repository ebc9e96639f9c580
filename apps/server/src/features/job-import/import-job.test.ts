import { describe, expect, it } from "vitest";
import { importJobFromHtml, siteName } from "./import-job.ts";

describe("siteName", () => {
  it("drops www. and a trailing dot and shows international names in letters", () => {
    expect(siteName(new URL("https://www.stepstone.de/stellenangebote--123.html?x=1"))).toBe("stepstone.de");
    expect(siteName(new URL("https://WWW.Indeed.COM./viewjob"))).toBe("indeed.com");
    expect(siteName(new URL("https://jobs.xn--mnchen-3ya.de/"))).toBe("jobs.münchen.de");
    expect(siteName(new URL("https://wwwjobs.de/"))).toBe("wwwjobs.de");
  });

  it("keeps IP addresses as they are", () => {
    expect(siteName(new URL("http://127.0.0.1:8080/job"))).toBe("127.0.0.1");
    expect(siteName(new URL("http://[2001:db8::1]/job"))).toBe("[2001:db8::1]");
  });
});

describe("importJobFromHtml", () => {
  it("hands out text every database can store: a NUL escaped in the page's JSON-LD is removed", () => {
    const posting = {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Backend\u0000 Developer",
      description: "<p>Wir suchen\u0007 Sie.\uD800</p>",
      hiringOrganization: { "@type": "Organization", name: "Muster\u0000 GmbH" },
    };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(posting)}</script></head><body></body></html>`;
    const job = importJobFromHtml(html, new URL("https://jobs.example/42"));
    expect(job).toMatchObject({ job_title: "Backend Developer", hireing_company: "Muster GmbH" });
    expect(JSON.stringify(job)).not.toMatch(/\\u00(0[0-8bcef]|1[0-9a-f])|\\ud[89ab]/i);
  });
});
