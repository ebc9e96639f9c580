import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { DataTable, type DataTableProps, type PagedQuery } from "./DataTable.tsx";

interface Row {
  id: number;
  title: string;
  company: string;
}

const ROWS: Row[] = [
  { id: 1, title: "Developer", company: "ACME" },
  { id: 2, title: "Designer", company: "Initech" },
];

function query(overrides: Partial<PagedQuery> = {}): PagedQuery {
  return {
    isPending: false,
    isError: false,
    refetch: vi.fn(),
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    ...overrides,
  };
}

function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  renderWithProviders(
    <DataTable
      rows={ROWS}
      testId="things"
      rowTestId={(row) => `thing-${row.id}`}
      columns={[
        { label: "Title", cell: (row) => <strong>{row.title}</strong> },
        { label: "Company", cell: (row) => row.company },
      ]}
      actions={{
        label: "Actions",
        cell: (row) => (
          <button type="button" aria-label={`Open ${row.title}`}>
            open
          </button>
        ),
      }}
      {...props}
    />,
  );
  return userEvent.setup();
}

describe("DataTable", () => {
  it("shows a header, one row per entry and the row actions", () => {
    renderTable();
    const table = screen.getByTestId("things");
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Title", "Company", "Actions"]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    const row = screen.getByTestId("thing-2");
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Designer", "Initech", "open"]);
    expect(within(row).getByRole("button", { name: "Open Designer" })).toBeTruthy();
  });

  it("names each cell's column for the phone card layout", () => {
    renderTable();
    const cells = within(screen.getByTestId("thing-1")).getAllByRole("cell");
    expect(cells.map((cell) => cell.getAttribute("data-label"))).toEqual(["Title", "Company", "Actions"]);
  });

  it("leaves out the actions column when there are no row actions", () => {
    renderTable({ actions: undefined });
    expect(screen.getAllByRole("columnheader")).toHaveLength(2);
    expect(within(screen.getByTestId("thing-1")).getAllByRole("cell")).toHaveLength(2);
  });

  it("shows placeholder rows while the query loads", () => {
    renderTable({ query: query({ isPending: true }), skeletonRows: 3 });
    expect(screen.queryByTestId("things")).toBeNull();
    expect(screen.getByTestId("list-loading").children).toHaveLength(3);
  });

  it("shows an error with a retry when the query failed", async () => {
    const failed = query({ isError: true });
    const user = renderTable({ query: failed });
    expect(screen.queryByTestId("things")).toBeNull();
    expect(screen.getByRole("alert")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it("shows the empty state instead of an empty table", () => {
    renderTable({ rows: [], query: query(), empty: <p>No rows yet</p> });
    expect(screen.getByText("No rows yet")).toBeTruthy();
    expect(screen.queryByTestId("things")).toBeNull();
  });

  it("offers 'load more' while the server has more pages", async () => {
    const paged = query({ hasNextPage: true });
    const user = renderTable({ query: paged });
    await user.click(screen.getByTestId("load-more"));
    expect(paged.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("offers no 'load more' on the last page", () => {
    renderTable({ query: query({ hasNextPage: false }) });
    expect(screen.getByTestId("things")).toBeTruthy();
    expect(screen.queryByTestId("load-more")).toBeNull();
  });
});
