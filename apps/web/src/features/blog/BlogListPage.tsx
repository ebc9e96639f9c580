import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { EmptyNote, Loading, QueryStates } from "../../ui/ListStates.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { useDocumentMeta } from "../../ui/use-document-meta.ts";
import classes from "./BlogCard.module.css";
import { BlogCard } from "./BlogCard.tsx";
import { blogKeys, blogLanguage, fetchBlogList } from "./blog-api.ts";

/** /blog: every post of the current language as a card, newest first. */
export function BlogListPage() {
  const { t, i18n } = useTranslation();
  const language = blogLanguage(i18n.resolvedLanguage);
  const posts = useQuery({
    queryKey: blogKeys.list(language),
    queryFn: ({ signal }) => fetchBlogList(language, signal),
  });
  useDocumentMeta({
    title: `${t("Blog.Title")} · ${t("App.Name")}`,
    description: t("Blog.MetaDescription"),
    image: posts.data?.[0]?.image,
  });

  return (
    <PageWrapper title={t("Blog.Title")} subTitle={t("Blog.Subtitle")}>
      <QueryStates
        query={posts}
        loading={<Loading label={t("Blog.Loading")} />}
        error={{
          title: t("Blog.LoadErrorTitle"),
          text: t("Blog.LoadError"),
          retryLabel: t("Blog.Retry"),
          testId: "blog-error",
        }}
        empty={<EmptyNote text={t("Blog.Empty")} testId="blog-empty" />}
      >
        {(list) => (
          <ul className={classes.grid}>
            {list.map((post) => (
              <li key={post.id ?? post.slug}>
                <BlogCard post={post} language={i18n.resolvedLanguage ?? language} testId="blog-card" />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </PageWrapper>
  );
}
