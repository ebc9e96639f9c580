// Staging resets: the page a user sees after the data was reset (small: it comes with the first load),
// and the panel that puts the sample data back (loaded when shown).

export { DataResetPage } from "./DataResetPage.tsx";
export { DataResetPanel } from "./lazy-panel.ts";
