import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "@jah/shared";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { renderMarkdown } from "./markdown.ts";

const frontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  image: z.string().regex(/^[\w.-]+\.(svg|webp|png|jpe?g)$/),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  date: z
    .union([z.string(), z.date()])
    .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)),
  language: z.enum(LANGUAGES),
});

export type BlogPost = {
  id: string;
  title: string;
  description: string;
  image: string;
  slug: string;
  date: string;
  language: Language;
  html: string;
};

/** Splits "---\nyaml\n---\nbody" into its two parts. */
export function splitFrontMatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error("missing front matter");
  return { data: parseYaml(match[1]!), body: match[2]! };
}

/** Reads and renders every post under content/blog/{en,de}, newest first. Throws on a malformed post. */
export function loadPosts(contentDir: string): BlogPost[] {
  const posts: BlogPost[] = [];
  for (const language of LANGUAGES) {
    const dir = path.join(contentDir, "blog", language);
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith(".md"));
    } catch {
      continue;
    }
    for (const file of files) {
      const { data, body } = splitFrontMatter(readFileSync(path.join(dir, file), "utf8"));
      const parsed = frontMatterSchema.safeParse(data);
      if (!parsed.success)
        throw new Error(`blog post ${language}/${file}: ${parsed.error.issues[0]?.message}`);
      const meta = parsed.data;
      posts.push({
        id: `${meta.language}/${meta.slug}`,
        title: meta.title,
        description: meta.description,
        image: `/api/blog/images/${meta.image}`,
        slug: `/api/${meta.language}/${meta.slug}`,
        date: meta.date,
        language: meta.language,
        html: renderMarkdown(body),
      });
    }
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
