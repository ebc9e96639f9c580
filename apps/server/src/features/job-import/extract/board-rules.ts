/** Where a job board keeps each field; every list is tried in order, the first non-empty text wins. */
export type BoardRule = {
  /** The board's name as people know it; it becomes the application's source page. */
  name: string;
  /** The board's host names. */
  hosts: RegExp;
  /** An applicant-tracking system: the page is the hiring company's own career site. */
  companySite?: boolean;
  /** An element only the board's pages have, to recognise a page saved without its address. */
  marker: string;
  title: string[];
  company: string[];
  location: string[];
  description: string[];
};

export const BOARD_RULES: BoardRule[] = [
  {
    name: "StepStone",
    hosts: /(?:^|\.)stepstone\.(?:de|at|be|nl|fr|co\.uk|com)$/,
    marker: "[data-at='header-job-title'], [data-at='job-ad-content'], [data-genesis-element][data-at]",
    title: ["[data-at='header-job-title']", "h1.listing__job-title", "h1"],
    company: [
      "[data-at='metadata-company-name']",
      "[data-at='header-company-name']",
      ".listing__company-name",
    ],
    location: ["[data-at='metadata-location']", "[data-at='header-job-location']", ".listing__location"],
    description: ["[data-at='job-ad-content']", ".listing-content", "[data-at='section-text-description']"],
  },
  {
    name: "Indeed",
    hosts: /(?:^|\.)indeed\.(?:com|de|at|ch|co\.uk|fr|nl)$/,
    marker: "#jobDescriptionText, .jobsearch-JobInfoHeader-title",
    title: ["[data-testid='jobsearch-JobInfoHeader-title']", "h1.jobsearch-JobInfoHeader-title", "h1"],
    company: [
      "[data-testid='inlineHeader-companyName']",
      "[data-company-name='true']",
      ".jobsearch-CompanyInfoContainer a",
    ],
    location: [
      "[data-testid='inlineHeader-companyLocation']",
      "[data-testid='job-location']",
      "[data-testid='jobsearch-JobInfoHeader-companyLocation']",
    ],
    description: ["#jobDescriptionText", ".jobsearch-jobDescriptionText"],
  },
  {
    name: "LinkedIn",
    hosts: /(?:^|\.)linkedin\.com$/,
    marker: ".top-card-layout__title, .job-details-jobs-unified-top-card__job-title, .jobs-description",
    title: [
      ".job-details-jobs-unified-top-card__job-title",
      ".top-card-layout__title",
      ".topcard__title",
      "h1",
    ],
    company: [
      ".job-details-jobs-unified-top-card__company-name",
      ".topcard__org-name-link",
      ".top-card-layout__card .topcard__flavor a",
    ],
    location: [
      ".job-details-jobs-unified-top-card__primary-description-container .tvm__text",
      ".topcard__flavor--bullet",
      ".top-card-layout__second-subline .topcard__flavor:nth-of-type(2)",
    ],
    description: [
      ".show-more-less-html__markup",
      ".jobs-description__content #job-details",
      "#job-details",
      ".description__text",
    ],
  },
  {
    name: "XING",
    hosts: /(?:^|\.)xing\.com$/,
    marker: "[data-testid='job-details-title'], [data-testid='job-details-company-info-name']",
    title: ["[data-testid='job-details-title']", "h1"],
    company: ["[data-testid='job-details-company-info-name']", "[data-testid='header-company-name']"],
    location: ["[data-testid='job-details-location']", "[data-testid='header-location']"],
    description: ["[data-testid='expandable-content']", "[data-testid='job-details-description']"],
  },
  {
    name: "Arbeitsagentur",
    hosts: /(?:^|\.)arbeitsagentur\.de$/,
    marker: "#detail-kopfbereich-titel, #jobdetails-titel, jb-steadetail-beschreibung",
    title: ["#detail-kopfbereich-titel", "#jobdetails-titel", "h1"],
    company: ["#detail-kopfbereich-firma", "#detail-arbeitgeber-name", "#jobdetails-arbeitgeber"],
    location: [
      "#detail-kopfbereich-arbeitsort",
      "#detail-arbeitsorte-arbeitsort-0",
      "#jobdetails-arbeitsort",
    ],
    description: [
      "#detail-beschreibung-beschreibung",
      "#detail-beschreibung-text-container",
      "jb-steadetail-beschreibung",
    ],
  },
  {
    name: "Glassdoor",
    hosts: /(?:^|\.)glassdoor\.(?:com|de|co\.uk|at|ch|fr)$/,
    marker: "[data-test='job-title'], [class*='JobDetails_jobDescription']",
    title: ["[data-test='job-title']", "h1"],
    company: ["[data-test='employer-name']", "[class*='EmployerProfile_employerName']"],
    location: ["[data-test='location']", "[data-test='emp-location']"],
    description: [
      "[class*='JobDetails_jobDescription']",
      "#JobDescriptionContainer",
      ".jobDescriptionContent",
    ],
  },
  {
    name: "Greenhouse",
    companySite: true,
    hosts: /(?:^|\.)greenhouse\.io$/,
    marker: "#app_body .app-title, .job__title, #grnhse_app",
    title: [".job__title h1", ".app-title", "h1"],
    company: [".company-name", ".logo-container img[alt]"],
    location: [".job__location", "#header .location", ".location"],
    description: [".job__description", "#content"],
  },
  {
    name: "Lever",
    companySite: true,
    hosts: /(?:^|\.)lever\.co$/,
    marker: ".posting-headline, [data-qa='job-description']",
    title: [".posting-headline h2", "h2"],
    company: [".main-header-logo img[alt]"],
    location: [".posting-categories .location", ".posting-category.location"],
    description: [".section-wrapper.page-full-width", "[data-qa='job-description']"],
  },
  {
    name: "Personio",
    companySite: true,
    hosts: /(?:^|\.)(?:jobs\.personio\.(?:de|com)|personio\.(?:de|com))$/,
    marker: "[data-test-id='job-title'], .job-details-header, #job-details-page",
    title: ["[data-test-id='job-title']", ".job-details-header h1", "h1"],
    company: ["[data-test-id='company-name']", ".company-name", ".navbar-brand img[alt]"],
    location: ["[data-test-id='job-location']", ".job-details-header .location"],
    description: ["[data-test-id='job-description']", ".job-description", "#job-description"],
  },
  {
    name: "Workday",
    companySite: true,
    hosts: /(?:^|\.)myworkdayjobs\.com$|(?:^|\.)myworkdaysite\.com$/,
    marker: "[data-automation-id='jobPostingHeader'], [data-automation-id='jobPostingDescription']",
    title: ["[data-automation-id='jobPostingHeader']", "h2", "h1"],
    company: ["[data-automation-id='company']", "[data-automation-id='jobPostingCompany']"],
    location: ["[data-automation-id='locations'] dd", "[data-automation-id='locations']"],
    description: ["[data-automation-id='jobPostingDescription']"],
  },
  {
    name: "SmartRecruiters",
    companySite: true,
    hosts: /(?:^|\.)smartrecruiters\.com$/,
    marker: ".job-sections, spl-job-location, .job-title[itemprop='title']",
    title: ["h1.job-title", "h1"],
    company: ["[itemprop='hiringOrganization'] [itemprop='name']", ".company-name", ".header-logo img[alt]"],
    location: ["spl-job-location", ".job-location", "[itemprop='jobLocation']"],
    description: [".job-sections", "[itemprop='description']"],
  },
  {
    name: "Softgarden",
    companySite: true,
    hosts: /(?:^|\.)softgarden\.(?:io|de)$/,
    marker: ".jobAdContainer, #jobAdText, .sg-job-ad",
    title: [".jobAdContainer h1", "h1.jobTitle", "h1"],
    company: [".companyName", ".jobAdHeader .company"],
    location: [".jobAdHeader .location", ".location-text", ".jobLocation"],
    description: ["#jobAdText", ".jobAdText", ".jobAdContainer .content"],
  },
  {
    name: "JOIN",
    hosts: /(?:^|\.)join\.com$/,
    marker: "[data-testid='JobDescription'], [data-testid='JobHeaderTitle']",
    title: ["[data-testid='JobHeaderTitle']", "h1"],
    company: ["[data-testid='JobHeaderCompanyName']", "[data-testid='CompanyName']"],
    location: ["[data-testid='JobHeaderLocation']", "[data-testid='JobLocation']"],
    description: ["[data-testid='JobDescription']"],
  },
];
