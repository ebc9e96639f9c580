import { column, makePdf } from "@jah/testing/cv-documents";
import { describe, expect, it } from "vitest";
import { parseCv } from "../src/parse.ts";
import { extractSkills, splitSkills } from "../src/skills.ts";
import { line } from "./lines.ts";

describe("skills", () => {
  it("splits lists but not inside brackets", () => {
    expect(splitSkills("Excel (Pivot, SVERWEIS), SAP FI; DATEV · Lexware")).toEqual([
      "Excel (Pivot, SVERWEIS)",
      "SAP FI",
      "DATEV",
      "Lexware",
    ]);
  });

  it("reads 'Category: a, b' lines", () => {
    expect(
      extractSkills(
        [line([["Programmiersprachen: Java, Kotlin", 50]]), line([["Cloud: AWS", 50]])],
        "Kenntnisse",
      ),
    ).toEqual([
      { name: "Java", category: "Programmiersprachen" },
      { name: "Kotlin", category: "Programmiersprachen" },
      { name: "AWS", category: "Cloud" },
    ]);
  });

  it("reads a label cell beside the list", () => {
    expect(
      extractSkills(
        [
          line([
            ["Office", 50],
            ["Word, Excel", 180],
          ]),
          line([
            ["Grafik", 50],
            ["GIMP", 180],
          ]),
        ],
        "Skills",
      ),
    ).toEqual([
      { name: "Word", category: "Office" },
      { name: "Excel", category: "Office" },
      { name: "GIMP", category: "Grafik" },
    ]);
  });

  it("reads sub-headings with indented items or pills under them", () => {
    const lines = [
      line([["Frontend", 40]], { emphasis: true }),
      line([["React", 50]]),
      line([["Vue.js", 50]]),
      line([["Backend", 40]], { emphasis: true }),
      line([
        ["Go", 50],
        ["PostgreSQL", 90],
      ]),
    ];
    expect(extractSkills(lines, "Skills")).toEqual([
      { name: "React", category: "Frontend" },
      { name: "Vue.js", category: "Frontend" },
      { name: "Go", category: "Backend" },
      { name: "PostgreSQL", category: "Backend" },
    ]);
  });

  it("gives uncategorised skills the section's heading", () => {
    expect(extractSkills([line([["Teamfähigkeit, Belastbarkeit", 50]])], "Soft Skills")).toEqual([
      { name: "Teamfähigkeit", category: "Soft Skills" },
      { name: "Belastbarkeit", category: "Soft Skills" },
    ]);
  });
});

describe("skills with levels", () => {
  it("keeps the level apart from the name", () => {
    const rows = [
      line([["Python – Grundkenntnisse, Excel (sehr gut)", 50]]),
      line([
        ["Kotlin", 50],
        ["Experte", 180],
      ]),
    ];
    expect(extractSkills(rows, "IT")).toEqual([
      { name: "Python", level: "Grundkenntnisse", category: "IT" },
      { name: "Excel", level: "sehr gut", category: "IT" },
      { name: "Kotlin", level: "Experte", category: "IT" },
    ]);
  });
});

describe("a Languages group inside the skills section", () => {
  it("keeps programming languages as skills and reads spoken ones as languages", async () => {
    const pdf = makePdf([
      column([
        ["Niamh Byrne", 50, { size: 20, bold: true }],
        ["Data Engineer", 50, { size: 12 }],
        ["niamh.byrne@example.ie", 50],
        ["Skills", 50, { size: 14, bold: true, gap: 8 }],
        ["Languages: Python, SQL, Scala"],
        ["Platforms: Apache Spark, Airflow"],
        ["Languages", 50, { size: 14, bold: true, gap: 8 }],
        ["English: Native"],
        ["German: B1"],
      ]),
    ]);
    const cv = await parseCv(pdf, { timeoutMs: 60_000 });
    expect(cv.skills.map((s) => [s.category, s.name])).toEqual([
      ["Languages", "Python"],
      ["Languages", "SQL"],
      ["Languages", "Scala"],
      ["Platforms", "Apache Spark"],
      ["Platforms", "Airflow"],
    ]);
    expect(cv.languages.map((l) => l.name)).toEqual(["English", "German"]);
  });
});

describe("Europass label and skills in one text run", () => {
  it("splits right-aligned labels off the skills where the lines' first words end at one edge", () => {
    // As the Europass editor draws them: label and value in one run, the labels right-aligned.
    const skills = extractSkills(
      [
        line([["IT-Kenntnisse SAP HCM, Personio", 135]], { right: 293.1 }),
        line([["Fachkenntnisse Arbeitsrecht, Entgeltabrechnung", 126.7]], { right: 345.2 }),
      ],
      "Persönliche Fähigkeiten",
    );
    expect(skills.map((s) => [s.category, s.name])).toEqual([
      ["IT-Kenntnisse", "SAP HCM"],
      ["IT-Kenntnisse", "Personio"],
      ["Fachkenntnisse", "Arbeitsrecht"],
      ["Fachkenntnisse", "Entgeltabrechnung"],
    ]);
  });

  it("leaves lists that start at one edge alone", () => {
    const skills = extractSkills(
      [
        line([["Python, SQL, Scala", 50]], { right: 140 }),
        line([["Apache Spark, Airflow", 50]], { right: 150 }),
      ],
      "Skills",
    );
    expect(skills.map((s) => s.name)).toEqual(["Python", "SQL", "Scala", "Apache Spark", "Airflow"]);
  });
});

describe("a list line that ran to the column's edge", () => {
  it("takes a capitalised rest of its last item from the next line, not a bold group label", () => {
    const at = (text: string, right: number, extra: Partial<Parameters<typeof line>[1]> = {}) =>
      line([[text, 441]], { right, limit: 555, size: 8.5, ...extra });
    const skills = extractSkills(
      [
        at("Werkzeuge", 494, { emphasis: true }),
        at("AutoCAD Plant 3D, Aspen Plus", 573),
        at("Methoden", 489, { emphasis: true }),
        at("HAZOP, Lean Six Sigma Green", 573),
        at("Belt", 459),
      ],
      "Kenntnisse",
    );
    expect(skills.map((s) => [s.category, s.name])).toEqual([
      ["Werkzeuge", "AutoCAD Plant 3D"],
      ["Werkzeuge", "Aspen Plus"],
      ["Methoden", "HAZOP"],
      ["Methoden", "Lean Six Sigma Green Belt"],
    ]);
  });
});
