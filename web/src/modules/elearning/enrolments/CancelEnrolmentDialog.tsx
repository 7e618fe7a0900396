import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import type { ElearningCourse, Enrolment } from '@plataforma/domain';
import { ApiRequestError } from '../../../platform/api/client';
import { toast } from '../../../platform/layout/toast';
import { FormDialog } from '../../../ui/FormDialog';
import { useEnrolmentActions } from './api';

/**
 * Cancelling an enrolment, with an optional reason: the place is given back. A paid one is refused by the server
 * (it is refunded at the POS instead): its message shows in the dialog.
 */
export function CancelEnrolmentDialog({
  course,
  enrolment,
  onClose,
}: {
  course: Pick<ElearningCourse, 'id'>;
  enrolment: Enrolment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { cancel } = useEnrolmentActions(course.id);
  const [reason, setReason] = useState('');
  const failure = cancel.error instanceof ApiRequestError ? cancel.error : null;
  return (
    <FormDialog
      id="cancel-enrolment"
      title={t('elearningEnrolments.cancel.title', { name: enrolment.client.name })}
      description={t('elearningEnrolments.cancel.description')}
      error={cancel.error?.message ?? null}
      confirmLabel={t('elearningEnrolments.cancel.confirm')}
      cancelLabel={t('elearningEnrolments.cancel.keep')}
      danger
      busy={cancel.isPending}
      onSubmit={() =>
        cancel.mutate(
          { id: enrolment.id, reason: reason.trim() },
          {
            onSuccess: () => {
              toast.success(t('elearningEnrolments.cancel.done'));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    >
      <TextField
        label={t('elearningEnrolments.cancel.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={!!failure?.fields?.reason}
        helperText={failure?.fields?.reason}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
}
