/**
 * Answers of the public job APIs in their real shape, for the adapters' tests and bench/job-sources.mjs.
 *
 * Where each shape comes from:
 * - Bundesagentur für Arbeit Jobsuche (`GET /pc/v4/jobs`, `GET /pc/v4/jobdetails/{base64 refnr}`): the
 *   community OpenAPI description of the API (bundesAPI/jobsuche-api, openapi.yaml and its generated
 *   client, version 2.1.0: JobSearchResponse, JobDetails) and answers of the live API as the issue's
 *   captures describe them. Search: `stellenangebote[]` with `beruf, titel, refnr, arbeitsort{plz, ort,
 *   strasse, region, land, koordinaten{lat, lon}, entfernung}, arbeitgeber, aktuelleVeroeffentlichungsdatum,
 *   eintrittsdatum, modifikationsTimestamp, kundennummerHash` (`externeUrl` when the ad lives elsewhere);
 *   `maxErgebnisse`, `page` and `size` are strings; `facetten` counts per filter. Detail: about 45 fields
 *   (`referenznummer, stellenangebotsTitel, firma, stellenangebotsBeschreibung, stellenlokationen[], ...`).
 * - Arbeitnow (`GET /api/job-board-api`): its public API documentation and live answers: `data[]` with
 *   `slug, company_name, title, description (HTML), remote (boolean), url, tags[], job_types[], location,
 *   created_at (Unix seconds)`, then `links{first, last, prev, next}` and `meta{current_page, from, path,
 *   per_page, to, terms, info}`; 100 jobs a page.
 */

/** One ad of a Jobsuche search page. */
export function jobsucheOffer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    beruf: "Softwareentwickler/in",
    titel: "Softwareentwickler (m/w/d)",
    refnr: "10000-1199900000-S",
    arbeitsort: {
      plz: "90402",
      ort: "Nürnberg",
      strasse: "Königstraße 1",
      region: "Bayern",
      land: "Deutschland",
      koordinaten: { lat: 49.4521, lon: 11.0767 },
      entfernung: "0",
    },
    arbeitgeber: "Frankenwerk Digital GmbH",
    aktuelleVeroeffentlichungsdatum: "2026-11-18",
    eintrittsdatum: "2027-01-01",
    modifikationsTimestamp: "2026-11-18T07:41:12.331",
    kundennummerHash: "uHkWl0rU3cpUoA2j1u7dQx4yFb3oK2mKQ0s0Xv7m9dA=",
    ...overrides,
  };
}

/** A Jobsuche search page: numbers as strings, facets as the API counts them. */
export function jobsucheSearchPage(
  offers: Record<string, unknown>[],
  page: number,
  size: number,
  total: number,
): Record<string, unknown> {
  return {
    stellenangebote: offers,
    maxErgebnisse: String(total),
    page: String(page),
    size: String(size),
    facetten: {
      arbeitszeit: {
        counts: { VOLLZEIT: Math.ceil(total * 0.7), TEILZEIT: Math.floor(total * 0.3) },
        maxCount: 0,
      },
      befristung: {
        counts: { UNBEFRISTET: Math.ceil(total * 0.8), BEFRISTET: Math.floor(total * 0.2) },
        maxCount: 0,
      },
      veroeffentlichtseit: {
        counts: { "0-7": Math.ceil(total / 3), "8-14": Math.floor(total / 3) },
        maxCount: 0,
      },
    },
  };
}

/** A Jobsuche detail answer with the fields the live API sends (about 45), the text as given. */
export function jobsucheDetail(
  offer: Record<string, unknown>,
  description: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const place = (offer.arbeitsort ?? {}) as Record<string, unknown>;
  return {
    referenznummer: offer.refnr,
    stellenangebotsTitel: offer.titel,
    stellenangebotsart: "ARBEIT",
    firma: offer.arbeitgeber,
    arbeitgeberKundennummerHash: offer.kundennummerHash,
    hauptberuf: offer.beruf,
    stellenangebotsBeschreibung: description,
    stellenlokationen: [
      {
        adresse: {
          land: place.land,
          region: place.region,
          plz: place.plz,
          ort: place.ort,
          strasse: place.strasse,
          koordinaten: place.koordinaten,
        },
        breite: (place.koordinaten as { lat?: number } | undefined)?.lat,
        laenge: (place.koordinaten as { lon?: number } | undefined)?.lon,
      },
    ],
    arbeitszeitVollzeit: true,
    arbeitszeitTeilzeitFlexibel: false,
    arbeitszeitTeilzeitVormittag: false,
    arbeitszeitTeilzeitNachmittag: false,
    arbeitszeitTeilzeitAbend: false,
    arbeitszeitSchichtNachtWochenende: false,
    arbeitszeitHeimTelearbeit: false,
    arbeitszeitMinijob: false,
    verguetungsangabe: "KEINE_ANGABEN",
    vertragsdauer: "UNBEFRISTET",
    eintrittszeitraum: { von: offer.eintrittsdatum },
    veroeffentlichungszeitraum: { von: offer.aktuelleVeroeffentlichungsdatum },
    datumErsteVeroeffentlichung: offer.aktuelleVeroeffentlichungsdatum,
    aenderungsdatum: `${String(offer.modifikationsTimestamp ?? "2026-11-18T07:41:12.331")}`,
    istBetreut: false,
    istBehinderungGefordert: false,
    istGeringfuegigeBeschaeftigung: false,
    istArbeitnehmerUeberlassung: false,
    istPrivateArbeitsvermittlung: false,
    quereinstiegGeeignet: false,
    istGoogleJobsRelevant: true,
    anzeigeAnonym: false,
    anzahlOffeneStellen: 1,
    fuerFluechtlingeGeeignet: false,
    nurFuerSchwerbehinderte: false,
    uebernahme: false,
    befristung: "UNBEFRISTET",
    betriebsgroesse: "VON_51_BIS_500",
    branche: "Software",
    branchengruppe: "IT, Computer, Telekommunikation",
    berufserfahrung: "MIT_BERUFSERFAHRUNG",
    fuehrungskompetenzen: { fuehrungsverantwortung: "KEINE_FUEHRUNGSVERANTWORTUNG" },
    mobilitaet: { reisebereitschaft: "NICHT_ERFORDERLICH" },
    fertigkeiten: [
      { bezeichnung: "Java (Programmiersprache)", auspraegung: "ERWEITERTE_KENNTNISSE" },
      { bezeichnung: "Softwareentwicklung", auspraegung: "EXPERTENKENNTNISSE" },
    ],
    sprachkenntnisse: [{ bezeichnung: "Deutsch", auspraegung: "EXPERTENKENNTNISSE" }],
    ausbildungen: [{ bezeichnung: "Informatiker/in (Hochschule)" }],
    allianzpartnerName: "",
    allianzpartnerUrl: "",
    ...overrides,
  };
}

/** One job of an Arbeitnow page. */
export function arbeitnowJob(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: "backend-engineer-berlin-100000",
    company_name: "Spreewerk Labs GmbH",
    title: "Backend Engineer (m/w/d)",
    description: "<p>We build logistics software.</p>",
    remote: false,
    url: "https://www.arbeitnow.com/jobs/companies/spreewerk-labs/backend-engineer-berlin-100000",
    tags: ["Software Development"],
    job_types: ["Full Time"],
    location: "Berlin",
    created_at: 1795600800,
    ...overrides,
  };
}

/** An Arbeitnow page with its links and meta, `next` null on the last page. */
export function arbeitnowPage(
  jobs: Record<string, unknown>[],
  page: number,
  base: string,
  last: boolean,
  perPage = 100,
): Record<string, unknown> {
  const path = `${base}/api/job-board-api`;
  return {
    data: jobs,
    links: {
      first: `${path}?page=1`,
      last: null,
      prev: page > 1 ? `${path}?page=${page - 1}` : null,
      next: last ? null : `${path}?page=${page + 1}`,
    },
    meta: {
      current_page: page,
      from: (page - 1) * perPage + 1,
      path,
      per_page: perPage,
      to: (page - 1) * perPage + jobs.length,
      terms:
        "This is a free public API for jobs, please do not abuse. By using this API, you agree to the terms of service.",
      info: "Jobs are updated every hour and order by the latest jobs.",
    },
  };
}
