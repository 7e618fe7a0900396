import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invitation } from '@plataforma/domain';
import { toast } from '../../layout/toast';
import { useInvitationResponses, useMyInvitations } from '../api';

/** /user/invitations: the organizations that invited the signed-in person; accepting opens the organization. */
export default function InvitationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: invitations } = useMyInvitations();
  const { accept, decline } = useInvitationResponses();
  const busy = accept.isPending || decline.isPending;
  const onError = (failure: Error) => toast.error(failure.message);

  const respond = (invitation: Invitation, accepting: boolean) =>
    accepting
      ? accept.mutate(invitation.id, {
          onSuccess: (organization) => {
            toast.success(t('invitations.accepted', { name: organization.name }));
            navigate(`/${organization.slug}`);
          },
          onError,
        })
      : decline.mutate(invitation.id, { onSuccess: () => toast.success(t('invitations.declined')), onError });

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        {t('invitations.title')}
      </Typography>
      <Typography color="text.secondary">{t('invitations.intro')}</Typography>
      {invitations?.length === 0 && <Typography>{t('invitations.empty')}</Typography>}
      {invitations?.map((invitation) => (
        <Paper
          key={invitation.id}
          component="section"
          variant="outlined"
          aria-label={invitation.organizationName}
          sx={{ p: 2 }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {invitation.organizationName}
          </Typography>
          <Typography color="text.secondary">
            {t('invitations.from', {
              inviter: invitation.invitedBy,
              role: t(`organizations.roles.${invitation.role}`),
            })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained" disabled={busy} onClick={() => respond(invitation, true)}>
              {t('invitations.accept')}
            </Button>
            <Button disabled={busy} onClick={() => respond(invitation, false)}>
              {t('invitations.decline')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
