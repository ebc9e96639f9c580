import { describe, expect, it } from "vitest";
import { renderCvHtml } from "../src/node.ts";
import { sampleProfile } from "../src/sample.ts";

describe("renderCvHtml", () => {
  it("is a self-contained page with the public data only", () => {
    const html = renderCvHtml(sampleProfile("de"), { template: "elegant" });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Lena Weißmüller");
    expect(html).toContain("Berufserfahrung");
    expect(html).toContain("src:url(data:font/ttf;base64,");
    // The embedded fonts are base64; look at the document without its style sheet.
    const body = html.replace(/<style>[\s\S]*<\/style>/, "");
    expect(body).not.toContain("lena.privat@example.de");
    expect(body).not.toContain("704");
    expect(body).not.toContain("Krüger");
    expect(body).toContain("+49 171 5550123");
  });

  it("escapes the user's text", () => {
    const profile = { ...sampleProfile("en"), mantra: `<script>alert("x")</script> & more` };
    const html = renderCvHtml(profile, { template: "full" });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; more");
  });
});
