import type { Unit } from "./vocabulary.ts";

/** A found phrase: which entry, and the range of units it covers (end exclusive). */
export type PhraseHit<T> = { value: T; from: number; to: number };

/**
 * Finds vocabulary phrases in a unit stream, longest first, without overlaps. Indexed by the
 * first unit so that scanning an ad costs one map lookup per unit.
 */
export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, { units: string[]; value: T }[]>();

  add(units: string[], value: T): void {
    if (units.length === 0) return;
    const list = this.byFirst.get(units[0]!) ?? [];
    if (list.some((e) => e.units.join(" ") === units.join(" "))) return;
    list.push({ units, value });
    list.sort((a, b) => b.units.length - a.units.length);
    this.byFirst.set(units[0]!, list);
  }

  find(units: readonly Unit[]): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    let i = 0;
    while (i < units.length) {
      const entry = this.byFirst
        .get(units[i]!.u)
        ?.find((e) => e.units.every((u, k) => units[i + k]?.u === u));
      if (entry) {
        hits.push({ value: entry.value, from: i, to: i + entry.units.length });
        i += entry.units.length;
      } else i++;
    }
    return hits;
  }
}
