import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { defaultHoldUntil, type ClientRef, type ElearningCourse } from '@plataforma/domain';
import { ApiRequestError } from '../../../platform/api/client';
import { toast } from '../../../platform/layout/toast';
import { FormDialog } from '../../../ui/FormDialog';
import { ClientPicker, loadCrmMessages } from '../../crm';
import { useEnrolmentActions } from './api';
import { localToday } from './sessions';

/** The CRM's client picker with its texts (loaded the first time the dialog shows it). */
const Picker = lazy(async () => {
  await loadCrmMessages();
  return { default: (props: ComponentProps<typeof ClientPicker>) => <ClientPicker {...props} /> };
});

/**
 * 'Matricular': a client of the CRM in the course, pendiente de pago (the place is held until the course is paid at
 * the POS, or until the 'Reservar plaza hasta' day: then the daily expiry frees it) or activa at once. The server
 * refuses a full course, a client enrolled already or a hold before today, in its words.
 */
export function EnrolDialog({ course, onClose }: { course: ElearningCourse; onClose: () => void }) {
  const { t } = useTranslation();
  const { enrol } = useEnrolmentActions(course.id);
  const [client, setClient] = useState<ClientRef | null>(null);
  const [state, setState] = useState<'pending' | 'active'>('pending');
  const today = localToday();
  const [holdUntil, setHoldUntil] = useState(() => defaultHoldUntil(today));
  const [missing, setMissing] = useState(false);
  const failure = enrol.error instanceof ApiRequestError ? enrol.error : null;
  const error = missing
    ? t('elearningEnrolments.enrol.chooseClient')
    : failure
      ? (failure.fields?.clientId ?? (failure.fields?.holdUntil ? null : failure.message))
      : null;
  const holdError = failure?.fields?.holdUntil;

  const submit = () => {
    if (!client) return setMissing(true);
    enrol.mutate(
      // An emptied date: the server's default hold (PENDING_HOLD_DAYS).
      { courseId: course.id, clientId: client.id, state, ...(state === 'pending' && holdUntil ? { holdUntil } : {}) },
      {
        onSuccess: () => {
          toast.success(t('elearningEnrolments.enrol.done', { name: client.name }));
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      id="enrol-student"
      title={t('elearningEnrolments.enrol.title', { course: course.title })}
      error={error}
      confirmLabel={t('elearningEnrolments.enrol.confirm')}
      busy={enrol.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Suspense fallback={null}>
        <Picker
          value={client}
          onChange={(chosen) => {
            setClient(chosen);
            setMissing(false);
            enrol.reset();
          }}
          label={t('elearningEnrolments.enrol.client')}
          autoFocus
        />
      </Suspense>
      <div>
        <FormLabel id="enrol-state">{t('elearningEnrolments.enrol.state')}</FormLabel>
        <RadioGroup
          aria-labelledby="enrol-state"
          value={state}
          onChange={(event) => setState(event.target.value as 'pending' | 'active')}
        >
          <FormControlLabel value="pending" control={<Radio />} label={t('elearningEnrolments.enrol.pending')} />
          <FormControlLabel value="active" control={<Radio />} label={t('elearningEnrolments.enrol.active')} />
        </RadioGroup>
      </div>
      {state === 'pending' && (
        <TextField
          label={t('elearningEnrolments.enrol.holdUntil')}
          type="date"
          value={holdUntil}
          onChange={(event) => {
            setHoldUntil(event.target.value);
            enrol.reset();
          }}
          error={Boolean(holdError)}
          helperText={holdError ?? t('elearningEnrolments.enrol.holdUntilHint')}
          slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
        />
      )}
    </FormDialog>
  );
}
