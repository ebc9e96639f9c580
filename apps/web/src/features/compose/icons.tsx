import { Icon, type IconProps } from "../../ui/icons.tsx";

export const SendIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 3L10 14" />
    <path d="M21 3l-7 18-4-7-7-4z" />
  </Icon>
);

export const PlugIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 2v6M15 2v6" />
    <path d="M6 8h12v4a6 6 0 01-12 0z" />
    <path d="M12 18v4" />
  </Icon>
);
