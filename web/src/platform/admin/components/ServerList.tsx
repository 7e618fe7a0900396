import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
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

/**
 * Rows per page, "1–25 de 40" and previous/next. MUI's TablePagination would do it, but its Select brings Menu and
 * Popover (~10 KB gzipped) to every list.
 */
function Pager({ list, total }: { list: ReturnType<typeof useServerList>; total: number }) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : list.page * list.pageSize + 1;
  const to = Math.min(total, (list.page + 1) * list.pageSize);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 2,
        px: 2,
        py: 1,
      }}
    >
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2">{t('common.rowsPerPage')}</Typography>
        <NativeSelect
          value={list.pageSize}
          input={<InputBase />}
          onChange={(event) => {
            list.setPageSize(Number(event.target.value));
            list.setPage(0);
          }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <Typography variant="body2" role="status">
        {t('common.displayedRows', { from, to, count: total })}
      </Typography>
      <Box>
        <IconButton
          aria-label={t('common.pageNav.previous')}
          disabled={list.page === 0}
          onClick={() => list.setPage(list.page - 1)}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          aria-label={t('common.pageNav.next')}
          disabled={to >= total}
          onClick={() => list.setPage(list.page + 1)}
        >
          <ChevronRight />
        </IconButton>
      </Box>
    </Box>
  );
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
        <Pager list={list} total={data?.total ?? 0} />
      </Paper>
    </Stack>
  );
}
