/** The name under which the injected filler waits in the page's isolated world for its answers. */
export const FILL_FORM_GLOBAL = "__jobApplicationHelperFillForm";

/** The file WXT builds from entrypoints/fill-form.ts, injected into the tab on the user's click. */
export const FILL_FORM_SCRIPT = "/fill-form.js";
