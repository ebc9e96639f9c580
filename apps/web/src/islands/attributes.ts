/** The attribute that marks an island's container in the prerendered HTML; it holds the island's name. */
export const ISLAND_ATTRIBUTE = "data-island";
/** The attribute with the island's props as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
