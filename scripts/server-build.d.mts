/** Bundles the server and its workers into apps/server/dist. */
export function buildServer(): Promise<void>;
/** Builds the server when there is no build yet or a source file is newer than it. */
export function ensureServerBuild(): Promise<void>;
/** The operator commands scripts/operator.mjs runs: output name in apps/server/dist → entry. */
export const operatorCommands: Record<string, string>;
