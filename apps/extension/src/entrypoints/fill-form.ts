import type { FormAnswers } from "@jah/shared/extension-api";
import { defineUnlistedScript } from "wxt/utils/define-unlisted-script";
import { fillForm } from "../fill/fill-form.ts";
import { FILL_FORM_GLOBAL } from "../fill/page-entry.ts";

// Injected into the active tab only when the user clicks "Fill in this form" (activeTab + scripting):
// it puts the filler where the next executeScript call, which brings the answers, finds it. It runs in
// the extension's isolated world: the page's own scripts cannot see or call it.
export default defineUnlistedScript(() => {
  (globalThis as Record<string, unknown>)[FILL_FORM_GLOBAL] = (answers: FormAnswers) =>
    fillForm(document, answers);
});
