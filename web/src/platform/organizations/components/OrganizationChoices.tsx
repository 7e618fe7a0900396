import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { UserOrganization } from '@plataforma/domain';
import { useSession } from '../../auth/session-store';
import { paths } from '../../routing/paths';

const NONE: UserOrganization[] = [];

/**
 * The person's organizations by name, each opening its home, and creating a new one: where to go when they have to
 * choose (after signing in with several, or at an address that is no organization of theirs).
 */
export function OrganizationChoices({ onChoose }: { onChoose?: () => void }) {
  const { t } = useTranslation();
  const organizations = useSession((s) => s.user?.organizations ?? NONE);
  const sorted = [...organizations].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return (
    <Box
      component="nav"
      aria-label={t('screens.platform.organizations')}
      sx={{ display: 'grid', gap: 1, width: '100%' }}
    >
      {sorted.map((organization) => (
        <Button
          key={organization.id}
          component={RouterLink}
          to={paths.organization.home(organization.slug)}
          onClick={onChoose}
          variant="outlined"
          size="large"
          sx={{ justifyContent: 'space-between', textTransform: 'none', gap: 2 }}
        >
          {organization.name}
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 'body2.fontSize' }}>
            {t(`organizations.roles.${organization.role}`)}
          </Box>
        </Button>
      ))}
      <Button
        component={RouterLink}
        to={paths.newOrganization()}
        onClick={onChoose}
        variant={sorted.length ? 'text' : 'contained'}
        startIcon={<AddOutlined />}
      >
        {t('organizations.choose.create')}
      </Button>
    </Box>
  );
}
