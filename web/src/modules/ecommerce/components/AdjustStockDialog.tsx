import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ADJUSTMENT_REASONS, MAX_STOCK_QUANTITY } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { ApiRequestError } from '../../../platform/api/client';
import { FormDialog } from '../../../ui/FormDialog';
import { TextInput } from '../../../ui/TextInput';
import { useAdjustStock } from '../api';

/** The stock item being adjusted, as the lists show it. */
export interface AdjustTarget {
  id: string;
  name: string;
  variant: string;
  quantity: number;
}

/**
 * 'Ajustar stock': units in or out with a reason (one of ADJUSTMENT_REASONS, offered as chips, or any typed), the
 * quantity it leaves shown before confirming. Booked as an adjustment movement by the API.
 */
export function AdjustStockDialog({ item, onClose }: { item: AdjustTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const adjust = useAdjustStock();
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [units, setUnits] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ units?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const count = Number(units);
  const valid = units !== '' && Number.isInteger(count) && count > 0 && count <= MAX_STOCK_QUANTITY;
  const quantity = direction === 'in' ? count : -count;
  const name = item.variant ? `${item.name} (${item.variant})` : item.name;

  const submit = () => {
    const found = {
      units: valid ? undefined : t('ecommerce.stock.unitsRequired'),
      reason: reason.trim() ? undefined : t('ecommerce.stock.reasonRequired'),
    };
    setErrors(found);
    if (found.units || found.reason) return;
    setFailure(null);
    adjust.mutate(
      { stockId: item.id, body: { quantity, reason: reason.trim() } },
      {
        onSuccess: (saved) => {
          toast.success(t('ecommerce.stock.adjusted', { count: saved.quantity }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields)
            setErrors({ units: error.fields.quantity, reason: error.fields.reason });
          setFailure(error.message);
        },
      },
    );
  };

  return (
    <FormDialog
      id={`adjust-${id.replace(/:/g, '')}`}
      title={t('ecommerce.stock.adjustOf', { name })}
      description={t('ecommerce.stock.current', { count: item.quantity })}
      error={failure}
      confirmLabel={t('ecommerce.stock.adjust')}
      busy={adjust.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={direction}
        onChange={(_event, value: 'in' | 'out' | null) => value && setDirection(value)}
        aria-label={t('ecommerce.stock.direction')}
      >
        <ToggleButton value="in">{t('ecommerce.stock.in')}</ToggleButton>
        <ToggleButton value="out">{t('ecommerce.stock.out')}</ToggleButton>
      </ToggleButtonGroup>
      <TextInput
        label={t('ecommerce.stock.units')}
        type="number"
        inputMode="numeric"
        value={units}
        onChange={(event) => setUnits(event.target.value)}
        error={!!errors.units}
        helperText={errors.units}
        autoFocus
        inputProps={{ min: 1, step: 1 }}
      />
      <TextInput
        label={t('ecommerce.stock.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={!!errors.reason}
        helperText={errors.reason ?? t('ecommerce.stock.reasonHelp')}
        inputProps={{ maxLength: 120 }}
      />
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {ADJUSTMENT_REASONS.map((option) => (
          <Chip
            key={option}
            label={option}
            size="small"
            color={reason === option ? 'primary' : 'default'}
            onClick={() => setReason(option)}
          />
        ))}
      </Stack>
      {valid && (
        <Typography role="status">{t('ecommerce.stock.result', { count: item.quantity + quantity })}</Typography>
      )}
    </FormDialog>
  );
}
