import { FakeStripe, invoiceObject, signedEvent, subscriptionObject } from "@jah/testing/fake-stripe";
import { stripeEnv } from "@jah/testing/payments-env";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { pageApi } from "../support/page-api.ts";

const APPLICATION = {
  job_title: "Backend-Entwicklerin",
  hireing_company: "Firma GmbH",
  page: "StepStone",
  recipient_salutation: "female",
  recipient_name: "Anna Berg",
};

describe("plans and payments journey in Chromium", () => {
  const stripe = new FakeStripe();
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `payments-${Date.now()}@example.com`;
  const password = "journey secret 12";

  beforeAll(async () => {
    // Checkout URLs lead to the fake's stand-in for Stripe's hosted page, which returns to our success URL.
    stripe.hostedCheckout = true;
    const base = await stripe.listen();
    app = await startApp(stripeEnv(stripe, base));
    browser = await launchBrowser();
    page = await browser.newPage({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    await signUpVerified(app, email, password, "Paying Tester");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await stripe.close();
  });

  /** Delivers a webhook to the app signed as Stripe signs it; the app must take it. */
  async function webhook(type: string, object: Record<string, unknown>) {
    const { payload, signature } = signedEvent(stripe.webhookSecret, type, object);
    const response = await fetch(`${app.url}/api/payments/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    expect(response.status, `${type}: ${await response.clone().text()}`).toBe(200);
  }

  it("meets the premium notice, pays through Checkout, and finds the applications area open", async () => {
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();
    const userId = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem("localId") ?? "null") as string,
    );
    // Unpaid: the server refuses applications and changes nothing.
    expect((await pageApi<{ id?: number }>(page, "POST", "profile/applications/", APPLICATION)).status).toBe(
      402,
    );

    // 1. The dashboard shows the premium notice in place of the applications data, without a prompt;
    // so does the applications area (issue 25): the notice with our own pricing table, no dialog.
    await page.getByTestId("dashboard-premium").getByTestId("pricing-table").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.getByTestId("sidebar").getByRole("link", { name: "Applications", exact: true }).click();
    const prompt = page.getByTestId("premium-panel");
    await prompt.waitFor();
    await prompt.getByTestId("premium-notice").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => prompt.getByTestId("plan-complete-vat").innerText()).toBe("incl. 19% VAT");
    await prompt.getByTestId("checkout-legal").getByRole("link", { name: "Terms and conditions" }).waitFor();
    await expect.poll(() => prompt.getByTestId("plan-complete-price").innerText()).toBe("9,90 €");
    await prompt.getByTestId("pricing-interval").getByText("Yearly").click();
    await expect.poll(() => prompt.getByTestId("plan-complete-price").innerText()).toBe("99,00 €");
    await prompt.getByTestId("pricing-interval").getByText("Monthly").click();
    await expect.poll(() => prompt.getByTestId("plan-complete-price").innerText()).toBe("9,90 €");
    const problems = await axeProblems(page, "premium notice with the pricing table");
    // No third-party script on our pages: every script comes from our own origin.
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
    expect(scripts.filter((src) => !src.startsWith(app.url))).toEqual([]);

    // 2. Subscribe goes to the hosted Checkout page of the session the server created.
    await prompt.getByTestId("plan-complete-subscribe").click();
    await page.waitForURL(/\/c\/pay\/cs_test_/);
    const sessionId = await page.getByTestId("fake-checkout-session").innerText();
    const checkout = stripe.checkouts.get(sessionId);
    expect(checkout?.customer).toMatch(/^cus_/);
    const created = stripe.callsTo("/v1/checkout/sessions").at(-1)?.form;
    expect(created?.get("line_items[0][price]")).toBe("price_month");
    expect(created?.get("client_reference_id")).toBe(userId);

    // 3. Stripe confirms the payment by webhooks (the test sends them, signed), then returns the browser.
    const customer = checkout?.customer as string;
    await webhook("checkout.session.completed", {
      id: sessionId,
      object: "checkout.session",
      customer,
      client_reference_id: userId,
      subscription: "sub_journey",
    });
    await webhook(
      "customer.subscription.created",
      subscriptionObject({ id: "sub_journey", customer, price: "price_month", status: "active" }),
    );
    await webhook(
      "invoice.paid",
      invoiceObject({ id: "in_journey", customer, price: "price_month", amount: 990 }),
    );
    await page.getByTestId("fake-checkout-pay").click();
    await page.waitForURL(/\/callbacks\/stripe\/success/);
    await expect.poll(() => page.getByTestId("stripe-success").innerText()).toContain("Thank you!");
    problems.push(...(await axeProblems(page, "Stripe success page")));

    // 4. The applications area is open: a new application is saved and listed, no prompt.
    const saved = await pageApi<{ id?: number }>(page, "POST", "profile/applications/", APPLICATION);
    expect(saved.status).toBe(200);
    await page.goto(`${app.url}/applications`);
    await page.getByTestId(`app-row-${saved.data.id}`).first().waitFor();
    expect(await page.getByRole("dialog", { name: "This needs a paid plan" }).count()).toBe(0);

    // 5. The payments tab shows the plan and the payment with its invoice.
    await page.goto(`${app.url}/settings/payments`);
    await page.getByTestId("payments-list").waitFor();
    await expect.poll(() => page.getByTestId("payments-list").innerText()).toContain("9,90 €");
    expect(await page.getByTestId("current-plan").innerText()).toContain("Complete");
    const invoiceLink = page.locator('[data-testid^="invoice-"]').first();
    expect(await invoiceLink.count()).toBe(1);
    problems.push(...(await axeProblems(page, "payments tab")));

    // 6. §312k BGB: "Cancel subscription" leads to a confirmation page with the end date; "Cancel now"
    // cancels at the period end through Stripe's API and confirms.
    stripe.subscriptions.add("sub_journey");
    await page.getByTestId("cancel-subscription-button").click();
    await page.waitForURL(/\/settings\/payments\/cancel$/);
    await expect.poll(() => page.getByTestId("cancel-summary").innerText()).toContain("Complete");
    problems.push(...(await axeProblems(page, "cancellation confirmation page")));
    await page.getByTestId("cancel-confirm").click();
    await expect
      .poll(() => page.getByTestId("cancel-done").innerText())
      .toContain("Your subscription ends on");
    const update = stripe.callsTo("/v1/subscriptions/sub_journey").at(-1);
    expect(update?.form.get("cancel_at_period_end")).toBe("true");
    problems.push(...(await axeProblems(page, "cancellation confirmed")));

    // 7. The legal pages from the footer, axe clean.
    await page.getByTestId("legal-link-impressum").first().click();
    await expect.poll(() => page.getByTestId("legal-body").innerText()).toContain("Legal notice");
    problems.push(...(await axeProblems(page, "legal notice page")));
    expect(problems).toEqual([]);
  });
});
