import { Container, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import classes from "./AuthCard.module.css";

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card of the public account screens (login, sign-up, password reset, verification). */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t("App.Name")}`;
  }, [title, t]);
  return (
    <div className={classes.backdrop}>
      <Container size={460} px="md">
        <Paper shadow="md" radius="lg" p={{ base: "lg", sm: "xl" }} withBorder>
          <Title order={1} size="h2" ta="center" data-testid="page-title">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" ta="center" mt={6}>
              {subtitle}
            </Text>
          )}
          <div className={classes.content}>{children}</div>
        </Paper>
      </Container>
    </div>
  );
}
