import { useTranslation } from 'react-i18next';
import { Controller, type FieldValues, type PathValue } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import { MEDIA_TYPES, mediaUrl } from '@plataforma/domain';
import { fieldError, type BoundProps } from '../../ui/form-controls';
import { useMediaUpload } from './upload';
import './i18n';

const THUMB_WIDTH = 320;

/**
 * Several photos of the media store (image ids, the first the main one), for a record that shows more than one (a
 * product): each chosen file is uploaded at once (checked as PhotoField does) and added last; a photo can be moved
 * earlier or later and taken off (the image itself stays in the store).
 */
export function PhotosField<T extends FieldValues>({
  form,
  name,
  label,
  readOnly,
  max,
}: BoundProps<T> & { max: number }) {
  const { t } = useTranslation();
  const { organizationId, upload, uploading, problem } = useMediaUpload();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const ids = (field.value ?? []) as string[];
        const set = (next: string[]) => field.onChange(next as PathValue<T, typeof name>);
        const add = async (files: File[]) => {
          let next = ids;
          for (const file of files.slice(0, max - ids.length)) {
            const media = await upload(file);
            if (!media) break;
            next = [...next, media.id];
            set(next);
          }
        };
        const move = (from: number, to: number) => {
          const next = [...ids];
          const [moved] = next.splice(from, 1);
          next.splice(to, 0, moved!);
          set(next);
        };
        const error = problem ?? fieldError(form, name);
        return (
          <Stack spacing={1} component="section" aria-label={label}>
            <Typography variant="body2" color="text.secondary" component="span">
              {label}
            </Typography>
            {ids.length === 0 && <Typography variant="body2">{t('media.noPhotos')}</Typography>}
            <Box
              component="ul"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
                gap: 1,
                listStyle: 'none',
                p: 0,
                m: 0,
              }}
            >
              {ids.map((id, index) => (
                <Box component="li" key={id} sx={{ position: 'relative' }}>
                  <Box
                    component="img"
                    src={mediaUrl(organizationId, id, THUMB_WIDTH)}
                    alt={t(index === 0 ? 'media.mainPhoto' : 'media.photoNumber', { index: index + 1 })}
                    sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, display: 'block' }}
                  />
                  {!readOnly && (
                    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                      <IconButton
                        size="small"
                        disabled={index === 0}
                        aria-label={t('media.moveEarlier', { index: index + 1 })}
                        onClick={() => move(index, index - 1)}
                      >
                        <ArrowBackIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('media.removeNumber', { index: index + 1 })}
                        onClick={() => set(ids.filter((other) => other !== id))}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        disabled={index === ids.length - 1}
                        aria-label={t('media.moveLater', { index: index + 1 })}
                        onClick={() => move(index, index + 1)}
                      >
                        <ArrowForwardIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  )}
                </Box>
              ))}
            </Box>
            {!readOnly && ids.length < max && (
              <Box>
                <Button component="label" variant="outlined" size="small" disabled={uploading}>
                  {uploading ? t('media.uploading') : t('media.addPhotos')}
                  <input
                    hidden
                    multiple
                    type="file"
                    accept={MEDIA_TYPES.join(',')}
                    aria-label={t('media.addPhotos')}
                    onChange={(event) => {
                      void add([...(event.target.files ?? [])]);
                      event.target.value = ''; // choosing the same file again is a new choice
                    }}
                  />
                </Button>
              </Box>
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
