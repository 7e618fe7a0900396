import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import type { GridColDef } from '@mui/x-data-grid';
import { can, PAGE_SIZE_DEFAULT, type Action } from '@plataforma/domain';
import { useCurrentOrganization } from '../organizations/current';
import { useResourcePage } from './api';
import { ResourceTable, type Sort } from './ResourceTable';

const SEARCH_DELAY_MS = 250;

interface Props<T extends { id: string }> {
  /** Heading; omitted when the list is a tab of a page that has one. */
  title?: string;
  /** The resource under /api/organizations/{id}/, e.g. 'restaurant/dishes'. */
  path: string;
  /** DataGrid column definitions (the part ResourceTable reads: a type only, the grid is not loaded). */
  columns: GridColDef<T>[];
  /**
   * The field sorted by when the person has not chosen one: the API's default order (the resource's first sortable
   * field, ascending), the only order of a searched or filtered list.
   */
  defaultSort: { field: string; sort: 'asc' };
  /** The order first shown when it is not the default one (newest first). */
  initialSort?: Sort;
  /** Permission to create: the 'new' button shows only with it. */
  manage: Action;
  /** The 'new' button; a list that creates otherwise (a dialog in its toolbar) leaves it out. */
  newLabel?: string;
  newTo?: string;
  searchLabel: string;
  /** Equality filters; a function of the search in force for filters the API does not combine with a search. */
  filters?: Record<string, string> | ((q: string) => Record<string, string>);
  /** Filter controls and actions shown beside the search box. */
  toolbar?: ReactNode;
  /** Told the search in force (once typing settles), for what depends on it (an export); a stable function. */
  onSearch?: (q: string) => void;
  emptyLabel: string;
}

/**
 * A resource list as every module shows it: search box, 'new' button for those who may create, and a table
 * (ResourceTable) whose paging, sorting and search run on the server (columns sort by their field name, which the API maps). A
 * searched or filtered list keeps the default order, as the API requires (each other order would cost Firestore
 * composite indexes): its column sorting is off meanwhile, and the person's choice comes back afterwards.
 */
export function ResourceListPage<T extends { id: string }>(props: Props<T>) {
  const { title, path, columns, defaultSort, manage, newLabel, newTo, searchLabel, toolbar, emptyLabel } = props;
  const { t } = useTranslation();
  const role = useCurrentOrganization()?.role;
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [pagination, setPagination] = useState({ page: 0, pageSize: PAGE_SIZE_DEFAULT });
  const [chosenSort, setChosenSort] = useState<Sort>(props.initialSort ?? defaultSort);
  const { onSearch } = props;

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPagination((current) => ({ ...current, page: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => onSearch?.(q), [q, onSearch]);

  const filters = typeof props.filters === 'function' ? props.filters(q) : props.filters;
  const narrowed = q !== '' || Object.values(filters ?? {}).some(Boolean);
  const sort = narrowed ? defaultSort : chosenSort;
  const {
    data: answered,
    isFetching,
    error,
  } = useResourcePage<T>(path, {
    q,
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    ...(narrowed ? {} : { sort: sort.field, order: sort.sort }),
    filters,
  });
  // A page's rows render at a lower priority, in slices between which the browser paints and takes input: the answer
  // arrives as a synchronous store update, and rendering a page of rows in it made one long task.
  const data = useDeferredValue(answered);
  const rows = useMemo(() => data?.items ?? [], [data]);
  // Nothing shown yet (a page already shown stays while the next loads): placeholders, no pager, no total.
  const pending = data === undefined && (isFetching || answered !== undefined);
  const defaultColumn = columns.find((column) => column.field === defaultSort.field)?.headerName ?? defaultSort.field;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {title && (
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
        )}
        <TextField
          size="small"
          type="search"
          label={searchLabel}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ minWidth: { sm: 260 }, flexGrow: title ? 0 : 1 }}
        />
        {toolbar}
        {newTo && can(role, manage) && (
          <Button component={RouterLink} to={newTo} variant="contained" startIcon={<AddIcon />}>
            {newLabel}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Paper variant="outlined">
        <ResourceTable<T>
          rows={rows}
          columns={columns}
          total={data?.total ?? 0}
          loading={isFetching}
          page={pagination.page}
          pageSize={pagination.pageSize}
          onPageChange={(page, pageSize) => setPagination({ page, pageSize })}
          sort={sort}
          onSortChange={narrowed ? null : setChosenSort}
          emptyLabel={emptyLabel}
          label={title ?? searchLabel}
          pending={pending}
        />
      </Paper>
      {/* Screen readers hear the total, not only see it in the footer (empty until the first page answers). */}
      <Typography variant="body2" color="text.secondary" role="status">
        {!pending && t('resources.total', { count: data?.total ?? 0 })}
        {!pending && narrowed && ` · ${t('resources.fixedOrder', { column: defaultColumn })}`}
      </Typography>
    </Stack>
  );
}
