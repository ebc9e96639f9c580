/**
 * The part of a reply that the sender wrote: quoted lines ("> ..."), the quote header of the mail we
 * sent ("On ... wrote:", "Am ... schrieb ...:", "-----Original Message-----") and the signature after
 * "-- " are cut, so our own application text never decides the suggestion.
 */
export function ownText(body: string): string {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (trimmed === "--" || /^-{3,}\s*(original message|ursprüngliche nachricht)/i.test(trimmed)) break;
    if (/^(on .{4,120} wrote:|am .{4,120} schrieb .{0,120}:)$/i.test(trimmed)) break;
    const next = lines[index + 1]?.trim() ?? "";
    if (/^(from|von):\s/i.test(trimmed) && /^(sent|gesendet|date|datum):/i.test(next)) break;
    if (trimmed.startsWith(">")) continue;
    kept.push(line);
  }
  return kept.join("\n");
}

/** Abbreviations whose dot ends no sentence (German and English). */
const ABBREVIATIONS =
  /\b(z\.B|bzw|ca|Dr|Mr|Mrs|Ms|Hr|Fr|Nr|Str|usw|etc|evtl|ggf|inkl|bzgl|u\.a|d\.h|z\.H|St|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Okt|Nov|Dec|Dez|Mo|Di|Mi|Do|Fr|Sa|So|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\.$/i;

/**
 * The text split into sentences: at ".", "!" or "?" followed by a space and a capital or digit, and at
 * blank lines. Dates like "14.03.2027" and "14. März" and abbreviations stay inside their sentence.
 */
export function sentences(text: string): string[] {
  const result: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const flat = paragraph.replace(/\s+/g, " ").trim();
    if (!flat) continue;
    let start = 0;
    const boundary = /[.!?]+\s+(?=[A-ZÄÖÜ"„(])/g;
    for (let match = boundary.exec(flat); match; match = boundary.exec(flat)) {
      const before = flat.slice(start, match.index + 1);
      // "14. März", "Nr. 5", "z.B. Ihre": not the end of a sentence.
      if (/\b\d{1,2}\.$/.test(before) || ABBREVIATIONS.test(before)) continue;
      result.push(flat.slice(start, match.index + match[0].trimEnd().length).trim());
      start = match.index + match[0].length;
    }
    const rest = flat.slice(start).trim();
    if (rest) result.push(rest);
  }
  return result;
}
