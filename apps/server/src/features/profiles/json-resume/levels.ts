import { LEVELS, type Level } from "@jah/shared";

/** JSON Resume writes levels as words; ours are 25/50/75/100 (spec section 9). */
export const SKILL_LEVEL_WORDS: Record<Level, string> = {
  100: "Master",
  75: "Expert",
  50: "Intermediate",
  25: "Beginner",
};
export const LANGUAGE_FLUENCY_WORDS: Record<Level, string> = {
  100: "Native speaker",
  75: "Fluent",
  50: "Intermediate",
  25: "Beginner",
};

/** Words people use for levels, checked in this order ("native or bilingual" before "professional", "limited working" before "working"). */
const WORDS: Array<[RegExp, Level]> = [
  [/native|mother|bilingual|master|absolute|\bc2\b|muttersprach|exzellent/i, 100],
  [
    /fluent|advanced|expert|full professional|proficient|senior|\bc1\b|fließend|verhandlungssicher|sehr gut/i,
    75,
  ],
  [/beginner|elementary|basic|limited|novice|junior|\ba[12]\b|grund/i, 25],
  [/intermediate|working|professional|medium|good|\bb[12]\b|gut|mittel/i, 50],
];

/**
 * A level from JSON Resume's free text ("Advanced", "C1", "80%", "4/5"); none when it says nothing
 * we know, so the CV does not print a level the document never gave (issue 28).
 */
export function levelFromText(text: string | undefined): Level | null {
  if (!text) return null;
  for (const [pattern, level] of WORDS) if (pattern.test(text)) return level;
  const fraction = /(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+)|%)/.exec(text);
  if (fraction) {
    const share = Number(fraction[1]) / (fraction[2] ? Number(fraction[2]) : 100);
    return LEVELS.reduce((best, level) =>
      Math.abs(level / 100 - share) < Math.abs(best / 100 - share) ? level : best,
    );
  }
  return null;
}
