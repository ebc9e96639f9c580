import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import type { Application } from "./types.ts";

/** An application's title as the link to its page (/applications/:id), in lists, cards and tables. */
export function ApplicationLink({ app }: { app: Pick<Application, "id" | "job_title"> }) {
  return (
    <Anchor
      component={Link}
      to={`/applications/${app.id}`}
      fw={600}
      size="sm"
      style={{ overflowWrap: "anywhere" }}
      data-testid={`application-link-${app.id}`}
    >
      {app.job_title}
    </Anchor>
  );
}
