import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { loginFormErrors, type LoginForm, type LoginFormErrors } from '@plataforma/domain';
import { TextInput } from '../../../ui/TextInput';
import { FormPage } from '../../../ui/FormPage';
import { PasswordField } from '../../../ui/PasswordField';
import { signIn } from '../session';
import { useSubmit } from '../../forms/useSubmit';
import { paths } from '../../routing/paths';
import { whenIdle } from '../../routing/prefetch';

const FIELDS = ['email', 'password'] as const;

/** The pages one goes to from here (they load react-hook-form and zod, which this page does not): once it is idle. */
const prefetchNext = () =>
  whenIdle(() => {
    void import('./ForgotPasswordPage').catch(() => undefined);
    void import('./RegisterPage').catch(() => undefined);
  });

/**
 * /auth/login: e-mail and password. On success the session guard takes the user where they were going. A plain
 * controlled form (the login page's first load has no room for react-hook-form and zod) that behaves as the others:
 * checked on submit (the first wrong field takes the focus), then again as the person corrects it.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginForm>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { error, run } = useSubmit(signIn);
  useEffect(prefetchNext, []);

  const field = (name: keyof LoginForm) => ({
    id: name,
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors((current) => ({ ...current, [name]: loginFormErrors(next)[name] }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = loginFormErrors(values);
    setErrors(found);
    const wrong = FIELDS.find((name) => found[name]);
    if (wrong) {
      (event.currentTarget.elements.namedItem(wrong) as HTMLInputElement | null)?.focus();
      return;
    }
    setSubmitting(true);
    await run(values.email.trim(), values.password);
    setSubmitting(false);
  };

  return (
    <FormPage
      title={t('auth.login.title')}
      error={error}
      submitLabel={t('auth.login.submit')}
      submitting={submitting}
      onSubmit={(event) => void submit(event)}
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
      <TextInput {...field('email')} label={t('auth.email')} type="email" autoComplete="email" autoFocus />
      <PasswordField {...field('password')} label={t('auth.password')} autoComplete="current-password" />
    </FormPage>
  );
}
