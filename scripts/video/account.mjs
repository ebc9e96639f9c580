// The account the tour shows: signed up and verified through the API, filled with the demo's sample
// data in its language, with a mailbox connected. Nothing of this is recorded; the tour starts after.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { botCheckSolution } from "@jah/testing/bot-check";
import { simpleParser } from "mailparser";

async function verificationLink(outboxDir, email) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    let files = [];
    try {
      files = readdirSync(outboxDir).filter((f) => f.endsWith(".eml"));
    } catch {
      // the folder appears with the first mail
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(outboxDir, file)));
      const link = mail.text?.match(/https?:\/\/\S+/g)?.find((l) => l.includes("/verifyemail"));
      if (JSON.stringify(mail.to ?? "").includes(email) && link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no verification mail to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function ok(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Creates the account in `lang` and returns its e-mail address and password for the login. */
export async function prepareAccount(product, mailbox, { lang, name }) {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, ".")}.${lang}.${Date.now()}@example.com`;
  const password = `video tour secret ${Date.now()}`;
  const post = (route, body, headers = {}) =>
    fetch(`${product.url}${route}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: product.url,
        "accept-language": lang,
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const altcha = await botCheckSolution(product.url);
  const { token } = await ok(
    await post("/api/auth/sign-up/email", { name, email, password, altcha }),
    "sign-up",
  );
  await ok(await post("/api/register/signup", { username: name, token, email }), "register");
  const link = await verificationLink(product.outboxDir, email);
  await ok(await fetch(`${product.url}/api/register/verify${new URL(link).search}`), "verify");

  const session = await ok(await post("/api/auth/sign-in/email", { email, password }), "sign-in");
  const auth = { "x-auth-token": session.token, "x-auth-id": session.user.id };
  // The demo's sample data in the account's language: profiles, a dozen applications, letters, ads.
  await ok(await post("/api/datareset", { confirm: true }, auth), "sample data");
  await ok(
    await post(
      "/api/connections/smtp",
      {
        host: "127.0.0.1",
        port: mailbox.port,
        security: "none",
        username: email,
        password: "mailbox secret",
        from_email: email,
        from_name: name,
      },
      auth,
    ),
    "mailbox",
  );
  return { email, password };
}
