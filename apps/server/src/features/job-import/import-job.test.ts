import { describe, expect, it } from "vitest";
import { siteName } from "./import-job.ts";

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
