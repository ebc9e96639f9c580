import IconFile from "@tabler/icons-react/icons/IconFile";
import IconLayoutGrid from "@tabler/icons-react/icons/IconLayoutGrid";
import IconList from "@tabler/icons-react/icons/IconList";
import { type IconProps, LineIcon } from "../../ui/icons.tsx";

/** The files area's icons: the two views and a document. */
export const GridIcon = (p: IconProps) => <LineIcon icon={IconLayoutGrid} {...p} />;
export const ListIcon = (p: IconProps) => <LineIcon icon={IconList} {...p} />;
export const DocumentIcon = (p: IconProps) => <LineIcon icon={IconFile} {...p} />;
