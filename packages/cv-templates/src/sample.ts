import type { Language, Profile, WorkExperience } from "@jah/shared";

type Text = { de: string; en: string };
const both = (de: string, en: string): Text => ({ de, en });

type JobSeed = Omit<
  WorkExperience,
  "id" | "job_tasks" | "position_name" | "position_type" | "description" | "business"
> & {
  position_name: Text;
  position_type: Text;
  description: Text;
  business: Text;
  tasks: Text[];
};

const JOBS: JobSeed[] = [
  {
    position_name: both("Lead Developerin & Architektin", "Lead developer & architect"),
    position_type: both("Freiberuflich", "Freelance"),
    company: "Müller & Söhne Logistik GmbH",
    business: both("Logistik", "Logistics"),
    type_of_business: "Mittelstand",
    start: "2022-04-01",
    ende: null,
    current: true,
    use_for_card: true,
    headcount: 850,
    description: both(
      "Neuentwicklung der Disponenten-Plattform für 1.200 Fahrzeuge – vom Event-Storming bis zum Betrieb in AWS.",
      "Rebuilt the dispatch platform for 1,200 vehicles – from event storming to running it on AWS.",
    ),
    tasks: [
      both(
        "Zielarchitektur mit React, Node.js und PostgreSQL entworfen und mit dem Team schrittweise umgesetzt",
        "Designed the target architecture (React, Node.js, PostgreSQL) and delivered it step by step with the team",
      ),
      both(
        "Betriebskosten der Cloud-Umgebung um 38 % gesenkt (rund 4.500 € im Monat)",
        "Cut cloud running costs by 38 % (about €4,500 a month)",
      ),
      both(
        "Fünf Entwickler:innen eingearbeitet, Code-Reviews und Pairing als Teamgewohnheit etabliert",
        "Onboarded five developers and made code review and pairing a team habit",
      ),
      both(
        "Barrierefreiheit nach WCAG 2.2 AA für alle Fahrer-Ansichten sichergestellt",
        "Made every driver view meet WCAG 2.2 AA",
      ),
    ],
  },
  {
    position_name: both("Senior Software-Entwicklerin", "Senior software engineer"),
    position_type: both("Festanstellung", "Permanent"),
    company: "Fährhaus Reisen AG",
    business: both("Touristik", "Travel"),
    type_of_business: "Konzern",
    start: "2019-09-01",
    ende: "2022-03-31",
    current: false,
    use_for_card: false,
    headcount: 2400,
    description: both(
      "Verantwortlich für die Buchungsstrecke mit 3 Mio. Buchungen pro Jahr und das zugehörige Zahlungs-Backend.",
      "Owned the booking funnel (3 million bookings a year) and its payment back end.",
    ),
    tasks: [
      both(
        "Checkout von einer jQuery-Anwendung auf React und TypeScript migriert — ohne Umsatzeinbruch",
        "Migrated the checkout from jQuery to React and TypeScript — with no dip in revenue",
      ),
      both(
        "Ladezeit der Suchergebnisse von 4,1 s auf 1,3 s reduziert",
        "Brought search result load time down from 4.1 s to 1.3 s",
      ),
      both(
        "Zahlungsanbieter-Anbindung (PayPal, Kreditkarte, SEPA) nach PSD2 umgebaut",
        "Rebuilt the payment provider integration (PayPal, card, SEPA) for PSD2",
      ),
    ],
  },
  {
    position_name: both("Software-Entwicklerin", "Software engineer"),
    position_type: both("Festanstellung", "Permanent"),
    company: "Stadtwerke Düsseldorf AG",
    business: both("Energieversorgung", "Utilities"),
    type_of_business: "Kommunales Unternehmen",
    start: "2017-01-01",
    ende: "2019-08-31",
    current: false,
    use_for_card: false,
    headcount: 3100,
    description: both(
      "Kundenportal für Strom-, Gas- und Wasserverträge mit rund 400.000 registrierten Kund:innen.",
      "Customer portal for power, gas and water contracts with about 400,000 registered customers.",
    ),
    tasks: [
      both(
        "Zählerstand-Erfassung per Foto mit automatischer Plausibilitätsprüfung entwickelt",
        "Built meter reading by photo with automatic plausibility checks",
      ),
      both(
        "Schnittstellen zu SAP IS-U über eine Node.js-Middleware entkoppelt",
        "Decoupled the SAP IS-U interfaces through a Node.js middleware",
      ),
      both(
        "Testabdeckung der Kernmodule von 35 % auf 85 % erhöht",
        "Raised test coverage of the core modules from 35 % to 85 %",
      ),
    ],
  },
  {
    position_name: both("Junior-Entwicklerin Web", "Junior web developer"),
    position_type: both("Festanstellung", "Permanent"),
    company: "Weißbach Medizintechnik GmbH",
    business: both("Medizintechnik", "Medical devices"),
    type_of_business: "Mittelstand",
    start: "2014-10-01",
    ende: "2016-12-31",
    current: false,
    use_for_card: false,
    headcount: 320,
    description: both(
      "Webanwendungen für Service-Techniker:innen und die Dokumentation nach Medizinprodukterecht.",
      "Web applications for service technicians and documentation under medical device regulation.",
    ),
    tasks: [
      both(
        "Offline-fähige Wartungs-App für Tablets mit Synchronisation entwickelt",
        "Developed an offline-capable maintenance app for tablets with sync",
      ),
      both(
        "Prüfprotokolle als PDF mit digitaler Signatur erzeugt",
        "Generated signed PDF inspection reports",
      ),
      both(
        "Übersetzungsprozess für sieben Sprachen automatisiert",
        "Automated the translation workflow for seven languages",
      ),
    ],
  },
  {
    position_name: both("Werkstudentin Softwareentwicklung", "Working student, software development"),
    position_type: both("Teilzeit", "Part-time"),
    company: "Ökoflux Energie GmbH",
    business: both("Erneuerbare Energien", "Renewable energy"),
    type_of_business: "Start-up",
    start: "2013-03-01",
    ende: "2014-09-30",
    current: false,
    use_for_card: false,
    headcount: 45,
    description: both(
      "Dashboards für die Erträge von Photovoltaik-Anlagen in Echtzeit.",
      "Real-time yield dashboards for photovoltaic plants.",
    ),
    tasks: [
      both(
        "Datenimport aus 2.000 Wechselrichtern mit Python aufgebaut",
        "Built the data import from 2,000 inverters in Python",
      ),
      both(
        "Diagramme mit D3.js für Tages-, Monats- und Jahreswerte umgesetzt",
        "Implemented daily, monthly and yearly charts with D3.js",
      ),
      both(
        "Alarmierung bei Ertragsabweichungen per E-Mail und SMS eingeführt",
        "Introduced e-mail and SMS alerts for yield deviations",
      ),
    ],
  },
  {
    position_name: both("Studentische Hilfskraft", "Student assistant"),
    position_type: both("Teilzeit", "Part-time"),
    company: "Universität zu Köln, Lehrstuhl für Wirtschaftsinformatik",
    business: both("Forschung & Lehre", "Research & teaching"),
    type_of_business: "Hochschule",
    start: "2011-10-01",
    ende: "2013-02-28",
    current: false,
    use_for_card: false,
    headcount: null,
    description: both(
      "Betreuung von Übungen und Entwicklung von Lehrmaterial zu Datenbanken.",
      "Ran tutorials and wrote teaching material on databases.",
    ),
    tasks: [
      both("Übungsgruppen mit je 30 Studierenden geleitet", "Led tutorial groups of 30 students each"),
      both(
        "Online-Selbsttests mit automatischer Auswertung gebaut",
        "Built self-assessment quizzes with automatic grading",
      ),
    ],
  },
];

const SKILLS: { category: Text; items: [string, 25 | 50 | 75 | 100][] }[] = [
  {
    category: both("Programmiersprachen", "Programming languages"),
    items: [
      ["TypeScript", 100],
      ["JavaScript", 100],
      ["SQL", 75],
      ["Python", 75],
      ["Go", 50],
    ],
  },
  {
    category: both("Frameworks & Werkzeuge", "Frameworks & tools"),
    items: [
      ["React", 100],
      ["Node.js", 100],
      ["Next.js", 75],
      ["PostgreSQL", 75],
      ["Playwright", 50],
    ],
  },
  {
    category: both("Cloud & Betrieb", "Cloud & operations"),
    items: [
      ["AWS", 75],
      ["Docker", 75],
      ["Kubernetes", 50],
      ["Terraform", 25],
    ],
  },
];

/**
 * A complete, realistic profile that fills two pages in every template: a German freelancer with
 * umlauts, ß, € and dashes in the text. Some personal data is filled in but not public (private
 * e-mail, landline, birth date and name, the remote daily rate) so tests can check it never prints.
 */
export function sampleProfile(lang: Language): Profile {
  const pick = (text: Text) => text[lang];
  let id = 1;
  return {
    id: 1,
    profiletitle: pick(both("Freiberuflich – Web & Cloud", "Freelance – web & cloud")),
    title: pick(
      both(
        "Senior Full-Stack-Entwicklerin & Cloud-Architektin",
        "Senior full-stack developer & cloud architect",
      ),
    ),
    vorname: "Lena",
    name: "Weißmüller",
    email: "lena.privat@example.de",
    email_public: false,
    telefon: "+49 221 9876543",
    telefon_public: false,
    mobile: "+49 171 5550123",
    mobile_public: true,
    freelance: true,
    remote_only: false,
    available: true,
    available_from: "2027-02-01",
    available_to: null,
    max_hours: 32,
    fulltime_only: false,
    birthdate: "1989-07-14",
    birthdate_public: false,
    birthname: "Krüger",
    birthname_public: false,
    public: true,
    mantra: pick(
      both(
        "Ich entwickle seit über zwölf Jahren Webanwendungen – von der ersten Skizze bis zum Betrieb in der Cloud. Meine Stärke: komplexe Fachlichkeit in klare, barrierefreie Oberflächen übersetzen und Teams so aufstellen, dass sie ohne mich weiterkommen. Typische Projekte: 3–9 Monate, Budgets ab 50.000 €.",
        "I have been building web applications for more than twelve years – from the first sketch to running them in the cloud. My strength: turning complex domains into clear, accessible interfaces and setting teams up to carry on without me. Typical projects: 3–9 months, budgets from €50,000.",
      ),
    ),
    domain: "",
    domain_template: "",
    cv_template: "full",
    website: "https://lena-weissmueller.de",
    postcode: "50667",
    street: "Hohe Straße",
    housenumber: "12",
    city: "Köln",
    einsatz_orte: pick(both("Köln, Düsseldorf, Bonn, remote", "Cologne, Düsseldorf, Bonn, remote")),
    aktive: true,
    hourly_rate_on_site: 95,
    hourly_rate_on_site_public: true,
    hourly_rate_remote: 88,
    hourly_rate_remote_public: true,
    daily_rate_on_site: 760,
    daily_rate_on_site_public: true,
    daily_rate_remote: 704,
    daily_rate_remote_public: false,
    profile_language: lang,
    has_picture: false,
    created: "2026-01-10T09:00:00.000Z",
    updated: "2026-11-20T17:30:00.000Z",
    skills: SKILLS.flatMap((group) =>
      group.items.map(([name, percentage]) => ({
        id: id++,
        name,
        category: pick(group.category),
        percentage,
      })),
    ),
    languages: [
      { id: 1, name: pick(both("Deutsch", "German")), level: 100 },
      { id: 2, name: pick(both("Englisch", "English")), level: 75 },
      { id: 3, name: pick(both("Französisch", "French")), level: 50 },
      { id: 4, name: pick(both("Spanisch", "Spanish")), level: 25 },
    ],
    _searching: [
      both("Remote-Projekte mit TypeScript und React", "Remote projects with TypeScript and React"),
      both("Architektur-Reviews und Modernisierung", "Architecture reviews and modernisation"),
      both("Technische Teamleitung (bis 8 Personen)", "Technical team lead (up to 8 people)"),
    ].map((text, i) => ({ id: i + 1, name: pick(text) })),
    qualifications: [
      both("AWS Certified Solutions Architect – Associate", "AWS Certified Solutions Architect – Associate"),
      both("Professional Scrum Master I", "Professional Scrum Master I"),
      both("Moderation von Workshops", "Workshop facilitation"),
      both("Mentoring", "Mentoring"),
      both("Barrierefreies Webdesign (WCAG)", "Accessible web design (WCAG)"),
    ].map((text, i) => ({ id: i + 1, name: pick(text) })),
    socialmedias: [
      {
        id: 1,
        key_name: "LinkedIn",
        value: "https://www.linkedin.com/in/lena-weissmueller",
        date: "2026-01-10",
      },
      {
        id: 2,
        key_name: "XING",
        value: "https://www.xing.com/profile/Lena_Weissmueller",
        date: "2026-01-10",
      },
      { id: 3, key_name: "GitHub", value: "https://github.com/lenaweiss", date: "2026-01-10" },
    ],
    educations: [
      {
        id: 1,
        name: "Universität zu Köln",
        subject_area: pick(both("Wirtschaftsinformatik (M.Sc.)", "Information systems (M.Sc.)")),
        start: "2011-10-01",
        ende: "2014-03-31",
        description: pick(
          both(
            "Masterarbeit: „Ereignisgesteuerte Architekturen in der Logistik“ – Note 1,3.",
            "Thesis: “Event-driven architectures in logistics” – grade 1.3 (very good).",
          ),
        ),
      },
      {
        id: 2,
        name: "Technische Hochschule Köln",
        subject_area: pick(both("Informatik (B.Sc.)", "Computer science (B.Sc.)")),
        start: "2008-10-01",
        ende: "2011-09-30",
        description: pick(
          both(
            "Schwerpunkt Software-Engineering und Mensch-Computer-Interaktion.",
            "Focus on software engineering and HCI.",
          ),
        ),
      },
      {
        id: 3,
        name: "Städtisches Gymnasium Düren",
        subject_area: pick(both("Abitur", "A levels (Abitur)")),
        start: "1999-08-01",
        ende: "2008-06-30",
        description: pick(
          both("Leistungskurse Mathematik und Physik.", "Advanced courses in mathematics and physics."),
        ),
      },
    ],
    workexperiences: JOBS.map((job, i) => ({
      id: i + 1,
      position_name: pick(job.position_name),
      position_type: pick(job.position_type),
      company: job.company,
      description: pick(job.description),
      business: pick(job.business),
      type_of_business: job.type_of_business,
      start: job.start,
      ende: job.ende,
      current: job.current,
      use_for_card: job.use_for_card,
      headcount: job.headcount,
      job_tasks: job.tasks.map((task, k) => ({ id: (i + 1) * 10 + k, description: pick(task) })),
    })),
  };
}
