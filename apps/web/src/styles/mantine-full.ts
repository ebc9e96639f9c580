// Every Mantine style, in the same cascade layer as mantine-public.ts: imported by the chunks of the
// signed-in app and the account pages (forms, modals, tables), never by the first load.
import "@mantine/core/styles.layer.css";
