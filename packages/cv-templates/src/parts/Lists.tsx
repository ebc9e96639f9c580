// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import { Link, Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/stylesheet";
import type { CvLine } from "../model.ts";
import type { Palette, Theme } from "../theme.ts";

/** A bulleted list; each item is its own line so no bullet is separated from its text. */
export function Bullets({ items, t, p, style }: { items: string[]; t: Theme; p: Palette; style?: Style }) {
  return (
    <View style={style}>
      {items.map((item, i) => (
        <View key={`${i}-${item}`} style={{ flexDirection: "row", marginBottom: t.space.xs }} wrap={false}>
          <Text style={{ width: 10, color: p.accent }}>•</Text>
          <Text style={{ flex: 1, color: p.text }}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * Label and value pairs (contact details, rates, links). Labels are printed as words, not only
 * as icons, so an applicant tracking system reads "E-Mail: …".
 */
export function LabelledLines({
  lines,
  t,
  p,
  layout = "stacked",
}: {
  lines: CvLine[];
  t: Theme;
  p: Palette;
  layout?: "stacked" | "row";
}) {
  return (
    <View>
      {lines.map((line) => (
        <View
          key={line.label + line.value}
          wrap={false}
          style={
            layout === "row"
              ? { flexDirection: "row", marginBottom: t.space.xs }
              : { marginBottom: t.space.s + 1 }
          }
        >
          <Text
            style={{
              fontSize: t.size.small,
              color: p.muted,
              width: layout === "row" ? 110 : undefined,
              paddingTop: layout === "row" ? 1 : 0,
            }}
          >
            {line.label}
          </Text>
          <Value line={line} p={p} grow={layout === "row"} />
        </View>
      ))}
    </View>
  );
}

function Value({ line, p, grow }: { line: CvLine; p: Palette; grow: boolean }) {
  // The link sits inside a Text so it is laid out (and measured) as a line of text.
  return (
    <Text style={grow ? { color: p.text, flex: 1 } : { color: p.text }}>
      {line.href ? (
        <Link src={line.href} style={{ color: p.text, textDecoration: "none" }}>
          {line.value}
        </Link>
      ) : (
        line.value
      )}
    </Text>
  );
}

/** Short items as soft chips that wrap (looking-for, qualifications). */
export function Chips({ items, t, p }: { items: string[]; t: Theme; p: Palette }) {
  return (
    <View style={{ flexDirection: "row", flexWrap: "wrap" }}>
      {items.map((item, i) => (
        <Text
          key={`${i}-${item}`}
          style={{
            fontSize: t.size.small,
            lineHeight: 1.3,
            color: p.text,
            backgroundColor: p.track,
            borderRadius: 3,
            paddingVertical: 2,
            paddingHorizontal: 5,
            marginRight: t.space.s,
            marginBottom: t.space.s,
          }}
        >
          {item}
        </Text>
      ))}
    </View>
  );
}

/** Plain lines, one after the other (availability). */
export function Lines({ items, t, p }: { items: string[]; t: Theme; p: Palette }) {
  return (
    <View>
      {items.map((item, i) => (
        <Text key={`${i}-${item}`} style={{ color: p.text, marginBottom: t.space.xs }}>
          {item}
        </Text>
      ))}
    </View>
  );
}
