import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { TextInput } from '../../../ui/TextInput';
import { forgotPasswordFormSchema } from '@plataforma/domain';
import { FormPage } from '../../../ui/FormPage';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { loadAuth } from '../../firebase/load-auth';
import { useSubmit } from '../../forms/useSubmit';
import { paths } from '../../routing/paths';

/**
 * /auth/forgot-password: the provider e-mails a reset link. The same answer is shown whether or not the account
 * exists, so the page does not reveal who is registered.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: domainResolver(forgotPasswordFormSchema), defaultValues: { email: '' } });
  const { error, run } = useSubmit(async (email: string) => {
    const { auth, sendPasswordResetEmail } = await loadAuth();
    await sendPasswordResetEmail(auth, email, { url: `${window.location.origin}/auth/login` });
    setSentTo(email);
  });

  const back = (
    <Link component={RouterLink} to={paths.auth.login()} textAlign="center">
      {t('auth.forgot.back')}
    </Link>
  );
  return (
    <FormPage
      title={t('auth.forgot.title')}
      intro={sentTo ? undefined : t('auth.forgot.intro')}
      error={error}
      submitLabel={t('auth.forgot.submit')}
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit(({ email }) => run(email))}
      footer={back}
    >
      {sentTo && (
        <Alert severity="success" role="status">
          {t('auth.forgot.sent', { email: sentTo })}
        </Alert>
      )}
      <TextInput {...fieldProps(form, 'email')} label={t('auth.email')} type="email" autoComplete="email" autoFocus />
    </FormPage>
  );
}
