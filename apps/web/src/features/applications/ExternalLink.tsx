import { Anchor, type AnchorProps } from "@mantine/core";
import type { ReactNode } from "react";
import { ExternalLinkIcon } from "../../ui/app-icons.tsx";

/** Only web addresses become links: a `javascript:` or `data:` link from a job advert must never run. */
export function isWebLink(href: string | null | undefined): href is string {
  return typeof href === "string" && /^https?:\/\/\S+$/i.test(href.trim());
}

/**
 * A link from job data: opens in a new tab without giving the other site a handle on this one
 * (noopener) or telling it where the user came from (noreferrer). Not a web address: plain text.
 */
export function ExternalLink({
  href,
  children,
  testId,
  ...rest
}: AnchorProps & { href: string | null | undefined; children?: ReactNode; testId?: string }) {
  if (!isWebLink(href)) return <span>{children ?? href}</span>;
  return (
    <Anchor
      href={href.trim()}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      // Long addresses break where they must; short names stay whole (and keep table columns wide enough).
      style={{
        display: "inline-flex",
        alignItems: "center",
        gap: 4,
        overflowWrap: "break-word",
        minWidth: 0,
      }}
      {...rest}
    >
      {children ?? href}
      <ExternalLinkIcon size={14} />
    </Anchor>
  );
}
