import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import RemoveModeratorOutlined from '@mui/icons-material/RemoveModeratorOutlined';
import type { AdminUser } from '@plataforma/domain';
import { toast } from '../../layout/toast';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useAdminStore } from '../admin-store';
import { ServerList, useServerList } from '../components/ServerList';

// The forms load when first opened: the table itself stays light.
const dialogs = () => import('../components/UserDialogs');
const CreateUserDialog = lazy(async () => ({ default: (await dialogs()).CreateUserDialog }));
const EditUserDialog = lazy(async () => ({ default: (await dialogs()).EditUserDialog }));
const ResetPasswordDialog = lazy(async () => ({ default: (await dialogs()).ResetPasswordDialog }));

/** A small outlined label beside a name (MUI's Chip would add ~3 KB to the page for two words). */
const Tag = ({ color, children }: { color: string; children: string }) => (
  <Box
    component="span"
    sx={{ border: 1, borderColor: color, color, borderRadius: 4, px: 1, fontSize: 12, lineHeight: '20px' }}
  >
    {children}
  </Box>
);

/** /admin/users: every account, searched by e-mail and paged on the server; create, edit, reset, grant, delete. */
export default function AdminUsersPage() {
  const { t } = useTranslation();
  const { users, loading, error, loadUsers, updateUser, deleteUser } = useAdminStore();
  const list = useServerList(loadUsers);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);
  const listError = error === t('admin.errors.users') ? error : null;

  /** Runs a change from the table: its outcome in a toast (the server's Spanish message when it fails). */
  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
    } catch (failure) {
      toast.error((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {t('screens.admin.users')}
        </Typography>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
          {t('admin.users.create')}
        </Button>
      </Stack>
      <ServerList list={list} data={users} loading={loading} error={listError} searchLabel={t('admin.users.search')}>
        <Table size="small" aria-label={t('screens.admin.users')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.users.name')}</TableCell>
              <TableCell>{t('auth.email')}</TableCell>
              <TableCell>{t('admin.users.organizations')}</TableCell>
              <TableCell align="right">{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{t('common.noResults')}</TableCell>
              </TableRow>
            )}
            {users?.items.map((user) => (
              <TableRow key={user.id}>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>
                      {user.firstName} {user.lastName}
                    </span>
                    {user.platformAdmin && <Tag color="primary.main">{t('admin.users.adminChip')}</Tag>}
                    {user.disabled && <Tag color="text.secondary">{t('admin.users.disabledChip')}</Tag>}
                  </Stack>
                </TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>
                  {user.organizations.map((o) => `${o.name} (${t(`organizations.roles.${o.role}`)})`).join(', ')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton aria-label={`${t('admin.users.edit')}: ${user.email}`} onClick={() => setEditing(user)}>
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    aria-label={`${t('admin.users.resetPassword')}: ${user.email}`}
                    onClick={() => setResetting(user)}
                  >
                    <LockResetOutlined />
                  </IconButton>
                  <IconButton
                    aria-label={`${t(user.platformAdmin ? 'admin.users.revokeAdmin' : 'admin.users.grantAdmin')}: ${user.email}`}
                    disabled={busy}
                    onClick={() =>
                      void act(
                        () => updateUser(user.id, { platformAdmin: !user.platformAdmin }),
                        t(user.platformAdmin ? 'admin.users.adminRevoked' : 'admin.users.adminGranted'),
                      )
                    }
                  >
                    {user.platformAdmin ? <RemoveModeratorOutlined /> : <AdminPanelSettingsOutlined />}
                  </IconButton>
                  <IconButton aria-label={`${t('common.delete')}: ${user.email}`} onClick={() => setDeleting(user)}>
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ServerList>
      <Suspense fallback={null}>
        {creating && <CreateUserDialog open onClose={() => setCreating(false)} />}
        {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
        {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />}
      </Suspense>
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.users.delete')}
        body={deleting ? t('admin.users.confirmDelete', { email: deleting.email }) : ''}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          void act(() => deleteUser(deleting!.id), t('admin.users.deleted')).then(() => setDeleting(null))
        }
      />
    </Stack>
  );
}
