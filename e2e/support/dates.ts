import type { Locator } from "playwright-core";

/**
 * Types a date into a date field and leaves it, as a keyboard user does: leaving closes the
 * field's calendar, which would otherwise cover the fields below it.
 */
export async function fillDate(field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await field.press("Tab");
}
