import { paths } from '../../routing/paths';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { fetchMyInvitations } from '../requests';

/**
 * How many invitations wait for the signed-in person, with a link to them: for pages outside the app shell (no query
 * cache there), such as /new-organization, where someone invited lands after registering.
 */
export function PendingInvitationsNotice() {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    // Only a hint: if it cannot be loaded, the page works without it.
    fetchMyInvitations(controller.signal).then(
      (invitations) => setCount(invitations.length),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  if (count === 0) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button component={Link} to={paths.user.invitations()} color="inherit" size="small">
          {t('invitations.see')}
        </Button>
      }
    >
      {t('invitations.pending', { count })}
    </Alert>
  );
}
