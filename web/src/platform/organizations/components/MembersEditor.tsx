import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { addMemberBodySchema, canAssignRole, ROLES, type Member, type Role } from '@plataforma/domain';
import { toast } from '../../layout/toast';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormPage } from '../../../ui/FormPage';
import { TextInput } from '../../../ui/TextInput';
import { fieldProps } from '../../../ui/form-field';
import { domainResolver } from '../../forms/domain-resolver';
import { useSubmit } from '../../forms/useSubmit';
import { useMemberMutations, useMembers } from '../api';
import { PendingInvitations } from './PendingInvitations';

interface Props {
  organizationId: string;
  /** The role the person editing acts with (a platform administrator acts as an owner). */
  actorRole: Role;
  /** The signed-in user's id, marked "(tú)" in the list. */
  me?: string;
  /** Called after any change of the members (e.g. to refresh a count elsewhere). */
  onChanged?: () => void;
}

/**
 * The members of an organization with their roles: change a role, remove someone (after confirming); the pending
 * invitations, which can be cancelled; and inviting a person by e-mail with a role (a member once they accept). Used
 * by the organization's settings and by platform administration.
 */
export function MembersEditor({ organizationId, actorRole, me, onChanged }: Props) {
  const { t } = useTranslation();
  const { data: members = [] } = useMembers(organizationId, true);
  const { invite, remove, changeRole } = useMemberMutations(organizationId);
  const [removing, setRemoving] = useState<Member | null>(null);
  // The role is a field of the form (choosing it after typing the e-mail keeps the e-mail); it stays for the next.
  const form = useForm({
    resolver: domainResolver(addMemberBodySchema),
    defaultValues: { email: '', role: 'staff' as Role },
  });
  const { error, run } = useSubmit(async (values: { email: string; role: Role }) => {
    const invitation = await invite.mutateAsync(values);
    form.reset({ email: '', role: values.role });
    toast.success(t('organizations.page.added', { email: invitation.email }));
    onChanged?.();
  });
  const roleLabel = (value: Role) => t(`organizations.roles.${value}`);
  const assignable = ROLES.filter((r) => canAssignRole(actorRole, r));
  const nameOf = (member: Member) => `${member.firstName} ${member.lastName}`;

  return (
    <>
      <Table size="small" aria-label={t('organizations.page.members')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('auth.firstName')}</TableCell>
            <TableCell>{t('auth.email')}</TableCell>
            <TableCell>{t('organizations.page.memberRole')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => {
            const name = nameOf(member);
            const editable = canAssignRole(actorRole, member.role);
            return (
              <TableRow key={member.userId}>
                <TableCell>
                  {name} {member.userId === me && t('organizations.page.you')}
                </TableCell>
                <TableCell>{member.email}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={member.role}
                    disabled={!editable}
                    slotProps={{ htmlInput: { 'aria-label': `${t('organizations.page.memberRole')}: ${name}` } }}
                    onChange={(event) =>
                      changeRole.mutate(
                        { userId: member.userId, role: event.target.value as Role },
                        {
                          onSuccess: () => {
                            toast.success(t('organizations.page.roleChanged'));
                            onChanged?.();
                          },
                          onError: (failure) => toast.error(failure.message),
                        },
                      )
                    }
                  >
                    {(editable ? assignable : [member.role]).map((value) => (
                      <MenuItem key={value} value={value}>
                        {roleLabel(value)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={`${t('organizations.page.remove')}: ${name}`}
                    disabled={!editable}
                    onClick={() => setRemoving(member)}
                  >
                    <PersonRemoveOutlined />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={removing !== null}
        title={t('organizations.page.remove')}
        body={removing ? t('organizations.page.confirmRemove', { name: nameOf(removing) }) : ''}
        confirmLabel={t('organizations.page.remove')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          remove.mutate(removing!.userId, {
            onSuccess: () => {
              toast.success(t('organizations.page.removed'));
              onChanged?.();
            },
            onError: (failure) => toast.error(failure.message),
            onSettled: () => setRemoving(null),
          })
        }
      />
      <PendingInvitations organizationId={organizationId} actorRole={actorRole} onChanged={onChanged} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('organizations.page.addMember')}
      </Typography>
      <FormPage
        error={error}
        submitLabel={t('organizations.page.add')}
        submitting={form.formState.isSubmitting}
        onSubmit={form.handleSubmit((values) => run(values))}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput {...fieldProps(form, 'email')} label={t('organizations.page.memberEmail')} type="email" />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <TextField
                select
                label={t('organizations.page.memberRole')}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value as Role)}
                onBlur={field.onBlur}
                sx={{ minWidth: 180 }}
              >
                {assignable.map((value) => (
                  <MenuItem key={value} value={value}>
                    {roleLabel(value)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
      </FormPage>
    </>
  );
}
