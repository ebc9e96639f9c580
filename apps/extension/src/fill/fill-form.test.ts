// @vitest-environment happy-dom
import type { FormAnswers } from "@jah/shared/extension-api";
import { act, createElement, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import {
  GREENHOUSE_LIKE,
  LEVER_LIKE,
  PERSONIO_LIKE,
  SOFTGARDEN_LIKE,
  WORKDAY_LIKE,
} from "../../test/application-forms.ts";
import { type FillReport, fillForm } from "./fill-form.ts";

/** A profile's answers as GET /api/extension/profiles/:id/form-answers gives them. */
const ANSWERS: FormAnswers = {
  firstName: "Anna",
  lastName: "Muster",
  fullName: "Anna Muster",
  email: "anna@example.org",
  phone: "+49 341 123456",
  mobile: "+49 170 1234567",
  streetAddress: "Hauptstraße 5a",
  street: "Hauptstraße",
  houseNumber: "5a",
  postcode: "04109",
  city: "Leipzig",
  linkedin: "https://www.linkedin.com/in/anna",
  xing: "https://www.xing.com/profile/Anna_Muster",
  github: "https://github.com/anna",
  website: "https://anna.example.org",
  currentCompany: "ACME AG",
  currentTitle: "Senior Developer",
  availableFrom: "2027-01-01",
};

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

const value = (selector: string) => (document.querySelector(selector) as HTMLInputElement).value;
const outcomes = (report: FillReport) => report.entries.map(({ label, outcome }) => `${outcome}: ${label}`);

/** Counts every way a form can be sent: the submit event, submit() and requestSubmit(), a click on a button. */
function watchSubmissions() {
  const seen = { submits: 0, clicks: 0 };
  document.addEventListener("submit", (event) => {
    event.preventDefault();
    seen.submits++;
  });
  for (const button of Array.from(document.querySelectorAll("button, input[type=submit]"))) {
    button.addEventListener("click", () => seen.clicks++);
  }
  for (const form of Array.from(document.forms)) {
    form.submit = () => void seen.submits++;
    form.requestSubmit = () => void seen.submits++;
  }
  return seen;
}

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.lang = "";
});

describe("fillForm", () => {
  it("fills a Personio-like form and leaves salary, the source question, the CV and the consent", () => {
    page(PERSONIO_LIKE);
    const seen = watchSubmissions();
    const report = fillForm(document, ANSWERS);
    expect(value("#first_name")).toBe("Anna");
    expect(value("#last_name")).toBe("Muster");
    expect(value("#email")).toBe("anna@example.org");
    expect(value("#phone")).toBe("+49 341 123456");
    expect(value("#ca_1")).toBe("https://www.linkedin.com/in/anna");
    expect(value("#ca_2")).toBe("2027-01-01");
    expect(value("#ca_3")).toBe("");
    expect(value("#ca_4")).toBe("");
    expect((document.querySelector("#privacy") as HTMLInputElement).checked).toBe(false);
    expect(outcomes(report)).toEqual([
      "filled: Vorname",
      "filled: Nachname",
      "filled: E-Mail-Adresse",
      "filled: Telefonnummer",
      "filled: LinkedIn-Profil",
      "filled: Frühester Eintrittstermin",
      "sensitive: Gehaltsvorstellung (brutto/Jahr)",
      "sensitive: Wie sind Sie auf uns aufmerksam geworden?",
      "upload: Lebenslauf",
      "unrecognised: Ich habe die Datenschutzerklärung gelesen.",
    ]);
    expect(seen).toEqual({ submits: 0, clicks: 0 });
  });

  it("fills a Greenhouse-like form by its labels and names and leaves every EEO question empty", () => {
    page(GREENHOUSE_LIKE);
    const seen = watchSubmissions();
    const report = fillForm(document, ANSWERS);
    expect(value("#first_name")).toBe("Anna");
    expect(value("#last_name")).toBe("Muster");
    expect(value("#email")).toBe("anna@example.org");
    expect(value("#phone")).toBe("+49 341 123456");
    expect(value("#location")).toBe("Leipzig");
    expect(value("#q0")).toBe("https://www.linkedin.com/in/anna");
    expect(value("#q1")).toBe("https://anna.example.org");
    expect(value("#q2")).toBe("ACME AG");
    for (const id of ["#q3", "#q4", "#gender", "#race", "#disability"]) expect(value(id), id).toBe("");
    const sensitive = report.entries
      .filter((entry) => entry.outcome === "sensitive")
      .map((entry) => entry.kind);
    expect(sensitive).toEqual(["referralSource", "workPermit", "gender", "ethnicity", "disability"]);
    expect(seen).toEqual({ submits: 0, clicks: 0 });
  });

  it("reads a German form whose labels are only text beside the fields", () => {
    page(SOFTGARDEN_LIKE);
    const seen = watchSubmissions();
    const report = fillForm(document, { ...ANSWERS, salutation: "Frau" });
    const byName = (name: string) => value(`[name="${name}"]`);
    expect(byName("salutation")).toBe("MS");
    expect(byName("academicTitle")).toBe("");
    expect(byName("field_17")).toBe("Anna");
    expect(byName("field_18")).toBe("Muster");
    // The form has its own house-number field: the street goes in without it.
    expect(byName("field_19")).toBe("Hauptstraße");
    expect(byName("field_20")).toBe("5a");
    expect(byName("field_21")).toBe("04109");
    expect(byName("field_22")).toBe("Leipzig");
    expect(byName("field_23")).toBe("");
    expect(byName("field_24")).toBe("anna@example.org");
    expect(byName("field_25")).toBe("+49 170 1234567");
    expect(byName("field_26")).toBe("");
    expect(byName("field_27")).toBe("");
    expect(byName("field_28")).toBe("https://www.xing.com/profile/Anna_Muster");
    expect(byName("field_29")).toBe("ACME AG");
    expect(byName("field_30")).toBe("Senior Developer");
    expect(byName("field_31")).toBe("");
    const checked = Array.from(document.querySelectorAll<HTMLInputElement>("input[type=radio]")).filter(
      (radio) => radio.checked,
    );
    expect(checked).toEqual([]);
    expect(report.entries.map(({ kind, outcome }) => `${kind} ${outcome}`)).toEqual([
      "salutation filled",
      "null unrecognised",
      "firstName filled",
      "lastName filled",
      "streetAddress filled",
      "houseNumber filled",
      "postcode filled",
      "city filled",
      "country no-answer",
      "email filled",
      "mobile filled",
      "birthdate sensitive",
      "nationality sensitive",
      "xing filled",
      "currentCompany filled",
      "currentTitle filled",
      "noticePeriod no-answer",
      "workPermit sensitive",
      "gender sensitive",
    ]);
    expect(seen).toEqual({ submits: 0, clicks: 0 });
  });

  it("fills a sensitive question only from the answer saved for exactly that kind, and marks it for review", () => {
    page(SOFTGARDEN_LIKE);
    const report = fillForm(document, { ...ANSWERS, workPermit: "Ja", birthdate: "1990-04-01" });
    expect((document.querySelector('[name="field_32"][value="yes"]') as HTMLInputElement).checked).toBe(true);
    expect(value('[name="field_26"]')).toBe("01.04.1990");
    // No saved answer for these: still empty.
    expect(value('[name="field_27"]')).toBe("");
    expect(
      Array.from(document.querySelectorAll<HTMLInputElement>('[name="field_33"]')).some((r) => r.checked),
    ).toBe(false);
    const review = report.entries.filter((entry) => entry.outcome === "review").map((entry) => entry.kind);
    expect(review).toEqual(["birthdate", "workPermit"]);
  });

  it("fills a sensitive select from a saved answer by its option's text", () => {
    page(GREENHOUSE_LIKE);
    fillForm(document, { ...ANSWERS, gender: "Decline to self-identify" });
    expect(value("#gender")).toBe("3");
    expect(value("#race")).toBe("");
  });

  it("fills a Lever-like form: the whole name in one field, links by their site", () => {
    page(LEVER_LIKE);
    const report = fillForm(document, ANSWERS);
    expect(value('[name="name"]')).toBe("Anna Muster");
    expect(value('[name="email"]')).toBe("anna@example.org");
    expect(value('[name="org"]')).toBe("ACME AG");
    expect(value('[name="urls[LinkedIn]"]')).toBe("https://www.linkedin.com/in/anna");
    expect(value('[name="urls[GitHub]"]')).toBe("https://github.com/anna");
    expect(value('[name="urls[Portfolio]"]')).toBe("https://anna.example.org");
    expect(value('[name="comments"]')).toBe("");
    expect(report.entries.at(-1)).toEqual({
      label: "Additional information",
      kind: null,
      outcome: "unrecognised",
    });
  });

  it("fills a Workday-like step whose fields have only aria-labelledby and aria-label", () => {
    page(WORKDAY_LIKE);
    const seen = watchSubmissions();
    fillForm(document, ANSWERS);
    const inputs = Array.from(document.querySelectorAll("input")).map((input) => input.value);
    expect(inputs).toEqual(["Anna", "Muster", "Hauptstraße 5a", "", "Leipzig", "04109", "+49 341 123456"]);
    expect(seen.clicks).toBe(0);
  });

  it("reads combined and look-alike questions as what they ask", () => {
    page(`<form lang="de"><table>
      <tr><td>Vor- und Nachname</td><td><input id="a"></td></tr>
      <tr><td>Straße und Hausnummer</td><td><input id="b"></td></tr>
      <tr><td>Name der Hochschule</td><td><input id="c"></td></tr>
      <tr><td>Geburtsname</td><td><input id="d" name="geburtsname"></td></tr>
      <tr><td>Wo haben Sie die Stellenanzeige gesehen?</td><td><input id="e"></td></tr>
      <tr><td>Wann können Sie anfangen?</td><td><input id="f"></td></tr>
      <tr><td>Website</td><td><input id="g" value="https://"></td></tr>
      <tr><td>Einsatzort</td><td><input id="h"></td></tr>
      <tr><td>Twitter URL</td><td><input id="i"></td></tr>
      <tr><td>Studiengang</td><td><input id="j"></td></tr>
      <tr><td>First day you could start</td><td><input id="k" placeholder="MM/DD/YYYY"></td></tr>
    </table></form>`);
    document.documentElement.lang = "de";
    const report = fillForm(document, { ...ANSWERS, fieldOfStudy: "Informatik" });
    expect(["#a", "#b", "#c", "#d", "#e", "#f", "#g", "#h", "#i", "#j", "#k"].map(value)).toEqual([
      "Anna Muster",
      "Hauptstraße 5a",
      "",
      "",
      "",
      "01.01.2027",
      "https://anna.example.org",
      "",
      "",
      "Informatik",
      "01/01/2027",
    ]);
    expect(report.entries.map((entry) => `${entry.kind} ${entry.outcome}`)).toEqual([
      "fullName filled",
      "streetAddress filled",
      "school no-answer",
      "birthdate sensitive",
      "referralSource sensitive",
      "availableFrom filled",
      "website filled",
      "null unrecognised",
      "otherProfile no-answer",
      "fieldOfStudy filled",
      "availableFrom filled",
    ]);
  });

  // Frames of the same origin: happy-dom loads none, so the Chromium journey fills one.
  it("fills fields inside open shadow roots, with their labels found in the same root", () => {
    page(`<form><div id="host"></div></form>`);
    const shadow = (document.querySelector("#host") as HTMLElement).attachShadow({ mode: "open" });
    shadow.innerHTML = `<span id="l1">First name</span><input id="s1" aria-labelledby="l1">
      <label for="s2">E-Mail</label><input id="s2">`;
    const report = fillForm(document, ANSWERS);
    expect((shadow.querySelector("#s1") as HTMLInputElement).value).toBe("Anna");
    expect((shadow.querySelector("#s2") as HTMLInputElement).value).toBe("anna@example.org");
    expect(outcomes(report)).toEqual(["filled: First name", "filled: E-Mail"]);
  });

  it("leaves hidden, disabled, read-only and already filled fields alone", () => {
    page(`<form>
      <label for="a">First name</label><input id="a" value="Hanna">
      <label for="b">Last name</label><input id="b" disabled>
      <label for="c">Email</label><input id="c" readonly>
      <div style="display:none"><label for="d">Phone</label><input id="d"></div>
      <div hidden><label for="e">City</label><input id="e"></div>
      <label for="f">Website</label><input id="f" type="hidden">
      <label for="g">Country</label><select id="g"><option value="">–</option><option>Germany</option>
        <option value="uk">United Kingdom</option></select>
      <label for="h">Postcode</label><input id="h" style="visibility:hidden">
    </form>`);
    // The user chose a country before clicking.
    (document.querySelector("#g") as HTMLSelectElement).value = "uk";
    const report = fillForm(document, { ...ANSWERS, country: "Germany" });
    expect(["#a", "#b", "#c", "#d", "#e", "#f", "#g", "#h"].map(value)).toEqual([
      "Hanna",
      "",
      "",
      "",
      "",
      "",
      "uk",
      "",
    ]);
    expect(outcomes(report)).toEqual(["kept: First name", "kept: Country"]);
  });

  it("sets a React controlled input so that React's onChange sees the value", async () => {
    // React's act() flushes renders only where the environment says it is a test.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const seen: string[] = [];
    function Controlled() {
      const [first, setFirst] = useState("");
      return createElement(
        "form",
        null,
        createElement("label", { htmlFor: "fn" }, "Vorname"),
        createElement("input", {
          id: "fn",
          value: first,
          onChange: (event: { target: HTMLInputElement }) => {
            seen.push(event.target.value);
            setFirst(event.target.value);
          },
        }),
        createElement("output", { id: "echo" }, first),
      );
    }
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(createElement(Controlled)));
    await act(async () => {
      fillForm(document, ANSWERS);
    });
    expect(seen).toEqual(["Anna"]);
    expect(document.querySelector("#echo")?.textContent).toBe("Anna");
    expect(value("#fn")).toBe("Anna");
    await act(async () => root.unmount());
  });
});
