import type { PdfPool } from "../pdf/pool.ts";
import type { Metrics } from "./metrics.ts";

/** What the timing needs of the CV import's pool: the one method every parse goes through. */
type ParsePool<A extends unknown[], R> = { parse: (...args: A) => Promise<R> };

/**
 * Times the PDF renders and CV imports where every caller goes through: the pools' methods. Wrapping
 * the instances keeps the pools free of metrics and covers every route that uses them.
 */
export function timePools<A extends unknown[], R>(
  metrics: Metrics,
  pdf: PdfPool,
  cvParser: ParsePool<A, R>,
): void {
  const renderPdf = pdf.renderPdf.bind(pdf);
  const renderHtml = pdf.renderHtml.bind(pdf);
  const parse = cvParser.parse.bind(cvParser);
  pdf.renderPdf = (...args) =>
    metrics.time(
      (s, outcome) => metrics.pdfRender.observe({ kind: "pdf", outcome }, s),
      () => renderPdf(...args),
    );
  pdf.renderHtml = (...args) =>
    metrics.time(
      (s, outcome) => metrics.pdfRender.observe({ kind: "html", outcome }, s),
      () => renderHtml(...args),
    );
  cvParser.parse = (...args) =>
    metrics.time(
      (s, outcome) => metrics.cvImport.observe({ outcome }, s),
      () => parse(...args),
    );
}
