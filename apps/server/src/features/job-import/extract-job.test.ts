import { describe, expect, it } from "vitest";
import { extractJob } from "./extract-job.ts";
import { findJobPosting, jsonLdValues } from "./json-ld.ts";

const ld = (value: unknown, type = "application/ld+json") =>
  `<script type="${type}">${typeof value === "string" ? value : JSON.stringify(value)}</script>`;
const page = (head: string, body = "") =>
  `<!doctype html><html><head><title>Seitentitel</title>${head}</head><body>${body}</body></html>`;

const posting = {
  "@context": "https://schema.org",
  "@type": "JobPosting",
  title: "Softwareentwickler (m/w/d) &amp; Tester",
  hiringOrganization: { "@type": "Organization", name: "Bäckerei Müller GmbH" },
  jobLocation: {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      addressLocality: "München",
      addressRegion: "Bayern",
      addressCountry: "DE",
    },
  },
  description:
    "<p>Wir suchen <b>Sie</b>!</p><ul><li>Gehalt ab 50.000&nbsp;&euro;</li><li>Gr&ouml;&szlig;e</li></ul>",
};

describe("extractJob from JSON-LD", () => {
  it("reads a single JobPosting object", () => {
    expect(extractJob(page(ld(posting)))).toEqual({
      job_title: "Softwareentwickler (m/w/d) & Tester",
      hireing_company: "Bäckerei Müller GmbH",
      location: "München, Bayern",
      job_description: "Wir suchen Sie!\n\n- Gehalt ab 50.000 €\n- Größe",
    });
  });

  it("finds the posting in an array, in an @graph and under mainEntity", () => {
    const inArray = [{ "@type": "BreadcrumbList" }, posting];
    const inGraph = {
      "@context": "https://schema.org",
      "@graph": [{ "@type": "WebSite", name: "Jobs" }, posting],
    };
    const nested = { "@type": "WebPage", mainEntity: posting };
    for (const value of [inArray, inGraph, nested]) {
      expect(extractJob(page(ld(value))).hireing_company).toBe("Bäckerei Müller GmbH");
    }
  });

  it("accepts @type as a list and with a schema.org prefix", () => {
    const listed = { ...posting, "@type": ["Thing", "JobPosting"] };
    expect(findJobPosting([listed])).toBe(listed);
    const prefixed = { ...posting, "@type": "http://schema.org/JobPosting" };
    expect(findJobPosting([prefixed])).toBe(prefixed);
    expect(findJobPosting([{ ...posting, "@type": "Organization" }])).toBeUndefined();
  });

  it("skips a script with broken JSON and uses a valid one after it", () => {
    const html = page(`${ld('{ "@type": "JobPosting", title: broken')}${ld(posting)}`);
    expect(jsonLdValues(html)).toHaveLength(1);
    expect(extractJob(html).job_title).toBe("Softwareentwickler (m/w/d) & Tester");
  });

  it("reads JSON-LD wrapped in comments or with raw line breaks in strings, and ignores other scripts", () => {
    const raw = '{"@type":"JobPosting","title":"Zeile eins\nZeile zwei"}';
    expect(extractJob(page(`<script type='application/ld+json'><!--\n${raw}\n--></script>`)).job_title).toBe(
      "Zeile eins Zeile zwei",
    );
    expect(extractJob(page(ld(posting, "text/javascript"))).hireing_company).toBe("");
    expect(
      extractJob(
        page(
          `<SCRIPT data-x="1" TYPE="application/ld+json; charset=utf-8">${JSON.stringify(posting)}</SCRIPT>`,
        ),
      ).location,
    ).toBe("München, Bayern");
  });

  it("gives empty strings for missing fields and the page title for a missing job title", () => {
    expect(extractJob(page(ld({ "@type": "JobPosting" })))).toEqual({
      job_title: "Seitentitel",
      hireing_company: "",
      location: "",
      job_description: "",
    });
  });

  it("reads a company given as text and several locations, remote included", () => {
    const job = extractJob(
      page(
        ld({
          "@type": "JobPosting",
          title: "Dev",
          hiringOrganization: "ACME AG",
          jobLocationType: "TELECOMMUTE",
          jobLocation: [
            { "@type": "Place", address: { addressLocality: "Berlin", addressRegion: "Berlin" } },
            { "@type": "Place", address: { addressLocality: "Hamburg" } },
            { "@type": "Place", address: { addressLocality: "berlin" } },
            { "@type": "Place", address: { addressCountry: { "@type": "Country", name: "Österreich" } } },
          ],
        }),
      ),
    );
    expect(job.hireing_company).toBe("ACME AG");
    expect(job.location).toBe("Berlin; Hamburg; Österreich; Remote");
  });

  it("says Remote for a posting that only works remotely", () => {
    const job = extractJob(
      page(ld({ "@type": "JobPosting", title: "Dev", jobLocationType: ["TELECOMMUTE"] })),
    );
    expect(job.location).toBe("Remote");
  });

  it("keeps short fields within the form's limits", () => {
    const job = extractJob(
      page(ld({ "@type": "JobPosting", title: "T".repeat(400), description: "D".repeat(60_000) })),
    );
    expect(job.job_title).toHaveLength(300);
    expect(job.job_description).toHaveLength(50_000);
  });
});

describe("extractJob without JobPosting", () => {
  it("falls back to the <title>", () => {
    expect(
      extractJob("<html><head><title>\n  Backend-Entwickler &ndash; Köln\n</title></head></html>"),
    ).toEqual({
      job_title: "Backend-Entwickler – Köln",
      hireing_company: "",
      location: "",
      job_description: "",
    });
  });

  it("prefers og:title and cuts the og:site_name off the title", () => {
    const head = `<meta property="og:title" content="Data Engineer (w/m/d) | JobBörse">
      <meta content="JobBörse" property="og:site_name">`;
    expect(extractJob(page(head)).job_title).toBe("Data Engineer (w/m/d)");
    const titleOnly = `<title>StepStone - Projektleiter Bau</title><meta name="og:site_name" content="stepstone">`;
    expect(extractJob(`<head>${titleOnly}</head>`).job_title).toBe("Projektleiter Bau");
    // A title that is only the site name stays as it is.
    expect(
      extractJob(`<head><title>StepStone</title><meta property="og:site_name" content="StepStone"></head>`)
        .job_title,
    ).toBe("StepStone");
  });

  it("gives an empty title for a page without any title", () => {
    expect(extractJob("<p>nothing here</p>").job_title).toBe("");
  });

  it("stays fast on hostile markup", () => {
    const started = Date.now();
    extractJob(
      `${'<meta content="'.repeat(100_000)}${"<script>".repeat(100_000)}${"<title".repeat(100_000)}`,
    );
    // Only a super-linear blow-up breaks this bound (these inputs take a fraction of it even on a busy
    // machine; a quadratic path takes minutes). Speed itself is measured in bench/, not here.
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
