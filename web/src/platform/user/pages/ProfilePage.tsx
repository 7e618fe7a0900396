import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { toast } from '../../layout/toast';
import { TextInput } from '../../../ui/TextInput';
import { profileBodySchema } from '@plataforma/domain';
import { FormPage } from '../../../ui/FormPage';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { saveProfile } from '../../auth/session';
import { useSession } from '../../auth/session-store';
import { useSubmit } from '../../forms/useSubmit';

/** /user/profile: the user's first and last name; the e-mail is shown (it is the sign-in identity). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const form = useForm({
    resolver: domainResolver(profileBodySchema),
    values: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' },
  });
  const { error, run } = useSubmit(async (values: { firstName: string; lastName: string }) => {
    await saveProfile(values);
    toast.success(t('user.profile.saved'));
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <FormPage
        title={t('user.profile.title')}
        error={error}
        submitLabel={t('user.profile.save')}
        submitting={form.formState.isSubmitting}
        onSubmit={form.handleSubmit((values) => run(values))}
      >
        <TextInput
          id="email"
          label={t('auth.email')}
          value={user?.email ?? ''}
          helperText={t('user.profile.emailHelp')}
          readOnly
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput {...fieldProps(form, 'firstName')} label={t('auth.firstName')} autoComplete="given-name" />
          <TextInput {...fieldProps(form, 'lastName')} label={t('auth.lastName')} autoComplete="family-name" />
        </Stack>
      </FormPage>
    </Paper>
  );
}
