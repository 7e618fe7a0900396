import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  EURO_DENOMINATIONS,
  eurosToCents,
  formatCents,
  isEuroAmount,
  isNote,
  type CashCountBody,
  type Denomination,
} from '@plataforma/domain';

/** A count being typed: how many of each note and coin, or one amount. */
export interface CashCountDraft {
  mode: 'denominations' | 'amount';
  counts: Partial<Record<Denomination, string>>;
  amount: string;
}

export const emptyCount = (): CashCountDraft => ({ mode: 'denominations', counts: {}, amount: '' });

const countOf = (text: string | undefined) => (text && /^\d{1,5}$/.test(text.trim()) ? Number(text) : 0);
const validCount = (text: string | undefined) => !text?.trim() || /^\d{1,5}$/.test(text.trim());

/** The body the API takes for a draft, and its total in cents; undefined while something typed is not valid. */
export function countBody(draft: CashCountDraft): { body: CashCountBody; totalCents: number } | undefined {
  if (draft.mode === 'amount') {
    const text = draft.amount.trim();
    if (!text || !isEuroAmount(text)) return undefined;
    return { body: { amount: text }, totalCents: eurosToCents(text) };
  }
  if (!EURO_DENOMINATIONS.every((cents) => validCount(draft.counts[cents]))) return undefined;
  const denominations = EURO_DENOMINATIONS.map((cents) => ({ cents, count: countOf(draft.counts[cents]) })).filter(
    (d) => d.count > 0,
  );
  return { body: { denominations }, totalCents: denominations.reduce((sum, d) => sum + d.cents * d.count, 0) };
}

/** '50 €', '0,20 €'. */
const faceValue = (cents: number) => (cents % 100 === 0 ? `${cents / 100} €` : formatCents(cents));

/**
 * Counting the drawer (opening float and closing count): how many of each euro note and coin, with the running
 * total; or the total as one amount when it was counted some other way.
 */
export function CashCounter({ value, onChange }: { value: CashCountDraft; onChange: (draft: CashCountDraft) => void }) {
  const { t } = useTranslation();
  const counted = countBody(value);
  const row = (cents: Denomination) => {
    const text = value.counts[cents] ?? '';
    const label = t(isNote(cents) ? 'pos.till.count.notes' : 'pos.till.count.coins', { value: faceValue(cents) });
    return (
      <TextField
        key={cents}
        label={label}
        value={text}
        size="small"
        error={!validCount(text)}
        onChange={(event) => onChange({ ...value, counts: { ...value.counts, [cents]: event.target.value } })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText={countOf(text) > 0 ? formatCents(countOf(text) * cents) : ' '}
      />
    );
  };
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={value.mode}
        onChange={(_, mode: CashCountDraft['mode'] | null) => mode && onChange({ ...value, mode })}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="denominations" sx={{ minHeight: 48 }}>
          {t('pos.till.count.byDenomination')}
        </ToggleButton>
        <ToggleButton value="amount" sx={{ minHeight: 48 }}>
          {t('pos.till.count.byAmount')}
        </ToggleButton>
      </ToggleButtonGroup>
      {value.mode === 'denominations' ? (
        // Wide enough for 'Monedas de 0,50 €' unclipped: one column on a phone, three in a desktop dialog.
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 1 }}>
          {EURO_DENOMINATIONS.map(row)}
        </Box>
      ) : (
        <TextField
          label={t('pos.till.count.amount')}
          value={value.amount}
          fullWidth
          error={!!value.amount.trim() && !counted}
          helperText={value.amount.trim() && !counted ? t('pos.till.count.invalid') : ' '}
          onChange={(event) => onChange({ ...value, amount: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
      <Typography variant="h6" component="p" data-testid="cash-count-total" sx={{ mt: 1 }}>
        {t('pos.till.count.total', { amount: counted ? formatCents(counted.totalCents) : '—' })}
      </Typography>
    </Box>
  );
}
