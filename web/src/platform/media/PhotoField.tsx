import { useTranslation } from 'react-i18next';
import { Controller, type FieldValues, type PathValue } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MEDIA_TYPES, mediaUrl } from '@plataforma/domain';
import { fieldError, type BoundProps } from '../../ui/form-controls';
import { useMediaUpload } from './upload';
import './i18n';

const PREVIEW_WIDTH = 480;

/**
 * A photo of the media store (an image id, or null), for any record that shows one (a dish, a product): choose a
 * file, it is uploaded at once and previewed; 'Quitar' leaves the record without one (the image itself stays in the
 * store). The file is checked here as the API does (type, 10 MB) so that a wrong one is not sent at all.
 */
export function PhotoField<T extends FieldValues>({ form, name, label, readOnly }: BoundProps<T>) {
  const { t } = useTranslation();
  const { organizationId, upload, uploading, problem } = useMediaUpload();

  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const photoId = field.value as string | null;
        const choose = async (file: File | undefined) => {
          const media = await upload(file);
          if (media) field.onChange(media.id as PathValue<T, typeof name>);
        };
        const error = problem ?? fieldError(form, name);
        return (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary" component="span">
              {label}
            </Typography>
            {photoId ? (
              <Box
                component="img"
                src={mediaUrl(organizationId, photoId, PREVIEW_WIDTH)}
                alt={t('media.preview')}
                sx={{ width: 240, maxWidth: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
              />
            ) : (
              <Typography variant="body2">{t('media.none')}</Typography>
            )}
            {!readOnly && (
              <Stack direction="row" spacing={1}>
                <Button component="label" variant="outlined" size="small" disabled={uploading}>
                  {uploading ? t('media.uploading') : photoId ? t('media.replace') : t('media.upload')}
                  <input
                    hidden
                    type="file"
                    accept={MEDIA_TYPES.join(',')}
                    aria-label={photoId ? t('media.replace') : t('media.upload')}
                    onChange={(event) => {
                      void choose(event.target.files?.[0]);
                      event.target.value = ''; // choosing the same file again is a new choice
                    }}
                  />
                </Button>
                {photoId && (
                  <Button
                    size="small"
                    color="inherit"
                    onClick={() => field.onChange(null as PathValue<T, typeof name>)}
                  >
                    {t('media.remove')}
                  </Button>
                )}
              </Stack>
            )}
            {error && (
              <FormHelperText error role="alert">
                {error}
              </FormHelperText>
            )}
          </Stack>
        );
      }}
    />
  );
}
