import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { MAX_IMPORT_BYTES, type ImportResult } from '@plataforma/domain';
import { toast } from '../layout/toast';
import './i18n';

/** Lines listed in the preview: a file of thousands shows its problems first, then this many lines in all. */
const SHOWN_LINES = 300;

/**
 * What every CSV import's preview answers (clients, products): the lines it would create, those that duplicate a
 * record and those that are not valid, with the columns it did not read.
 */
export interface ImportPreviewOf<Create, Duplicate> {
  /** A line, or the lines that make one record (a product and its variants, a line each). */
  create: (Create & ({ line: number } | { lines: number[] }))[];
  duplicates: (Duplicate & { line: number })[];
  invalid: { line: number; errors: Record<string, string> }[];
  ignoredColumns: string[];
}

/** The texts that name what is imported ('clientes', 'productos'); the rest of the dialog's are shared. */
export interface ImportTexts {
  title: string;
  /** The columns the file may have. */
  help: string;
  /** The file has no lines of records. */
  nothing: string;
  apply: (count: number) => string;
  imported: (count: number) => string;
  /** What else the preview says (the categories a products import creates), under its summary. */
  notes?: (preview: ImportPreviewOf<never, never>) => ReactNode;
}

interface Props<Create, Duplicate> {
  texts: ImportTexts;
  /** The two steps, each sent the same file: what each line would do, then doing it. */
  preview: UseMutationResult<ImportPreviewOf<Create, Duplicate>, Error, Blob>;
  apply: UseMutationResult<ImportResult, Error, Blob>;
  /** What a line creates ('Camiseta · CAM-001'), and whom a duplicate line matches (a link to it). */
  describeCreate: (item: Create) => ReactNode;
  describeDuplicate: (item: Duplicate) => ReactNode;
  onClose: () => void;
}

type Row<Create, Duplicate> =
  | { line: number; kind: 'invalid'; errors: Record<string, string> }
  | { line: number; kind: 'duplicate'; item: Duplicate }
  | { line: number; lines: string; kind: 'create'; item: Create };

const linesOf = (item: { line: number } | { lines: number[] }) => ('line' in item ? [item.line] : item.lines);

/** The preview's lines, problems first (invalid, then duplicates), each group in file order. */
function rowsOf<C, D>(preview: ImportPreviewOf<C, D>): Row<C, D>[] {
  const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;
  return [
    ...preview.invalid
      .map((item): Row<C, D> => ({ line: item.line, kind: 'invalid', errors: item.errors }))
      .sort(byLine),
    ...preview.duplicates.map((item): Row<C, D> => ({ line: item.line, kind: 'duplicate', item })).sort(byLine),
    ...preview.create
      .map((item): Row<C, D> => ({
        line: linesOf(item)[0] ?? 0,
        lines: linesOf(item).join(', '),
        kind: 'create',
        item,
      }))
      .sort(byLine),
  ];
}

const CHIPS = {
  create: { label: 'import.willCreate', color: 'success' },
  duplicate: { label: 'import.duplicate', color: 'warning' },
  invalid: { label: 'import.invalid', color: 'error' },
} as const;

function PreviewTable<C, D>({
  preview,
  title,
  describeCreate,
  describeDuplicate,
}: Pick<Props<C, D>, 'describeCreate' | 'describeDuplicate'> & { preview: ImportPreviewOf<C, D>; title: string }) {
  const { t } = useTranslation();
  const rows = rowsOf(preview);
  return (
    <>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{t('import.line')}</TableCell>
            <TableCell>{t('import.status')}</TableCell>
            <TableCell>{t('import.detail')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(0, SHOWN_LINES).map((row) => (
            <TableRow key={row.line} data-kind={row.kind}>
              <TableCell>{row.kind === 'create' ? row.lines : row.line}</TableCell>
              <TableCell>
                <Chip size="small" color={CHIPS[row.kind].color} label={t(CHIPS[row.kind].label)} />
              </TableCell>
              <TableCell>
                {row.kind === 'create' ? (
                  describeCreate(row.item)
                ) : row.kind === 'duplicate' ? (
                  describeDuplicate(row.item)
                ) : (
                  <Stack component="ul" sx={{ m: 0, pl: 2 }}>
                    {Object.entries(row.errors).map(([field, message]) => (
                      <li key={field}>{message}</li>
                    ))}
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > SHOWN_LINES && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('import.more', { count: rows.length - SHOWN_LINES })}
        </Typography>
      )}
    </>
  );
}

/**
 * Importing records from a CSV in two steps, for any module whose API has `import/preview` and `import/apply`: the
 * file is read by the server and each line shown with what it would do (created, a duplicate of what, invalid and
 * why); applying sends the same file, which creates exactly that (and, sent again, nothing new).
 */
export function ImportDialog<Create, Duplicate>({
  texts,
  preview,
  apply,
  describeCreate,
  describeDuplicate,
  onClose,
}: Props<Create, Duplicate>) {
  const { t } = useTranslation();
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
        toast.success(texts.imported(done.created));
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
      <DialogTitle id="import-title">{result ? t('import.done') : texts.title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure.message}
            </Alert>
          )}
          {result ? (
            <Alert severity="success" role="status">
              {t('import.result', { ...result })}
            </Alert>
          ) : checked ? (
            <>
              <Typography role="status">
                {t('import.summary', {
                  create: checked.create.length,
                  duplicates: checked.duplicates.length,
                  invalid: checked.invalid.length,
                })}
              </Typography>
              {texts.notes?.(checked as ImportPreviewOf<never, never>)}
              {checked.ignoredColumns.length > 0 && (
                <Alert severity="info">
                  {t('import.ignored', { columns: checked.ignoredColumns.map((name) => `«${name}»`).join(', ') })}
                </Alert>
              )}
              {checked.create.length + checked.duplicates.length + checked.invalid.length === 0 ? (
                <Alert severity="info">{texts.nothing}</Alert>
              ) : (
                <PreviewTable
                  preview={checked}
                  title={texts.title}
                  describeCreate={describeCreate}
                  describeDuplicate={describeDuplicate}
                />
              )}
            </>
          ) : (
            <>
              <Typography variant="body2">{texts.help}</Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                  {t('import.choose')}
                  <input
                    hidden
                    type="file"
                    accept=".csv,text/csv"
                    aria-label={t('import.choose')}
                    onChange={(event) => choose(event.target.files?.[0])}
                  />
                </Button>
                {file && <Typography>{t('import.chosen', { name: file.name })}</Typography>}
              </Stack>
              {tooLarge && (
                <Alert severity="error" role="alert">
                  {t('import.tooLarge')}
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
              {t('import.back')}
            </Button>
            <Button variant="contained" onClick={run} disabled={busy || checked.create.length === 0}>
              {apply.isPending ? t('import.applying') : texts.apply(checked.create.length)}
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
              {preview.isPending ? t('import.previewing') : t('import.preview')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
