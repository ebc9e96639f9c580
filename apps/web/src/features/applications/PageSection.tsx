import { Paper, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

/** One part of the application page: a bordered box under its own second-level heading. */
export function PageSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: "sm", sm: "md" }}
      aria-labelledby={headingId}
      data-testid={testId}
      style={{ minWidth: 0 }}
    >
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
