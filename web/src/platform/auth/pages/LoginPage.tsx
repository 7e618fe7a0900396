import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import { TextInput } from '../../../ui/TextInput';
import Typography from '@mui/material/Typography';
import { loginFormSchema } from '@plataforma/domain';
import { FormPage } from '../../../ui/FormPage';
import { PasswordField } from '../../../ui/PasswordField';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { signIn } from '../session';
import { useSubmit } from '../../forms/useSubmit';
import { paths } from '../../routing/paths';

/** /auth/login: e-mail and password. On success the session guard takes the user where they were going. */
export default function LoginPage() {
  const { t } = useTranslation();
  const form = useForm({ resolver: domainResolver(loginFormSchema), defaultValues: { email: '', password: '' } });
  const { error, run } = useSubmit(signIn);

  return (
    <FormPage
      title={t('auth.login.title')}
      error={error}
      submitLabel={t('auth.login.submit')}
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit(({ email, password }) => run(email, password))}
      footer={
        <>
          <Link component={RouterLink} to={paths.auth.forgotPassword()} textAlign="center">
            {t('auth.login.forgot')}
          </Link>
          <Typography textAlign="center" color="text.secondary">
            {t('auth.login.noAccount')}{' '}
            <Link component={RouterLink} to={paths.auth.register()}>
              {t('auth.login.register')}
            </Link>
          </Typography>
        </>
      }
    >
      <TextInput {...fieldProps(form, 'email')} label={t('auth.email')} type="email" autoComplete="email" autoFocus />
      <PasswordField {...fieldProps(form, 'password')} label={t('auth.password')} autoComplete="current-password" />
    </FormPage>
  );
}
