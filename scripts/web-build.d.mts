/** Builds the web app when there is no build yet or a source file is newer than it. */
export function ensureWebBuild(): void;
