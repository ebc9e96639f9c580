import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { ListEditor, type ListEditorProps, type ListFormProps, type Saved } from "./ListEditor.tsx";

interface Thing {
  id: number;
  name: string;
  group?: string;
}

/** A one-field form in the shape ListEditor hands its forms. */
function NameForm({ initial, save, onCancel }: ListFormProps<Thing, string, Saved>) {
  const [value, setValue] = useState(initial?.name ?? "");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save(value).then((response) => {
          if (response.ok && !initial) setValue("");
        });
      }}
    >
      <input
        aria-label={initial ? "Edit name" : "New name"}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit">Store</button>
      {onCancel && (
        <button type="button" onClick={onCancel}>
          Back
        </button>
      )}
    </form>
  );
}

type Overrides = Partial<ListEditorProps<Thing, string, Saved>>;

/** A list over an in-memory "server"; the calls are spies and the list reloads through onChanged. */
function setup(initial: Thing[], overrides: Overrides = {}) {
  const server = { things: [...initial], nextId: 100 };
  const create = vi.fn(async (name: string) => {
    server.things.push({ id: server.nextId++, name });
    return { ok: true };
  });
  const edit = vi.fn(async (thing: Thing, name: string) => {
    server.things = server.things.map((item) => (item.id === thing.id ? { ...item, name } : item));
    return { ok: true };
  });
  const remove = vi.fn(async (thing: Thing) => {
    server.things = server.things.filter((item) => item.id !== thing.id);
    return { ok: true };
  });
  const changed = vi.fn();

  function Harness() {
    const [things, setThings] = useState(initial);
    return (
      <ListEditor
        items={things}
        layout="rows"
        testId="thing"
        add={{ label: "Add thing" }}
        empty={<p>Nothing yet</p>}
        summary={(thing) => <span>{thing.name}</span>}
        form={(props) => <NameForm {...props} />}
        create={create}
        edit={edit}
        remove={remove}
        onChanged={async () => {
          changed();
          setThings([...server.things]);
        }}
        deleteTitle="Delete thing?"
        deleteText={(thing) => `${thing.name} goes for good.`}
        {...overrides}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { user: userEvent.setup(), create, edit, remove, changed };
}

describe("ListEditor", () => {
  it("shows the empty text, and an add button that opens the form, saves and closes it", async () => {
    const { user, create } = setup([]);
    expect(screen.getByText("Nothing yet")).toBeTruthy();

    await user.click(screen.getByTestId("thing-add"));
    expect(screen.queryByText("Nothing yet")).toBeNull();
    await user.type(screen.getByLabelText("New name"), "Kite");
    await user.click(screen.getByRole("button", { name: "Store" }));

    expect(create).toHaveBeenCalledWith("Kite");
    expect((await screen.findByTestId("thing-100")).textContent).toContain("Kite");
    expect(screen.queryByLabelText("New name")).toBeNull();
    expect(screen.getByTestId("thing-add")).toBeTruthy();
  });

  it("shows an empty text given as a string as a hint", () => {
    setup([], { empty: "No things yet" });
    expect(screen.getByText("No things yet").tagName).toBe("P");
  });

  it("gives up an opened add form with its cancel button, without a call", async () => {
    const { user, create } = setup([]);
    await user.click(screen.getByTestId("thing-add"));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.queryByLabelText("New name")).toBeNull();
    expect(screen.getByText("Nothing yet")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("edits an entry in place, prefilled, and shows the change once saved", async () => {
    const { user, edit } = setup([{ id: 1, name: "Kite" }]);
    await user.click(within(screen.getByTestId("thing-1")).getByRole("button", { name: "Edit" }));
    const input = screen.getByLabelText("Edit name") as HTMLInputElement;
    expect(input.value).toBe("Kite");
    expect(screen.queryByTestId("thing-1")).toBeNull();

    await user.clear(input);
    await user.type(input, "Balloon");
    await user.click(screen.getByRole("button", { name: "Store" }));
    await waitFor(() => expect(screen.getByTestId("thing-1").textContent).toContain("Balloon"));
    expect(edit).toHaveBeenCalledWith({ id: 1, name: "Kite" }, "Balloon");
    expect(screen.queryByLabelText("Edit name")).toBeNull();
  });

  it("closes the edit form only after the reload has finished", async () => {
    let release = () => {};
    const onChanged = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const { user } = setup([{ id: 1, name: "Kite" }], { onChanged });
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.click(screen.getByRole("button", { name: "Store" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText("Edit name")).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByLabelText("Edit name")).toBeNull());
  });

  it("keeps the form open and reloads nothing when the server refuses", async () => {
    const create = vi.fn(async () => ({ ok: false }));
    const { user, changed } = setup([], { create });
    await user.click(screen.getByTestId("thing-add"));
    await user.type(screen.getByLabelText("New name"), "Kite");
    await user.click(screen.getByRole("button", { name: "Store" }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText("New name")).toBeTruthy();
    expect(changed).not.toHaveBeenCalled();
  });

  it("deletes only after the confirmation, with the entry's own text", async () => {
    const { user, remove } = setup([
      { id: 1, name: "Kite" },
      { id: 2, name: "Balloon" },
    ]);
    await user.click(screen.getByTestId("thing-delete-2"));
    expect(screen.getByText("Delete thing?")).toBeTruthy();
    expect(screen.getByText("Balloon goes for good.")).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByTestId("thing-delete-2-confirm"));
    expect(remove).toHaveBeenCalledWith({ id: 2, name: "Balloon" });
    await waitFor(() => expect(screen.queryByTestId("thing-2")).toBeNull());
    expect(screen.getByTestId("thing-1")).toBeTruthy();
  });

  it("reloads nothing when the server refuses a deletion", async () => {
    const remove = vi.fn(async () => ({ ok: false }));
    const { user, changed } = setup([{ id: 1, name: "Kite" }], { remove });
    await user.click(screen.getByTestId("thing-delete-1"));
    await user.click(screen.getByTestId("thing-delete-1-confirm"));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(changed).not.toHaveBeenCalled();
  });

  it("keeps the entry when the user cancels the confirmation", async () => {
    const { user, remove } = setup([{ id: 1, name: "Kite" }]);
    await user.click(screen.getByTestId("thing-delete-1"));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByTestId("thing-1")).toBeTruthy();
  });

  it("shows an always-open add form that empties itself after a save", async () => {
    const { user, create } = setup([{ id: 1, name: "Kite" }], { add: "inline", addAt: "bottom" });
    expect(screen.queryByTestId("thing-add")).toBeNull();
    const input = screen.getByLabelText("New name") as HTMLInputElement;
    // The add form stands under the entries.
    expect(
      screen.getByTestId("thing-1").compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();

    await user.type(input, "Balloon");
    await user.click(screen.getByRole("button", { name: "Store" }));
    await screen.findByTestId("thing-100");
    expect(create).toHaveBeenCalledWith("Balloon");
    expect((screen.getByLabelText("New name") as HTMLInputElement).value).toBe("");
  });

  it("puts entries with the same key under one heading", () => {
    setup(
      [
        { id: 1, name: "Go", group: "Languages" },
        { id: 2, name: "Rust", group: "Languages" },
        { id: 3, name: "Git", group: "Tools" },
      ],
      { groupBy: (thing) => thing.group ?? "" },
    );
    const languages = screen.getByTestId("thing-group-Languages");
    expect(within(languages).getByRole("heading").textContent).toBe("Languages");
    expect(within(languages).getAllByTestId(/^thing-\d+$/)).toHaveLength(2);
    expect(within(screen.getByTestId("thing-group-Tools")).getAllByTestId(/^thing-\d+$/)).toHaveLength(1);
  });

  it("keeps a timeline entry's test id while it is edited", async () => {
    const { user } = setup([{ id: 1, name: "Kite" }], { layout: "timeline" });
    expect(screen.getByTestId("thing-timeline")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(within(screen.getByTestId("thing-1")).getByLabelText("Edit name")).toBeTruthy();
  });

  it("renders the cards layout as a list of items", () => {
    setup([{ id: 1, name: "Kite" }], { layout: "cards" });
    expect(screen.getByTestId("thing-1").tagName).toBe("LI");
    expect(screen.getByRole("list").children).toHaveLength(1);
  });

  it("works from the keyboard: the add button opens the form, the icons have names", async () => {
    const { user } = setup([{ id: 1, name: "Kite" }], { addAt: "bottom" });
    await user.tab();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Edit");
    await user.tab();
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Delete");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId("thing-add"));
    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("New name")).toBeTruthy();
  });
});
