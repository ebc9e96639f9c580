// The explainer's tour: what happens on screen, step by step, with each step's caption in German and
// English. record.mjs plays it once per language and writes the captions from the moments the steps
// began (captions.mjs), so the captions cannot drift from the pictures.

/** The job ad the URL import reads (served by server.mjs), per language. */
export const JOB_ADS = {
  de: {
    slug: "frontend-entwicklerin-react",
    title: "Frontend-Entwickler (m/w/d) React",
    company: "Elbwerk Software GmbH",
    location: "Hamburg",
    description:
      "<p>Sie entwickeln unsere Kundenportale mit <b>React</b> und <b>TypeScript</b>.</p><ul><li>Komponenten im Designsystem</li><li>Tests mit Playwright</li><li>Barrierefreiheit nach WCAG</li></ul>",
    contact: { salutation: "female", name: "Jana Vogt", email: "jana.vogt@elbwerk.example.com" },
  },
  en: {
    slug: "frontend-developer-react",
    title: "Frontend Developer (React)",
    company: "Harbourline Software Ltd",
    location: "Manchester",
    description:
      "<p>You build our customer portals with <b>React</b> and <b>TypeScript</b>.</p><ul><li>Components in our design system</li><li>Tests with Playwright</li><li>Accessibility to WCAG</li></ul>",
    contact: { salutation: "female", name: "Jane Vaughan", email: "jane.vaughan@harbourline.example.com" },
  },
};

/** Where the pauses are noted (timeline.mjs keeps them at their real length in the video). */
let pauses = [];

/** Notes the tour's pauses in `list` from now on. */
export function notePausesIn(list) {
  pauses = list;
}

/** A pause the viewer needs to read the caption and see the result. */
async function pause(page, ms) {
  const from = Date.now() / 1000;
  await page.waitForTimeout(ms);
  pauses.push([from, Date.now() / 1000]);
}

/** Puts text into a field found by test id, as a paste would. */
async function pasteInto(page, testId, text) {
  const field = page.getByTestId(testId);
  await field.click();
  await field.fill(text);
}

/** One API call with the page's session (to find ids; not part of what is shown). */
function api(page, route) {
  return page.evaluate(async (route) => {
    const token = JSON.parse(sessionStorage.getItem("token") ?? "null");
    const localId = JSON.parse(sessionStorage.getItem("localId") ?? "null");
    const response = await fetch(`/api/${route}`, {
      headers: { "x-auth-token": token, "x-auth-id": localId },
    });
    return response.json();
  }, route);
}

const nav = (page, to) => page.getByTestId("sidebar").locator(`a[href="${to}"]`).first().click();

/**
 * The steps. `run(page, tour)` acts; `tour` carries what the steps hand on (`cv`, `jobUrl`, ids).
 * Each step ends with a pause long enough to read its caption.
 */
export const STEPS = [
  {
    id: "import",
    caption: {
      de: "Importieren Sie Ihren Lebenslauf als PDF- oder Word-Datei: Er wird auf Ihrem eigenen Server gelesen und wird zum Profil.",
      en: "Import your CV as a PDF or Word file: it is read on your own server and becomes a profile.",
    },
    async run(page, tour) {
      await nav(page, "/profile");
      await page.getByTestId("import-cv").waitFor();
      await pause(page, 1500);
      await page.getByTestId("import-cv").click();
      await page.getByTestId("cv-import-continue").waitFor();
      await pause(page, 2000);
      await page.getByTestId("cv-import-continue").click();
      await page.getByTestId("cv-import-dropzone").waitFor();
      await pause(page, 1000);
      await page.getByTestId("cv-import-input").setInputFiles({
        name: tour.lang === "de" ? "Lebenslauf.pdf" : "CV.pdf",
        mimeType: "application/pdf",
        buffer: tour.cv,
      });
      await page.waitForURL(/\/profile\/edit\/\d+/);
      tour.importedProfile = Number(/\/profile\/edit\/(\d+)/.exec(page.url())[1]);
      await page.getByTestId("cv-import-done").waitFor();
      await pause(page, 2000);
    },
  },
  {
    id: "profile",
    caption: {
      de: "Prüfen Sie die markierten Felder. Das PDF Ihres Lebenslaufs entsteht neben dem Formular, während Sie tippen.",
      en: "Check the marked fields. The PDF of your CV takes shape beside the form as you type.",
    },
    async run(page, tour) {
      await page.getByTestId("tab-personal").click();
      await page.getByTestId("profile-vorname").waitFor();
      await pause(page, 3000);
      await page
        .getByTestId("tab-basics")
        .click()
        .catch(() => {});
      const title = page.getByTestId("profile-title");
      if (await title.count()) {
        await title.click();
        await title.press("ControlOrMeta+a");
        await title.pressSequentially(tour.lang === "de" ? "Cloud-Architektin" : "Cloud Architect", {
          delay: 40,
        });
      }
      await pause(page, 4000);
    },
  },
  {
    id: "save-job",
    caption: {
      de: "Stelle speichern: Fügen Sie den Link zur Anzeige ein (oder nutzen Sie die Browser-Erweiterung), die Felder füllen sich von selbst.",
      en: "Save a job: paste the link to the ad (or use the browser extension) and the fields fill themselves.",
    },
    async run(page, tour) {
      await nav(page, "/");
      await page.getByTestId("new-application").click();
      await page.getByTestId("application-link").waitFor();
      await pause(page, 800);
      await pasteInto(page, "application-link", tour.jobUrl);
      await page.getByTestId("fetch-job").click();
      await page.waitForFunction(
        () => (document.querySelector('[data-testid="application-job_title"]')?.value ?? "") !== "",
      );
      await pause(page, 2000);
      const ad = JOB_ADS[tour.lang];
      await page.getByTestId("application-recipient_salutation").selectOption(ad.contact.salutation);
      await pasteInto(page, "application-recipient_name", ad.contact.name);
      await pasteInto(page, "application-mail_address", ad.contact.email);
      await pause(page, 800);
      const [saved] = await Promise.all([
        page.waitForResponse(
          (r) =>
            r.request().method() === "POST" &&
            /^\/api\/profile\/applications\/?$/.test(new URL(r.url()).pathname),
        ),
        page.getByTestId("application-save").click(),
      ]);
      tour.jobId = (await saved.json()).id;
      await pause(page, 2500);
    },
  },
  {
    id: "matching-jobs",
    caption: {
      de: "Wie gut passt eine Stelle? Passende Stellen aus Jobbörsen, sortiert nach Ihrem Profil, mit Begründung.",
      en: "How well does a job fit? Matching jobs from job boards, ranked for your profile, with the reasons.",
    },
    async run(page, tour) {
      const profiles = await api(page, "profile/");
      const sample = profiles.find((p) => p.id !== tour.importedProfile) ?? profiles[0];
      tour.sampleProfile = sample.id;
      await nav(page, "/profile");
      await page.getByTestId(`profile-menu-${sample.id}`).click();
      await page.getByTestId(`profile-jobs-${sample.id}`).click();
      const first = page.locator('[data-testid^="job-"]:has([data-testid="job-score"])').first();
      await first.waitFor();
      await pause(page, 2000);
      await first.getByTestId("job-why").click();
      await pause(page, 4500);
    },
  },
  {
    id: "compose",
    caption: {
      de: "Bewerbung schreiben: Das Anschreiben entsteht aus Ihrer Vorlage, der Lebenslauf geht als PDF mit.",
      en: "Write the application: the cover letter comes from your template, the CV goes along as a PDF.",
    },
    async run(page, tour) {
      await nav(page, "/applications");
      await page.getByTestId("compose-open").click();
      await page.getByTestId(`compose-job-${tour.jobId}`).click();
      await pause(page, 1000);
      await page.getByTestId("compose-next").click();
      await page.getByTestId(`profile-select-${tour.sampleProfile}`).click();
      await pause(page, 1000);
      await page.getByTestId("compose-next").click();
      await page.getByTestId("compose-step-2").waitFor();
      await pause(page, 4500);
      await page.getByTestId("compose-next").click();
      await pause(page, 1500);
    },
  },
  {
    id: "send",
    caption: {
      de: "Versenden Sie sie über Ihr eigenes E-Mail-Konto; die Bewerbung gilt dann als versendet.",
      en: "Send it from your own e-mail account; the application is then marked as sent.",
    },
    async run(page) {
      await page.getByTestId("compose-next").click();
      await page.getByTestId("compose-account").waitFor();
      await pause(page, 3000);
      await page.getByTestId("compose-send").click();
      await page.getByTestId("compose-stepper").waitFor({ state: "detached" });
      await pause(page, 2500);
    },
  },
  {
    id: "dashboard",
    caption: {
      de: "Das Dashboard zeigt, was ansteht: Nachfassen, Termine und offene Bewerbungen.",
      en: "The dashboard shows what is due: follow-ups, appointments and open applications.",
    },
    async run(page) {
      await nav(page, "/");
      await page.getByTestId("stat-todo").waitFor();
      await pause(page, 3000);
      await page.mouse.wheel(0, 500);
      await pause(page, 2500);
    },
  },
  {
    id: "insights",
    caption: {
      de: "Die Auswertung zeigt, was wirkt: Antworten, Gespräche und welche Jobbörsen sich lohnen.",
      en: "Insights show what works: answers, interviews and which job boards pay off.",
    },
    async run(page) {
      await nav(page, "/insights");
      await page.getByTestId("insights-charts").waitFor();
      await pause(page, 3000);
      await page.mouse.wheel(0, 600);
      await pause(page, 3500);
    },
  },
];
