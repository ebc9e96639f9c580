import { describe, expect, it } from "vitest";
import { repairLetterSpacing, repairText } from "../src/letter-spacing.ts";
import { line } from "./lines.ts";

const texts = (cells: [string, number][]) => repairLetterSpacing([line(cells)])[0]?.cells.map((c) => c.text);

describe("letter-spacing repair", () => {
  it("joins a tracked name whose words arrive as cells into one cell", () => {
    expect(
      texts([
        ["M A X", 50],
        ["M U S T E R", 120],
      ]),
    ).toEqual(["MAX MUSTER"]);
    expect(
      texts([
        ["L E A", 24],
        ["M A R I E", 80],
        ["S C H W A R Z E N B A C H", 160],
      ]),
    ).toEqual(["LEA MARIE SCHWARZENBACH"]);
    // Apostrophes, hyphens and accents belong to the word.
    expect(
      texts([
        ["C I A R Á N", 95],
        ["O ' S U L L I V A N", 200],
      ]),
    ).toEqual(["CIARÁN O'SULLIVAN"]);
  });

  it("keeps a normal word after a tracked run and kerned pairs inside it", () => {
    expect(repairText("H O F S T Ä T T E R BSc").text).toBe("HOFSTÄTTER BSc");
    expect(repairText("B E R U F S E R FA H R U N G").text).toBe("BERUFSERFAHRUNG");
    expect(repairText("KO N TA KT").text).toBe("KONTAKT");
    // "HF" beside a tracked title is a tracked word too.
    expect(
      texts([
        ["P F L E G E F A C H F R A U", 200],
        ["H F", 330],
      ]),
    ).toEqual(["PFLEGEFACHFRAU HF"]);
  });

  it("finds lost word gaps by case, known words and the e-mail address", () => {
    expect(repairText("S e n i o r S o f t w a r e E n g i n e e r").text).toBe("Senior Software Engineer");
    expect(repairText("P r i m a r y S c h o o l Te a c h e r").text).toBe("Primary School Teacher");
    expect(repairText("S E N I O R D A T A A N A L Y S T").text).toBe("SENIOR DATA ANALYST");
    // A German compound stays one word.
    expect(repairText("E L E K T R O T E C H N I K E R").text).toBe("ELEKTROTECHNIKER");
    const lines = repairLetterSpacing([
      line([["F R E Y A B R A N D S T Ä T T E R", 50]]),
      line([["freya.brandstaetter@example.at", 50]]),
    ]);
    expect(lines[0]?.text).toBe("FREYA BRANDSTÄTTER");
  });

  it("leaves ordinary text alone", () => {
    for (const text of [
      "Plan A or B in Q1",
      "Führerschein Klasse B",
      "In addition to my role",
      "A B testing",
      "Go developer",
      "J. R. R. Tolkien",
    ]) {
      expect(repairText(text).text).toBe(text);
    }
    expect(
      repairLetterSpacing([
        line([
          ["Data", 50],
          ["2019 – 2021", 300],
        ]),
      ])[0]?.cells,
    ).toHaveLength(2);
  });

  it("joins a word broken by kerning only when it makes a job title", () => {
    expect(repairText("Pe rsonalreferentin").text).toBe("Personalreferentin");
    expect(repairText("Te acher").text).toBe("Teacher");
    expect(repairText("We are a team").text).toBe("We are a team");
  });

  it("sets small-caps words that kept a lower-case first letter in capitals", () => {
    expect(repairText("KATHARINA vON AHLEN, LL.M.").text).toBe("KATHARINA VON AHLEN, LL.M.");
    // In mixed text the same shape is left as written.
    expect(repairText("Apps für iOS und macOS").text).toBe("Apps für iOS und macOS");
  });
});
