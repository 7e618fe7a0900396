import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { normalizePhone } from '@plataforma/domain';
import { fieldProps } from '../../../ui/form-field';
import { TextInput } from '../../../ui/TextInput';
import type { ClientForm } from './ClientFields';

/**
 * A client's phone as people write it (600 11 12 22, +33 6...), with how it will be stored (E.164) once it reads as
 * a number, so a missing prefix shows before saving.
 */
export function PhoneInput({ form, readOnly }: { form: UseFormReturn<ClientForm>; readOnly?: boolean }) {
  const { t } = useTranslation();
  const props = fieldProps(form, 'phone');
  const typed = form.watch('phone') ?? '';
  const stored = typed.trim() ? normalizePhone(typed) : null;
  return (
    <TextInput
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      label={t('crm.clients.phone')}
      readOnly={readOnly}
      helperText={
        props.helperText ??
        (stored && !readOnly ? t('crm.clients.phoneStored', { phone: stored }) : t('crm.clients.phoneHelp'))
      }
    />
  );
}
