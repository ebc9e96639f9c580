import { ACTIVE_STATUSES, APPLICATION_SORTS, type ApplicationStatus } from "@jah/shared";
import { Autocomplete, MultiSelect, NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SearchIcon } from "../../layout/app-icons.tsx";
import type { ApplicationSort, ListFilters } from "./types.ts";

export interface FilterValues {
  q: string;
  status: ApplicationStatus[];
  company: string;
  sort: ApplicationSort;
}

export const NO_FILTERS: FilterValues = { q: "", status: [], company: "", sort: "date_desc" };

/** True when the user narrowed the list (the sort order alone does not hide anything). */
export function isFiltered(values: ListFilters): boolean {
  return Boolean(values.q?.trim() || values.status?.length || values.company?.trim());
}

interface ApplicationFiltersProps {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  /** Companies seen in the list, offered while typing. */
  companies: string[];
}

/** Search (title, company, location), status and company filters and the sort order. */
export function ApplicationFilters({ values, onChange, companies }: ApplicationFiltersProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" data-testid="application-filters">
      <TextInput
        label={t("Applications.Filters.Search")}
        placeholder={t("Applications.Filters.SearchHint")}
        leftSection={<SearchIcon size={16} />}
        type="search"
        value={values.q}
        onChange={(event) => set({ q: event.currentTarget.value })}
        data-testid="filter-q"
      />
      <MultiSelect
        label={t("Applications.Filters.Status")}
        placeholder={values.status.length ? undefined : t("Applications.Filters.AllStatuses")}
        data={ACTIVE_STATUSES.map((status) => ({ value: status, label: t(`Status.${status}`) }))}
        value={values.status}
        onChange={(status) => set({ status: status as ApplicationStatus[] })}
        clearable
        data-testid="filter-status"
      />
      <Autocomplete
        label={t("Applications.Filters.Company")}
        placeholder={t("Applications.Filters.AllCompanies")}
        data={companies}
        value={values.company}
        onChange={(company) => set({ company })}
        data-testid="filter-company"
      />
      <NativeSelect
        label={t("Applications.Filters.Sort")}
        value={values.sort}
        onChange={(event) => set({ sort: event.currentTarget.value as ApplicationSort })}
        data={APPLICATION_SORTS.map((sort) => ({ value: sort, label: t(`Applications.Sort.${sort}`) }))}
        data-testid="filter-sort"
      />
    </SimpleGrid>
  );
}
