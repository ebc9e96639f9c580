import { Button, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./ErrorState.module.css";

interface ErrorStateProps {
  code?: string;
  title: string;
  children: ReactNode;
}

/** A full-width message page (404, 500, data reset) with a way back to the start. */
export function ErrorState({ code, title, children }: ErrorStateProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t("App.Name")}`;
  }, [title, t]);
  return (
    <Container size="sm" className={classes.wrap}>
      <Stack align="center" ta="center" gap="md">
        {code && (
          <div className={classes.code} aria-hidden="true">
            {code}
          </div>
        )}
        <Title order={1} data-testid="page-title">
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {children}
        </Text>
        <Button component={Link} to="/" mt="md">
          {t("Errors.Home")}
        </Button>
      </Stack>
    </Container>
  );
}
