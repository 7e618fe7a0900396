import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import { formatCents, type Ticket } from '@plataforma/domain';

const dateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));

const row = { display: 'flex', justifyContent: 'space-between', gap: 1 } as const;

/**
 * The 'factura simplificada' of a payment as HTML, with 'Imprimir' (the browser's print dialog prints the ticket
 * only). One component, so the tickets work (ESC/POS printers, the Android bridge) can replace it.
 */
export function TicketDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation();
  const { payment } = ticket;
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-label={t('pos.restaurant.ticket.title', { code: ticket.code })}
    >
      <GlobalStyles
        styles={{
          '@media print': {
            'body *': { visibility: 'hidden' },
            '.pos-ticket, .pos-ticket *': { visibility: 'visible' },
            '.pos-ticket': { position: 'fixed', left: 0, top: 0, width: '80mm' },
          },
        }}
      />
      <DialogContent>
        <Box
          className="pos-ticket"
          data-testid="ticket"
          sx={{
            fontFamily: 'monospace',
            fontSize: 14,
            '& p': { m: 0 },
            '& hr': { border: 0, borderTop: '1px dashed' },
          }}
        >
          <Box sx={{ textAlign: 'center' }}>
            <p>
              <strong>{ticket.business.name}</strong>
            </p>
            {ticket.business.taxId && <p>{t('pos.restaurant.ticket.taxId', { taxId: ticket.business.taxId })}</p>}
            {ticket.business.address && <p>{ticket.business.address}</p>}
            <p>{ticket.location.name}</p>
            {ticket.location.address && <p>{ticket.location.address}</p>}
            <p>{t('pos.restaurant.ticket.simplified')}</p>
            <p data-testid="ticket-number">{t('pos.restaurant.ticket.number', { code: ticket.code })}</p>
            <p>{dateTime(ticket.issuedAt, ticket.timezone)}</p>
            <p>{ticket.table}</p>
          </Box>
          <hr />
          {ticket.lines.map((line, index) => (
            <Box key={index}>
              <Box sx={row}>
                <span>
                  {line.quantity} × {line.name}
                </span>
                <span>{formatCents(line.totalCents)}</span>
              </Box>
              {line.details.map((detail) => (
                <p key={detail}>&nbsp;&nbsp;{detail}</p>
              ))}
            </Box>
          ))}
          <hr />
          <Box component="table" data-testid="ticket-vat" sx={{ width: '100%', fontSize: 'inherit' }}>
            <thead>
              <tr>
                <th style={{ textAlign: 'left' }}>{t('pos.restaurant.ticket.vatHeader')}</th>
                <th style={{ textAlign: 'right' }}>{t('pos.restaurant.ticket.base')}</th>
                <th style={{ textAlign: 'right' }}>{t('pos.restaurant.ticket.vat')}</th>
              </tr>
            </thead>
            <tbody>
              {ticket.vat.map((vat) => (
                <tr key={vat.rate}>
                  <td>{t('pos.restaurant.ticket.vatRate', { rate: vat.rate })}</td>
                  <td style={{ textAlign: 'right' }}>{formatCents(vat.baseCents)}</td>
                  <td style={{ textAlign: 'right' }}>{formatCents(vat.vatCents)}</td>
                </tr>
              ))}
            </tbody>
          </Box>
          <Box sx={{ ...row, fontSize: 18, mt: 1 }} data-testid="ticket-total">
            <strong>{t('pos.restaurant.ticket.total')}</strong>
            <strong>{formatCents(ticket.totalCents)}</strong>
          </Box>
          <hr />
          <Box sx={row}>
            <span>{t('pos.restaurant.ticket.payment')}</span>
            <span>{t(`pos.restaurant.ticket.methods.${payment.method}`)}</span>
          </Box>
          {payment.method === 'mixed' && (
            <>
              <Box sx={row}>
                <span>{t('pos.restaurant.ticket.cardAmount')}</span>
                <span>{formatCents(payment.cardCents)}</span>
              </Box>
              <Box sx={row}>
                <span>{t('pos.restaurant.ticket.cashAmount')}</span>
                <span>{formatCents(payment.cashCents)}</span>
              </Box>
            </>
          )}
          {payment.method !== 'card' && (
            <>
              <Box sx={row}>
                <span>{t('pos.restaurant.ticket.tendered')}</span>
                <span>{formatCents(payment.tenderedCents)}</span>
              </Box>
              <Box sx={row} data-testid="ticket-change">
                <span>{t('pos.restaurant.ticket.change')}</span>
                <span>{formatCents(payment.changeCents)}</span>
              </Box>
            </>
          )}
          <Box sx={{ textAlign: 'center', mt: 1 }}>
            <p>{t('pos.restaurant.ticket.thanks')}</p>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={() => window.print()}>
          {t('pos.restaurant.ticket.print')}
        </Button>
        <Button size="large" variant="contained" onClick={onClose}>
          {t('pos.restaurant.ticket.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
