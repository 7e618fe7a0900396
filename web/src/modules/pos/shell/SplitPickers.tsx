import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { formatCents, MAX_SPLIT_PARTS, splitEvenly } from '@plataforma/domain';

/** A line a split bill can choose, with what paying all of it costs. */
export interface PayableLine {
  id: string;
  name: string;
  quantity: number;
  cents: number;
}

/** − n + with large targets; `label` names what is counted. */
function Stepper({
  value,
  min,
  max,
  onChange,
  lessLabel,
  moreLabel,
  children,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  lessLabel: string;
  moreLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={lessLabel} disabled={value <= min} onClick={() => onChange(value - 1)} size="large">
        <RemoveIcon />
      </IconButton>
      {children}
      <IconButton aria-label={moreLabel} disabled={value >= max} onClick={() => onChange(value + 1)} size="large">
        <AddIcon />
      </IconButton>
    </Stack>
  );
}

/**
 * Split by lines: how many units of each line are paid now (two of three cañas). The server splits a line paid in
 * part into the units paid and the units left.
 */
export function UnitsPicker({
  lines,
  units,
  onChange,
}: {
  lines: PayableLine[];
  units: Record<string, number>;
  onChange: (units: Record<string, number>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {t('pos.payment.splitHelp')}
      </Typography>
      {lines.map((line) => {
        const chosen = units[line.id] ?? 0;
        return (
          <Stack
            key={line.id}
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 56 }}
          >
            <Typography>
              {line.name} · {formatCents(line.cents)}
            </Typography>
            <Stepper
              value={chosen}
              min={0}
              max={line.quantity}
              onChange={(value) => onChange({ ...units, [line.id]: value })}
              lessLabel={t('pos.payment.lessOf', { name: line.name })}
              moreLabel={t('pos.payment.moreOf', { name: line.name })}
            >
              <Typography sx={{ minWidth: 56, textAlign: 'center' }} data-testid={`units-${line.id}`}>
                {t('pos.payment.unitsOf', { chosen, total: line.quantity })}
              </Typography>
            </Stepper>
          </Stack>
        );
      })}
    </Box>
  );
}

/**
 * Split evenly: in how many parts, and which part is paid now. Once the first part is paid the number of parts is
 * fixed (`fixed`); each part is paid on its own, by its own method.
 */
export function EvenSplitPicker({
  billCents,
  parts,
  part,
  fixed,
  onParts,
}: {
  billCents: number;
  parts: number;
  part: number;
  fixed: boolean;
  onParts: (parts: number) => void;
}) {
  const { t } = useTranslation();
  const amounts = splitEvenly(billCents, parts);
  return (
    <Stack spacing={1}>
      {!fixed && (
        <Stepper
          value={parts}
          min={2}
          max={Math.min(MAX_SPLIT_PARTS, Math.max(2, billCents))}
          onChange={onParts}
          lessLabel={t('pos.payment.fewerParts')}
          moreLabel={t('pos.payment.moreParts')}
        >
          <Typography variant="h6" component="p" sx={{ minWidth: 120, textAlign: 'center' }} data-testid="split-parts">
            {t('pos.payment.parts', { n: parts })}
          </Typography>
        </Stepper>
      )}
      <Typography variant="h6" component="p" data-testid="split-progress">
        {t('pos.payment.partOf', { part, parts, bill: formatCents(billCents) })}
      </Typography>
      {amounts[0] !== amounts[parts - 1] && (
        <Typography variant="body2" color="text.secondary">
          {t('pos.payment.oddCents', { count: amounts.filter((cents) => cents === amounts[0]).length })}
        </Typography>
      )}
    </Stack>
  );
}
