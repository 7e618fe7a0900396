import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCUMENT_TYPES, mediaDocumentUrl, type MediaFile, type MediaList } from '@plataforma/domain';
import { apiRequest } from '../api/client';
import { useMediaUpload } from './upload';
import './i18n';

export interface MediaFileFieldProps {
  /** The document's media id, or null for none. */
  value: string | null;
  onChange: (mediaId: string | null) => void;
  label: string;
  /** The form's error on the field (the API's 400), shown under it. */
  error?: string;
  readOnly?: boolean;
}

const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The organization's documents, newest first (the field shows the chosen one's name and offers the others). */
function useDocuments(organizationId: string) {
  return useQuery({
    queryKey: ['media', organizationId, 'document'],
    queryFn: ({ signal }) =>
      apiRequest<MediaList>(`/organizations/${encodeURIComponent(organizationId)}/media?kind=document`, { signal }),
    enabled: Boolean(organizationId),
  });
}

/**
 * A PDF of the media store (a document id, or null), for a record that offers a file (a lesson's handout): upload one
 * (checked here as the API does: a PDF, 10 MB) or choose one already uploaded; the chosen one is a link that opens
 * it. 'Quitar' leaves the record without one (the document stays in the store). Not bound to a form: a Controller
 * passes value, onChange and the error.
 */
export function MediaFileField({ value, onChange, label, error, readOnly }: MediaFileFieldProps) {
  const { t } = useTranslation();
  const pickId = useId();
  const { organizationId, upload, uploading, problem } = useMediaUpload('document');
  const queryClient = useQueryClient();
  const documents = useDocuments(organizationId);
  const items = documents.data?.items ?? [];
  const current = items.find((item) => item.id === value);

  const choose = async (file: File | undefined) => {
    const media = await upload(file);
    if (!media) return;
    queryClient.setQueryData<MediaList>(['media', organizationId, 'document'], (list) =>
      list ? { items: [media, ...list.items] } : list,
    );
    onChange(media.id);
  };
  const shown = problem ?? error;

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {label}
      </Typography>
      {value ? (
        <Link href={mediaDocumentUrl(organizationId, value)} target="_blank" rel="noopener">
          {current?.name ?? t('media.unnamedDocument')}
        </Link>
      ) : (
        <Typography variant="body2">{t('media.noDocument')}</Typography>
      )}
      {!readOnly && (
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined" size="small" disabled={uploading}>
            {uploading ? t('media.uploading') : value ? t('media.replaceDocument') : t('media.uploadDocument')}
            <input
              hidden
              type="file"
              accept={DOCUMENT_TYPES.join(',')}
              aria-label={value ? t('media.replaceDocument') : t('media.uploadDocument')}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = ''; // choosing the same file again is a new choice
              }}
            />
          </Button>
          {value && (
            <Button size="small" color="inherit" onClick={() => onChange(null)}>
              {t('media.removeDocument')}
            </Button>
          )}
        </Stack>
      )}
      {!readOnly && items.length > 0 && (
        <TextField
          select
          size="small"
          id={pickId}
          label={t('media.pickDocument')}
          value={current ? current.id : ''}
          onChange={(event) => onChange(event.target.value || null)}
          slotProps={NATIVE}
          sx={{ minWidth: 240, maxWidth: '100%' }}
        >
          <option value="" />
          {items.map((item: MediaFile) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </TextField>
      )}
      {shown && (
        <FormHelperText error role="alert">
          {shown}
        </FormHelperText>
      )}
    </Stack>
  );
}
