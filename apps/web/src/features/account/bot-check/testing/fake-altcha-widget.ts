/**
 * A stand-in for the ALTCHA widget in component tests (the real one needs workers and is run in the
 * browser journey e2e/journeys/bot-check.test.ts). It behaves as the real one does where it matters:
 * a checkbox that starts the check, unticking a solved check throws the solution away, "onfocus" starts
 * with the form's first focus, and each change is a `statechange` event. The test ends a check with
 * `solve()` or `fail()`.
 */
export class FakeAltchaWidget extends HTMLElement {
  static instances: FakeAltchaWidget[] = [];
  state = "unverified";
  private box = document.createElement("input");

  connectedCallback() {
    FakeAltchaWidget.instances.push(this);
    this.box.type = "checkbox";
    this.box.setAttribute("aria-label", "I am a human");
    this.box.addEventListener("change", () => {
      if (this.state === "verified") this.setState("unverified");
      else void this.verify();
    });
    this.append(this.box);
    const startOn = this.getAttribute("auto");
    if (startOn === "onload") void this.verify();
    if (startOn === "onfocus")
      this.closest("form")?.addEventListener(
        "focusin",
        () => {
          if (this.state === "unverified") void this.verify();
        },
        { once: true },
      );
  }

  disconnectedCallback() {
    FakeAltchaWidget.instances = FakeAltchaWidget.instances.filter((w) => w !== this);
  }

  async verify() {
    this.setState("verifying");
    return null;
  }

  reset() {
    this.setState("unverified");
  }

  solve(payload: string) {
    this.setState("verified", payload);
  }

  fail() {
    this.setState("error");
  }

  private setState(state: string, payload: string | null = null) {
    this.state = state;
    this.box.checked = state === "verified";
    this.dispatchEvent(new CustomEvent("statechange", { detail: { state, payload } }));
  }

  /** The widget on the page now (the last one mounted). */
  static current(): FakeAltchaWidget {
    const widget = FakeAltchaWidget.instances.at(-1);
    if (!widget) throw new Error("no bot-check widget on the page");
    return widget;
  }
}

/** Registers the stand-in under the real widget's name (once per test file). */
export function defineFakeAltchaWidget() {
  if (!customElements.get("altcha-widget")) customElements.define("altcha-widget", FakeAltchaWidget);
}
