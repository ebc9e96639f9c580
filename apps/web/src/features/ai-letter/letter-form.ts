import type { UseFormReturnType } from "@mantine/form";

/** The fields of a mail form the helper reads and writes. */
type LetterFields = { mail_subject: string; mail_text: string };

/** The part of a mail form (compose's) the helper works on: its subject and text, read and set. */
export type LetterForm = Pick<UseFormReturnType<LetterFields>, "values" | "getValues" | "setFieldValue">;
