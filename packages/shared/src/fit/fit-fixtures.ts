import type { FitJob, FitProfile } from "./types.ts";

// Invented profiles and ads for the fit tests: German and English, several fields.

export const developer: FitProfile = {
  title: "Softwareentwicklerin",
  _searching: [{ name: "Full-Stack-Entwicklerin" }],
  skills: [
    { name: "TypeScript", category: "Sprachen", percentage: 100 },
    { name: "React", category: "Frontend", percentage: 75 },
    { name: "Node.js", category: "Backend", percentage: 75 },
    { name: "Postgres", category: "Datenbanken", percentage: 75 },
    { name: "Docker", category: "Betrieb", percentage: 50 },
  ],
  qualifications: [{ name: "Teamfähigkeit" }],
  workexperiences: [
    {
      position_name: "Frontend-Entwicklerin",
      current: true,
      job_tasks: [
        { description: "Entwicklung von Webanwendungen mit React und GraphQL" },
        { description: "Code Reviews und Testautomatisierung mit Playwright" },
      ],
    },
  ],
  languages: [
    { name: "Deutsch", level: 100 },
    { name: "Englisch", level: 75 },
  ],
  city: "Berlin",
  postcode: "10115",
  remote_only: false,
  freelance: false,
};

export const nurse: FitProfile = {
  title: "Gesundheits- und Krankenpfleger",
  skills: [
    { name: "Grundpflege", category: "Pflege", percentage: 100 },
    { name: "Wundversorgung", category: "Pflege", percentage: 75 },
    { name: "Pflegedokumentation", category: "Pflege", percentage: 75 },
  ],
  workexperiences: [
    {
      position_name: "Pflegefachkraft Intensivstation",
      description: "Versorgung von Patienten auf der Intensivstation",
      job_tasks: [{ description: "Behandlungspflege und Medikamentengabe" }],
    },
  ],
  languages: [{ name: "Deutsch", level: 100 }],
  city: "München",
};

export const accountant: FitProfile = {
  title: "Finanzbuchhalterin",
  skills: [
    { name: "DATEV", category: "Software", percentage: 100 },
    { name: "SAP FI", category: "Software", percentage: 75 },
    { name: "MS Office", category: "Software", percentage: 75 },
    { name: "Jahresabschluss", category: "Fachwissen", percentage: 75 },
  ],
  workexperiences: [
    {
      position_name: "Buchhalterin",
      job_tasks: [{ description: "Kreditorenbuchhaltung und Monatsabschlüsse nach HGB" }],
    },
  ],
  languages: [
    { name: "German", level: 100 },
    { name: "English", level: 50 },
  ],
  city: "Hamburg",
};

export const devAdDe: FitJob = {
  title: "Full-Stack-Entwickler (m/w/d) TypeScript",
  location: "Berlin",
  description:
    "Deine Aufgaben: Weiterentwicklung unserer Webanwendungen mit React und Node.js. Du arbeitest mit PostgreSQL, Docker und GitLab CI. Dein Profil: Erfahrung in der Softwareentwicklung mit TypeScript, Kenntnisse in Kubernetes sind ein Plus. Sehr gute Deutschkenntnisse und gute Englischkenntnisse. Hybrid: 2 Tage Homeoffice pro Woche.",
};

export const devAdEn: FitJob = {
  title: "Senior Frontend Engineer (all genders)",
  location: "Remote (Germany)",
  description:
    "You will build our web app with React, TS and GraphQL. You bring solid experience with JavaScript, testing with Playwright and REST APIs. Fluent English is required; German is a plus. We work fully remote.",
};

export const javaAdDe: FitJob = {
  title: "Java-Entwickler (w/m/d)",
  location: "Frankfurt am Main",
  description:
    "Du entwickelst Backend-Services mit Java, Spring Boot und Oracle. Erfahrung mit Maven und Jenkins. Gute Deutschkenntnisse. Arbeit vor Ort in unserem Büro in Frankfurt.",
};

export const nurseAdDe: FitJob = {
  title: "Pflegefachkraft (m/w/d) für unsere Intensivstation",
  location: "München",
  description:
    "Wir suchen eine Pflegefachkraft für die Grundpflege und Behandlungspflege unserer Patienten. Wundversorgung und Pflegedokumentation gehören zu Ihren Aufgaben. Abgeschlossene Ausbildung als Gesundheits- und Krankenpfleger/in. Gute Deutschkenntnisse (B2). Festanstellung in Vollzeit.",
};

export const accountingAdDe: FitJob = {
  title: "Finanzbuchhalter/in (m/w/d)",
  location: "20095 Hamburg",
  description:
    "Ihre Aufgaben: Kreditoren- und Debitorenbuchhaltung, Vorbereitung von Monats- und Jahresabschlüssen nach HGB. Ihr Profil: Sicherer Umgang mit DATEV und MS-Office, insbesondere Excel. Verhandlungssicheres Deutsch. Unbefristete Festanstellung.",
};

export const accountingAdEn: FitJob = {
  title: "Accountant (f/m/d)",
  location: "Hamburg",
  description:
    "Your tasks: accounts payable, month-end closing and year-end closing under HGB. Your profile: experience with DATEV and SAP, good skills in Microsoft Office and Excel. Business fluent English and German. Permanent position.",
};

export const warehouseAdDe: FitJob = {
  title: "Lagermitarbeiter (m/w/d)",
  location: "Leipzig",
  description:
    "Kommissionierung und Versand von Waren, Wareneingangskontrolle. Staplerschein von Vorteil. Schichtarbeit vor Ort. Gute Deutschkenntnisse.",
};

export const pythonAdEn: FitJob = {
  title: "Backend Engineer Python (m/f/d)",
  location: "Munich",
  description:
    "You develop APIs with Python, Django and PostgreSQL and run them on AWS. Experience with Docker is required. Very good English, German is a plus. Hybrid, 2 days in the office.",
};

export const salesAdEn: FitJob = {
  title: "Sales Representative (all genders)",
  location: "Cologne",
  description:
    "Acquire new B2B customers, negotiate contracts and maintain our CRM (Salesforce). Business fluent German and English. Driving licence required. Field sales, on-site.",
};
