import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONSENT_SOURCES,
  formatPhone,
  type clientBodySchema,
  type Client,
  type Company,
  type ConsentSource,
} from '@plataforma/domain';
import { useResourceOptions } from '../../../platform/resources/api';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { fieldProps } from '../../../ui/form-field';
import { SelectField } from '../../../ui/select-fields';
import { TextInput } from '../../../ui/TextInput';
import { COMPANIES } from '../api';
import { PhoneInput } from './PhoneInput';

export type ClientForm = z.infer<typeof clientBodySchema>;

/** A new client's form: nothing but the consent's 'no'. */
export const emptyClientForm = (): ClientForm => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  taxId: '',
  birthday: '',
  address: { street: '', postalCode: '', city: '', province: '' },
  tags: [],
  notes: '',
  companyId: '',
  marketingConsent: { granted: false },
});

/** The form of a saved client (the phone as people write it; saving stores it in E.164 again). */
export const clientToForm = (client: Client | undefined): ClientForm =>
  client
    ? {
        firstName: client.firstName,
        lastName: client.lastName,
        email: client.email,
        phone: client.phone && formatPhone(client.phone),
        taxId: client.taxId,
        birthday: client.birthday,
        address: client.address,
        tags: client.tags,
        notes: client.notes,
        companyId: client.companyId,
        marketingConsent: client.marketingConsent,
      }
    : emptyClientForm();

/** An instant as a datetime-local input shows it (the device's time) and back. */
const toLocalInput = (iso: string | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** The marketing consent with its proof: when and how it was given (RGPD). */
function ConsentField({ form, readOnly }: FieldsProps<ClientForm>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="marketingConsent"
      render={({ field, fieldState }) => {
        const consent = field.value;
        const errors = fieldState.error as Record<string, { message?: string }> | undefined;
        return (
          <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {t('crm.clients.consent.title')}
            </Typography>
            <FormControlLabel
              label={t('crm.clients.consent.granted')}
              control={
                <Switch
                  checked={consent.granted}
                  disabled={readOnly}
                  inputRef={field.ref}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? { granted: true, at: new Date().toISOString(), how: consent.how ?? 'presencial' }
                        : { granted: false, at: null, how: null },
                    )
                  }
                />
              }
            />
            {consent.granted && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
                <TextField
                  id="marketingConsent.at"
                  type="datetime-local"
                  label={t('crm.clients.consent.at')}
                  value={toLocalInput(consent.at ?? undefined)}
                  onChange={(event) => field.onChange({ ...consent, at: fromLocalInput(event.target.value) })}
                  disabled={readOnly}
                  error={!!errors?.at}
                  helperText={errors?.at?.message}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
                <TextField
                  id="marketingConsent.how"
                  select
                  label={t('crm.clients.consent.how')}
                  value={consent.how ?? ''}
                  onChange={(event) => field.onChange({ ...consent, how: event.target.value as ConsentSource })}
                  disabled={readOnly}
                  error={!!errors?.how}
                  helperText={errors?.how?.message ?? t('crm.clients.consent.help')}
                  fullWidth
                >
                  {CONSENT_SOURCES.map((method) => (
                    <MenuItem key={method} value={method}>
                      {t(`crm.clients.consent.methods.${method}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            )}
          </Paper>
        );
      }}
    />
  );
}

/** Tags typed freely, each a chip (Enter or comma adds one). */
function TagsField({ form, readOnly }: FieldsProps<ClientForm>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="tags"
      render={({ field, fieldState }) => (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          options={[]}
          value={field.value}
          onChange={(_event, tags) => field.onChange([...new Set(tags.map((tag) => tag.trim()).filter(Boolean))])}
          disabled={readOnly}
          renderValue={(tags, getItemProps) =>
            tags.map((tag, index) => {
              const { key, ...props } = getItemProps({ index });
              return <Chip key={key} label={tag} size="small" {...props} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              id="tags"
              inputRef={field.ref}
              label={t('crm.clients.tags')}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? t('crm.clients.tagsHelp')}
            />
          )}
        />
      )}
    />
  );
}

/** The fields of a client, shared by create and edit. */
export function ClientFields({ form, readOnly }: FieldsProps<ClientForm>) {
  const { t } = useTranslation();
  const { data: companies = [] } = useResourceOptions<Company>(COMPANIES, { sort: 'name' });
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...fieldProps(form, 'firstName')} label={t('crm.clients.firstName')} autoFocus={!readOnly} />
        <TextInput {...fieldProps(form, 'lastName')} label={t('crm.clients.lastName')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...fieldProps(form, 'email')} type="email" autoComplete="email" label={t('crm.clients.email')} />
        <PhoneInput form={form} readOnly={readOnly} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...fieldProps(form, 'taxId')}
          label={t('crm.clients.taxId')}
          helperText={fieldProps(form, 'taxId').helperText ?? t('crm.clients.taxIdHelp')}
        />
        <TextField
          {...fieldProps(form, 'birthday')}
          type="date"
          label={t('crm.clients.birthday')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <SelectField
        form={form}
        name="companyId"
        label={t('crm.clients.company')}
        readOnly={readOnly}
        options={[
          { value: '', label: t('crm.clients.noCompany') },
          ...companies.map((company) => ({ value: company.id, label: company.name })),
        ]}
      />
      <Typography variant="subtitle2" component="h2">
        {t('crm.clients.address')}
      </Typography>
      <TextInput
        {...fieldProps(form, 'address.street')}
        label={t('crm.clients.street')}
        autoComplete="street-address"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...fieldProps(form, 'address.postalCode')}
          label={t('crm.clients.postalCode')}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <TextInput {...fieldProps(form, 'address.city')} label={t('crm.clients.city')} />
        <TextInput {...fieldProps(form, 'address.province')} label={t('crm.clients.province')} />
      </Stack>
      <TagsField form={form} readOnly={readOnly} />
      <TextInput {...fieldProps(form, 'notes')} label={t('crm.clients.notes')} multiline minRows={2} />
      <ConsentField form={form} readOnly={readOnly} />
    </>
  );
}
