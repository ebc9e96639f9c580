import type { Icon as TablerIcon, IconProps as TablerIconProps } from "@tabler/icons-react";
import IconCheck from "@tabler/icons-react/icons/IconCheck";
import IconChevronDown from "@tabler/icons-react/icons/IconChevronDown";
import IconWorld from "@tabler/icons-react/icons/IconWorld";

/*
 * Line icons from Tabler (@tabler/icons-react), each imported on its own so a chunk carries only the
 * icons it shows. This file holds those of the public pages' header (the first load); the signed-in area's
 * are in app-icons.tsx, so they stay out of the landing page's first download.
 */

/** A line icon's props: Tabler's (size, stroke width, colour, SVG attributes). */
export type IconProps = TablerIconProps;

/** A Tabler icon in the app's line style: 20 px, stroke 1.8, decorative (hidden from screen readers). */
export function LineIcon({
  icon: Shape,
  size = 20,
  stroke = 1.8,
  ...rest
}: IconProps & { icon: TablerIcon }) {
  return <Shape size={size} stroke={stroke} aria-hidden="true" focusable="false" {...rest} />;
}

export const GlobeIcon = (p: IconProps) => <LineIcon icon={IconWorld} {...p} />;
export const ChevronDownIcon = (p: IconProps) => <LineIcon icon={IconChevronDown} {...p} />;
export const CheckIcon = (p: IconProps) => <LineIcon icon={IconCheck} {...p} />;
