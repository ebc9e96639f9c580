import { Modal } from "@mantine/core";
import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { useDialogHost } from "./nested-dialogs.tsx";

/** A dialog with typed text that opens a confirmation inside itself, as the compose wizard does. */
function Host({ onHostClose }: { onHostClose: () => void }) {
  const { childOpen, DialogHost } = useDialogHost();
  const [inner, setInner] = useState(true);
  return (
    <Modal opened onClose={onHostClose} closeOnEscape={!childOpen} title="Wizard">
      <DialogHost>
        <p data-testid="typed">Dear Ms Muster</p>
        <ConfirmDialog
          opened={inner}
          onClose={() => setInner(false)}
          onConfirm={async () => {}}
          title="Inner"
          message="Really?"
          confirmLabel="Yes"
        />
      </DialogHost>
    </Modal>
  );
}

describe("dialogs inside dialogs (issue 43)", () => {
  it("close one at a time on Escape: the inner first, then the host", async () => {
    const onHostClose = vi.fn();
    renderWithProviders(<Host onHostClose={onHostClose} />);
    expect(await screen.findByText("Really?")).toBeTruthy();
    fireEvent.keyDown(document.body, { key: "Escape" });
    await vi.waitFor(() => expect(screen.queryByText("Really?")).toBeNull());
    expect(onHostClose).not.toHaveBeenCalled();
    expect(screen.getByTestId("typed")).toBeTruthy();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(onHostClose).toHaveBeenCalledTimes(1);
  });
});
