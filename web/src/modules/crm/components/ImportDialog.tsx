import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  formatPhone,
  MAX_IMPORT_BYTES,
  type ClientRef,
  type ImportDuplicateField,
  type ImportPreview,
  type ImportResult,
} from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useOrganizationSlug } from '../../../platform/routing/paths';
import { useImportClients } from '../api';
import { crmPaths } from '../paths';

/** Lines listed in the preview: a file of thousands shows its problems first, then this many lines in all. */
const SHOWN_LINES = 300;

type Row =
  | { line: number; kind: 'invalid'; errors: Record<string, string> }
  | { line: number; kind: 'duplicate'; existing: ClientRef; field: ImportDuplicateField }
  | { line: number; kind: 'create'; name: string; contact: string };

/** The preview's lines, problems first (invalid, then duplicates), each group in file order. */
function rowsOf(preview: ImportPreview): Row[] {
  const byLine = (a: Row, b: Row) => a.line - b.line;
  return [
    ...preview.invalid.map((item): Row => ({ line: item.line, kind: 'invalid', errors: item.errors })).sort(byLine),
    ...preview.duplicates
      .map((item): Row => ({ line: item.line, kind: 'duplicate', existing: item.existing, field: item.field }))
      .sort(byLine),
    ...preview.create
      .map(({ line, client }): Row => ({
        line,
        kind: 'create',
        name: client.name,
        contact: [client.phone && formatPhone(client.phone), client.email].filter(Boolean).join(' · '),
      }))
      .sort(byLine),
  ];
}

/** What the preview says of one line. */
function RowDetail({ row }: { row: Row }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  if (row.kind === 'create')
    return (
      <>
        {row.name}
        {row.contact && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' · '}
            {row.contact}
          </Typography>
        )}
      </>
    );
  if (row.kind === 'duplicate')
    return (
      <>
        {t('crm.import.duplicateOf')}{' '}
        <Link component={RouterLink} to={crmPaths.client(org, row.existing.id)}>
          {row.existing.name}
        </Link>{' '}
        {row.field === 'row'
          ? t('crm.import.sameRow')
          : t('crm.import.sameField', { field: t(`crm.import.fields.${row.field}`) })}
      </>
    );
  return (
    <Stack component="ul" sx={{ m: 0, pl: 2 }}>
      {Object.entries(row.errors).map(([field, message]) => (
        <li key={field}>{message}</li>
      ))}
    </Stack>
  );
}

const CHIPS = {
  create: { label: 'crm.import.willCreate', color: 'success' },
  duplicate: { label: 'crm.import.duplicate', color: 'warning' },
  invalid: { label: 'crm.import.invalid', color: 'error' },
} as const;

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const rows = rowsOf(preview);
  return (
    <>
      <Table size="small" aria-label={t('crm.import.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('crm.import.line')}</TableCell>
            <TableCell>{t('crm.import.status')}</TableCell>
            <TableCell>{t('crm.import.detail')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, SHOWN_LINES).map((row) => (
            <TableRow key={row.line} data-kind={row.kind}>
              <TableCell>{row.line}</TableCell>
              <TableCell>
                <Chip size="small" color={CHIPS[row.kind].color} label={t(CHIPS[row.kind].label)} />
              </TableCell>
              <TableCell>
                <RowDetail row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > SHOWN_LINES && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('crm.import.more', { count: rows.length - SHOWN_LINES })}
        </Typography>
      )}
    </>
  );
}

/**
 * Importing clients from a CSV in two steps: the file is read by the server and each line shown with what it
 * would do (created, a duplicate of whom, invalid and why); applying sends the same file, which creates exactly
 * that (and, sent again, nothing new).
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { preview, apply } = useImportClients();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const checked = preview.data;
  const busy = preview.isPending || apply.isPending;

  const choose = (chosen: File | undefined) => {
    preview.reset();
    setFile(chosen ?? null);
    setTooLarge(!!chosen && chosen.size > MAX_IMPORT_BYTES);
  };
  const run = () =>
    file &&
    apply.mutate(file, {
      onSuccess: (done) => {
        setResult(done);
        toast.success(t('crm.import.imported', { count: done.created }));
      },
    });

  const failure = preview.error ?? apply.error;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={checked && !result ? 'md' : 'sm'}
      aria-labelledby="import-title"
    >
      <DialogTitle id="import-title">{result ? t('crm.import.done') : t('crm.import.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure.message}
            </Alert>
          )}
          {result ? (
            <Alert severity="success" role="status">
              {t('crm.import.result', { ...result })}
            </Alert>
          ) : checked ? (
            <>
              <Typography role="status">
                {t('crm.import.summary', {
                  create: checked.create.length,
                  duplicates: checked.duplicates.length,
                  invalid: checked.invalid.length,
                })}
              </Typography>
              {checked.ignoredColumns.length > 0 && (
                <Alert severity="info">
                  {t('crm.import.ignored', { columns: checked.ignoredColumns.map((name) => `«${name}»`).join(', ') })}
                </Alert>
              )}
              {checked.create.length + checked.duplicates.length + checked.invalid.length === 0 ? (
                <Alert severity="info">{t('crm.import.nothing')}</Alert>
              ) : (
                <PreviewTable preview={checked} />
              )}
            </>
          ) : (
            <>
              <Typography variant="body2">{t('crm.import.help')}</Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                  {t('crm.import.choose')}
                  <input
                    hidden
                    type="file"
                    accept=".csv,text/csv"
                    aria-label={t('crm.import.choose')}
                    onChange={(event) => choose(event.target.files?.[0])}
                  />
                </Button>
                {file && <Typography>{t('crm.import.chosen', { name: file.name })}</Typography>}
              </Stack>
              {tooLarge && (
                <Alert severity="error" role="alert">
                  {t('crm.import.tooLarge')}
                </Alert>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={onClose}>
            {t('common.close')}
          </Button>
        ) : checked ? (
          <>
            <Button onClick={() => choose(undefined)} disabled={busy}>
              {t('crm.import.back')}
            </Button>
            <Button variant="contained" onClick={run} disabled={busy || checked.create.length === 0}>
              {apply.isPending ? t('crm.import.applying') : t('crm.import.apply', { count: checked.create.length })}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => file && preview.mutate(file)}
              disabled={!file || tooLarge || busy}
            >
              {preview.isPending ? t('crm.import.previewing') : t('crm.import.preview')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
