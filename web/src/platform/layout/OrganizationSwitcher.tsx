import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { UserOrganization } from '@plataforma/domain';
import { useSession } from '../auth/session-store';
import { paths } from '../routing/paths';

/** Switches organization through /organizations/{id} (the spec's switch action), or starts a new one. */
export function OrganizationSwitcher({ current, box }: { current: UserOrganization | undefined; box: SxProps<Theme> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organizations = useSession((s) => s.user?.organizations ?? []);
  const NEW = '__new__';
  return (
    <Box sx={box}>
      <TextField
        select
        size="small"
        fullWidth
        label={t('organizations.switcher')}
        value={current?.id ?? ''}
        onChange={(event) =>
          navigate(event.target.value === NEW ? paths.newOrganization() : paths.switchOrganization(event.target.value))
        }
      >
        {organizations.map((organization) => (
          <MenuItem key={organization.id} value={organization.id}>
            {organization.name}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem value={NEW}>
          <AddOutlined fontSize="small" sx={{ mr: 1 }} />
          {t('organizations.create')}
        </MenuItem>
      </TextField>
    </Box>
  );
}
