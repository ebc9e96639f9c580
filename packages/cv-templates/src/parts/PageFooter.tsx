// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import { Text, View } from "@react-pdf/renderer";
import { createContext, useContext } from "react";
import type { Labels } from "../labels.ts";
import type { CvModel } from "../model.ts";
import { PAGE_NUMBER_PROP } from "../pdf/page-numbers.ts";
import type { Palette, Theme } from "../theme.ts";

/**
 * How the footer gets its page number: react-pdf's `render` function (the browser preview), or a
 * placeholder the server's renderer replaces after the layout (pdf/page-numbers.ts says why).
 */
export const PageNumbersContext = createContext<"render" | "stamped">("render");

/** The footer's page label; the server's renderer writes the same one in. */
export function pageLabel(labels: Labels, page: number, total: number): string {
  return `${labels.page} ${page} ${labels.of} ${total}`;
}

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
  const pageNumbers = useContext(PageNumbersContext);
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
      {pageNumbers === "stamped" ? (
        <Text {...{ [PAGE_NUMBER_PROP]: true }}>{pageLabel(cv.labels, 0, 0)}</Text>
      ) : (
        <Text render={({ pageNumber, totalPages }) => pageLabel(cv.labels, pageNumber, totalPages)} />
      )}
    </View>
  );
}
