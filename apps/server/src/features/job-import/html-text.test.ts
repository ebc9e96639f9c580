import { describe, expect, it } from "vitest";
import { decodeEntities } from "./entities.ts";
import { htmlToText, inlineText, truncate } from "./html-text.ts";

describe("decodeEntities", () => {
  it("decodes named, decimal and hex references", () => {
    expect(decodeEntities("M&uuml;ller &amp; S&ouml;hne &#8211; &#x20AC; 50.000 &euro;")).toBe(
      "Müller & Söhne – € 50.000 €",
    );
    expect(decodeEntities("&Auml;rzte &szlig; &#228;&#xE4;&#XE4; &quot;x&quot; &lt;b&gt;")).toBe(
      'Ärzte ß äää "x" <b>',
    );
  });

  it("reads &#128;-&#159; as Windows-1252, like browsers do", () => {
    expect(decodeEntities("&#150; &#128; &#147;Hi&#148;")).toBe("– € “Hi”");
  });

  it("leaves unknown names, names without semicolon and inherited object keys alone", () => {
    expect(decodeEntities("&bogus; ?a=1&copy=2 &constructor; &toString;")).toBe(
      "&bogus; ?a=1&copy=2 &constructor; &toString;",
    );
  });

  it("replaces invalid code points and drops control characters", () => {
    expect(decodeEntities("a&#0;b&#xD800;c&#1;d&#x110000;")).toBe("a\ufffdb\ufffdcd\ufffd");
  });
});

describe("htmlToText", () => {
  it("turns paragraphs, line breaks and lists into readable lines", () => {
    const html = `
      <h2>Ihre Aufgaben</h2>
      <p>Sie entwickeln   unsere
         Plattform.<br>Mit Freude.<br/>Und Tests.</p>
      <ul>
        <li>Backend mit <strong>TypeScript</strong></li>
        <li><p>Datenbanken</p></li>
        <li></li>
      </ul>
      <p>Wir bieten: 30&nbsp;Tage Urlaub &amp; mehr.</p>`;
    expect(htmlToText(html)).toBe(
      [
        "Ihre Aufgaben",
        "",
        "Sie entwickeln unsere Plattform.",
        "Mit Freude.",
        "Und Tests.",
        "",
        "- Backend mit TypeScript",
        "- Datenbanken",
        "",
        "Wir bieten: 30 Tage Urlaub & mehr.",
      ].join("\n"),
    );
  });

  it("puts divs on their own lines without blank lines and keeps a double <br> as one blank line", () => {
    expect(htmlToText("<div><div>Eins</div><div>Zwei</div></div>A<br><br><br><br>B")).toBe(
      "Eins\nZwei\nA\n\nB",
    );
  });

  it("drops scripts, styles and comments, also unclosed ones", () => {
    expect(htmlToText("<p>Sichtbar</p><script>alert(1)</script><style>p{}</style><!-- geheim -->Ende")).toBe(
      "Sichtbar\n\nEnde",
    );
    expect(htmlToText("<p>Start</p><script>never closed <p>x</p>")).toBe("Start");
  });

  it("separates table cells and keeps a literal less-than sign", () => {
    expect(htmlToText("<table><tr><td>Gehalt</td><td>60.000 €</td></tr></table><p>a < b</p>")).toBe(
      "Gehalt 60.000 €\n\na < b",
    );
  });

  it("drops icon-font glyphs and control characters, also when written as references", () => {
    expect(htmlToText("<p>\uf0b7 Punkt&#xE001;\u0001&#2;</p><p>Zwei</p>")).toBe("Punkt\n\nZwei");
  });

  it("keeps the line breaks of plain text and decodes its entities", () => {
    expect(htmlToText("Wir suchen Sie!\r\n\r\n\r\nAufgaben:\n- Code   &amp; Tests\n")).toBe(
      "Wir suchen Sie!\n\nAufgaben:\n- Code & Tests",
    );
  });

  it("reads HTML that was escaped twice", () => {
    expect(htmlToText("&lt;p&gt;Erste Zeile&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Punkt&lt;/li&gt;&lt;/ul&gt;")).toBe(
      "Erste Zeile\n\n- Punkt",
    );
  });

  it("stops at the maximum length", () => {
    const text = htmlToText(`<p>${"Wort ".repeat(20_000)}</p>`);
    expect(text.length).toBeLessThanOrEqual(50_000);
    expect(text.length).toBeGreaterThan(49_990);
    expect(htmlToText("<p>abcdef</p>", 3)).toBe("abc");
  });

  it("stays fast on hostile input", () => {
    const started = Date.now();
    htmlToText("<br> ".repeat(100_000));
    htmlToText(`<p>${"&#32;".repeat(100_000)}x${"<div>".repeat(100_000)}`);
    htmlToText(`${"<".repeat(200_000)}${"<script ".repeat(50_000)}${"<!--".repeat(50_000)}`);
    // Only a super-linear blow-up breaks this bound (these inputs take a fraction of it even on a busy
    // machine; a quadratic path takes minutes). Speed itself is measured in bench/, not here.
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe("inlineText and truncate", () => {
  it("collapses whitespace and decodes entities", () => {
    expect(inlineText("  Entwickler\n (m/w/d) &ndash;\u00a0Köln ", 300)).toBe("Entwickler (m/w/d) – Köln");
    expect(inlineText("abcdef", 4)).toBe("abcd");
  });

  it("never leaves half a surrogate pair", () => {
    expect(truncate("ab😀", 3)).toBe("ab");
    expect(truncate("ab😀", 4)).toBe("ab😀");
  });
});
