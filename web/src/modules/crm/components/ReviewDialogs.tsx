import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { reviewBodySchema, type ClientRef, type Review } from '@plataforma/domain';
import { ApiRequestError } from '../../../platform/api/client';
import { domainResolver } from '../../../platform/forms/domain-resolver';
import { toast } from '../../../platform/layout/toast';
import { fieldProps } from '../../../ui/form-field';
import { ClientPicker } from './ClientPicker';
import { reviewToBody, useSaveReview, type ReviewForm } from './review-save';

/** The business's answer to a review (empty removes it). */
export function ReplyDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveReview();
  const [reply, setReply] = useState(review.reply);
  const submit = () =>
    save.mutate(
      { id: review.id, body: { ...reviewToBody(review), reply: reply.trim() } },
      {
        onSuccess: () => {
          toast.success(t('crm.reviews.replied'));
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="reply-title">
      <DialogTitle id="reply-title">{t('crm.reviews.replyTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id="reply-form"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {save.error && (
            <Alert severity="error" role="alert">
              {save.error instanceof ApiRequestError
                ? (Object.values(save.error.fields ?? {})[0] ?? save.error.message)
                : save.error.message}
            </Alert>
          )}
          <Rating value={review.rating} readOnly aria-label={t('crm.reviews.stars', { count: review.rating })} />
          {review.text && <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{review.text}</DialogContentText>}
          <TextField
            autoFocus
            multiline
            minRows={3}
            fullWidth
            label={t('crm.reviews.reply')}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form="reply-form" variant="contained" disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Today in the device's calendar (a review's date). */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** A review written down by hand (said at the table, sent by e-mail): stars, text, the client if known, the day. */
export function NewReviewDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveReview();
  const [client, setClient] = useState<ClientRef | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ReviewForm>({
    resolver: domainResolver(reviewBodySchema),
    defaultValues: { rating: 5, text: '', source: 'manual', clientId: '', date: today(), reply: '', hidden: false },
  });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync({ body: { ...values, clientId: client?.id ?? '' } });
      toast.success(t('crm.reviews.created'));
      onClose();
    } catch (failure) {
      if (failure instanceof ApiRequestError)
        for (const [field, message] of Object.entries(failure.fields ?? {}))
          form.setError(field as Path<ReviewForm>, { type: 'server', message });
      setError(failure instanceof Error ? failure.message : t('errors.internal'));
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-review-title">
      <DialogTitle id="new-review-title">{t('crm.reviews.new')}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id="new-review-form" spacing={2} noValidate onSubmit={submit}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="rating"
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error}>
                <FormLabel id="rating-label">{t('crm.reviews.rating')}</FormLabel>
                <Rating
                  name="rating"
                  size="large"
                  value={field.value}
                  onChange={(_event, value) => field.onChange(value ?? 0)}
                  getLabelText={(value: number) => t('crm.reviews.stars', { count: value })}
                  emptyLabelText={t('crm.reviews.noStars')}
                  aria-labelledby="rating-label"
                />
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <TextField {...fieldProps(form, 'text')} label={t('crm.reviews.text')} multiline minRows={3} />
          <ClientPicker value={client} onChange={setClient} label={t('crm.reviews.client')} />
          <TextField
            {...fieldProps(form, 'date')}
            type="date"
            label={t('crm.reviews.date')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" form="new-review-form" variant="contained" disabled={form.formState.isSubmitting}>
          {t('common.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
