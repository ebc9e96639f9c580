import { ACTIVE_STATUSES, APPLICATION_SORTS, type ApplicationStatus } from "@jah/shared";
import {
  Autocomplete,
  Badge,
  Button,
  Collapse,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { FilterIcon, SearchIcon } from "../../ui/app-icons.tsx";
import { usePhone } from "../../ui/use-phone.ts";
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

/** How many of the folded filters (status, company, sort) differ from their defaults. */
export function foldedFilterCount(values: FilterValues): number {
  return [values.status.length > 0, values.company.trim() !== "", values.sort !== NO_FILTERS.sort].filter(
    Boolean,
  ).length;
}

/**
 * Search (title, company, location), status and company filters and the sort order. On a phone the
 * search stays and the rest folds behind one Filter button that shows how many are set.
 */
export function ApplicationFilters(props: ApplicationFiltersProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [opened, { toggle }] = useDisclosure(false);
  if (!phone) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" data-testid="application-filters">
        <SearchField {...props} />
        <FoldedFilters {...props} />
      </SimpleGrid>
    );
  }
  const count = foldedFilterCount(props.values);
  return (
    <Stack gap="sm" data-testid="application-filters">
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <SearchField {...props} />
        <Button
          variant={opened ? "light" : "default"}
          leftSection={<FilterIcon size={16} />}
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle aria-label={t("Applications.Filters.ActiveCount", { count })}>
                {count}
              </Badge>
            ) : undefined
          }
          onClick={toggle}
          aria-expanded={opened}
          aria-controls="application-filters-more"
          data-testid="filter-toggle"
        >
          {t("Applications.Filters.Toggle")}
        </Button>
      </Group>
      <Collapse expanded={opened} id="application-filters-more">
        <Stack gap="sm">
          <FoldedFilters {...props} />
        </Stack>
      </Collapse>
    </Stack>
  );
}

function SearchField({ values, onChange }: ApplicationFiltersProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      style={{ flex: 1 }}
      label={t("Applications.Filters.Search")}
      placeholder={t("Applications.Filters.SearchHint")}
      leftSection={<SearchIcon size={16} />}
      type="search"
      value={values.q}
      onChange={(event) => onChange({ ...values, q: event.currentTarget.value })}
      data-testid="filter-q"
    />
  );
}

/** Status, company and sort: the filters a phone folds away. */
function FoldedFilters({ values, onChange, companies }: ApplicationFiltersProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  return (
    <>
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
    </>
  );
}
