// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import { Image, Text, View } from "@react-pdf/renderer";
import type { Palette, Theme } from "../theme.ts";

export type Picture = string | Buffer | null | undefined;

type Props = { picture: Picture; initials: string; size: number; t: Theme; p: Palette; ring?: string };

/** The photo in a circle, or the initials in one when there is no photo. */
export function Avatar({ picture, initials, size, t, p, ring }: Props) {
  const frame = {
    width: size,
    height: size,
    borderRadius: size / 2,
    borderWidth: ring ? 2 : 0,
    borderColor: ring ?? p.background,
  };
  if (picture) return <Image src={imageSource(picture)} style={{ ...frame, objectFit: "cover" }} />;
  return (
    <View style={{ ...frame, backgroundColor: p.accent, alignItems: "center", justifyContent: "center" }}>
      <Text
        style={{
          fontFamily: t.font.name,
          fontWeight: 700,
          fontSize: size * 0.36,
          letterSpacing: 1,
          color: p.background === p.accent ? p.text : p.background,
        }}
      >
        {initials}
      </Text>
    </View>
  );
}

/** react-pdf takes strings (URL, data URL) as they are; raw bytes need their format named. */
function imageSource(picture: string | Buffer) {
  if (typeof picture === "string") return picture;
  const png = picture[0] === 0x89 && picture[1] === 0x50;
  return { data: picture, format: png ? ("png" as const) : ("jpg" as const) };
}
