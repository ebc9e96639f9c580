import type { CvParsePool } from "../features/cv-import/pool.ts";
import type { PdfPool } from "../pdf/pool.ts";
import type { Metrics } from "./metrics.ts";

/**
 * Times the PDF renders and CV imports where every caller goes through: the pools' methods. Wrapping
 * the instances keeps the pools free of metrics and covers every route that uses them.
 */
export function timePools(metrics: Metrics, pdf: PdfPool, cvParser: CvParsePool): void {
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
