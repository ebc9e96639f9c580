import { lazyNamed } from "../../ui/lazy-named.ts";

/** /archive/*: the finished applications, loaded when first shown. */
export const ArchivePage = lazyNamed(() => import("./ArchivePage.tsx"), "ArchivePage");
