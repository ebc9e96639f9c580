/** Copies the files a production install runs from into dest (see production-tree.mjs). */
export function copyProductionTree(dest: string, options?: { withExtension?: boolean }): string[];
