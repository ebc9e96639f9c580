import { Group, Loader, Modal, Text } from "@mantine/core";

/** The spinner modal shown while a PDF downloads or a profile is cloned (spec section 2). */
export function BusyModal({ text }: { text: string | null }) {
  return (
    <Modal
      opened={text !== null}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      radius="lg"
    >
      <Group gap="md" wrap="nowrap" aria-live="polite" data-testid="profile-busy">
        <Loader color="navy" size="md" />
        <Text>{text}</Text>
      </Group>
    </Modal>
  );
}
