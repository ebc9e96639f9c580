import { Alert } from "@mantine/core";
import type { ReactNode } from "react";

export type StatusTone = "working" | "success" | "error";

const COLOR: Record<StatusTone, string> = { working: "navy", success: "green", error: "red" };

/** The status line of the account forms: progress, success or error, announced to screen readers. */
export function StatusLine({
  tone,
  testId,
  children,
}: {
  tone: StatusTone;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Alert
      color={COLOR[tone]}
      variant="light"
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      data-tone={tone}
    >
      {children}
    </Alert>
  );
}
