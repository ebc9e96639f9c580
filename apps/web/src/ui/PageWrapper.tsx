import { Container, Paper, Text, Title } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import classes from "./PageWrapper.module.css";

export interface PageWrapperProps {
  title: string;
  /** Small line above the title, e.g. a greeting. */
  welcome?: ReactNode;
  subTitle?: ReactNode;
  /** The content card reaches up into the coloured header band. */
  overlapHeader?: boolean;
  /** Rounded corners on the content card. */
  rounded?: boolean;
  style?: CSSProperties;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The page layout of spec section 2: coloured header band with title, then the content card. */
export function PageWrapper({
  title,
  welcome,
  subTitle,
  overlapHeader = true,
  rounded = true,
  style,
  actions,
  children,
}: PageWrapperProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t("App.Name")}`;
  }, [title, t]);
  // Without content there is nothing to reach into the band, so it keeps its normal height.
  const overlap = overlapHeader && children ? true : undefined;

  return (
    <div className={classes.page} style={style}>
      <header className={classes.band} data-overlap={overlap}>
        <Container size="lg" className={classes.bandInner}>
          <div>
            {welcome && <Text className={classes.welcome}>{welcome}</Text>}
            <Title order={1} className={classes.title} data-testid="page-title">
              {title}
            </Title>
            {subTitle && <Text className={classes.subTitle}>{subTitle}</Text>}
          </div>
          {actions && <div className={classes.actions}>{actions}</div>}
        </Container>
      </header>
      {children && (
        <Container size="lg" className={classes.body} data-overlap={overlap}>
          <Paper shadow="sm" p={{ base: "md", sm: "xl" }} radius={rounded ? "lg" : 0} withBorder>
            {children}
          </Paper>
        </Container>
      )}
    </div>
  );
}
