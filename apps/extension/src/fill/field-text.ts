/** A form control the filler may read and fill. */
export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const CONTROLS = "input, textarea, select";
/** How far up the filler looks for a field's text in its container ("Vorname" in a div beside it). */
const CONTAINER_LEVELS = 4;
const MAX_TEXT = 200;

/** Lower case, one space between words, without the marks forms add to a question (*, (optional), m/w/d). */
export function normaliseText(text: string): string {
  return text
    .replace(/\((?:m\/w\/d|w\/m\/d|m\/f\/d|required|optional|pflichtfeld|freiwillig)\)/gi, " ")
    .replace(/[*:]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** A name or id as words: "job_application[first_name]" and "firstName" both read "… first name". */
export function wordsOfName(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .toLowerCase();
}

/** The text of an element as a person reads it: without the options of a select or the controls inside. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const inner of copy.querySelectorAll("select, option, script, style, textarea")) inner.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The text of the elements `ids` names, looked up in the field's own tree (a shadow root has its own ids). */
function byIds(tree: Document | ShadowRoot, ids: string | null): string {
  if (!ids) return "";
  return ids
    .split(/\s+/)
    .map((id) => tree.getElementById(id))
    .filter((element): element is HTMLElement => element !== null)
    .map(visibleText)
    .join(" ");
}

/**
 * The texts that name a field, most telling first: aria-labelledby, aria-label, its <label>s (for=
 * and wrapping), the legend or label of its group, the placeholder and title, and last the text of
 * the closest container that holds no other field (forms that put "Vorname" in a div beside it).
 */
export function labelTextsOf(control: Control): string[] {
  const tree = control.getRootNode() as Document | ShadowRoot;
  const texts: string[] = [];
  texts.push(byIds(tree, control.getAttribute("aria-labelledby")));
  texts.push(control.getAttribute("aria-label") ?? "");
  // A radio button's own label is one answer ("Ja"), not the question: that is its group's.
  const radio = control.getAttribute("type")?.toLowerCase() === "radio";
  if (!radio) for (const label of Array.from(control.labels ?? [])) texts.push(visibleText(label));
  const group = control.closest("fieldset, [role='radiogroup'], [role='group']");
  if (group && isRadioOrCheckbox(control)) {
    texts.push(byIds(tree, group.getAttribute("aria-labelledby")));
    texts.push(group.getAttribute("aria-label") ?? "");
    const legend = group.querySelector("legend");
    if (legend) texts.push(visibleText(legend));
  }
  if ("placeholder" in control) texts.push(control.placeholder ?? "");
  texts.push(control.getAttribute("title") ?? "");
  texts.push(containerText(control));
  return texts.map((text) => text.slice(0, MAX_TEXT)).filter((text) => text.trim() !== "");
}

function isRadioOrCheckbox(control: Control): boolean {
  return control instanceof control.ownerDocument.defaultView!.HTMLInputElement
    ? control.type === "radio" || control.type === "checkbox"
    : false;
}

/** The text around a field whose label is no <label>: the closest container with text that holds no other field. */
function containerText(control: Control): string {
  const radio = isRadioOrCheckbox(control);
  const name = control.getAttribute("name");
  let found = "";
  let element: Element | null = control.parentElement;
  for (let level = 0; element && level < CONTAINER_LEVELS; level++, element = element.parentElement) {
    if (element.tagName === "FORM" || element.tagName === "BODY") break;
    if (radio && element.tagName === "LABEL") continue;
    const fields = Array.from(element.querySelectorAll(CONTROLS)).filter(
      (other) => !isIgnoredType(other as Control),
    );
    // A radio group's container holds its own options: they count as one field.
    const others = fields.filter(
      (other) => other !== control && !(radio && name && other.getAttribute("name") === name),
    );
    if (others.length > 0) break;
    const text = radio ? textWithoutOwnOptions(element) : visibleText(element);
    if (text) found = text;
    if (found) break;
  }
  return found;
}

/** A radio group's text without its options' labels: the question, not "Ja Nein". */
function textWithoutOwnOptions(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const inner of copy.querySelectorAll("label, select, option, script, style")) inner.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Controls that carry no answer to a question: buttons, hidden fields, images. */
export function isIgnoredType(control: Control): boolean {
  if (control.tagName !== "INPUT") return false;
  const type = (control as HTMLInputElement).type;
  return ["hidden", "submit", "button", "reset", "image", "password", "search"].includes(type);
}

/** The label of one option of a radio group or select: its <label>, else its text, else its value. */
export function optionText(option: HTMLInputElement | HTMLOptionElement): string {
  if (option.tagName === "OPTION")
    return (option.textContent ?? "").trim() || (option as HTMLOptionElement).value;
  const input = option as HTMLInputElement;
  const labels = Array.from(input.labels ?? [])
    .map(visibleText)
    .join(" ");
  return labels || input.getAttribute("aria-label") || input.value;
}
