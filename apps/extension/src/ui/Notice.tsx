import type { ReactNode } from "react";

/** A box with a title, a text and its way out; `alert` for failures, `info` and `success` otherwise. */
export function Notice({
  tone,
  title,
  children,
  actions,
  testId,
}: {
  tone: "alert" | "info" | "success";
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className={`notice notice-${tone}`}
      role={tone === "alert" ? "alert" : "status"}
      data-testid={testId}
    >
      <h2>{title}</h2>
      {children}
      {actions && <div className="actions">{actions}</div>}
    </section>
  );
}
