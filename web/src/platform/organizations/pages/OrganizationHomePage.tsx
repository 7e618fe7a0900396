import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { can } from '@plataforma/domain';
import { CenteredMessage } from '../../../ui/CenteredMessage';
import { moduleIcons } from '../../layout/module-icons';
import { organizationEntries, useModuleRegistry } from '../../routing/module-routes';
import { useSession } from '../../auth/session-store';
import { useOrganization } from '../api';
import { useCurrentOrganization } from '../current';
import { paths } from '../../routing/paths';

/** /{organization}: one entry card per enabled module, opening its first screen the organization can open. */
export default function OrganizationHomePage() {
  const { t } = useTranslation();
  const current = useCurrentOrganization()!;
  const firstName = useSession((s) => s.user?.firstName ?? '');
  const { data: organization } = useOrganization(current.id);
  const moduleRoutes = useModuleRegistry();
  const entries = organizationEntries(moduleRoutes, organization?.modules.map((m) => m.type) ?? [], (action) =>
    can(current.role, action),
  );

  if (entries.length === 0) {
    return (
      <CenteredMessage
        title={t('organizations.home.noModules')}
        actions={
          can(current.role, 'modules.manage') && (
            <Button component={RouterLink} to={paths.organization.settings(current.slug)} variant="contained">
              {t('organizations.home.enableModules')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <>
      <Typography variant="h5" component="h1">
        {t('organizations.home.title', { name: firstName })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('organizations.home.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {entries.map(({ module: type, screens: [first] }) => {
          const Icon = moduleIcons[type];
          return (
            <Card key={type} variant="outlined">
              <CardActionArea
                component={RouterLink}
                to={paths.organization.screen(current.slug, first!.path)}
                sx={{ height: '100%' }}
              >
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Icon color="primary" fontSize="large" />
                  <Typography variant="h6" component="h2">
                    {t(`modules.${type}`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </>
  );
}
