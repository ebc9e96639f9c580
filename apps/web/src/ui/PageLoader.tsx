import { Center, Loader } from "@mantine/core";

/** Shown while a page's code or the texts load; deliberately without text (texts may not be loaded yet). */
export function PageLoader() {
  return (
    <Center mih="40vh" aria-busy="true">
      <Loader color="navy" type="dots" />
    </Center>
  );
}
