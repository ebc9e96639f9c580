// A page canvas that records where every text item and shape goes (in reading order, as the layout
// computes it) and then draws them into a PDF with pdfkit in another order, the way design tools
// export their frames: the sidebar first, the name last, the blocks shuffled or reversed. Each
// recorded text item becomes its own text object (BT … ET) at its own position.
import { createWriteStream } from "node:fs";
import PDFDocument from "pdfkit";

const DEJAVU = "/usr/share/fonts/truetype/dejavu";
const LIBERATION = "/usr/share/fonts/truetype/liberation";

/** Font families: pdfkit's built-in Helvetica and Times, and Debian's DejaVu and Liberation. */
export const FAMILIES = {
  helvetica: {
    regular: "Helvetica",
    bold: "Helvetica-Bold",
    italic: "Helvetica-Oblique",
    light: "Helvetica",
  },
  times: { regular: "Times-Roman", bold: "Times-Bold", italic: "Times-Italic", light: "Times-Roman" },
  dejavu: {
    regular: `${DEJAVU}/DejaVuSans.ttf`,
    bold: `${DEJAVU}/DejaVuSans-Bold.ttf`,
    italic: `${DEJAVU}/DejaVuSans-Oblique.ttf`,
    light: `${DEJAVU}/DejaVuSans-ExtraLight.ttf`,
  },
  "dejavu-condensed": {
    regular: `${DEJAVU}/DejaVuSansCondensed.ttf`,
    bold: `${DEJAVU}/DejaVuSansCondensed-Bold.ttf`,
    italic: `${DEJAVU}/DejaVuSansCondensed-Oblique.ttf`,
    light: `${DEJAVU}/DejaVuSans-ExtraLight.ttf`,
  },
  "dejavu-serif": {
    regular: `${DEJAVU}/DejaVuSerif.ttf`,
    bold: `${DEJAVU}/DejaVuSerif-Bold.ttf`,
    italic: `${DEJAVU}/DejaVuSerif-Italic.ttf`,
    light: `${DEJAVU}/DejaVuSerifCondensed.ttf`,
  },
  liberation: {
    regular: `${LIBERATION}/LiberationSans-Regular.ttf`,
    bold: `${LIBERATION}/LiberationSans-Bold.ttf`,
    italic: `${LIBERATION}/LiberationSans-Italic.ttf`,
    light: `${LIBERATION}/LiberationSansNarrow-Regular.ttf`,
  },
  "liberation-serif": {
    regular: `${LIBERATION}/LiberationSerif-Regular.ttf`,
    bold: `${LIBERATION}/LiberationSerif-Bold.ttf`,
    italic: `${LIBERATION}/LiberationSerif-Italic.ttf`,
    light: `${LIBERATION}/LiberationSerif-Regular.ttf`,
  },
};

/** A small seeded random generator (mulberry32), so that every rebuild draws in the same order. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle(list, rnd) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export const A4 = { width: 595.28, height: 841.89 };

export class Canvas {
  constructor(family) {
    this.family = FAMILIES[family];
    this.ops = [];
    this.pages = 1;
    this.block = 0;
    // A document only for measuring text; the real one is made in render().
    this.measure = new PDFDocument({ autoFirstPage: false });
  }

  /** Starts a new block (a design tool's text frame); ops of one block stay together when shuffled. */
  newBlock(tag = "main") {
    this.block++;
    this.tag = tag;
    return this.block;
  }

  width(text, { weight = "regular", size = 10, spacing = 0 } = {}) {
    this.measure.font(this.family[weight]).fontSize(size);
    return this.measure.widthOfString(text, { characterSpacing: spacing });
  }

  /** The distance from the top of a line to its baseline, to put different sizes on one baseline. */
  ascent(weight, size) {
    this.measure.font(this.family[weight]).fontSize(size);
    return (this.measure._font.ascender / 1000) * size;
  }

  text(page, x, y, text, { weight = "regular", size = 10, color = "#222222", spacing = 0, tag } = {}) {
    this.pages = Math.max(this.pages, page + 1);
    this.ops.push({
      kind: "text",
      page,
      x,
      y,
      text,
      weight,
      size,
      color,
      spacing,
      block: this.block,
      tag: tag ?? this.tag,
    });
  }

  rect(page, x, y, w, h, color, tag = "shape") {
    this.pages = Math.max(this.pages, page + 1);
    this.ops.push({ kind: "rect", page, x, y, w, h, color, block: 0, tag });
  }

  /**
   * Splits text into lines no wider than width, breaking at spaces, or inside a long word after a
   * hyphen or a slash (where the Unicode line-breaking rules, and so the design tools, allow a break).
   * A word without such a place stays whole; Flow.para shrinks it to fit, as text frames auto-fit.
   */
  wrap(text, width, style) {
    const lines = [];
    let line = "";
    for (const word of text.split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (this.width(next, style) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (this.width(line, style) > width) {
        const cut = this.breakPoint(line, width, style);
        if (cut <= 0) break;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  breakPoint(word, width, style) {
    let best = -1;
    for (let i = 1; i < word.length; i++) {
      if (!/[-/]/.test(word[i - 1])) continue;
      if (this.width(word.slice(0, i), style) <= width) best = i;
    }
    return best;
  }

  /** Draws the recorded ops in the given order into a PDF file. */
  async render(file, order, info) {
    const doc = new PDFDocument({
      autoFirstPage: false,
      bufferPages: true,
      size: "A4",
      margin: 0,
      info: {
        ...info,
        CreationDate: new Date(Date.UTC(2025, 0, 1)),
        ModDate: new Date(Date.UTC(2025, 0, 1)),
      },
    });
    const done = new Promise((resolve, reject) => {
      const stream = createWriteStream(file);
      stream.on("finish", resolve);
      stream.on("error", reject);
      doc.pipe(stream);
    });
    for (let i = 0; i < this.pages; i++) doc.addPage({ size: "A4", margin: 0 });
    for (const op of order(this.ops)) {
      doc.switchToPage(op.page);
      if (op.kind === "rect") {
        doc.rect(op.x, op.y, op.w, op.h).fill(op.color);
        continue;
      }
      doc
        .font(this.family[op.weight])
        .fontSize(op.size)
        .fillColor(op.color)
        .text(op.text, op.x, op.y, { lineBreak: false, characterSpacing: op.spacing });
    }
    doc.end();
    await done;
  }
}

/** Draw orders. Shapes always first (a text drawn under a filled rectangle would be hidden). */
export const ORDERS = {
  /** Blocks in a random order, each block's lines in order. */
  shuffledBlocks: (seed) => (ops) => byBlocks(ops, (blocks) => shuffle(blocks, random(seed))),
  /** The sidebar first, then the main blocks shuffled, the name block last. */
  sidebarFirstNameLast: (seed) => (ops) =>
    byBlocks(ops, (blocks) => {
      const rnd = random(seed);
      const side = blocks.filter((b) => b[0].tag === "sidebar");
      const name = blocks.filter((b) => b[0].tag === "name");
      const rest = blocks.filter((b) => b[0].tag !== "sidebar" && b[0].tag !== "name");
      return [...shuffle(side, rnd), ...shuffle(rest, rnd), ...name];
    }),
  /** Everything from the last item to the first (later pages first). */
  reversed: () => (ops) => [
    ...ops.filter((o) => o.kind === "rect"),
    ...ops.filter((o) => o.kind === "text").reverse(),
  ],
  /** Every text item on its own, in a random order. */
  shuffledItems: (seed) => (ops) => [
    ...ops.filter((o) => o.kind === "rect"),
    ...shuffle(
      ops.filter((o) => o.kind === "text"),
      random(seed),
    ),
  ],
  /** Column by column from the bottom up, as some tools stack their frames. */
  bottomUp: () => (ops) => [
    ...ops.filter((o) => o.kind === "rect"),
    ...ops.filter((o) => o.kind === "text").sort((a, b) => a.page - b.page || b.x - a.x || b.y - a.y),
  ],
};

function byBlocks(ops, arrange) {
  const blocks = new Map();
  for (const op of ops.filter((o) => o.kind === "text"))
    blocks.set(op.block, [...(blocks.get(op.block) ?? []), op]);
  return [...ops.filter((o) => o.kind === "rect"), ...arrange([...blocks.values()]).flat()];
}
