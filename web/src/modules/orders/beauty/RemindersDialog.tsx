import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { isMovable } from '@plataforma/domain';
import { printedDate, whatsAppLink, type BoardAppointment } from './board';

interface Props {
  date: string;
  /** Tomorrow's appointments of the location (live). */
  appointments: readonly BoardAppointment[];
  /** Who the client is told the appointment is with: the business's name. */
  business: string;
  onClose: () => void;
}

/** Tomorrow's appointments still to come, each with a call link and a WhatsApp link with the reminder written. */
export function RemindersDialog({ date, appointments, business, onClose }: Props) {
  const { t } = useTranslation();
  const due = appointments.filter((a) => isMovable(a.state));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reminders-title">
      <DialogTitle id="reminders-title">{t('orders.board.remindersTitle', { date: printedDate(date) })}</DialogTitle>
      <DialogContent>
        {due.length === 0 && <Typography>{t('orders.board.noReminders')}</Typography>}
        <List>
          {due.map((a) => {
            const text = t('orders.board.reminderText', {
              name: a.clientName.split(' ')[0] ?? '',
              time: a.start,
              business,
              services: a.services.map((s) => s.name).join(', '),
            });
            const whatsapp = whatsAppLink(a.clientPhone, text);
            return (
              <ListItem key={a.id} divider data-testid="reminder" sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={`${a.start} · ${a.clientName}`}
                  secondary={a.services.map((s) => s.name).join(', ')}
                  sx={{ flex: '1 1 200px' }}
                />
                {a.clientPhone ? (
                  <>
                    <Link
                      href={`tel:${a.clientPhone.replace(/\s/g, '')}`}
                      aria-label={t('orders.board.call', { client: a.clientName })}
                      sx={{ minHeight: 48, display: 'inline-flex', alignItems: 'center', px: 1 }}
                    >
                      {a.clientPhone}
                    </Link>
                    {whatsapp && (
                      <Link
                        href={whatsapp}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('orders.board.whatsapp', { client: a.clientName })}
                        sx={{ minHeight: 48, display: 'inline-flex', alignItems: 'center', px: 1 }}
                      >
                        WhatsApp
                      </Link>
                    )}
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('orders.board.noPhone')}
                  </Typography>
                )}
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size="large">
          {t('orders.board.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
