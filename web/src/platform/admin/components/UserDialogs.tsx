import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {
  createUserBodySchema,
  resetPasswordBodySchema,
  updateUserBodySchema,
  type AdminUser,
  type CreateUserBody,
  type UpdateUserBody,
} from '@plataforma/domain';
import { toast } from '../../layout/toast';
import { FormPage } from '../../../ui/FormPage';
import { PasswordField } from '../../../ui/PasswordField';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { useSubmit } from '../../forms/useSubmit';
import { useAdminStore } from '../admin-store';
import { toastOnFailure } from '../toast-failure';

function FormDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = `dialog-${title.replace(/\W+/g, '-')}`;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ pt: 1 }}>{children}</Stack>
      </DialogContent>
    </Dialog>
  );
}

/** A new account: e-mail, names, first password, and whether it administers the platform. */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const createUser = useAdminStore((s) => s.createUser);
  const form = useForm<CreateUserBody>({
    resolver: domainResolver(createUserBodySchema),
    defaultValues: { email: '', firstName: '', lastName: '', password: '', platformAdmin: false },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const { error, run } = useSubmit(async (values: CreateUserBody) => {
    await toastOnFailure(createUser(values));
    toast.success(t('admin.users.created'));
    close();
  });
  return (
    <FormDialog open={open} title={t('admin.users.createTitle')} onClose={close}>
      <FormPage
        error={error}
        submitLabel={t('common.create')}
        submitting={form.formState.isSubmitting}
        onSubmit={form.handleSubmit((values) => run(values))}
      >
        <TextInput {...fieldProps(form, 'email')} label={t('auth.email')} type="email" autoFocus />
        <TextInput {...fieldProps(form, 'firstName')} label={t('auth.firstName')} />
        <TextInput {...fieldProps(form, 'lastName')} label={t('auth.lastName')} />
        <PasswordField
          {...fieldProps(form, 'password')}
          label={t('auth.password')}
          autoComplete="new-password"
          helperText={form.formState.errors.password?.message ?? t('auth.passwordHint')}
        />
        <Controller
          control={form.control}
          name="platformAdmin"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={!!field.value} onChange={(_, checked) => field.onChange(checked)} />}
              label={t('admin.users.platformAdmin')}
            />
          )}
        />
      </FormPage>
    </FormDialog>
  );
}

/** Names, e-mail, disabled and administrator flags of an account; only what changed is sent. */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const updateUser = useAdminStore((s) => s.updateUser);
  const form = useForm<UpdateUserBody>({
    resolver: domainResolver(updateUserBodySchema),
    values: user
      ? {
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          disabled: user.disabled,
          platformAdmin: user.platformAdmin,
        }
      : undefined,
  });
  const { error, run } = useSubmit(async (values: UpdateUserBody) => {
    // Only what changed: granting or revoking administrator is audited as such, not as a plain edit.
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => user![key as keyof UpdateUserBody] !== value),
    ) as UpdateUserBody;
    if (Object.keys(changed).length > 0) await toastOnFailure(updateUser(user!.id, changed));
    toast.success(t('admin.users.saved'));
    onClose();
  });
  const flag = (name: 'disabled' | 'platformAdmin', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Checkbox checked={!!field.value} onChange={(_, checked) => field.onChange(checked)} />}
          label={label}
        />
      )}
    />
  );
  return (
    <FormDialog open={user !== null} title={t('admin.users.editTitle')} onClose={onClose}>
      <FormPage
        error={error}
        submitLabel={t('common.save')}
        submitting={form.formState.isSubmitting}
        onSubmit={form.handleSubmit((values) => run(values))}
      >
        <TextInput {...fieldProps(form, 'email')} label={t('auth.email')} type="email" />
        <TextInput {...fieldProps(form, 'firstName')} label={t('auth.firstName')} />
        <TextInput {...fieldProps(form, 'lastName')} label={t('auth.lastName')} />
        {flag('platformAdmin', t('admin.users.platformAdmin'))}
        {flag('disabled', t('admin.users.disabled'))}
      </FormPage>
    </FormDialog>
  );
}

/** Sets a new password for an account (at least 6 characters); its open sessions end. */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const resetPassword = useAdminStore((s) => s.resetPassword);
  const form = useForm({ resolver: domainResolver(resetPasswordBodySchema), defaultValues: { newPassword: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const { error, run } = useSubmit(async ({ newPassword }: { newPassword: string }) => {
    await toastOnFailure(resetPassword(user!.id, newPassword));
    toast.success(t('admin.users.passwordReset'));
    close();
  });
  return (
    <FormDialog open={user !== null} title={t('admin.users.resetTitle', { email: user?.email ?? '' })} onClose={close}>
      <FormPage
        intro={t('admin.users.resetHelp')}
        error={error}
        submitLabel={t('admin.users.resetPassword')}
        submitting={form.formState.isSubmitting}
        onSubmit={form.handleSubmit((values) => run(values))}
      >
        <PasswordField
          {...fieldProps(form, 'newPassword')}
          label={t('auth.newPassword')}
          autoComplete="new-password"
          autoFocus
        />
      </FormPage>
    </FormDialog>
  );
}
