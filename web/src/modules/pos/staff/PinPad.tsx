import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';

export const PIN_LENGTH = 4;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', 'delete'] as const;

/**
 * A touch PIN pad: large digit keys, four dots for what is typed (never the digits), and the keyboard's digits and
 * Backspace where there is one. The fourth digit submits; the pad clears for the next try.
 */
export function PinPad({
  onSubmit,
  disabled = false,
  error,
}: {
  onSubmit: (pin: string) => void;
  disabled?: boolean;
  /** Why the last PIN was refused (shown under the dots). */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState('');

  const press = (key: string) => {
    if (disabled) return;
    if (key === 'delete') return setDigits((typed) => typed.slice(0, -1));
    const typed = digits + key;
    if (typed.length < PIN_LENGTH) return setDigits(typed);
    setDigits('');
    onSubmit(typed);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (/^\d$/.test(event.key)) press(event.key);
      else if (event.key === 'Backspace') press('delete');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <Box
        role="status"
        aria-label={t('pos.staff.typed', { count: digits.length, length: PIN_LENGTH })}
        sx={{ display: 'flex', gap: 2, my: 1 }}
      >
        {Array.from({ length: PIN_LENGTH }, (_, index) => (
          <Box
            key={index}
            data-testid="pin-dot"
            data-filled={index < digits.length}
            sx={{
              width: 18,
              height: 18,
              borderRadius: '50%',
              border: 2,
              borderColor: 'text.primary',
              bgcolor: index < digits.length ? 'text.primary' : 'transparent',
            }}
          />
        ))}
      </Box>
      <Typography role="alert" color="error" sx={{ minHeight: 24, textAlign: 'center' }}>
        {error}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 80px)', gap: 1.5 }}>
        {KEYS.map((key) =>
          key === '' ? (
            <span key="blank" />
          ) : (
            <Button
              key={key}
              variant="outlined"
              disabled={disabled}
              onClick={() => press(key)}
              aria-label={key === 'delete' ? t('pos.staff.delete') : key}
              sx={{ height: 72, fontSize: 28 }}
            >
              {key === 'delete' ? <BackspaceOutlinedIcon /> : key}
            </Button>
          ),
        )}
      </Box>
    </Box>
  );
}
