import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { FormDialog } from '../../../ui/FormDialog';

/** 'Aparcar': the sale goes aside with an optional name to tell it by. */
export function ParkDialog({ onPark, onClose }: { onPark: (name: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <FormDialog
      id="park"
      title={t('pos.ecommerce.parkTitle')}
      confirmLabel={t('pos.ecommerce.park')}
      large
      onSubmit={() => onPark(name.trim())}
      onClose={onClose}
    >
      <TextField
        autoFocus
        fullWidth
        label={t('pos.ecommerce.parkName')}
        helperText={t('pos.ecommerce.parkNameHint')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
    </FormDialog>
  );
}
