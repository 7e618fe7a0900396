import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { PAGE_SIZE_DEFAULT, type ListQuery, type Page } from '@plataforma/domain';
import { TextInput } from '../../../ui/TextInput';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZES = [10, PAGE_SIZE_DEFAULT, 50];

/**
 * The state of a list paged and searched on the server: the search box (debounced), the page and its size; every
 * change calls `load` with the query. A new search goes back to the first page.
 */
export function useServerList(load: (query: ListQuery) => Promise<void>) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZE_DEFAULT);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQ(search.trim());
      setPage(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);
  useEffect(() => {
    void load({ ...(q ? { q } : {}), page: page + 1, pageSize });
  }, [load, q, page, pageSize]);
  return { search, setSearch, page, setPage, pageSize, setPageSize };
}

interface Props {
  list: ReturnType<typeof useServerList>;
  data: Page<unknown> | null;
  loading: boolean;
  /** The message of a failed load, shown above the table. */
  error: string | null;
  searchLabel: string;
  /** The table (its rows are the current page). */
  children: ReactNode;
}

/** Search box, the table, loading bar, load error and pagination of a server-side list. */
export function ServerList({ list, data, loading, error, searchLabel, children }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <TextInput
        label={searchLabel}
        type="search"
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
        startAdornment={
          <InputAdornment position="start">
            <SearchOutlined fontSize="small" />
          </InputAdornment>
        }
        sx={{ maxWidth: 420 }}
        fullWidth={false}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {loading ? (
          <LinearProgress aria-label={t('common.loading')} />
        ) : (
          <LinearProgress sx={{ visibility: 'hidden' }} />
        )}
        {children}
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={data && list.page * list.pageSize < Math.max(data.total, 1) ? list.page : 0}
          rowsPerPage={list.pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, page) => list.setPage(page)}
          onRowsPerPageChange={(event) => {
            list.setPageSize(Number(event.target.value));
            list.setPage(0);
          }}
          labelRowsPerPage={t('common.rowsPerPage')}
          getItemAriaLabel={(type) => t(`common.pageNav.${type}`)}
          labelDisplayedRows={({ from, to, count }) => t('common.displayedRows', { from, to, count })}
        />
      </Paper>
    </Stack>
  );
}
