import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
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
  openSplit,
  quoteLines,
  splitEvenly,
  unpaidLinePrices,
  type Order,
  type PaymentBody,
  type PaymentMethod,
} from '@plataforma/domain';
import { VoucherTender, type VoucherPart } from '../../promotions';
import { EvenSplitPicker, UnitsPicker, type PayableLine } from './SplitPickers';

/** Notes and coins people hand over, offered as one-tap amounts when they cover what is due. */
const DENOMINATIONS_CENTS = [500, 1000, 2000, 5000, 10000, 20000];

/** A euro amount as typed ('50', '12,5'), in cents; undefined when it is not one. */
const typedCents = (text: string) => (text.trim() && isEuroAmount(text) ? eurosToCents(text) : undefined);

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

/** What a payment pays: everything due, a part of an even split, or units of lines. */
type Mode = 'all' | 'even' | 'lines';

/**
 * Charging an order: cash (what the customer hands over, with the change shown as it is typed), card or both, with
 * a tip on the card. The bill can be paid all at once, evenly in N parts (each part paid on its own: the dialog opens
 * again for the next, 'Parte 2 de 3', until the split is done) or by units of lines. The server computes the amounts
 * again; this shows them with the same domain functions.
 */
export function PaymentDialog({
  order,
  busy,
  onSubmit,
  onClose,
  vouchers = false,
}: {
  order: Order;
  busy: boolean;
  /** Offer 'Bono regalo' (the promotions module is on). */
  vouchers?: boolean;
  onSubmit: (body: PaymentBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const open = openSplit(order.payments);
  const [mode, setMode] = useState<Mode>(open ? 'even' : 'all');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [tendered, setTendered] = useState('');
  const [card, setCard] = useState('');
  const [tip, setTip] = useState('');
  const [parts, setParts] = useState(open?.parts ?? 2);
  const [units, setUnits] = useState<Record<string, number>>({});
  // Promotions: a gift voucher pays a part first ('Bono regalo'); cash or card pay the rest.
  const [byVoucher, setByVoucher] = useState(false);
  // Told for the amount due then: another mode (a split part) asks for the code again (the field starts afresh).
  const [told, setTold] = useState<{ part: VoucherPart | null; dueCents: number }>({ part: null, dueCents: 0 });

  const lines = payableLines(order);
  const asked = Object.entries(units)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ lineId, quantity }));
  const part = open?.nextPart ?? 1;
  const billCents = open?.billCents ?? order.dueCents;
  const dueCents =
    mode === 'even'
      ? (splitEvenly(billCents, parts)[part - 1] ?? 0)
      : mode === 'lines'
        ? (quoteLines(order.lines, order.payments, asked) ?? 0)
        : order.dueCents;
  const voucher = byVoucher && told.dueCents === dueCents ? told.part : null;
  const voucherCents = voucher ? Math.min(voucher.amountCents, dueCents) : 0;
  /** What cash or card pay: all that is due but the voucher's part. */
  const restCents = dueCents - voucherCents;
  const cardCents = method === 'card' ? restCents : method === 'mixed' ? (typedCents(card) ?? 0) : 0;
  const cashCents = restCents - cardCents;
  const tenderedCents = tendered.trim() ? typedCents(tendered) : cashCents;
  const change = tenderedCents === undefined ? undefined : cashChange(cashCents, tenderedCents);
  const tipCents = method !== 'cash' && tip.trim() ? typedCents(tip) : 0;

  const problem =
    mode === 'lines' && asked.length === 0
      ? t('pos.payment.nothingSelected')
      : method === 'mixed' && typedCents(card) === undefined
        ? t('pos.payment.invalidAmount')
        : cardCents > restCents
          ? t('pos.payment.cardTooMuch')
          : (method !== 'card' && tenderedCents === undefined) || tipCents === undefined
            ? t('pos.payment.invalidAmount')
            : undefined;
  const voucherMissing = byVoucher && !voucher;
  const canPay =
    !busy &&
    !voucherMissing &&
    (restCents === 0 || (!problem && (method === 'card' || change !== undefined))) &&
    dueCents > 0 &&
    (mode !== 'lines' || asked.length > 0);

  const submit = () => {
    if (!canPay) return;
    // A voucher that pays it all leaves nothing to the method: card, of 0 (the server takes any method then).
    const body: PaymentBody = { method: restCents === 0 ? 'card' : method };
    if (restCents > 0 && method !== 'card' && tendered.trim()) body.tendered = centsToInput(tenderedCents!);
    if (restCents > 0 && method === 'mixed') body.card = centsToInput(cardCents);
    if (mode === 'even') body.split = { parts, part };
    if (mode === 'lines') body.lines = asked;
    if (tipCents && restCents > 0) body.tip = centsToInput(tipCents);
    if (voucher && voucherCents > 0)
      body.tenders = [{ kind: 'voucher', code: voucher.code, amount: centsToInput(voucherCents) }];
    onSubmit(body);
  };

  // Splitting needs something to split: two cents for two parts, two units for lines.
  const canSplitLines = lines.length > 1 || (lines[0]?.quantity ?? 0) > 1;
  const modes: Mode[] = open
    ? ['even']
    : ['all', ...(order.dueCents >= 2 ? ['even' as const] : []), ...(canSplitLines ? ['lines' as const] : [])];
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
            {modes.length > 1 && (
              <ToggleButtonGroup
                exclusive
                fullWidth
                value={mode}
                onChange={(_, value: Mode | null) => value && setMode(value)}
                aria-label={t('pos.payment.mode')}
              >
                {modes.map((m) => (
                  <ToggleButton key={m} value={m} sx={{ minHeight: 48 }}>
                    {t(`pos.payment.${m === 'lines' ? 'byLines' : m}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
            {mode === 'even' && (
              <EvenSplitPicker billCents={billCents} parts={parts} part={part} fixed={!!open} onParts={setParts} />
            )}
            {mode === 'lines' && <UnitsPicker lines={lines} units={units} onChange={setUnits} />}
            <Typography variant="h4" component="p" data-testid="payment-amount">
              {t('pos.payment.amountDue')}: {formatCents(dueCents)}
            </Typography>
            {vouchers && (
              <ToggleButton
                value="voucher"
                selected={byVoucher}
                onChange={() => {
                  setByVoucher(!byVoucher);
                  setTold({ part: null, dueCents });
                }}
                sx={{ minHeight: 48 }}
              >
                {t('pos.payment.voucher')}
              </ToggleButton>
            )}
            {byVoucher && (
              <Suspense fallback={null}>
                <VoucherTender key={dueCents} dueCents={dueCents} onChange={(part) => setTold({ part, dueCents })} />
                {voucherCents > 0 && (
                  <Typography variant="h6" component="p" data-testid="payment-rest">
                    {t('pos.payment.rest', { amount: formatCents(restCents) })}
                  </Typography>
                )}
              </Suspense>
            )}
            {restCents > 0 && (
              <>
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
                {method !== 'cash' && (
                  <TextField
                    label={t('pos.payment.tip')}
                    value={tip}
                    placeholder="0,00"
                    onChange={(event) => setTip(event.target.value)}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    helperText={
                      tipCents ? t('pos.payment.cardTotal', { amount: formatCents(cardCents + tipCents) }) : ' '
                    }
                  />
                )}
              </>
            )}
            {problem && (tendered.trim() || card.trim() || tip.trim() || mode === 'lines') && (
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
