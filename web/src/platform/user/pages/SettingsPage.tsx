import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { changePasswordFormSchema } from '@plataforma/domain';
import { toast } from '../../layout/toast';
import { FormPage } from '../../../ui/FormPage';
import { PasswordField } from '../../../ui/PasswordField';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { changePassword, signOut } from '../../auth/session';
import { useSession } from '../../auth/session-store';
import { useSubmit } from '../../forms/useSubmit';
import { paths } from '../../routing/paths';

/** /user/settings: change the password (after re-entering the current one) and sign out. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = useSession((s) => s.user?.email ?? '');
  const form = useForm({
    resolver: domainResolver(changePasswordFormSchema),
    defaultValues: { current: '', password: '', confirm: '' },
  });
  const { error, run } = useSubmit(async ({ current, password }: { current: string; password: string }) => {
    await changePassword(current, password);
    form.reset();
    toast.success(t('user.settings.passwordChanged'));
  });

  const leave = async () => {
    await signOut();
    navigate(paths.auth.login(), { replace: true });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Typography variant="h5" component="h1">
        {t('user.settings.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <FormPage
          title={t('user.settings.changePassword')}
          intro={t('user.settings.changePasswordHelp')}
          error={error}
          submitLabel={t('user.settings.savePassword')}
          submitting={form.formState.isSubmitting}
          onSubmit={form.handleSubmit((values) => run(values))}
        >
          <PasswordField
            {...fieldProps(form, 'current')}
            label={t('auth.currentPassword')}
            autoComplete="current-password"
          />
          <PasswordField
            {...fieldProps(form, 'password')}
            label={t('auth.newPassword')}
            autoComplete="new-password"
            helperText={form.formState.errors.password?.message ?? t('auth.passwordHint')}
          />
          <PasswordField
            {...fieldProps(form, 'confirm')}
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
          />
        </FormPage>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2} alignItems="flex-start">
          <Typography variant="h6" component="h2">
            {t('user.settings.session')}
          </Typography>
          <Typography color="text.secondary">{t('user.settings.signedInAs', { email })}</Typography>
          <Button variant="outlined" color="error" onClick={() => void leave()}>
            {t('user.settings.signOut')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
