import { useEffect } from "react";

export interface DocumentMeta {
  /** The full document title. */
  title: string;
  description?: string;
  /** An image URL; relative addresses are made absolute for link previews. */
  image?: string;
}

/** The meta tags a page sets: [attribute, name]. */
const TAGS = [
  ["name", "description"],
  ["property", "og:title"],
  ["property", "og:description"],
  ["property", "og:image"],
] as const;

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

/**
 * Sets document.title, the meta description and the og:title/og:description/og:image tags while
 * the page is shown, and puts back what was there before (or removes the tags it added) on unmount.
 * Pass null while there is nothing to show yet.
 */
export function useDocumentMeta(meta: DocumentMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  const image = meta?.image;
  useEffect(() => {
    if (title === undefined) return;
    const values: Record<string, string | undefined> = {
      description,
      "og:title": title,
      "og:description": description,
      "og:image": image ? absolute(image) : undefined,
    };
    const previousTitle = document.title;
    const restore: Array<() => void> = [];
    document.title = title;
    for (const [attribute, name] of TAGS) {
      const content = values[name];
      if (content === undefined) continue;
      let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
      if (tag) {
        const before = tag.getAttribute("content");
        const existing = tag;
        restore.push(() => {
          if (before === null) existing.removeAttribute("content");
          else existing.setAttribute("content", before);
        });
      } else {
        tag = document.createElement("meta");
        tag.setAttribute(attribute, name);
        document.head.append(tag);
        const added = tag;
        restore.push(() => added.remove());
      }
      tag.setAttribute("content", content);
    }
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [title, description, image]);
}
