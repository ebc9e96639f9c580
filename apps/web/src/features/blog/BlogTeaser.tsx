import { Container } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { getSeed } from "../../api/seed.ts";
import cardClasses from "./BlogCard.module.css";
import { BlogCard } from "./BlogCard.tsx";
import classes from "./BlogTeaser.module.css";
import {
  type BlogLanguage,
  type BlogPostSummary,
  blogKeys,
  blogLanguage,
  fetchBlogList,
} from "./blog-api.ts";

/** How many posts the landing page shows (spec section 10). */
export const TEASER_POSTS = 3;

/** The posts a prerendered page came with, if any. */
function seededPosts(language: BlogLanguage): BlogPostSummary[] | undefined {
  return getSeed<BlogPostSummary[]>(blogKeys.list(language));
}

/**
 * The landing page's blog teaser: the first 3 posts of the current language and a link to /blog.
 * Loads with plain fetch (no query library code in the first load); shows nothing until there are
 * posts, so a missing or failing blog leaves the landing page as it is.
 */
export function BlogTeaser() {
  const { t, i18n } = useTranslation();
  const language = blogLanguage(i18n.resolvedLanguage);
  // A prerendered page brings its posts along: the first render shows them without a request.
  const [posts, setPosts] = useState<BlogPostSummary[]>(() =>
    (seededPosts(language) ?? []).slice(0, TEASER_POSTS),
  );

  useEffect(() => {
    const fromPage = seededPosts(language);
    if (fromPage) {
      setPosts(fromPage.slice(0, TEASER_POSTS));
      return;
    }
    const controller = new AbortController();
    fetchBlogList(language, controller.signal)
      .then((list) => setPosts(list.slice(0, TEASER_POSTS)))
      .catch(() => {
        if (!controller.signal.aborted) setPosts([]);
      });
    return () => controller.abort();
  }, [language]);

  if (posts.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="blog-teaser-title" data-testid="blog-teaser">
      <Container size="lg">
        <div className={classes.head}>
          <div>
            <h2 id="blog-teaser-title" className={classes.title}>
              {t("Landing.BlogTitle")}
            </h2>
            <p className={classes.lead}>{t("Landing.BlogLead")}</p>
          </div>
          <Link to="/blog" className={classes.all}>
            {t("Landing.BlogAll")} →
          </Link>
        </div>
        <ul className={cardClasses.grid}>
          {posts.map((post) => (
            <li key={post.id ?? post.slug}>
              <BlogCard
                post={post}
                language={i18n.resolvedLanguage ?? language}
                testId="blog-teaser-card"
                headingLevel={3}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
