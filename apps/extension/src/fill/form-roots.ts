import type { Control } from "./field-text.ts";

const CONTROL_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/**
 * Every form control under `root` in document order, including those in open shadow roots (web
 * components) and in frames of the same origin (forms embedded from the employer's own system).
 * A frame of another origin is closed to the page and to this script alike, and is skipped.
 */
export function controlsUnder(root: ParentNode): Control[] {
  const found: Control[] = [];
  for (const element of Array.from(root.querySelectorAll("*"))) {
    if (CONTROL_TAGS.has(element.tagName)) found.push(element as Control);
    if (element.shadowRoot) found.push(...controlsUnder(element.shadowRoot));
    if (element.tagName === "IFRAME") {
      const inner = frameDocument(element as HTMLIFrameElement);
      if (inner) found.push(...controlsUnder(inner));
    }
  }
  return found;
}

function frameDocument(frame: HTMLIFrameElement): Document | null {
  try {
    return frame.contentDocument;
  } catch {
    return null;
  }
}

/** The radio buttons of the group `radio` belongs to: same name, same form tree (document or shadow root). */
export function radioGroupOf(radio: HTMLInputElement): HTMLInputElement[] {
  if (!radio.name) return [radio];
  const tree = radio.getRootNode() as Document | ShadowRoot;
  return Array.from(tree.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter(
    (other) => other.name === radio.name && other.form === radio.form,
  );
}
