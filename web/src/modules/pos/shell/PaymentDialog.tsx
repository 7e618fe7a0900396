import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  cashChange,
  centsToInput,
  eurosToCents,
  formatCents,
  isEuroAmount,
  unpaidLinePrices,
  type Order,
  type PaymentBody,
  type PaymentMethod,
} from '@plataforma/domain';

/** Notes and coins people hand over, offered as one-tap amounts when they cover what is due. */
const DENOMINATIONS_CENTS = [500, 1000, 2000, 5000, 10000, 20000];

/** A euro amount as typed ('50', '12,5'), in cents; undefined when it is not one. */
const typedCents = (text: string) => (text.trim() && isEuroAmount(text) ? eurosToCents(text) : undefined);

/** A line a split bill can choose, with what paying it costs. */
export interface PayableLine {
  id: string;
  name: string;
  quantity: number;
  cents: number;
}

/**
 * What is left to pay of an order, line by line (the lines a split bill can choose), each at what paying it costs
 * now: its total less its share of the discount, as the server charges it (unpaidLinePrices from domain).
 */
export function payableLines(order: Order): PayableLine[] {
  const prices = unpaidLinePrices(order.lines, order.payments);
  return order.lines
    .filter((line) => prices.has(line.id))
    .map((line) => ({ id: line.id, name: line.name, quantity: line.quantity, cents: prices.get(line.id)! }));
}

/** The split bill's checklist: the lines paid now. */
function SplitPicker({
  lines,
  chosen,
  onChange,
}: {
  lines: PayableLine[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {t('pos.payment.splitHelp')}
      </Typography>
      {lines.map((line) => (
        <FormControlLabel
          key={line.id}
          sx={{ display: 'flex', minHeight: 48 }}
          control={
            <Checkbox
              checked={chosen.includes(line.id)}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, line.id] : chosen.filter((id) => id !== line.id))
              }
              slotProps={{ input: { 'aria-label': t('pos.payment.payLine', { name: line.name }) } }}
            />
          }
          label={`${line.quantity} × ${line.name} · ${formatCents(line.cents)}`}
        />
      ))}
    </Box>
  );
}

/**
 * Charging an order: cash (what the customer hands over, with the change shown as it is typed), card or both; the
 * bill can be split by choosing lines. The server computes the amounts again; this shows them.
 */
export function PaymentDialog({
  order,
  busy,
  onSubmit,
  onClose,
}: {
  order: Order;
  busy: boolean;
  onSubmit: (body: PaymentBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [tendered, setTendered] = useState('');
  const [card, setCard] = useState('');
  const [split, setSplit] = useState(false);
  const [lineIds, setLineIds] = useState<string[]>([]);

  const lines = payableLines(order);
  const dueCents = split
    ? lines.filter((line) => lineIds.includes(line.id)).reduce((sum, line) => sum + line.cents, 0)
    : order.dueCents;
  const cardCents = method === 'card' ? dueCents : method === 'mixed' ? (typedCents(card) ?? 0) : 0;
  const cashCents = dueCents - cardCents;
  const tenderedCents = tendered.trim() ? typedCents(tendered) : cashCents;
  const change = tenderedCents === undefined ? undefined : cashChange(cashCents, tenderedCents);

  const problem =
    split && lineIds.length === 0
      ? t('pos.payment.nothingSelected')
      : method === 'mixed' && typedCents(card) === undefined
        ? t('pos.payment.invalidAmount')
        : cardCents > dueCents
          ? t('pos.payment.cardTooMuch')
          : method !== 'card' && tenderedCents === undefined
            ? t('pos.payment.invalidAmount')
            : undefined;
  const canPay = !busy && !problem && dueCents > 0 && (method === 'card' || change !== undefined);

  const submit = () => {
    if (!canPay) return;
    const body: PaymentBody = { method };
    if (method !== 'card' && tendered.trim()) body.tendered = centsToInput(tenderedCents!);
    if (method === 'mixed') body.card = centsToInput(cardCents);
    if (split) body.lineIds = lineIds;
    onSubmit(body);
  };

  const quick = DENOMINATIONS_CENTS.filter((cents) => cents > cashCents).slice(0, 4);

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="payment-title">
      <DialogTitle id="payment-title">{t('pos.payment.title')}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id="payment-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack spacing={2}>
            <Typography variant="h4" component="p" data-testid="payment-amount">
              {t('pos.payment.amountDue')}: {formatCents(dueCents)}
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={method}
              onChange={(_, value: PaymentMethod | null) => value && setMethod(value)}
              aria-label={t('pos.payment.method')}
            >
              {(['cash', 'card', 'mixed'] as const).map((m) => (
                <ToggleButton key={m} value={m} sx={{ minHeight: 56 }}>
                  {t(`pos.payment.${m}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {method === 'mixed' && (
              <TextField
                label={t('pos.payment.cardPart')}
                value={card}
                onChange={(event) => setCard(event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                helperText={`${t('pos.payment.cashPart')}: ${formatCents(Math.max(0, cashCents))}`}
              />
            )}
            {method !== 'card' && (
              <>
                <TextField
                  label={t('pos.payment.tendered')}
                  value={tendered}
                  placeholder={centsToInput(cashCents)}
                  onChange={(event) => setTendered(event.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  autoFocus
                />
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Button variant="outlined" sx={{ minHeight: 48 }} onClick={() => setTendered('')}>
                    {t('pos.payment.exact')}
                  </Button>
                  {quick.map((cents) => (
                    <Button
                      key={cents}
                      variant="outlined"
                      sx={{ minHeight: 48 }}
                      onClick={() => setTendered(centsToInput(cents))}
                    >
                      {formatCents(cents)}
                    </Button>
                  ))}
                </Stack>
                <Typography variant="h5" component="p" role="status" data-testid="payment-change">
                  {change !== undefined
                    ? `${t('pos.payment.change')}: ${formatCents(change)}`
                    : tenderedCents !== undefined
                      ? `${t('pos.payment.missing')}: ${formatCents(cashCents - tenderedCents)}`
                      : ''}
                </Typography>
              </>
            )}
            {lines.length > 1 && (
              <FormControlLabel
                control={<Switch checked={split} onChange={(event) => setSplit(event.target.checked)} />}
                label={t('pos.payment.split')}
              />
            )}
            {split && <SplitPicker lines={lines} chosen={lineIds} onChange={setLineIds} />}
            {problem && (tendered.trim() || card.trim() || split) && (
              <Typography color="error" role="alert">
                {problem}
              </Typography>
            )}
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} size="large">
          {t('common.cancel')}
        </Button>
        <Button type="submit" form="payment-form" variant="contained" size="large" disabled={!canPay}>
          {t('pos.payment.confirm', { amount: formatCents(dueCents) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
