import IconArchive from "@tabler/icons-react/icons/IconArchive";
import IconArrowLeft from "@tabler/icons-react/icons/IconArrowLeft";
import IconArrowsHorizontal from "@tabler/icons-react/icons/IconArrowsHorizontal";
import IconAt from "@tabler/icons-react/icons/IconAt";
import IconBriefcase from "@tabler/icons-react/icons/IconBriefcase";
import IconCalendar from "@tabler/icons-react/icons/IconCalendar";
import IconChartBar from "@tabler/icons-react/icons/IconChartBar";
import IconClock from "@tabler/icons-react/icons/IconClock";
import IconCopy from "@tabler/icons-react/icons/IconCopy";
import IconDots from "@tabler/icons-react/icons/IconDots";
import IconDownload from "@tabler/icons-react/icons/IconDownload";
import IconExternalLink from "@tabler/icons-react/icons/IconExternalLink";
import IconEye from "@tabler/icons-react/icons/IconEye";
import IconFileText from "@tabler/icons-react/icons/IconFileText";
import IconFilter from "@tabler/icons-react/icons/IconFilter";
import IconFolder from "@tabler/icons-react/icons/IconFolder";
import IconHome from "@tabler/icons-react/icons/IconHome";
import IconIdBadge2 from "@tabler/icons-react/icons/IconIdBadge2";
import IconKey from "@tabler/icons-react/icons/IconKey";
import IconLayoutKanban from "@tabler/icons-react/icons/IconLayoutKanban";
import IconLogout from "@tabler/icons-react/icons/IconLogout";
import IconMail from "@tabler/icons-react/icons/IconMail";
import IconPencil from "@tabler/icons-react/icons/IconPencil";
import IconPlug from "@tabler/icons-react/icons/IconPlug";
import IconPlus from "@tabler/icons-react/icons/IconPlus";
import IconPuzzle from "@tabler/icons-react/icons/IconPuzzle";
import IconRestore from "@tabler/icons-react/icons/IconRestore";
import IconSearch from "@tabler/icons-react/icons/IconSearch";
import IconSend from "@tabler/icons-react/icons/IconSend";
import IconSettings from "@tabler/icons-react/icons/IconSettings";
import IconShieldCheck from "@tabler/icons-react/icons/IconShieldCheck";
import IconTrash from "@tabler/icons-react/icons/IconTrash";
import IconUpload from "@tabler/icons-react/icons/IconUpload";
import IconUser from "@tabler/icons-react/icons/IconUser";
import { type IconProps, LineIcon } from "./icons.tsx";

/*
 * Icons of the signed-in area, as one set. Kept apart from icons.tsx, which the public pages load
 * first: these stay out of their first download (a public page renders the one Tabler icon it needs
 * with LineIcon instead).
 */

export const BackIcon = (p: IconProps) => <LineIcon icon={IconArrowLeft} {...p} />;
export const HomeIcon = (p: IconProps) => <LineIcon icon={IconHome} {...p} />;
export const LetterIcon = (p: IconProps) => <LineIcon icon={IconMail} {...p} />;
export const ProfileIcon = (p: IconProps) => <LineIcon icon={IconIdBadge2} {...p} />;
export const BriefcaseIcon = (p: IconProps) => <LineIcon icon={IconBriefcase} {...p} />;
export const FolderIcon = (p: IconProps) => <LineIcon icon={IconFolder} {...p} />;
export const ArchiveIcon = (p: IconProps) => <LineIcon icon={IconArchive} {...p} />;
export const ChartIcon = (p: IconProps) => <LineIcon icon={IconChartBar} {...p} />;
export const ClockIcon = (p: IconProps) => <LineIcon icon={IconClock} {...p} />;
export const SettingsIcon = (p: IconProps) => <LineIcon icon={IconSettings} {...p} />;
export const UserIcon = (p: IconProps) => <LineIcon icon={IconUser} {...p} />;
export const LogoutIcon = (p: IconProps) => <LineIcon icon={IconLogout} {...p} />;
export const PlusIcon = (p: IconProps) => <LineIcon icon={IconPlus} {...p} />;
export const EditIcon = (p: IconProps) => <LineIcon icon={IconPencil} {...p} />;
export const TrashIcon = (p: IconProps) => <LineIcon icon={IconTrash} {...p} />;
export const EyeIcon = (p: IconProps) => <LineIcon icon={IconEye} {...p} />;
export const RestoreIcon = (p: IconProps) => <LineIcon icon={IconRestore} {...p} />;
export const ExternalLinkIcon = (p: IconProps) => <LineIcon icon={IconExternalLink} {...p} />;
export const DownloadIcon = (p: IconProps) => <LineIcon icon={IconDownload} {...p} />;
export const CalendarIcon = (p: IconProps) => <LineIcon icon={IconCalendar} {...p} />;
export const CopyIcon = (p: IconProps) => <LineIcon icon={IconCopy} {...p} />;
export const BoardIcon = (p: IconProps) => <LineIcon icon={IconLayoutKanban} {...p} />;
export const MoveIcon = (p: IconProps) => <LineIcon icon={IconArrowsHorizontal} {...p} />;
export const SearchIcon = (p: IconProps) => <LineIcon icon={IconSearch} {...p} />;
export const FileTextIcon = (p: IconProps) => <LineIcon icon={IconFileText} {...p} />;
export const UploadIcon = (p: IconProps) => <LineIcon icon={IconUpload} {...p} />;
export const DotsIcon = (p: IconProps) => <LineIcon icon={IconDots} {...p} />;
export const FilterIcon = (p: IconProps) => <LineIcon icon={IconFilter} {...p} />;
/** Sending a mail. */
export const SendIcon = (p: IconProps) => <LineIcon icon={IconSend} {...p} />;
/** A connected mail account. */
export const PlugIcon = (p: IconProps) => <LineIcon icon={IconPlug} {...p} />;
/** The browser extension. */
export const ExtensionIcon = (p: IconProps) => <LineIcon icon={IconPuzzle} {...p} />;
/** Passkeys. */
export const KeyIcon = (p: IconProps) => <LineIcon icon={IconKey} {...p} />;
/** Two-factor sign-in. */
export const ShieldIcon = (p: IconProps) => <LineIcon icon={IconShieldCheck} {...p} />;
/** The e-mail address. */
export const AtIcon = (p: IconProps) => <LineIcon icon={IconAt} {...p} />;
