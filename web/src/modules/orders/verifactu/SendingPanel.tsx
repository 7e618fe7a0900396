import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_TIMEZONE } from '@plataforma/domain';
import { ApiRequestError } from '../../../platform/api/client';
import { toast } from '../../../platform/layout/toast';
import { FixHint, RecordActions, Superseded } from './Corrections';
import { useCertificate, useRecordsWithStatus, useSendingStatus, useSendNow } from './api';

const when = (iso: string) =>
  new Date(iso).toLocaleString('es-ES', { timeZone: DEFAULT_TIMEZONE, dateStyle: 'short', timeStyle: 'short' });

/** A file's bytes in base64, read in the browser (the API takes the PKCS#12 as base64 in JSON). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function CertificateForm() {
  const { t } = useTranslation();
  const { upload } = useCertificate();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const fields = upload.error instanceof ApiRequestError ? upload.error.fields : undefined;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(
      { pkcs12: await base64Of(file), password },
      {
        onSuccess: () => {
          setPassword('');
          toast.success(t('orders.verifactu.sending.uploaded'));
        },
      },
    );
  };
  return (
    <Stack component="form" spacing={1} onSubmit={submit} aria-label={t('orders.verifactu.sending.upload')}>
      <TextField
        type="file"
        label={t('orders.verifactu.sending.file')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: '.p12,.pfx' } }}
        onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
        error={!!fields?.pkcs12}
        helperText={fields?.pkcs12}
        size="small"
      />
      <TextField
        type="password"
        label={t('orders.verifactu.sending.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={!!fields?.password}
        helperText={fields?.password}
        size="small"
      />
      {upload.error && !fields && <Alert severity="error">{upload.error.message}</Alert>}
      <Box>
        <Button type="submit" variant="outlined" disabled={!file || !password || upload.isPending}>
          {t('orders.verifactu.sending.upload')}
        </Button>
      </Box>
    </Stack>
  );
}

function Refused({ status }: { status: 'rechazado' | 'aceptado_con_errores' }) {
  const { t } = useTranslation();
  const records = useRecordsWithStatus(status);
  if (!records.data?.length) return null;
  return (
    <Box>
      <Typography variant="subtitle2">{t(`orders.verifactu.states.${status}`)}</Typography>
      <ul aria-label={t(`orders.verifactu.states.${status}`)}>
        {records.data.map((state) => (
          <li key={state.id}>
            {state.id}: {[state.code, state.message].filter(Boolean).join(': ')}
            <Superseded state={state} />
            {!state.supersededBy && <FixHint code={state.code} />}
            <RecordActions recordId={state.id} state={state} />
          </li>
        ))}
      </ul>
    </Box>
  );
}

/**
 * 'Envío a la AEAT' (owners): the certificate the records are sent with (upload with its password, remove), the
 * queue (pending records, next attempt, last error), a send now, and the records the agency refused or accepted
 * with errors, with its reason, what to do about it (FixHint) and the owner's 'Subsanar' and 'Anular'.
 */
export function SendingPanel() {
  const { t } = useTranslation();
  const status = useSendingStatus();
  const { remove } = useCertificate();
  const sendNow = useSendNow();
  const data = status.data;
  return (
    <Box component="section" aria-labelledby="verifactu-sending">
      <Typography variant="h6" component="h2" id="verifactu-sending">
        {t('orders.verifactu.sending.title')}
      </Typography>
      {status.error && <Alert severity="error">{status.error.message}</Alert>}
      {data && (
        <Stack spacing={1}>
          {data.hasCertificate ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography>
                {t('orders.verifactu.sending.certificate', {
                  subject: data.subject ?? '—',
                  validTo: data.validTo ? when(data.validTo) : '—',
                })}
              </Typography>
              <Button color="error" onClick={() => remove.mutate()} disabled={remove.isPending}>
                {t('orders.verifactu.sending.remove')}
              </Button>
            </Stack>
          ) : (
            <Alert severity="warning">{t('orders.verifactu.sending.noCertificate')}</Alert>
          )}
          <CertificateForm />
          <Typography role="status">
            {t('orders.verifactu.sending.pending', { count: data.pending })}
            {data.nextAttemptAt && ` · ${t('orders.verifactu.sending.nextAttempt', { at: when(data.nextAttemptAt) })}`}
          </Typography>
          {data.lastError && (
            <Alert severity="error">{t('orders.verifactu.sending.lastError', { error: data.lastError })}</Alert>
          )}
          {sendNow.error && <Alert severity="error">{sendNow.error.message}</Alert>}
          <Box>
            <Button variant="contained" onClick={() => sendNow.mutate()} disabled={sendNow.isPending}>
              {t('orders.verifactu.sending.sendNow')}
            </Button>
          </Box>
          <Refused status="rechazado" />
          <Refused status="aceptado_con_errores" />
        </Stack>
      )}
    </Box>
  );
}
