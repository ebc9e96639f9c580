// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import { Text, View } from "@react-pdf/renderer";
import type { CvLevel, CvModel } from "../model.ts";
import type { Palette, Theme } from "../theme.ts";

/** bars and dots draw the level, list prints its name at the right, text runs them as a paragraph. */
export type Variant = "bars" | "dots" | "list" | "text";

/**
 * Skills by category. Every level is printed as a word too, so the meaning survives text
 * extraction; bars and dots are only the visual shorthand. Skills without a level follow as a
 * plain list: no bar, no dots, no level word the user never gave (issue 28).
 */
export function SkillGroups({
  groups,
  t,
  p,
  variant,
}: {
  groups: CvModel["skillGroups"];
  t: Theme;
  p: Palette;
  variant: Variant;
}) {
  return (
    <View>
      {groups.map((group) => (
        <View key={group.category} style={{ paddingBottom: t.space.m }}>
          <Text
            minPresenceAhead={24}
            style={{ fontWeight: 700, fontSize: t.size.body, color: p.text, marginBottom: t.space.s }}
          >
            {group.category}
          </Text>
          {variant === "text" ? (
            <InlineLevels items={group.skills} t={t} p={p} />
          ) : (
            <>
              {levelled(group.skills).map((s) => (
                <LevelRow key={s.name} item={s} t={t} p={p} variant={variant} />
              ))}
              <PlainList items={unlevelled(group.skills)} p={p} />
            </>
          )}
        </View>
      ))}
    </View>
  );
}

export function LanguageLevels({
  languages,
  t,
  p,
  variant,
}: {
  languages: CvLevel[];
  t: Theme;
  p: Palette;
  variant: Variant;
}) {
  if (variant === "text") return <InlineLevels items={languages} t={t} p={p} />;
  // A language without a level keeps its row (and place) but draws no bar or dots.
  return (
    <View>
      {languages.map((l) =>
        l.level === null ? (
          <LevelRow key={l.name} item={l} t={t} p={p} variant="list" />
        ) : (
          <LevelRow key={l.name} item={l} t={t} p={p} variant={variant} />
        ),
      )}
    </View>
  );
}

const levelled = (items: CvLevel[]) => items.filter((item) => item.level !== null);
const unlevelled = (items: CvLevel[]) => items.filter((item) => item.level === null);

/** Names without levels, as one wrapped line: "Pneumatik, Hydraulik". */
function PlainList({ items, p }: { items: CvLevel[]; p: Palette }) {
  if (items.length === 0) return null;
  return <Text style={{ color: p.text }}>{items.map((item) => item.name).join(", ")}</Text>;
}

/** "TypeScript (Experte), React (Experte), …" as one paragraph. */
function InlineLevels({ items, t, p }: { items: CvLevel[]; t: Theme; p: Palette }) {
  return (
    <Text style={{ color: p.text }}>
      {items.map((item, i) => (
        <Text key={item.name}>
          {item.name}
          {item.levelName ? (
            <Text style={{ color: p.muted, fontSize: t.size.small }}>{` (${item.levelName})`}</Text>
          ) : null}
          {i < items.length - 1 ? ", " : ""}
        </Text>
      ))}
    </Text>
  );
}

function LevelRow({ item, t, p, variant }: { item: CvLevel; t: Theme; p: Palette; variant: Variant }) {
  const head = (
    <View style={{ flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end" }}>
      <Text style={{ color: p.text, flexShrink: 1 }}>{item.name}</Text>
      <Text style={{ color: p.muted, fontSize: t.size.small - 0.5, marginLeft: t.space.s }}>
        {item.levelName}
      </Text>
    </View>
  );
  if (variant === "bars") {
    return (
      <View wrap={false} style={{ marginBottom: t.space.s + 1 }}>
        {head}
        <View style={{ height: 3, borderRadius: 1.5, backgroundColor: p.track, marginTop: 2.5 }}>
          <View
            style={{ width: `${item.level ?? 0}%`, height: 3, borderRadius: 1.5, backgroundColor: p.accent }}
          />
        </View>
      </View>
    );
  }
  if (variant === "dots") {
    return (
      <View wrap={false} style={{ flexDirection: "row", alignItems: "center", marginBottom: t.space.s }}>
        <View style={{ flex: 1 }}>{head}</View>
        <View style={{ flexDirection: "row", marginLeft: t.space.m }}>
          {[25, 50, 75, 100].map((step) => (
            <View
              key={step}
              style={{
                width: 5,
                height: 5,
                borderRadius: 2.5,
                marginLeft: 2.5,
                backgroundColor: (item.level ?? 0) >= step ? p.accent : p.track,
              }}
            />
          ))}
        </View>
      </View>
    );
  }
  return (
    <View wrap={false} style={{ marginBottom: t.space.xs }}>
      {head}
    </View>
  );
}
