import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CancelScheduleSendOutlined from '@mui/icons-material/CancelScheduleSendOutlined';
import { canAssignRole, type Role } from '@plataforma/domain';
import { toast } from '../../layout/toast';
import { useInvitations, useMemberMutations } from '../api';

interface Props {
  organizationId: string;
  actorRole: Role;
  onChanged?: () => void;
}

/** The organization's invitations nobody has answered yet; those of a role the actor may give can be cancelled. */
export function PendingInvitations({ organizationId, actorRole, onChanged }: Props) {
  const { t } = useTranslation();
  const { data: invitations = [] } = useInvitations(organizationId, true);
  const { cancelInvitation } = useMemberMutations(organizationId);
  if (invitations.length === 0) return null;
  const title = t('organizations.page.invitations');
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{t('auth.email')}</TableCell>
            <TableCell>{t('organizations.page.memberRole')}</TableCell>
            <TableCell>{t('organizations.page.invitedBy')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.id}>
              <TableCell>{invitation.email}</TableCell>
              <TableCell>{t(`organizations.roles.${invitation.role}`)}</TableCell>
              <TableCell>{invitation.invitedBy}</TableCell>
              <TableCell align="right">
                <IconButton
                  aria-label={`${t('organizations.page.cancelInvitation')}: ${invitation.email}`}
                  disabled={!canAssignRole(actorRole, invitation.role) || cancelInvitation.isPending}
                  onClick={() =>
                    cancelInvitation.mutate(invitation.id, {
                      onSuccess: () => {
                        toast.success(t('organizations.page.invitationCancelled'));
                        onChanged?.();
                      },
                      onError: (failure) => toast.error(failure.message),
                    })
                  }
                >
                  <CancelScheduleSendOutlined />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
