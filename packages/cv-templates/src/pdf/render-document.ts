import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import layoutDocument from "@react-pdf/layout";
import renderToContext from "@react-pdf/render";
import { Font, pdf } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { type LayoutNode, stampPageNumbers } from "./page-numbers.ts";

/**
 * react-pdf's renderToBuffer in its own three steps (React tree → layout → PDF), with one more between
 * layout and PDF: the page numbers are written in (page-numbers.ts). The PDF options are the ones
 * react-pdf sets from the Document's props, for the props CvDocument uses.
 */
export async function renderDocument(
  element: ReactElement,
  pageLabel: (page: number, total: number) => string,
): Promise<Buffer> {
  const container = pdf(element as Parameters<typeof pdf>[0]).container as unknown as {
    document: LayoutNode & { props: DocumentProps };
  };
  const document = container.document;
  const layout = await (layoutDocument as unknown as LayoutFunction)(document, Font);
  const stamped = stampPageNumbers(layout, pageLabel);
  const PDFDocument = await reactPdfPdfkit();
  const { title, author, subject, creator, producer, language } = document.props;
  const context = new PDFDocument({
    compress: true,
    lang: language,
    displayTitle: true,
    autoFirstPage: false,
    // pdfkit would parse Helvetica's metrics for each document to have a current font; react-pdf sets
    // the font of every run it draws.
    font: null,
    info: omitUndefined({
      Title: title,
      Author: author,
      Subject: subject,
      Creator: creator,
      Producer: producer,
      CreationDate: new Date(),
    }),
  });
  fontsByName(context);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    context.on("data", (chunk: Buffer) => chunks.push(chunk));
    context.on("end", () => resolve(Buffer.concat(chunks)));
    context.on("error", reject);
  });
  (renderToContext as unknown as (ctx: unknown, doc: LayoutNode) => void)(context, stamped);
  return done;
}

type DocumentProps = {
  title?: string;
  author?: string;
  subject?: string;
  creator?: string;
  producer?: string;
  language?: string;
};
type LayoutFunction = (document: LayoutNode, fontStore: typeof Font) => Promise<LayoutNode>;
type PdfContext = NodeJS.EventEmitter & {
  font(src: unknown, family?: unknown, size?: unknown): PdfContext;
  registerFont(name: string, src: unknown): PdfContext;
};
type PdfDocumentClass = new (options: Record<string, unknown>) => PdfContext;

let pdfkit: Promise<PdfDocumentClass> | undefined;

/**
 * The pdfkit react-pdf itself renders with (it pins its own version, installed beside it), loaded from
 * the same file so the process holds one copy.
 */
function reactPdfPdfkit(): Promise<PdfDocumentClass> {
  pdfkit ??= (async () => {
    const fromRenderer = createRequire(import.meta.resolve("@react-pdf/renderer"));
    // The CommonJS entry's folder also holds the ES module build react-pdf imports.
    const folder = path.dirname(fromRenderer.resolve("pdfkit"));
    const module = (await import(pathToFileURL(path.join(folder, "pdfkit.node.mjs")).href)) as {
      default: PdfDocumentClass;
    };
    return module.default;
  })();
  return pdfkit;
}

const fontNames = new WeakMap<object, string>();
let fontCount = 0;

/**
 * react-pdf hands pdfkit a font object for every run of text, and pdfkit, finding no name to look it
 * up by, opens the font again each time and compares it with the open ones (serialising its name
 * table): a tenth of a render. Registered under a name, each font is opened once per document.
 */
function fontsByName(context: PdfContext): void {
  const font = context.font;
  const registered = new Set<string>();
  context.font = function (this: PdfContext, src, family, size) {
    if (typeof src !== "object" || src === null) return font.call(this, src, family, size);
    let name = fontNames.get(src);
    if (!name) {
      name = `cv-font-${++fontCount}`;
      fontNames.set(src, name);
    }
    if (!registered.has(name)) {
      this.registerFont(name, src);
      registered.add(name);
    }
    return font.call(this, name, family, size);
  };
}

function omitUndefined(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}
