/** Tokens one call used, as the provider reported them (or estimated from the text when it did not). */
export type AiUsage = { promptTokens: number; completionTokens: number; estimated: boolean };
