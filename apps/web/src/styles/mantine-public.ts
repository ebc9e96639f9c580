// The Mantine styles of the public pages only (landing, blog, header, error pages), so a visitor's
// first load carries a fraction of the UI kit's CSS. Everything else loads
// `mantine-full.ts` with its own chunk. The `.layer` files put Mantine into a cascade layer: our own
// CSS always wins over it, whichever file the browser loaded last.
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Container.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Title.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Alert.layer.css";
