import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authErrorMessage, newPasswordFormSchema } from '@plataforma/domain';
import { FormPage } from '../../../ui/FormPage';
import { PasswordField } from '../../../ui/PasswordField';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { loadAuth } from '../../firebase/load-auth';
import { useSubmit } from '../../forms/useSubmit';
import { paths } from '../../routing/paths';

type LinkState = { status: 'checking' } | { status: 'valid'; email: string } | { status: 'invalid'; message: string };

/**
 * /auth/reset-password/{token}: the token is the code of the e-mailed link (also accepted as `?oobCode=`, the
 * form in which Firebase's e-mail template sends it). The link is checked first, then the new password is set.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  const [search] = useSearchParams();
  const code = token ?? search.get('oobCode') ?? '';
  const [link, setLink] = useState<LinkState>({ status: 'checking' });
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: domainResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { error, run } = useSubmit(async (password: string) => {
    const { auth, confirmPasswordReset } = await loadAuth();
    await confirmPasswordReset(auth, code, password);
    setDone(true);
  });

  useEffect(() => {
    let active = true;
    loadAuth()
      .then(({ auth, verifyPasswordResetCode }) => verifyPasswordResetCode(auth, code))
      .then(
        (email) => active && setLink({ status: 'valid', email }),
        (failure: unknown) => active && setLink({ status: 'invalid', message: authErrorMessage(failure) }),
      );
    return () => {
      active = false;
    };
  }, [code]);

  if (link.status === 'checking') return <Typography color="text.secondary">{t('auth.reset.checking')}</Typography>;
  if (link.status === 'invalid' || done) {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('auth.reset.title')}
        </Typography>
        {done ? (
          <Alert severity="success" role="status">
            {t('auth.reset.done')}
          </Alert>
        ) : (
          <Alert severity="error" role="alert">
            {link.status === 'invalid' ? link.message : null}
          </Alert>
        )}
        <Button component={RouterLink} to={done ? paths.auth.login() : paths.auth.forgotPassword()} variant="contained">
          {done ? t('auth.reset.login') : t('auth.reset.requestNew')}
        </Button>
      </Stack>
    );
  }
  return (
    <FormPage
      title={t('auth.reset.title')}
      intro={t('auth.reset.intro', { email: link.email })}
      error={error}
      submitLabel={t('auth.reset.submit')}
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit(({ password }) => run(password))}
      footer={
        <Link component={RouterLink} to={paths.auth.login()} textAlign="center">
          {t('auth.forgot.back')}
        </Link>
      }
    >
      <PasswordField
        {...fieldProps(form, 'password')}
        label={t('auth.newPassword')}
        autoComplete="new-password"
        autoFocus
        helperText={form.formState.errors.password?.message ?? t('auth.passwordHint')}
      />
      <PasswordField {...fieldProps(form, 'confirm')} label={t('auth.confirmPassword')} autoComplete="new-password" />
    </FormPage>
  );
}
