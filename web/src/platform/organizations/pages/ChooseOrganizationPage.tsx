import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OrganizationChoices } from '../components/OrganizationChoices';

/** /organizations: where someone with several organizations starts, and where 'Cambiar de organización' leads. */
export default function ChooseOrganizationPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('organizations.choose.title')}
      </Typography>
      <Typography color="text.secondary">{t('organizations.choose.intro')}</Typography>
      <OrganizationChoices />
    </Stack>
  );
}
