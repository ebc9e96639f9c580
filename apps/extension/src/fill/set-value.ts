import { normaliseText, optionText } from "./field-text.ts";

/**
 * Sets a text field's value as a person typing would, so React, Vue and Angular see it: through the
 * native setter of the element's prototype (React replaces `value` on the element itself to track what
 * it set; the native one bypasses that tracker, so React notices the change), then `input` and
 * `change`, bubbling, and a blur for forms that check a field when it is left.
 */
export function setTextValue(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const window = control.ownerDocument.defaultView!;
  const prototype =
    control.tagName === "TEXTAREA" ? window.HTMLTextAreaElement.prototype : window.HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
  announce(control);
}

function announce(control: HTMLElement) {
  const window = control.ownerDocument.defaultView!;
  control.dispatchEvent(new window.Event("input", { bubbles: true }));
  control.dispatchEvent(new window.Event("change", { bubbles: true }));
  control.dispatchEvent(new window.FocusEvent("blur"));
  control.dispatchEvent(new window.FocusEvent("focusout", { bubbles: true }));
}

/** Words of an answer or option for comparing: "Deutschland (DE)" and "deutschland de" compare equal. */
function comparable(text: string): string {
  return normaliseText(text)
    .replace(/[^\p{L}\p{N}@.+]+/gu, " ")
    .trim();
}

/** Which of `options` says `answer`: the same text or value, else the one that starts with it, else contains it. */
export function matchOption<T>(options: T[], answer: string, textOf: (option: T) => string[]): T | undefined {
  const wanted = comparable(answer);
  if (!wanted) return undefined;
  const texts = options.map((option) => ({ option, texts: textOf(option).map(comparable).filter(Boolean) }));
  const exact = texts.find(({ texts }) => texts.includes(wanted));
  if (exact) return exact.option;
  if (wanted.length < 3) return undefined;
  const starts = texts.find(({ texts }) => texts.some((text) => text.startsWith(wanted)));
  if (starts) return starts.option;
  return texts.find(({ texts }) =>
    texts.some((text) => text.includes(wanted) || (text.length >= 3 && wanted.includes(text))),
  )?.option;
}

/** Selects the option that says `answer`; false when none does (the select is left as it was). */
export function setSelectValue(select: HTMLSelectElement, answer: string): boolean {
  const options = Array.from(select.options).filter((option) => !option.disabled && option.value !== "");
  const option = matchOption(options, answer, (candidate) => [optionText(candidate), candidate.value]);
  if (!option) return false;
  const window = select.ownerDocument.defaultView!;
  const setter = Object.getOwnPropertyDescriptor(window.HTMLSelectElement.prototype, "value")?.set;
  if (setter) setter.call(select, option.value);
  else select.value = option.value;
  announce(select);
  return true;
}

/** Checks the radio button of a group that says `answer`, with the click a person makes; false when none does. */
export function setRadioValue(radios: HTMLInputElement[], answer: string): boolean {
  const radio = matchOption(
    radios.filter((candidate) => !candidate.disabled),
    answer,
    (candidate) => [optionText(candidate), candidate.value],
  );
  if (!radio) return false;
  // A click checks it and fires input and change as the browser does, which frameworks listen to.
  radio.click();
  return radio.checked;
}

/** True when a select shows a choice of the user's or the page's own, not its placeholder. */
export function selectHasChoice(select: HTMLSelectElement): boolean {
  const option = select.selectedOptions[0];
  if (!option || option.value === "") return false;
  // The option the page's markup selects is its default, not a choice (the attribute, which every DOM keeps).
  return select.selectedIndex > 0 && !option.hasAttribute("selected");
}

/** True when a field cannot take input now: disabled, read-only, or not shown. */
export function isUnavailable(control: HTMLElement): boolean {
  if ((control as HTMLInputElement).disabled || (control as HTMLInputElement).readOnly) return true;
  if (control.closest("[hidden], [aria-hidden='true'], [inert]")) return true;
  const window = control.ownerDocument.defaultView!;
  for (let element: Element | null = control; element; element = element.parentElement) {
    const style = window.getComputedStyle(element);
    if (style.display === "none" || style.visibility === "hidden") return true;
  }
  // A page with layout (the real browser) also shows fields moved off the screen or sized to nothing,
  // as forms hide traps for bots; a DOM without layout (the tests) has no boxes at all. Radio buttons
  // and checkboxes are often drawn by their label with the input itself shrunk away: they stay.
  const type = (control as HTMLInputElement).type;
  const hasLayout = control.ownerDocument.documentElement.getBoundingClientRect().width > 0;
  if (hasLayout && type !== "radio" && type !== "checkbox") {
    const box = control.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return true;
    if (box.right < 0 || box.bottom < 0) return true;
  }
  return false;
}
