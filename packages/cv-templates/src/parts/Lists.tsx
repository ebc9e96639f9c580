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
        // biome-ignore lint/suspicious/noArrayIndexKey: a printed list never reorders, and its texts may repeat
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
/** About the longest value that fits beside a 110-point label in half a page's width (Lora, 9 pt). */
const ROW_VALUE_CHARS = 34;

export function LabelledLines({
  lines,
  t,
  p,
  layout = "stacked",
  width,
}: {
  lines: CvLine[];
  t: Theme;
  p: Palette;
  layout?: "stacked" | "row";
  /** The column's width in points, where it is narrow (a sidebar): long values are set smaller to fit. */
  width?: number;
}) {
  return (
    <View>
      {lines.map((line) => {
        // A value too long for the space beside its label (a profile address, which never breaks
        // inside) goes under the label instead of running over the page's edge.
        const row = layout === "row" && line.value.length <= ROW_VALUE_CHARS;
        return (
          <View
            key={line.label + line.value}
            wrap={false}
            style={row ? { flexDirection: "row", marginBottom: t.space.xs } : { marginBottom: t.space.s + 1 }}
          >
            <Text
              style={{
                fontSize: t.size.small,
                color: p.muted,
                width: row ? 110 : undefined,
                paddingTop: row ? 1 : 0,
              }}
            >
              {line.label}
            </Text>
            <Value
              line={line}
              p={p}
              grow={row}
              fontSize={fittingSize(line.value, t.size.body, row ? undefined : width)}
            />
          </View>
        );
      })}
    </View>
  );
}

/**
 * A size at which a value that cannot break (a web address has no spaces) fits `width`: the body
 * size where it fits, smaller down to 6 pt where not. Characters are taken as 0.55 em wide, a
 * little more than lower-case letters, dots and slashes take.
 */
function fittingSize(value: string, body: number, width: number | undefined): number | undefined {
  if (width === undefined || /\s/.test(value)) return undefined;
  const fits = width / (value.length * 0.55);
  return fits >= body ? undefined : Math.max(6, fits);
}

function Value({ line, p, grow, fontSize }: { line: CvLine; p: Palette; grow: boolean; fontSize?: number }) {
  // The link sits inside a Text so it is laid out (and measured) as a line of text.
  const size = fontSize === undefined ? {} : { fontSize };
  return (
    <Text style={grow ? { color: p.text, flex: 1, ...size } : { color: p.text, ...size }}>
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
          // biome-ignore lint/suspicious/noArrayIndexKey: a printed list never reorders, and its texts may repeat
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
        // biome-ignore lint/suspicious/noArrayIndexKey: a printed list never reorders, and its texts may repeat
        <Text key={`${i}-${item}`} style={{ color: p.text, marginBottom: t.space.xs }}>
          {item}
        </Text>
      ))}
    </View>
  );
}
