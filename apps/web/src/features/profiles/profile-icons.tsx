import type { SocialSite } from "@jah/shared";
import type { Icon as TablerIcon } from "@tabler/icons-react";
import IconBrandFacebook from "@tabler/icons-react/icons/IconBrandFacebook";
import IconBrandInstagram from "@tabler/icons-react/icons/IconBrandInstagram";
import IconBrandLinkedin from "@tabler/icons-react/icons/IconBrandLinkedin";
import IconBrandPinterest from "@tabler/icons-react/icons/IconBrandPinterest";
import IconBrandSkype from "@tabler/icons-react/icons/IconBrandSkype";
import IconBrandWordpress from "@tabler/icons-react/icons/IconBrandWordpress";
import IconBrandX from "@tabler/icons-react/icons/IconBrandX";
import IconBrandXing from "@tabler/icons-react/icons/IconBrandXing";
import IconBrandYahoo from "@tabler/icons-react/icons/IconBrandYahoo";
import IconCamera from "@tabler/icons-react/icons/IconCamera";
import IconLink from "@tabler/icons-react/icons/IconLink";
import IconStarFilled from "@tabler/icons-react/icons/IconStarFilled";
import type { SVGProps } from "react";
import { type IconProps, LineIcon } from "../../ui/icons.tsx";

/** Icons of the profile area: bundled (flags drawn here, the rest Tabler's), nothing is loaded from other hosts. */

type FlagProps = SVGProps<SVGSVGElement> & { size?: number; title: string };

/** The US flag (profile language en), simplified to stripes and the blue canton. */
export function UsFlag({ size = 24, title, ...rest }: FlagProps) {
  return (
    <svg width={size} height={(size * 2) / 3} viewBox="0 0 30 20" role="img" aria-label={title} {...rest}>
      <rect width="30" height="20" fill="#b22234" />
      {[1, 3, 5, 7, 9, 11].map((row) => (
        <rect key={row} y={(row * 20) / 13} width="30" height={20 / 13} fill="#fff" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
    </svg>
  );
}

/** The German flag (profile language de and the default). */
export function DeFlag({ size = 24, title, ...rest }: FlagProps) {
  return (
    <svg width={size} height={(size * 2) / 3} viewBox="0 0 30 20" role="img" aria-label={title} {...rest}>
      <rect width="30" height="20" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </svg>
  );
}

/** The default profile's star. */
export const StarIcon = (p: IconProps) => <LineIcon icon={IconStarFilled} {...p} />;
export const CameraIcon = (p: IconProps) => <LineIcon icon={IconCamera} {...p} />;

const SOCIAL_ICONS: Record<SocialSite, TablerIcon> = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
  twitter: IconBrandX,
  skype: IconBrandSkype,
  pinterest: IconBrandPinterest,
  xing: IconBrandXing,
  yahoo: IconBrandYahoo,
  wordpress: IconBrandWordpress,
  generic: IconLink,
};

/** The icon of a social-media site (spec section 3); "generic" for any other site. */
export function SocialIcon({ site, ...p }: IconProps & { site: SocialSite }) {
  return <LineIcon icon={SOCIAL_ICONS[site]} {...p} />;
}
