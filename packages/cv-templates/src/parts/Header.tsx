// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import { Text, View } from "@react-pdf/renderer";
import type { CvModel } from "../model.ts";
import type { Palette, Theme } from "../theme.ts";

/** Name and professional title: the first text of every CV, so a parser finds the name first. */
export function NameBlock({
  cv,
  t,
  p,
  align = "left",
}: {
  cv: CvModel;
  t: Theme;
  p: Palette;
  align?: "left" | "center";
}) {
  return (
    <View style={{ alignItems: align === "center" ? "center" : "flex-start" }}>
      <Text
        style={{
          fontFamily: t.font.name,
          fontWeight: 700,
          fontSize: t.size.name,
          lineHeight: 1.1,
          letterSpacing: t.font.name === "PlayfairDisplay" ? 0.5 : -0.3,
          color: p.text,
          textAlign: align,
        }}
      >
        {cv.fullName}
      </Text>
      {cv.title ? (
        <Text
          style={{
            fontFamily: t.font.heading,
            fontWeight: t.font.heading === "PlayfairDisplay" ? 400 : 600,
            fontSize: t.size.h2,
            lineHeight: 1.3,
            color: p.accent,
            marginTop: t.space.s,
            textAlign: align,
          }}
        >
          {cv.title}
        </Text>
      ) : null}
    </View>
  );
}
