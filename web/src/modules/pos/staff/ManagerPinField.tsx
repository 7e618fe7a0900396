import { useTranslation } from 'react-i18next';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PIN_LENGTH } from './PinPad';

/** Whether a typed manager's PIN is complete (its digits only, as the field keeps them). */
export const isCompletePin = (pin: string) => new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin);

/**
 * 'PIN del encargado': the PIN a manager types at a till for what staff may not do alone (voids, cancelling,
 * refunds). Keeps digits only, at most PIN_LENGTH, hidden; `onChange` gets the PIN.
 */
export function ManagerPinField({
  value,
  onChange,
  ...layout
}: { value: string; onChange: (pin: string) => void } & Pick<TextFieldProps, 'fullWidth' | 'margin'>) {
  const { t } = useTranslation();
  return (
    <TextField
      {...layout}
      label={t('pos.staff.managerPin')}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
      type="password"
      helperText={t('pos.staff.managerPinHelp')}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
