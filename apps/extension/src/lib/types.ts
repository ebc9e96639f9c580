/** The shapes the server's extension API answers with (the contract of issue 10). */

export type Language = "de" | "en";

/** Who the token belongs to: GET /api/extension/whoami, and the connect poll's `user`. */
export type ServerUser = { email: string; name: string; language: Language };

/** An application already saved under a link: GET tracked, and the 409 of a save. */
export type TrackedApplication = {
  id: number;
  job_title: string;
  hireing_company: string;
  status: string;
  webUrl: string;
};

/** POST /api/profile/applications/fetchjob: what the server read from the page. */
export type FetchedJob = {
  job_title?: string;
  hireing_company?: string;
  location?: string;
  job_description?: string;
  link?: string;
  page?: string;
  recipient_name?: string;
  recipient_salutation?: string;
  mail_address?: string;
};

/** One profile's fit to a job, 0 to 100: POST /api/extension/fit. */
export type ProfileFit = { profileId: number; title: string; score: number };

/** The job fields that POST fit takes. */
export type JobText = {
  job_title: string;
  hireing_company: string;
  location: string;
  job_description: string;
};

/** POST /api/extension/applications. */
export type NewApplication = JobText & {
  link: string;
  source_page: string;
  contact_name: string;
  contact_salutation: "male" | "female" | "none";
  contact_email: string;
};

/** POST /api/extension/connect/start. */
export type ConnectStart = {
  deviceCode: string;
  userCode: string;
  verificationUrl: string;
  interval: number;
  expiresIn: number;
};

/** POST /api/extension/connect/poll while it is still open, or once approved. */
export type ConnectPoll = { status: "pending" } | { status: "approved"; token: string; user: ServerUser };
