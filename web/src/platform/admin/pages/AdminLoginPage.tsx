import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginFormSchema } from '@plataforma/domain';
import { FormPage } from '../../../ui/FormPage';
import { PasswordField } from '../../../ui/PasswordField';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { useSubmit } from '../../forms/useSubmit';
import { signInAdmin } from '../../auth/session';

/** /admin/login: platform administrators sign in; the session guard then opens /admin. */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  const form = useForm({ resolver: domainResolver(loginFormSchema), defaultValues: { email: '', password: '' } });
  const { error, run } = useSubmit(signInAdmin);
  return (
    <FormPage
      title={t('screens.admin.login')}
      intro={t('admin.loginIntro')}
      error={error}
      submitLabel={t('auth.login.submit')}
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit(({ email, password }) => run(email, password))}
    >
      <TextInput {...fieldProps(form, 'email')} label={t('auth.email')} type="email" autoComplete="email" autoFocus />
      <PasswordField {...fieldProps(form, 'password')} label={t('auth.password')} autoComplete="current-password" />
    </FormPage>
  );
}
