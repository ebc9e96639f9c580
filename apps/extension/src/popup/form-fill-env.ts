import type { FormAnswers } from "@jah/shared/extension-api";
import type { FillReport } from "../fill/fill-form.ts";
import type { Connection } from "../lib/storage.ts";

/**
 * What "Fill in this form" needs: the user's profiles and one profile's answers from their server,
 * and the filler run in the active tab. The popup's entry wires the browser in; tests pass their own.
 */
export type FormFillEnv = {
  profiles: (connection: Connection) => Promise<Array<{ id: number; title: string }>>;
  answers: (connection: Connection, profileId: number) => Promise<FormAnswers>;
  /** Null when the page cannot be filled (closed to extensions, or the tab changed). */
  fillPage: (answers: FormAnswers) => Promise<FillReport | null>;
};
