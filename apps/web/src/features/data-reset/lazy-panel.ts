import { lazyNamed } from "../../ui/lazy-named.ts";

/** Putting the staging data back to the sample data; its own chunk (the page that shows it is in the first load). */
export const DataResetPanel = lazyNamed(() => import("./DataResetPanel.tsx"), "DataResetPanel");
