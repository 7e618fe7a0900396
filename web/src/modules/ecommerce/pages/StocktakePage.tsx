import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { can, foldText, type Product, type ShopCategory, type StockItem } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useResourceOptions } from '../../../platform/resources/api';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { CenteredMessage } from '../../../ui/CenteredMessage';
import { TextInput } from '../../../ui/TextInput';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { CATEGORIES, PRODUCTS, useAllStock, useBookStocktake, useStocktakes } from '../api';
import { formatDateTime, signed } from '../format';
import { ecommercePaths } from '../paths';
import { countLines, type CountLine } from '../stocktake';
import { treeRows } from '../tree';

/** Rows of the count sheet shown at once: a longer list is narrowed with the category or the search. */
const SHOWN_ROWS = 200;

const nameOf = (item: StockItem) => (item.variant ? `${item.name} (${item.variant})` : item.name);

function PastStocktakes() {
  const { t } = useTranslation();
  const past = useStocktakes(1, 20);
  return (
    <Stack spacing={1} component="section" aria-labelledby="past-title">
      <Typography variant="h6" component="h2" id="past-title">
        {t('ecommerce.stocktake.past')}
      </Typography>
      {past.isPending ? (
        <CircularProgress size={24} aria-label={t('common.loading')} />
      ) : past.error ? (
        <Alert severity="error" role="alert">
          {past.error.message}
        </Alert>
      ) : past.data.items.length === 0 ? (
        <Typography variant="body2">{t('ecommerce.stocktake.noPast')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="past-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('ecommerce.stocktake.columns.date')}</TableCell>
                <TableCell>{t('ecommerce.stocktake.columns.note')}</TableCell>
                <TableCell align="right">{t('ecommerce.stocktake.columns.lines')}</TableCell>
                <TableCell align="right">{t('ecommerce.stocktake.columns.differences')}</TableCell>
                <TableCell align="right">{t('ecommerce.stocktake.columns.net')}</TableCell>
                <TableCell>{t('ecommerce.stocktake.columns.by')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {past.data.items.map((stocktake) => (
                <TableRow key={stocktake.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(stocktake.createdAt)}</TableCell>
                  <TableCell>{stocktake.note}</TableCell>
                  <TableCell align="right">{stocktake.lines.length}</TableCell>
                  <TableCell align="right">{stocktake.differences}</TableCell>
                  <TableCell align="right">{signed(stocktake.netUnits)}</TableCell>
                  <TableCell>{stocktake.by.name}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

/** Confirming a stocktake: the lines whose count differs, a note, and booking it. */
function ReviewDialog({ lines, onBooked, onClose }: { lines: CountLine[]; onBooked: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const book = useBookStocktake();
  const [note, setNote] = useState('');
  const differing = lines.filter((line) => line.difference !== 0);
  const submit = () =>
    book.mutate(
      { note: note.trim(), counts: lines.map((line) => ({ stockId: line.item.id, counted: line.counted })) },
      {
        onSuccess: (saved) => {
          toast.success(t('ecommerce.stocktake.booked', { differences: saved.differences }));
          onBooked();
        },
      },
    );
  return (
    <Dialog open onClose={book.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="review-title">
      <DialogTitle id="review-title">{t('ecommerce.stocktake.reviewTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {book.error && (
            <Alert severity="error" role="alert">
              {book.error.message}
            </Alert>
          )}
          {differing.length === 0 ? (
            <Alert severity="info">{t('ecommerce.stocktake.noDifferences')}</Alert>
          ) : (
            <Table size="small" aria-label={t('ecommerce.stocktake.reviewTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('ecommerce.stock.product')}</TableCell>
                  <TableCell align="right">{t('ecommerce.stocktake.expected')}</TableCell>
                  <TableCell align="right">{t('ecommerce.stocktake.counted')}</TableCell>
                  <TableCell align="right">{t('ecommerce.stocktake.difference')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {differing.map((line) => (
                  <TableRow key={line.item.id}>
                    <TableCell>{nameOf(line.item)}</TableCell>
                    <TableCell align="right">{line.item.quantity}</TableCell>
                    <TableCell align="right">{line.counted}</TableCell>
                    <TableCell align="right">{signed(line.difference)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <TextInput
            label={t('ecommerce.stocktake.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            inputProps={{ maxLength: 200 }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={book.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={book.isPending}>
          {t('ecommerce.stocktake.book')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * /{organization}/ecommerce/stock/stocktake: a count sheet. The tracked items (narrowed by a category or a search),
 * the counted units typed beside what each should hold, the differences shown as they are typed; reviewed, then
 * booked as one stocktake. Counts typed stay while the category or the search changes, so that a shop is counted a
 * shelf at a time and booked once. The past stocktakes are listed below.
 */
export default function StocktakePage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const mayCount = can(useCurrentOrganization()?.role, 'ecommerce.stock');
  const stock = useAllStock();
  const categories = useResourceOptions<ShopCategory>(CATEGORIES, { sort: 'position' });
  const [categoryId, setCategoryId] = useState('');
  const products = useResourceOptions<Product>(PRODUCTS, { filters: { categoryId } });
  const [search, setSearch] = useState('');
  const q = foldText(useDebouncedValue(search, 200).trim());
  const [counts, setCounts] = useState<Map<string, string>>(new Map());
  const [reviewing, setReviewing] = useState(false);

  const all = useMemo(() => (stock.data ?? []).filter((item) => item.tracked && !item.removed), [stock.data]);
  const inCategory = categoryId ? new Set((products.data ?? []).map((p) => p.id)) : null;
  const shown = all.filter(
    (item) =>
      (!inCategory || inCategory.has(item.productId)) &&
      (!q || foldText(`${item.name} ${item.variant} ${item.sku} ${item.barcode}`).includes(q)),
  );
  const lines = countLines(all, counts);
  const differences = lines.filter((line) => line.difference !== 0).length;
  const net = lines.reduce((sum, line) => sum + line.difference, 0);
  const back = (
    <Button component={RouterLink} to={ecommercePaths.stock(org)} startIcon={<ArrowBackIcon />} size="small">
      {t('resources.back')}
    </Button>
  );
  if (!mayCount)
    return <CenteredMessage title={t('ecommerce.stocktake.title')} body={t('resources.readOnly')} actions={back} />;

  return (
    <Stack spacing={2}>
      <Box>{back}</Box>
      <Typography variant="h5" component="h1">
        {t('ecommerce.stocktake.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('ecommerce.stocktake.help')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('ecommerce.stocktake.category')}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('ecommerce.stocktake.allCategories')}</MenuItem>
          {treeRows(categories.data ?? []).map(({ category, depth }) => (
            <MenuItem key={category.id} value={category.id} sx={{ pl: 2 + depth * 2 }}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
        <TextInput
          size="small"
          type="search"
          label={t('ecommerce.stocktake.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth={false}
        />
      </Stack>
      {stock.error ? (
        <Alert severity="error" role="alert">
          {stock.error.message}
        </Alert>
      ) : stock.isPending ? (
        <CircularProgress aria-label={t('common.loading')} />
      ) : shown.length === 0 ? (
        <Typography>{t('ecommerce.stocktake.none')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('ecommerce.stocktake.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('ecommerce.stock.product')}</TableCell>
                <TableCell>{t('ecommerce.products.sku')}</TableCell>
                <TableCell align="right">{t('ecommerce.stocktake.expected')}</TableCell>
                <TableCell align="right">{t('ecommerce.stocktake.counted')}</TableCell>
                <TableCell align="right">{t('ecommerce.stocktake.difference')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.slice(0, SHOWN_ROWS).map((item) => {
                const typed = counts.get(item.id) ?? '';
                const counted = typed.trim() === '' ? null : Number(typed);
                const difference = counted === null || !Number.isInteger(counted) ? null : counted - item.quantity;
                return (
                  <TableRow key={item.id} data-testid="count-row">
                    <TableCell component="th" scope="row">
                      {nameOf(item)}
                    </TableCell>
                    <TableCell>{item.sku}</TableCell>
                    <TableCell align="right">{item.quantity}</TableCell>
                    <TableCell align="right" sx={{ width: 120 }}>
                      <TextInput
                        size="small"
                        type="number"
                        inputMode="numeric"
                        label={t('ecommerce.stocktake.countedOf', { name: nameOf(item) })}
                        value={typed}
                        inputProps={{ min: 0, step: 1 }}
                        onChange={(event) => setCounts((current) => new Map(current).set(item.id, event.target.value))}
                      />
                    </TableCell>
                    <TableCell
                      align="right"
                      data-testid="difference"
                      sx={{
                        color: difference ? (difference > 0 ? 'success.main' : 'error.main') : undefined,
                        fontWeight: difference ? 600 : undefined,
                      }}
                    >
                      {difference === null ? '' : signed(difference)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {shown.length > SHOWN_ROWS && (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
              {t('ecommerce.stocktake.more', { count: shown.length - SHOWN_ROWS })}
            </Typography>
          )}
        </Paper>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography role="status">
          {t('ecommerce.stocktake.summary', { counted: lines.length, differences, net: signed(net) })}
        </Typography>
        <Button variant="contained" disabled={lines.length === 0} onClick={() => setReviewing(true)}>
          {t('ecommerce.stocktake.review')}
        </Button>
      </Stack>
      {reviewing && (
        <ReviewDialog
          lines={lines}
          onClose={() => setReviewing(false)}
          onBooked={() => {
            setReviewing(false);
            setCounts(new Map());
          }}
        />
      )}
      <PastStocktakes />
    </Stack>
  );
}
