import { CvImportError } from "../errors.ts";
import { headingKind } from "../headings.ts";
import { BULLET_RE } from "../text.ts";
import type { DocText, Line } from "../types.ts";
import { readEntry, zipEntries } from "./zip.ts";

type Para = {
  segments: string[];
  indent: number;
  size: number;
  bold: boolean;
  style: string;
  numbered: boolean;
  /** `w:numId w:val="0"` on the paragraph: numbering its style sets is switched off. */
  numberingOff: boolean;
};
type Row = Para[][];

const STYLE_SIZE: Record<string, number> = { title: 26, heading1: 16, heading2: 13, heading3: 12 };

/** Reads a DOCX: body paragraphs and table rows (cells side by side) as lines, with style hints. */
export function extractDocx(bytes: Uint8Array): DocText {
  const entries = zipEntries(bytes);
  const main = entries.get("word/document.xml");
  if (!main) throw new CvImportError("unsupported-type", "The archive is not a Word document");
  const decoder = new TextDecoder();
  const headers = [...entries.keys()].filter((name) => /^word\/header\d*\.xml$/.test(name)).sort();
  const stylesEntry = entries.get("word/styles.xml");
  const styles = stylesEntry ? paragraphStyles(decoder.decode(readEntry(bytes, stylesEntry))) : new Map();
  const lines: Line[] = [];
  for (const name of [...headers, "word/document.xml"]) {
    const entry = entries.get(name);
    if (entry) lines.push(...toLines(parseBody(decoder.decode(readEntry(bytes, entry))), styles));
  }
  if (lines.length === 0) throw new CvImportError("no-text", "The document has no text");
  const rels = entries.get("word/_rels/document.xml.rels");
  const links = rels ? externalTargets(decoder.decode(readEntry(bytes, rels))) : [];
  return { lines, format: "docx", bodySize: 11, links };
}

type Block = { para: Para } | { row: Row };

/**
 * Walks the XML as a flat token stream. Text boxes nest paragraphs inside paragraphs, so
 * paragraphs and tables are stacks; the fallback copy of a text box (mc:Fallback) is skipped.
 */
function parseBody(xml: string): Block[] {
  const blocks: Block[] = [];
  const paras: Para[] = [];
  const tables: { rows: Row[]; cell: Para[] | undefined }[] = [];
  let inText = false;
  let skipDepth = 0;
  let runBold = false;
  let runSize = 0;
  let inRunProps = false;
  const tokens = /<(\/?)([\w:]+)([^>]*?)(\/?)>|([^<]+)/g;
  for (let m = tokens.exec(xml); m; m = tokens.exec(xml)) {
    const [, close, tag, attrs = "", selfClose, text] = m;
    if (text !== undefined) {
      if (inText && skipDepth === 0) paras.at(-1)?.segments.push(decodeEntities(text));
      continue;
    }
    if (tag === "mc:Fallback") {
      skipDepth += close ? -1 : selfClose ? 0 : 1;
      continue;
    }
    if (skipDepth > 0) continue;
    const para = paras.at(-1);
    switch (tag) {
      case "w:p":
        if (selfClose) break;
        if (!close) {
          paras.push({
            segments: [""],
            indent: 0,
            size: 0,
            bold: true,
            style: "",
            numbered: false,
            numberingOff: false,
          });
        } else {
          const done = paras.pop();
          if (done) emit(done);
        }
        break;
      case "w:t":
        inText = !close && !selfClose;
        break;
      case "w:tab":
      case "w:br":
      case "w:cr":
        // A tab or break inside a run separates cells; w:tab inside w:tabs (a tab stop) does not.
        if (para && !inRunProps && (selfClose || !close) && !/w:pos=/.test(attrs)) {
          para.segments.push(tag === "w:tab" ? "\t" : "\n", "");
        }
        break;
      case "w:r":
        if (!close) {
          runBold = false;
          runSize = 0;
        } else if (para && runHasText(para)) {
          para.bold &&= runBold;
          if (runSize) para.size = Math.max(para.size, runSize);
        }
        break;
      case "w:rPr":
        inRunProps = !close && !selfClose;
        break;
      case "w:b":
        if (inRunProps) runBold = !/w:val="(0|false)"/.test(attrs);
        break;
      case "w:sz":
        if (inRunProps) runSize = Number(/w:val="(\d+)"/.exec(attrs)?.[1] ?? 0) / 2;
        break;
      case "w:pStyle":
        if (para) para.style = (/w:val="([^"]*)"/.exec(attrs)?.[1] ?? "").toLowerCase();
        break;
      case "w:sym": {
        // A symbol-font character typed as a bullet (Wingdings/Symbol "F0B7"): its private-use code
        // point, so the symbol-bullet rule can read it like a PDF's.
        const code = /w:char="([0-9A-Fa-f]{2,4})"/.exec(attrs)?.[1];
        if (para && code && !inRunProps) para.segments.push(String.fromCodePoint(Number.parseInt(code, 16)));
        break;
      }
      case "w:numPr":
        if (para && !close) para.numbered = true;
        break;
      case "w:numId":
        if (para && /w:val="0"/.test(attrs)) {
          para.numbered = false;
          para.numberingOff = true;
        }
        break;
      case "w:ind":
        if (para) para.indent = Number(/w:(?:left|start)="(-?\d+)"/.exec(attrs)?.[1] ?? 0) / 20;
        break;
      case "w:tbl":
        if (!close) tables.push({ rows: [], cell: undefined });
        else {
          const table = tables.pop();
          if (table) for (const row of table.rows) blocks.push({ row });
        }
        break;
      case "w:tr":
        if (!close) tables.at(-1)?.rows.push([]);
        break;
      case "w:tc": {
        const table = tables.at(-1);
        if (table && !close) {
          table.cell = [];
          table.rows.at(-1)?.push(table.cell);
        } else if (table) table.cell = undefined;
        break;
      }
    }
  }
  return blocks;

  function emit(p: Para) {
    const table = tables.at(-1);
    if (table?.cell && paras.length === 0) table.cell.push(p);
    else blocks.push({ para: p });
  }
}

/** Whether the paragraph's last segment got text from the run now closing (bold counts only then). */
function runHasText(p: Para): boolean {
  return (p.segments.at(-1) ?? "").trim() !== "";
}

function decodeEntities(s: string): string {
  return s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[\da-f]+);/gi, (_, e: string) => {
    const named: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
    if (named[e]) return named[e];
    return String.fromCodePoint(
      e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)),
    );
  });
}

/** Paragraph text split into visual lines (breaks) and cells (tabs). */
function paraLines(p: Para): string[][] {
  return p.segments
    .join("")
    .split("\n")
    .map((line) =>
      line
        .split("\t")
        .map((cell) => cell.replace(/\s+/g, " ").trim())
        .filter((cell) => cell !== ""),
    )
    .filter((cells) => cells.length > 0);
}

/**
 * A paragraph style's font size (points) and weight, as styles.xml defines them, and whether it
 * makes its paragraphs list items (Word's "List Bullet", "Aufzählungszeichen": `numPr` in the style).
 */
type StyleFont = { size: number; bold: boolean; numbered: boolean };

/** Word's built-in list styles by id, for files whose styles.xml leaves their numbering out. */
const LIST_STYLE = /^(?:listbullet|listnumber|aufzhlungszeichen|aufzaehlungszeichen|listennummer)\d*$/;

/**
 * The paragraph styles of styles.xml with their font size and weight, `basedOn` followed: a
 * template may set the name's size and weight in its style ("Name", "NameLight"), not in its runs.
 */
function paragraphStyles(xml: string): Map<string, StyleFont> {
  const raw = new Map<
    string,
    { size: number; bold: boolean | undefined; numbered: boolean | undefined; basedOn: string }
  >();
  for (const m of xml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
    const [, attrs = "", body = ""] = m;
    if (!/w:type="paragraph"/.test(attrs)) continue;
    const id = (/w:styleId="([^"]*)"/.exec(attrs)?.[1] ?? "").toLowerCase();
    const rPr = /<w:rPr>([\s\S]*?)<\/w:rPr>/.exec(body)?.[1] ?? "";
    const bold = /<w:b\/>|<w:b\s[^>]*\/>/.exec(rPr)?.[0];
    const pPr = /<w:pPr>([\s\S]*?)<\/w:pPr>/.exec(body)?.[1] ?? "";
    const numId = /<w:numPr>[\s\S]*?<w:numId w:val="(\d+)"/.exec(pPr)?.[1];
    raw.set(id, {
      // numId 0 switches off numbering a base style set.
      numbered: numId === undefined ? (LIST_STYLE.test(id) ? true : undefined) : numId !== "0",
      size: Number(/<w:sz w:val="(\d+)"/.exec(rPr)?.[1] ?? 0) / 2,
      bold: bold === undefined ? undefined : !/w:val="(0|false)"/.test(bold),
      basedOn: (/<w:basedOn w:val="([^"]*)"/.exec(body)?.[1] ?? "").toLowerCase(),
    });
  }
  const resolved = new Map<string, StyleFont>();
  for (const id of raw.keys()) {
    let size = 0;
    let bold: boolean | undefined;
    let numbered: boolean | undefined;
    // A chain of at most ten styles: a loop in a broken file ends there.
    for (let at = raw.get(id), n = 0; at && n < 10; at = raw.get(at.basedOn), n++) {
      size ||= at.size;
      bold ??= at.bold;
      numbered ??= at.numbered;
    }
    resolved.set(id, { size, bold: bold ?? false, numbered: numbered ?? false });
  }
  return resolved;
}

function toLines(blocks: Block[], styles: Map<string, StyleFont>): Line[] {
  const lines: Line[] = [];
  const push = (cells: { text: string; x: number }[], p: Para, column: Line["column"] = "main") => {
    const text = cells.map((c) => c.text).join("  ");
    const style = styles.get(p.style);
    // A size set on the runs wins; then the style's own definition; then what Word's styles usually are.
    const size = p.size || style?.size || STYLE_SIZE[p.style] || 11;
    lines.push({
      text,
      cells,
      x: cells[0]?.x ?? 0,
      right: 0,
      limit: 0,
      size,
      emphasis: p.bold || (style?.bold ?? false),
      headingStyle: /^(title|heading|berschrift|überschrift)/.test(p.style),
      bullet:
        p.numbered ||
        (!p.numberingOff && (style?.numbered ?? LIST_STYLE.test(p.style))) ||
        BULLET_RE.test(text),
      gapBefore: 0,
      page: 1,
      column,
    });
  };
  for (const block of blocks) {
    if ("para" in block) {
      for (const cells of paraLines(block.para)) {
        push(
          cells.map((text, i) => ({ text, x: block.para.indent + i * 100 })),
          block.para,
        );
      }
      continue;
    }
    const columns = block.row.map((cell) => cell.flatMap((p) => paraLines(p).map((cells) => ({ cells, p }))));
    if (isLayoutRow(columns.map((c) => c.map((l) => l.cells.join(" "))))) {
      // A page laid out as a table (sidebar cell, main cell): each cell is read on its own.
      const sizes = columns.map((c) => c.reduce((n, l) => n + l.cells.join(" ").length, 0));
      const main = sizes.indexOf(Math.max(...sizes));
      columns.forEach((column, c) => {
        for (const line of column) {
          push(
            line.cells.map((text, k) => ({ text, x: line.p.indent + k * 100 })),
            line.p,
            c === main ? "main" : "side",
          );
        }
      });
      continue;
    }
    // Cells of a row side by side: line i holds the i-th visual line of every cell.
    const depth = Math.max(0, ...columns.map((c) => c.length));
    for (let i = 0; i < depth; i++) {
      const cells: { text: string; x: number }[] = [];
      let style: Para | undefined;
      columns.forEach((column, c) => {
        const line = column[i];
        if (!line) return;
        style ??= line.p;
        if (line.p.numbered || styles.get(line.p.style)?.numbered || line.p.indent > 0) style = line.p;
        for (const [k, text] of line.cells.entries())
          cells.push({ text, x: c * 1000 + line.p.indent + k * 100 });
      });
      if (style && cells.length > 0) push(cells, style);
    }
  }
  return lines;
}

/** A table row used for page layout: a cell holds section headings or long runs of paragraphs. */
function isLayoutRow(cells: string[][]): boolean {
  if (cells.length < 2) return false;
  const long = cells.filter((c) => c.length >= 8).length;
  const withHeading = cells.filter((c) => c.some((t) => headingKind(t) !== undefined)).length;
  return long >= 1 && withHeading >= 1;
}

/** Hyperlink targets of the document ("LinkedIn" as text, the profile URL as target). */
function externalTargets(rels: string): string[] {
  return [...rels.matchAll(/<Relationship\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /TargetMode="External"/.test(tag) && /\/hyperlink"/.test(tag))
    .map((tag) => decodeEntities(/Target="([^"]*)"/.exec(tag)?.[1] ?? ""))
    .filter((url) => url !== "");
}
