import type { z } from "zod";
import { AiError } from "./errors.ts";

/**
 * A model's answer as the JSON object `schema` describes. Models wrap JSON in code fences or a
 * sentence now and then; the outermost braces are taken. Anything else is AI_BAD_OUTPUT.
 */
export function parseJsonAnswer<T>(schema: z.ZodType<T>, content: string): T {
  const unfenced = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, "");
  const first = unfenced.indexOf("{");
  const last = unfenced.lastIndexOf("}");
  let parsed: unknown;
  try {
    parsed = JSON.parse(first >= 0 && last > first ? unfenced.slice(first, last + 1) : unfenced);
  } catch {
    throw new AiError("AI_BAD_OUTPUT", "The AI provider's answer is not valid JSON.");
  }
  const checked = schema.safeParse(parsed);
  if (!checked.success) {
    const where = checked.error.issues[0]?.path.join(".") || "answer";
    throw new AiError(
      "AI_BAD_OUTPUT",
      `The AI provider's answer does not have the expected shape (${where}).`,
    );
  }
  return checked.data;
}
