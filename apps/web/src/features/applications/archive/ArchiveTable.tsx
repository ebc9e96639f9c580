import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArchiveIcon } from "../../../ui/app-icons.tsx";
import { DataTable } from "../../../ui/DataTable.tsx";
import { EmptyList } from "../../../ui/ListStates.tsx";
import { useApplicationColumns } from "../columns.tsx";
import { DeleteApplicationButton } from "../DeleteApplicationButton.tsx";
import { rowsOf } from "../list-cache.ts";
import { useApplicationList } from "../use-application-list.ts";
import { RestoreButton } from "./RestoreButton.tsx";

/** The archive table: title, company, link, status (dropdown), restore and delete. */
export function ArchiveTable() {
  const { t } = useTranslation();
  const list = useApplicationList("archive");
  const columns = useApplicationColumns();
  return (
    <DataTable
      rows={rowsOf(list.data)}
      query={list}
      testId="archive-table"
      rowTestId={(app) => `app-row-${app.id}`}
      empty={
        <EmptyList
          icon={<ArchiveIcon size={28} />}
          title={t("Archive.EmptyTitle")}
          text={t("Archive.EmptyText")}
          action={
            <Button component={Link} to="/applications" variant="default">
              {t("Archive.ToApplications")}
            </Button>
          }
        />
      }
      columns={[columns.title, columns.company, columns.link, columns.status]}
      actions={{
        label: t("Common.Actions"),
        gap: 6,
        cell: (app) => (
          <>
            <RestoreButton app={app} />
            <DeleteApplicationButton app={app} />
          </>
        ),
      }}
    />
  );
}
