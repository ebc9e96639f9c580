import { describe, expect, it } from "vitest";
import { extractCertifications } from "../src/certifications.ts";
import { readCv } from "../src/parse.ts";
import { line } from "./lines.ts";

const heading = (text: string) => line([[text, 50]], { size: 14, emphasis: true });

describe("certifications", () => {
  it("reads one certificate a line or bullet, wrapped lines joined, with issuer and date", () => {
    expect(
      extractCertifications([
        line([["• Certified Kubernetes Administrator – The Linux", 50]]),
        line([["Foundation, 03/2022", 58]]),
        line([["• Professional Scrum Master I | Scrum.org", 50]]),
        line([["• ITIL 4 Foundation, 2019", 50]]),
      ]),
    ).toEqual([
      { name: "Certified Kubernetes Administrator", issuer: "The Linux Foundation", date: "2022-03" },
      { name: "Professional Scrum Master I", issuer: "Scrum.org", date: null },
      { name: "ITIL 4 Foundation", issuer: "", date: "2019" },
    ]);
  });

  it("keeps a certifications section and a driving licence out of the skills", () => {
    const cv = readCv({
      format: "pdf",
      bodySize: 10,
      links: [],
      lines: [
        line([["Lena Hoffmann", 50]], { size: 20 }),
        heading("Kenntnisse"),
        line([["Python, SQL, Power BI", 50]]),
        line([["Führerschein: Klasse B", 50]]),
        heading("Zertifizierungen"),
        // A narrow column (LinkedIn's sidebar) wraps a long name: the line runs to the edge.
        line([["Microsoft Certified: Azure Data Engineer", 50]], { right: 195, limit: 200 }),
        line([["Associate", 50]], { right: 90, limit: 200 }),
        line([["Google Analytics Individual Qualification", 50]], { right: 190, limit: 200 }),
      ],
    });
    expect(cv.skills.map((s) => s.name)).toEqual(["Python", "SQL", "Power BI"]);
    expect(cv.certifications?.map((c) => c.name)).toEqual([
      "Microsoft Certified: Azure Data Engineer Associate",
      "Google Analytics Individual Qualification",
    ]);
  });
});
