import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
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
      {posts.isPending ? (
        <Stack align="center" py="xl" role="status" aria-live="polite">
          <Loader color="navy" />
          <Text c="dimmed">{t("Blog.Loading")}</Text>
        </Stack>
      ) : posts.isError ? (
        <Alert color="red" title={t("Blog.LoadErrorTitle")} role="alert" data-testid="blog-error">
          <Text size="sm">{t("Blog.LoadError")}</Text>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void posts.refetch()}>
            {t("Blog.Retry")}
          </Button>
        </Alert>
      ) : posts.data.length === 0 ? (
        <Text c="dimmed" data-testid="blog-empty">
          {t("Blog.Empty")}
        </Text>
      ) : (
        <ul className={classes.grid}>
          {posts.data.map((post) => (
            <li key={post.id ?? post.slug}>
              <BlogCard post={post} language={i18n.resolvedLanguage ?? language} testId="blog-card" />
            </li>
          ))}
        </ul>
      )}
    </PageWrapper>
  );
}
