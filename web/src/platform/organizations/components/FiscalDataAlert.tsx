import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { missingFiscalData, type Organization } from '@plataforma/domain';
import { paths } from '../../routing/paths';

interface Props extends Pick<AlertProps, 'sx'> {
  organization: Pick<Organization, 'slug' | 'fiscal'>;
  /** The person may change the organization's settings: a link to the fiscal data, else whom to ask. */
  canFix: boolean;
}

/**
 * 'Faltan datos fiscales' while the organization lacks what every ticket (a simplified invoice) must carry, naming
 * what is missing; nothing once it is complete.
 */
export function FiscalDataAlert({ organization, canFix, sx }: Props) {
  const { t } = useTranslation();
  const missing = missingFiscalData(organization.fiscal);
  if (missing.length === 0) return null;
  const fields = new Intl.ListFormat('es', { type: 'conjunction' }).format(
    missing.map((field) => t(`fiscalData.fields.${field}`)),
  );
  return (
    <Alert
      severity="warning"
      sx={sx}
      action={
        canFix && (
          <Button component={RouterLink} to={paths.organization.fiscalData(organization.slug)} color="inherit">
            {t('fiscalData.fix')}
          </Button>
        )
      }
    >
      <AlertTitle>{t('fiscalData.title')}</AlertTitle>
      {t('fiscalData.body', { count: missing.length, fields })}
      {!canFix && <Typography variant="body2">{t('fiscalData.askSomeone')}</Typography>}
    </Alert>
  );
}
