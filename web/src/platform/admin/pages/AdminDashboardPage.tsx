import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MODULE_TYPES } from '@plataforma/domain';
import { useAdminStats, useAuditLog } from '../queries';

const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short' });

/** One figure of the dashboard, a named region (so that it reads "Organizaciones, 12"). */
function Figure({ label, value }: { label: string; value: number | undefined }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2, flex: 1, minWidth: 160 }}>
      <Typography id={id} color="text.secondary" component="h2" variant="body2">
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {value ?? '—'}
      </Typography>
    </Paper>
  );
}

/** /admin: how many organizations, users and enabled modules there are, and the latest audited changes. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const stats = useAdminStats();
  const log = useAuditLog();
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {t('screens.admin.dashboard')}
      </Typography>
      {(stats.isPending || log.isPending) && <LinearProgress aria-label={t('common.loading')} />}
      {stats.isError && (
        <Alert severity="error" role="alert">
          {t('admin.errors.stats')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Figure label={t('admin.dashboard.organizations')} value={stats.data?.organizations} />
        <Figure label={t('admin.dashboard.users')} value={stats.data?.users} />
        <Figure label={t('admin.dashboard.enabledModules')} value={stats.data?.enabledModules} />
      </Stack>
      {stats.data && (
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {t('admin.dashboard.modulesByType')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {MODULE_TYPES.map((type) => (
              <Chip key={type} label={`${t(`modules.${type}`)}: ${stats.data.modulesByType[type] ?? 0}`} />
            ))}
          </Box>
        </Box>
      )}
      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('admin.dashboard.auditLog')}
        </Typography>
        {log.isError && (
          <Alert severity="error" role="alert">
            {t('admin.errors.auditLog')}
          </Alert>
        )}
        {log.data?.length === 0 && <Typography color="text.secondary">{t('admin.dashboard.auditEmpty')}</Typography>}
        {!!log.data?.length && (
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('admin.dashboard.auditLog')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('admin.dashboard.when')}</TableCell>
                  <TableCell>{t('admin.dashboard.who')}</TableCell>
                  <TableCell>{t('admin.dashboard.action')}</TableCell>
                  <TableCell>{t('admin.dashboard.target')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {log.data.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
                    </TableCell>
                    <TableCell>{entry.actor.email ?? entry.actor.uid}</TableCell>
                    <TableCell>{t(`admin.audit.${entry.action}`, { defaultValue: entry.action })}</TableCell>
                    <TableCell>{entry.target.label}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        )}
      </Box>
    </Stack>
  );
}
