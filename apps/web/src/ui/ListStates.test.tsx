import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import {
  EmptyList,
  EmptyNote,
  ListSkeleton,
  LoadError,
  Loading,
  LoadMore,
  QueryStates,
  type StatefulQuery,
} from "./ListStates.tsx";

const icon = <svg data-testid="page-icon" />;

function query<T>(overrides: Partial<StatefulQuery<T>> = {}): StatefulQuery<T> {
  return { data: undefined, isError: false, refetch: vi.fn(), ...overrides };
}

describe("list states", () => {
  it("shows as many placeholder rows as asked, under the page's test id", () => {
    renderWithProviders(<ListSkeleton rows={2} testId="things-loading" />);
    const rows = screen.getByTestId("things-loading");
    expect(rows.getAttribute("aria-busy")).toBe("true");
    expect(rows.children).toHaveLength(2);
  });

  it("names what is loading", () => {
    renderWithProviders(<Loading label="Loading articles…" />);
    expect(screen.getByRole("status").textContent).toBe("Loading articles…");
  });

  it("tells a failure in the page's words, with its retry label and further actions", async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <LoadError
        title="Profiles could not be loaded"
        text="Check your connection."
        retryLabel="Load again"
        onRetry={onRetry}
        actions={<button type="button">Back</button>}
        testId="profiles-error"
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert.getAttribute("data-testid")).toBe("profiles-error");
    expect(alert.textContent).toContain("Profiles could not be loaded");
    expect(alert.textContent).toContain("Check your connection.");
    expect(within(alert).getByRole("button", { name: "Back" })).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Load again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("takes only the words given: a text alone stands without a title", () => {
    renderWithProviders(<LoadError text="Your documents could not be loaded." onRetry={() => {}} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Your documents could not be loaded.Try again");
  });

  it("falls back to the common words when a page names none", () => {
    renderWithProviders(<LoadError onRetry={() => {}} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("The list could not be loaded");
    expect(alert.textContent).toContain("Please check your connection and try again.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("shows an empty list with the page's icon, words and next step", () => {
    renderWithProviders(
      <EmptyList
        icon={icon}
        title="No cover letters yet"
        text="Write your first one."
        action={<button type="button">New cover letter</button>}
        testId="letters-empty"
      />,
    );
    const empty = screen.getByTestId("letters-empty");
    expect(within(empty).getByTestId("page-icon")).toBeTruthy();
    expect(empty.textContent).toContain("No cover letters yet");
    expect(empty.textContent).toContain("Write your first one.");
    expect(within(empty).getByRole("button", { name: "New cover letter" })).toBeTruthy();
  });

  it("shows a quiet line for an empty list inside a form", () => {
    renderWithProviders(<EmptyNote text="No documents yet." testId="files-empty" />);
    expect(screen.getByTestId("files-empty").textContent).toBe("No documents yet.");
  });

  it("offers 'load more' with the page's label or the common one, only while there is more", async () => {
    const onClick = vi.fn();
    const common = renderWithProviders(<LoadMore visible loading={false} onClick={onClick} />);
    expect(screen.getByTestId("load-more").textContent).toBe("Load more");
    await userEvent.setup().click(screen.getByTestId("load-more"));
    expect(onClick).toHaveBeenCalledTimes(1);
    common.unmount();
    const own = renderWithProviders(<LoadMore label="More jobs" visible loading={false} onClick={onClick} />);
    expect(screen.getByTestId("load-more").textContent).toBe("More jobs");
    own.unmount();
    renderWithProviders(<LoadMore visible={false} loading={false} onClick={onClick} />);
    expect(screen.queryByTestId("load-more")).toBeNull();
  });
});

describe("QueryStates", () => {
  const render = (state: StatefulQuery<string[]>, isEmpty?: (data: string[]) => boolean) =>
    renderWithProviders(
      <QueryStates
        query={state}
        loading={<p>Loading letters</p>}
        error={{ title: "Letters could not be loaded" }}
        empty={<p>No letters</p>}
        isEmpty={isEmpty}
      >
        {(letters) => <p>{letters.join(", ")}</p>}
      </QueryStates>,
    );

  it("shows the page's placeholder until data arrives", () => {
    render(query());
    expect(screen.getByText("Loading letters")).toBeTruthy();
  });

  it("shows four grey rows when the page gives no placeholder", () => {
    renderWithProviders(<QueryStates query={query<string[]>()}>{() => null}</QueryStates>);
    expect(screen.getByTestId("list-loading").children).toHaveLength(4);
  });

  it("shows the failure in the page's words, and the retry fetches again", async () => {
    const failed = query<string[]>({ isError: true });
    render(failed);
    expect(screen.getByRole("alert").textContent).toContain("Letters could not be loaded");
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it("shows the failure even over data loaded before", () => {
    render(query({ data: ["Dear team"], isError: true }));
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(screen.queryByText("Dear team")).toBeNull();
  });

  it("shows the empty state for an empty list, or what the page counts as empty", () => {
    const { unmount } = render(query({ data: [] }));
    expect(screen.getByText("No letters")).toBeTruthy();
    unmount();
    render(query({ data: ["Draft"] }), (letters) => letters.every((letter) => letter === "Draft"));
    expect(screen.getByText("No letters")).toBeTruthy();
  });

  it("hands the data to the page", () => {
    render(query({ data: ["Dear team", "Hello"] }));
    expect(screen.getByText("Dear team, Hello")).toBeTruthy();
  });
});
