import type { SocialSite } from "@jah/shared";
import type { SVGProps } from "react";
import { Icon, type IconProps } from "../../ui/icons.tsx";

/** Icons of the profile area: inline SVG, nothing is loaded from other hosts. */

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

export const StarIcon = (p: IconProps) => (
  <Icon {...p} fill="currentColor">
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </Icon>
);

export const CloneIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </Icon>
);

export const CameraIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
);

export const PersonIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.3-4 4.3-6 8-6s6.7 2 8 6" />
  </Icon>
);

/** A letter in a circle, for brands whose logo has no simple line form. */
const Lettered = ({ letter, ...p }: IconProps & { letter: string }) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9.5" />
    <text
      x="12"
      y="16"
      textAnchor="middle"
      fontSize="11"
      fontWeight="700"
      fontFamily="system-ui, sans-serif"
      fill="currentColor"
      stroke="none"
    >
      {letter}
    </text>
  </Icon>
);

const SOCIAL_ICONS: Record<SocialSite, (p: IconProps) => React.JSX.Element> = {
  instagram: (p) => (
    <Icon {...p}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </Icon>
  ),
  facebook: (p) => (
    <Icon {...p}>
      <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </Icon>
  ),
  linkedin: (p) => (
    <Icon {...p}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </Icon>
  ),
  twitter: (p) => (
    <Icon {...p}>
      <path d="M4 4l16 16M20 4L4 20" />
    </Icon>
  ),
  skype: (p) => <Lettered letter="S" {...p} />,
  pinterest: (p) => <Lettered letter="P" {...p} />,
  xing: (p) => <Lettered letter="X" {...p} />,
  yahoo: (p) => <Lettered letter="Y!" {...p} />,
  wordpress: (p) => <Lettered letter="W" {...p} />,
  generic: (p) => (
    <Icon {...p}>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  ),
};

/** The icon of a social-media site (spec section 3); "generic" for any other site. */
export function SocialIcon({ site, ...p }: IconProps & { site: SocialSite }) {
  const Chosen = SOCIAL_ICONS[site];
  return <Chosen {...p} />;
}
