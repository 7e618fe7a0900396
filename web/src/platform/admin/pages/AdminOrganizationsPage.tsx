import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { AdminOrganization } from '@plataforma/domain';
import { toast } from '../../layout/toast';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useAdminStore } from '../admin-store';
import { ServerList, useServerList } from '../components/ServerList';

// The forms load when first opened: the table itself stays light.
const CreateOrganizationDialog = lazy(async () => ({
  default: (await import('../components/CreateOrganizationDialog')).CreateOrganizationDialog,
}));
const ManageOrganizationDialog = lazy(async () => ({
  default: (await import('../components/ManageOrganizationDialog')).ManageOrganizationDialog,
}));

/** /admin/organizations: every organization, searched and paged on the server; create, manage, delete. */
export default function AdminOrganizationsPage() {
  const { t } = useTranslation();
  const { organizations, loading, error, loadOrganizations, deleteOrganization } = useAdminStore();
  const list = useServerList(loadOrganizations);
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState<AdminOrganization | null>(null);
  const [deleting, setDeleting] = useState<AdminOrganization | null>(null);
  const [busy, setBusy] = useState(false);
  const listError = error === t('admin.errors.organizations') ? error : null;

  const confirmDelete = async () => {
    setBusy(true);
    try {
      await deleteOrganization(deleting!.id);
      toast.success(t('admin.organizations.deleted'));
    } catch (failure) {
      toast.error((failure as Error).message);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {t('screens.admin.organizations')}
        </Typography>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
          {t('admin.organizations.create')}
        </Button>
      </Stack>
      <ServerList
        list={list}
        data={organizations}
        loading={loading}
        error={listError}
        searchLabel={t('admin.organizations.search')}
      >
        <Table size="small" aria-label={t('screens.admin.organizations')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.organizations.name')}</TableCell>
              <TableCell>{t('admin.organizations.slug')}</TableCell>
              <TableCell align="right">{t('admin.organizations.members')}</TableCell>
              <TableCell>{t('admin.organizations.modules')}</TableCell>
              <TableCell align="right">{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {organizations?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{t('common.noResults')}</TableCell>
              </TableRow>
            )}
            {organizations?.items.map((organization) => (
              <TableRow key={organization.id}>
                <TableCell>{organization.name}</TableCell>
                <TableCell>/{organization.slug}</TableCell>
                <TableCell align="right">{organization.memberCount}</TableCell>
                <TableCell>{organization.modules.map((m) => t(`modules.${m.type}`)).join(', ')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    aria-label={`${t('admin.organizations.manage')}: ${organization.name}`}
                    onClick={() => setManaging(organization)}
                  >
                    <SettingsOutlined />
                  </IconButton>
                  <IconButton
                    aria-label={`${t('common.delete')}: ${organization.name}`}
                    onClick={() => setDeleting(organization)}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ServerList>
      <Suspense fallback={null}>
        {creating && <CreateOrganizationDialog open onClose={() => setCreating(false)} />}
        {managing && (
          <ManageOrganizationDialog
            organization={managing}
            onClose={() => setManaging(null)}
            onChanged={() => void loadOrganizations()}
          />
        )}
      </Suspense>
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.organizations.delete')}
        body={deleting ? t('admin.organizations.confirmDelete', { name: deleting.name }) : ''}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
