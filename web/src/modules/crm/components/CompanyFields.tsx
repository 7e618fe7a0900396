import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { companyBodySchema, Company } from '@plataforma/domain';
import type { FieldsProps } from '../../../platform/resources/ResourceEditor';
import { fieldProps } from '../../../ui/form-field';
import { TextInput } from '../../../ui/TextInput';

export type CompanyForm = z.infer<typeof companyBodySchema>;

const emptyAddress = { street: '', postalCode: '', city: '', province: '' };

export const companyToForm = (company: Company | undefined): CompanyForm => ({
  name: company?.name ?? '',
  taxId: company?.taxId ?? '',
  email: company?.email ?? '',
  phone: company?.phone ?? '',
  address: { ...emptyAddress, ...company?.address },
  notes: company?.notes ?? '',
});

/** The fields of a company, shared by create and edit. */
export function CompanyFields({ form, readOnly }: FieldsProps<CompanyForm>) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput {...fieldProps(form, 'name')} label={t('crm.companies.name')} autoFocus={!readOnly} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...fieldProps(form, 'taxId')}
          label={t('crm.companies.taxId')}
          helperText={fieldProps(form, 'taxId').helperText ?? t('crm.companies.taxIdHelp')}
        />
        <TextInput {...fieldProps(form, 'email')} type="email" label={t('crm.companies.email')} />
        <TextInput {...fieldProps(form, 'phone')} type="tel" inputMode="tel" label={t('crm.companies.phone')} />
      </Stack>
      <Typography variant="subtitle2" component="h2">
        {t('crm.clients.address')}
      </Typography>
      <TextInput {...fieldProps(form, 'address.street')} label={t('crm.clients.street')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...fieldProps(form, 'address.postalCode')}
          label={t('crm.clients.postalCode')}
          inputMode="numeric"
        />
        <TextInput {...fieldProps(form, 'address.city')} label={t('crm.clients.city')} />
        <TextInput {...fieldProps(form, 'address.province')} label={t('crm.clients.province')} />
      </Stack>
      <TextInput {...fieldProps(form, 'notes')} label={t('crm.companies.notes')} multiline minRows={2} />
    </>
  );
}
