import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../ui/TextInput';
import Typography from '@mui/material/Typography';
import { registerFormSchema } from '@plataforma/domain';
import { FormPage } from '../../../ui/FormPage';
import { PasswordField } from '../../../ui/PasswordField';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { register, type EnterRegistration } from '../session';
import { useSubmit } from '../../forms/useSubmit';
import { paths } from '../../routing/paths';

/**
 * /auth/register: first name, last name, e-mail and password. Every registration ends on the same 'check your e-mail'
 * screen (an address with an account included, see `register`); 'Continuar' opens the session and goes to / (spec
 * section 4), which sends a signed-in user on to work.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sent, setSent] = useState<{ email: string; enter: EnterRegistration } | null>(null);
  const form = useForm({
    resolver: domainResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { error, run } = useSubmit(async (values: Parameters<typeof register>[0]) =>
    setSent({ email: values.email, enter: await register(values) }),
  );

  if (sent)
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('auth.register.sentTitle')}
        </Typography>
        <Alert severity="success" role="status">
          {t('auth.register.sent', { email: sent.email })}
        </Alert>
        <Button
          variant="contained"
          size="large"
          onClick={() => {
            sent.enter();
            navigate(paths.home());
          }}
        >
          {t('auth.register.continue')}
        </Button>
      </Stack>
    );

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
