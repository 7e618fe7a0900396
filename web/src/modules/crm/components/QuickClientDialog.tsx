import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { clientBodySchema, type Client, type ClientRef } from '@plataforma/domain';
import { ApiRequestError } from '../../../platform/api/client';
import { domainResolver } from '../../../platform/forms/domain-resolver';
import { toast } from '../../../platform/layout/toast';
import { useResourceMutations } from '../../../platform/resources/api';
import { fieldProps } from '../../../ui/form-field';
import { TextInput } from '../../../ui/TextInput';
import { CLIENTS } from '../api';
import { duplicateOf } from '../duplicate';
import { emptyClientForm, type ClientForm } from './ClientFields';
import { PhoneInput } from './PhoneInput';

/** What was typed in the search looks like a phone number rather than a name. */
const looksLikePhone = (text: string) => /^\+?[\d\s().-]{6,}$/.test(text);

/** The search as the new client's phone, or as their name: the first word, then the surnames (editable). */
function fromSearch(typed: string): Partial<ClientForm> {
  if (looksLikePhone(typed)) return { phone: typed };
  const [firstName = '', ...rest] = typed.split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * A client created on the spot (at a till): a name and a phone, the rest later from the CRM. What was searched for
 * fills the name or the phone. A client that exists already (same phone) is offered instead of a second one.
 */
export function QuickClientDialog({
  typed,
  onDone,
  onClose,
}: {
  typed: string;
  onDone: (client: ClientRef) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ClientForm>({
    resolver: domainResolver(clientBodySchema),
    defaultValues: { ...emptyClientForm(), ...fromSearch(typed) },
  });
  const { save } = useResourceMutations<Client>(CLIENTS);
  const [error, setError] = useState<string | null>(null);
  const [existing, setExisting] = useState<ClientRef>();

  const submit = form.handleSubmit(async (body) => {
    setError(null);
    setExisting(undefined);
    try {
      const client = await save.mutateAsync({ body });
      toast.success(t('crm.picker.created', { name: client.name }));
      onDone({ id: client.id, name: client.name });
    } catch (failure) {
      setExisting(duplicateOf(failure));
      if (failure instanceof ApiRequestError)
        for (const [field, message] of Object.entries(failure.fields ?? {}))
          form.setError(field as Path<ClientForm>, { type: 'server', message });
      setError(failure instanceof Error ? failure.message : t('errors.internal'));
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="quick-client-title">
      <DialogTitle id="quick-client-title">{t('crm.picker.createTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id="quick-client-form" noValidate onSubmit={submit} spacing={2}>
          {error && (
            <Alert
              severity="error"
              role="alert"
              action={
                existing && (
                  <Button color="inherit" size="small" onClick={() => onDone(existing)}>
                    {t('crm.picker.useExisting', { name: existing.name })}
                  </Button>
                )
              }
            >
              {error}
            </Alert>
          )}
          <TextInput {...fieldProps(form, 'firstName')} label={t('crm.clients.firstName')} autoFocus />
          <TextInput {...fieldProps(form, 'lastName')} label={t('crm.clients.lastName')} />
          <PhoneInput form={form} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size="large">
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          form="quick-client-form"
          variant="contained"
          size="large"
          disabled={form.formState.isSubmitting}
        >
          {t('crm.picker.createNew')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
