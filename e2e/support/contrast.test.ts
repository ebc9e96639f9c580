import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser.ts";
import { contrastProblems, lowContrastText } from "./contrast.ts";

/** A static page in Chromium with `body` as its content. */
async function pageWith(browser: Browser, body: string): Promise<Page> {
  const page = await browser.newPage();
  await page.setContent(
    `<!doctype html><html lang="en"><body style="font: 16px sans-serif">${body}</body></html>`,
  );
  return page;
}

describe("the text contrast check", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("finds a badge whose text colour is its background colour", async () => {
    // The fit reasons' skills of issue 43: a light badge given a solid background of its text colour.
    const page = await pageWith(
      browser,
      `<p>Skills you bring: <span class="badge" style="background: rgb(43, 138, 62); color: rgb(43, 138, 62); padding: 2px 6px">TypeScript</span></p>`,
    );
    const found = await lowContrastText(page);
    expect(found).toEqual([
      expect.objectContaining({
        text: "TypeScript",
        ratio: 1,
        colour: "rgba(43, 138, 62, 1)",
        background: "rgba(43, 138, 62, 1)",
      }),
    ]);
    expect(found[0]?.selector).toContain("span.badge");
    expect((await contrastProblems(page, "badge page"))[0]).toMatch(
      /^badge page: text contrast 1:1 of "TypeScript"/,
    );
    await page.close();
  });

  it("passes normal text, large text at 3:1 and text no one can see", async () => {
    const page = await pageWith(
      browser,
      `<p>Dark grey words on white.</p>
       <div style="background: rgba(0, 0, 0, 0.05)"><p style="color: #444">On a faint grey layer.</p></div>
       <h1 style="font-size: 28px; color: #949494">Large heading at 3:1</h1>
       <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); color: white">Only for screen readers</span>
       <p style="display: none; color: white">Not shown</p>
       <button disabled style="color: #ccc; background: white">Disabled</button>`,
    );
    expect(await lowContrastText(page)).toEqual([]);
    await page.close();
  });

  it("holds small text to 4.5:1 and blends a translucent background", async () => {
    const page = await pageWith(
      browser,
      `<p style="color: #949494">Small text at 3:1</p>
       <div style="background: rgb(253, 126, 20)"><span style="color: white; background: rgba(255, 255, 255, 0.1)">12 days</span></div>`,
    );
    const found = await lowContrastText(page);
    expect(found.map((f) => f.text)).toEqual(["Small text at 3:1", "12 days"]);
    // White over orange with a tenth of white on top: a little lighter than the orange itself.
    expect(found[1]?.background).toBe("rgba(253, 139, 44, 1)");
    await page.close();
  });
});
