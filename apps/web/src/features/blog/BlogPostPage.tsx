import { Anchor } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDate } from "../../i18n/format.ts";
import { LoadError, Loading } from "../../ui/ListStates.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { useDocumentMeta } from "../../ui/use-document-meta.ts";
import { NotFoundPage } from "../errors/index.ts";
import classes from "./BlogPostPage.module.css";
import { BlogRequestError, blogKeys, fetchBlogPost } from "./blog-api.ts";

/**
 * /blog/*: one article with its header, cover image and the server's sanitised HTML body.
 * The post comes from the path alone, so switching the UI language keeps showing it.
 */
export function BlogPostPage() {
  const { t, i18n } = useTranslation();
  const splat = useParams()["*"] ?? "";
  const post = useQuery({
    queryKey: blogKeys.post(splat),
    queryFn: ({ signal }) => fetchBlogPost(splat, signal),
    // A missing post stays missing; other failures may be retried by the visitor.
    retry: (count, error) => !(error instanceof BlogRequestError && error.status === 404) && count < 1,
  });
  const header = post.data?.header;
  useDocumentMeta(
    header
      ? {
          title: `${header.title} · ${t("App.Name")}`,
          description: header.description,
          image: post.data?.image,
        }
      : null,
  );

  if (post.error instanceof BlogRequestError && post.error.status === 404) return <NotFoundPage />;

  if (post.isPending || post.isError) {
    return (
      <PageWrapper title={t("Blog.ArticleTitle")} subTitle={t("Blog.Subtitle")}>
        {post.isPending ? (
          <Loading label={t("Blog.ArticleLoading")} />
        ) : (
          <LoadError
            title={t("Blog.LoadErrorTitle")}
            text={t("Blog.ArticleLoadError")}
            retryLabel={t("Blog.Retry")}
            onRetry={post.refetch}
            testId="blog-error"
          />
        )}
        <BackLink />
      </PageWrapper>
    );
  }

  const { header: article, body, image } = post.data;
  return (
    <PageWrapper
      title={article.title}
      subTitle={
        article.date ? (
          <time dateTime={article.date}>{formatDate(article.date, i18n.resolvedLanguage ?? "en")}</time>
        ) : undefined
      }
    >
      <article className={classes.article} lang={article.language || undefined} data-testid="blog-article">
        {image && <img className={classes.cover} src={image} alt={article.title} width={1200} height={630} />}
        {article.description && <p className={classes.lead}>{article.description}</p>}
        <div
          className={classes.prose}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sends sanitised HTML (spec section 7, Blog).
          dangerouslySetInnerHTML={{ __html: body }}
        />
      </article>
      <BackLink />
    </PageWrapper>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/blog" mt="xl" display="inline-block">
      ← {t("Blog.Back")}
    </Anchor>
  );
}
