// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import { Text, View } from "@react-pdf/renderer";
import type { CvModel } from "../model.ts";
import type { Palette, Theme } from "../theme.ts";

/** Name and "Seite 2 von 3" at the foot of every page, inside the page's bottom padding. */
export function PageFooter({
  cv,
  t,
  p,
  left,
  right,
}: {
  cv: CvModel;
  t: Theme;
  p: Palette;
  left: number;
  right: number;
}) {
  return (
    <View
      fixed
      style={{
        position: "absolute",
        bottom: 18,
        left,
        right,
        flexDirection: "row",
        justifyContent: "space-between",
        fontSize: t.size.small - 0.5,
        color: p.muted,
      }}
    >
      <Text>{cv.fullName}</Text>
      <Text
        render={({ pageNumber, totalPages }) =>
          `${cv.labels.page} ${pageNumber} ${cv.labels.of} ${totalPages}`
        }
      />
    </View>
  );
}
