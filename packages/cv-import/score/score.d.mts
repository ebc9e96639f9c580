// Types of the parts of score.mjs that the set-2 test uses.
export type FieldCount = { tp: number; fp: number; fn: number; tn?: number; n: number; correct?: number };
export function fold(s: string): string;
export function scoreDocument(truth: unknown, pred: unknown): Record<string, FieldCount>;
export function summarise(totals: Record<string, FieldCount>): {
  fields: Record<string, FieldCount & { f1: number }>;
  macroF1: number;
};
