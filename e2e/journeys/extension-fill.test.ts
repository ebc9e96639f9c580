import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import {
  type ExtensionBrowser,
  ensureExtensionBuild,
  launchWithExtension,
  openPopup,
} from "../support/extension.ts";

// "Fill in this form" (issue 44) in Debian's Chromium with the built extension: an employer's form on
// another site is filled with the user's profile on a click in the popup; the page's own script sees
// every value as typed input, nothing is sent, and the gender question stays empty. Connecting is
// extension.test.ts's journey: here the token made in the settings is put where the options page puts it.

/** An employer's application form on 127.0.0.1 whose script records what it saw: inputs, submissions. */
const FORM_PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Bewerbung</title></head><body>
<h1>Bewerbung als Entwickler (m/w/d)</h1>
<form id="apply" action="/sent" method="post">
  <p><label for="fn">Vorname *</label><input id="fn" name="candidate[first_name]" required></p>
  <p><label for="ln">Nachname *</label><input id="ln" name="candidate[last_name]" required></p>
  <p><label for="em">E-Mail</label><input id="em" name="candidate[email]" type="email"></p>
  <p><label for="ci">Wohnort</label><input id="ci" name="candidate[city]"></p>
  <p><label for="li">LinkedIn-Profil</label><input id="li" name="candidate[linkedin]"></p>
  <p><label for="ge">Geschlecht</label><select id="ge" name="candidate[gender]">
    <option value="">Bitte wählen</option><option value="m">männlich</option><option value="w">weiblich</option></select></p>
  <p style="position:absolute;left:-9999px"><label for="hp">Telefon</label><input id="hp" name="website_hp"></p>
  <iframe id="contact" srcdoc="<label for='ph'>Telefon</label><input id='ph' name='phone'>"></iframe>
  <button type="submit" id="send">Bewerbung absenden</button>
</form>
<script>
  window.seen = { inputs: {}, submits: 0 };
  document.addEventListener("input", (event) => { window.seen.inputs[event.target.id] = event.target.value; });
  document.getElementById("apply").addEventListener("submit", (event) => { event.preventDefault(); window.seen.submits++; });
  document.getElementById("send").addEventListener("click", () => { window.seen.submits++; });
</script></body></html>`;

async function startFormSite(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(FORM_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe("extension fills in an application form in Chromium", () => {
  let app: RunningApp;
  let site: Awaited<ReturnType<typeof startFormSite>>;
  let browser: ExtensionBrowser;
  const email = `extension-fill-${Date.now()}@example.com`;
  const password = "journey secret 10";

  beforeAll(async () => {
    ensureExtensionBuild();
    app = await startApp();
    site = await startFormSite();
    await signUpVerified(app, email, password, "Fill Tester");
    browser = await launchWithExtension([`${app.url}/*`]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await app?.stop();
  });

  it("fills the form with the profile on the user's click, sends nothing and leaves the gender question", async () => {
    // The user, their profile with a LinkedIn link, and a token made in the settings.
    const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email, password }),
    });
    const { token, user } = (await signIn.json()) as { token: string; user: { id: string } };
    const session = { "x-auth-token": token, "x-auth-id": user.id, "content-type": "application/json" };
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${app.url}${path}`, {
        method: "POST",
        headers: session,
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBeLessThan(300);
      return (await response.json()) as Record<string, unknown>;
    };
    const profile = await post("/api/profile/", {});
    await post("/api/profile/edit", {
      id: profile.id,
      vorname: "Anna",
      name: "Muster",
      email: "anna@example.org",
      city: "Leipzig",
      telefon: "+49 341 123456",
    });
    await post("/api/profile/socialmedia/", {
      key_name: "LinkedIn",
      value: "https://www.linkedin.com/in/anna",
      profile: { id: profile.id },
    });
    const made = await post("/api/extension/tokens", { name: "Journey" });

    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    // What the options page saves after connecting (apps/extension/src/lib/storage.ts).
    const connection = {
      origin: app.url,
      token: made.token,
      user: { email, name: "Fill Tester", language: "en" },
    };
    await options.evaluate(
      (value) =>
        (
          globalThis as unknown as {
            chrome: { storage: { local: { set: (items: object) => Promise<void> } } };
          }
        ).chrome.storage.local.set({ connection: value }),
      connection,
    );

    // The employer's form, the toolbar button, "Fill in this form".
    const form = await browser.context.newPage();
    await form.goto(`${site.url}/jobs/42/apply`);
    const popup = await openPopup(browser, form);
    await popup.waitFor("fill-form");
    await popup.click("fill-form");
    await popup.waitFor("fill-report");

    expect(await form.inputValue("#fn")).toBe("Anna");
    expect(await form.inputValue("#ln")).toBe("Muster");
    expect(await form.inputValue("#em")).toBe("anna@example.org");
    expect(await form.inputValue("#ci")).toBe("Leipzig");
    expect(await form.inputValue("#li")).toBe("https://www.linkedin.com/in/anna");
    expect(await form.inputValue("#ge")).toBe("");
    // A frame of the same origin (the employer's own system embedded) is filled as well.
    expect(await form.frameLocator("#contact").locator("#ph").inputValue()).toBe("+49 341 123456");
    // The field moved off the screen (a trap for bots) stays empty.
    expect(await form.inputValue("#hp")).toBe("");
    const seen = await form.evaluate(() => (window as unknown as { seen: unknown }).seen);
    expect(seen).toEqual({
      inputs: {
        fn: "Anna",
        ln: "Muster",
        em: "anna@example.org",
        ci: "Leipzig",
        li: "https://www.linkedin.com/in/anna",
      },
      submits: 0,
    });
    expect(form.url()).toBe(`${site.url}/jobs/42/apply`);
    expect(await popup.text("fill-report")).toContain("6 fields filled in. Nothing was sent");
    expect(await popup.text("fill-sensitive")).toContain("Geschlecht");
  });
});
