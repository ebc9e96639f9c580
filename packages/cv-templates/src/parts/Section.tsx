// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { Palette, Theme } from "../theme.ts";

type Props = { title: string; t: Theme; p: Palette; children: ReactNode; align?: "left" | "center" };

/**
 * A titled section. The heading and the entries are siblings so that `minPresenceAhead` can keep
 * a heading from standing alone at the foot of a page. Space below blocks that may break across
 * pages is padding, not margin: react-pdf counts a bottom margin as content that must fit on the
 * page and pushes the whole block to the next one, leaving a gap.
 */
export function Section({ title, t, p, children, align = "left" }: Props) {
  return (
    <View style={{ paddingBottom: t.space.l }}>
      <BreakAnchor />
      <SectionHeading title={title} t={t} p={p} align={align} />
      {children}
    </View>
  );
}

export function SectionHeading({ title, t, p, align = "left" }: Omit<Props, "children">) {
  return (
    <View
      wrap={false}
      minPresenceAhead={40}
      style={{
        marginBottom: t.space.m,
        paddingBottom: t.heading.rule ? t.space.s : 0,
        borderBottomWidth: t.heading.rule ? 0.6 : 0,
        borderBottomColor: p.rule,
        flexDirection: "row",
        justifyContent: align === "center" ? "center" : "flex-start",
        alignItems: "center",
      }}
    >
      {!t.heading.rule && align === "left" ? (
        <View style={{ width: 10, height: 2, backgroundColor: p.accent, marginRight: t.space.s + 2 }} />
      ) : null}
      <Text
        style={{
          fontFamily: t.font.heading,
          fontWeight: 700,
          fontSize: t.heading.uppercase ? t.size.h3 : t.size.h2,
          lineHeight: 1.3,
          letterSpacing: t.heading.letterSpacing,
          textTransform: t.heading.uppercase ? "uppercase" : "none",
          color: t.heading.rule ? p.accent : p.text,
        }}
      >
        {title}
      </Text>
    </View>
  );
}

/**
 * An empty first child. react-pdf moves an element with `minPresenceAhead` to the next page only
 * when something precedes it inside the same parent; without this, a heading that opens its
 * section could still end up alone at the foot of a page.
 */
export function BreakAnchor() {
  return <View style={{ height: 0 }} />;
}
