import type { DraftSource } from "./draft.ts";

/** The job a mail is written for: what compose needs of an application (the applications list's rows fit). */
export interface ComposeJob extends DraftSource {
  id: number;
  job_title: string;
  hireing_company: string;
  mail_address: string;
}

/** An application with the mail saved on it, as its view's mail tab shows it. */
export interface MailApplication extends DraftSource {
  id: number;
  job_title: string;
  mail_address: string;
  mail_subject: string;
  mail_text: string;
  /** Sent already (by this app or elsewhere). */
  send: boolean;
  follow_up: string | null;
  /** The profile chosen for sending, if any. */
  profile: { id: number } | null;
}

/** Step 0 of the compose wizard, which its host fills: the jobs to choose from. */
export interface JobChoice {
  selectedId: number | null;
  onSelect: (job: ComposeJob) => void;
}
