import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../ui/TextInput';
import Typography from '@mui/material/Typography';
import { registerFormSchema } from '@plataforma/domain';
import { FormPage } from '../../../ui/FormPage';
import { PasswordField } from '../../../ui/PasswordField';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { register } from '../session';
import { useSubmit } from '../../forms/useSubmit';
import { paths } from '../../routing/paths';

/** /auth/register: first name, last name, e-mail and password. The session guard then sends the user on. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const form = useForm({
    resolver: domainResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { error, run } = useSubmit(register);

  return (
    <FormPage
      title={t('auth.register.title')}
      error={error}
      submitLabel={t('auth.register.submit')}
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit((values) => run(values))}
      footer={
        <Typography textAlign="center" color="text.secondary">
          {t('auth.register.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.auth.login()}>
            {t('auth.register.login')}
          </Link>
        </Typography>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...fieldProps(form, 'firstName')} label={t('auth.firstName')} autoComplete="given-name" autoFocus />
        <TextInput {...fieldProps(form, 'lastName')} label={t('auth.lastName')} autoComplete="family-name" />
      </Stack>
      <TextInput {...fieldProps(form, 'email')} label={t('auth.email')} type="email" autoComplete="email" />
      <PasswordField
        {...fieldProps(form, 'password')}
        label={t('auth.password')}
        autoComplete="new-password"
        helperText={form.formState.errors.password?.message ?? t('auth.passwordHint')}
      />
    </FormPage>
  );
}
