import { Link } from "react-router";
import { formatDate } from "../../i18n/format.ts";
import classes from "./BlogCard.module.css";
import { type BlogPostSummary, blogPostPath } from "./blog-api.ts";

interface BlogCardProps {
  post: BlogPostSummary;
  language: string;
  testId: string;
  /** The heading level inside the page (h2 on /blog, h3 in the landing page's section). */
  headingLevel?: 2 | 3;
}

/**
 * One post as a card: cover image, date, title and description; the whole card links to the post.
 * Plain elements and a CSS module, because the landing page's teaser shows it in the first load.
 */
export function BlogCard({ post, language, testId, headingLevel = 2 }: BlogCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={classes.card} data-testid={testId}>
      {post.image && (
        <img
          className={classes.image}
          src={post.image}
          alt={post.title}
          width={1200}
          height={630}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={classes.content}>
        {post.date && (
          <time className={classes.date} dateTime={post.date}>
            {formatDate(post.date, language)}
          </time>
        )}
        <Heading className={classes.title}>
          <Link to={blogPostPath(post.slug)} className={classes.link}>
            {post.title}
          </Link>
        </Heading>
        {post.description && <p className={classes.description}>{post.description}</p>}
      </div>
    </article>
  );
}
