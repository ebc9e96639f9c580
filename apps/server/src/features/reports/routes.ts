import { Readable } from "node:stream";
import { DEFAULT_LANGUAGE } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { languageFromHeader } from "../usersettings/index.ts";
import { nextDay, startOfDay, today } from "./dates.ts";
import { exportCsv } from "./export-csv.ts";
import { labelsFor } from "./labels/index.ts";
import { reportCsv, reportEntry } from "./report.ts";
import { renderReportPdf } from "./report-pdf.ts";
import { allRows, applicationPages } from "./rows.ts";
import { reportQuerySchema } from "./schema.ts";

const BASE = "/api/profile/applications";
const CSV_TYPE = "text/csv; charset=utf-8";

/** Headers that make the browser save the answer under `fileName` instead of showing it. */
function download(fileName: string) {
  return { "content-disposition": contentDisposition(fileName), "cache-control": "no-store" };
}

/** CSV export of applications and the proof-of-effort report (CSV and PDF, German and English). */
export async function reportRoutes(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["reports"];

  r.get(`${BASE}/export.csv`, { ...options, schema: { tags } }, (request, reply) => {
    const pages = applicationPages(db, currentUser(request).id, { order: "desc" });
    return reply
      .headers(download(`applications-${today()}.csv`))
      .type(CSV_TYPE)
      .send(Readable.from(exportCsv(pages)));
  });

  r.get(
    `${BASE}/report`,
    { ...options, schema: { tags, querystring: reportQuerySchema } },
    async (request, reply) => {
      const user = currentUser(request);
      const { from, to, format } = request.query;
      const language =
        request.query.lang ?? languageFromHeader(request.headers["accept-language"]) ?? DEFAULT_LANGUAGE;
      const labels = labelsFor(language);
      const pages = applicationPages(db, user.id, {
        order: "asc",
        from: startOfDay(from),
        before: startOfDay(nextDay(to)),
      });
      const fileName = `${labels.fileStem}-${from}-${to}.${format}`;
      if (format === "csv") {
        return reply
          .headers(download(fileName))
          .type(CSV_TYPE)
          .send(Readable.from(reportCsv(pages, labels)));
      }
      const rows = await allRows(pages);
      const pdf = await renderReportPdf({
        entries: rows.map((row) => reportEntry(row, labels)),
        labels,
        name: user.username || user.email,
        from,
        to,
        createdOn: today(),
      });
      return reply.headers(download(fileName)).type("application/pdf").send(pdf);
    },
  );
}
