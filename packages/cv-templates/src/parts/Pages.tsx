// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import { Page, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/stylesheet";
import type { ReactNode } from "react";
import type { CvModel } from "../model.ts";
import type { Theme } from "../theme.ts";
import { PageFooter } from "./PageFooter.tsx";

/**
 * Body text defaults for a page; sections override only what differs. The line height goes on
 * the content view instead: set on the Page, react-pdf drops the fixed footer.
 */
export function pageStyle(t: Theme, extra: Style = {}): Style {
  return {
    fontFamily: t.font.body,
    // Contextual alternates barely change these texts; they were left off when fontkit shaped (its
    // chaining-context lookups, mostly Inter's, were a fifth of a render) and stay off so the CVs print as
    // before now that HarfBuzz shapes (pdf/harfbuzz-shaping.ts). Kerning and ligatures stay on.
    fontFeatureSettings: { calt: false },
    fontSize: t.size.body,
    color: t.main.text,
    backgroundColor: t.main.background,
    paddingTop: t.page.top,
    paddingBottom: t.page.bottom,
    paddingHorizontal: t.page.side,
    ...extra,
  };
}

/** react-pdf resolves a unitless line height against the font size of the same view. */
function contentStyle(t: Theme): Style {
  return { fontSize: t.size.body, lineHeight: t.lineHeight };
}

/** A single reading column; pages follow as the content needs them. */
export function ColumnPage({ cv, t, children }: { cv: CvModel; t: Theme; children: ReactNode }) {
  return (
    <Page size="A4" style={pageStyle(t)}>
      <View style={contentStyle(t)}>{children}</View>
      <PageFooter cv={cv} t={t} p={t.main} left={t.page.side} right={t.page.side} />
    </Page>
  );
}

const GUTTER = 24;

/**
 * Sidebar on the left, reading column on the right. The main column comes first in the document
 * (row-reverse puts it on the right) so text extraction reads name, profile and experience before
 * the sidebar's lists. The tinted band is a fixed absolute view, repeated on every page.
 */
export function SidebarPage({
  cv,
  t,
  main,
  side,
}: {
  cv: CvModel;
  t: Theme;
  main: ReactNode;
  side: ReactNode;
}) {
  return (
    <Page size="A4" style={pageStyle(t, { paddingHorizontal: 0 })}>
      <View
        fixed
        style={{
          position: "absolute",
          top: 0,
          bottom: 0,
          left: 0,
          width: t.sidebarWidth,
          backgroundColor: t.side.background,
        }}
      />
      <View style={{ flexDirection: "row-reverse", ...contentStyle(t) }}>
        <View style={{ flex: 1, paddingLeft: GUTTER, paddingRight: t.page.side }}>{main}</View>
        <View style={{ width: t.sidebarWidth, paddingHorizontal: 20, color: t.side.text }}>{side}</View>
      </View>
      <PageFooter cv={cv} t={t} p={t.main} left={t.sidebarWidth + GUTTER} right={t.page.side} />
    </Page>
  );
}
