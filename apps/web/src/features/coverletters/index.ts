import { lazyNamed } from "../../ui/lazy-named.ts";

// The user's cover-letter templates: their page and the list the mail forms fill from.

export { coverLetterKeys, fetchCoverLetters } from "./api.ts";

/** /coverletter, loaded when first shown. */
export const CoverLetterPage = lazyNamed(() => import("./CoverLetterPage.tsx"), "CoverLetterPage");
