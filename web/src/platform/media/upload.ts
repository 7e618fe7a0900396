import { useState } from 'react';
import {
  CLIENT_ERRORS,
  DOCUMENT_TYPES,
  MAX_MEDIA_BYTES,
  MEDIA_TYPES,
  type MediaFile,
  type MediaKind,
} from '@plataforma/domain';
import { apiRequest, ApiRequestError } from '../api/client';
import { useCurrentOrganization } from '../organizations/current';
import i18n from '../../i18n';
import './i18n';

/** A file the browser could not type is judged by its name here (the API judges its bytes). */
const isPdf = (file: File) =>
  (DOCUMENT_TYPES as readonly string[]).includes(file.type) || (!file.type && /\.pdf$/i.test(file.name));

/**
 * Uploading an image (the photo fields) or a PDF (the file field) to the organization's media store: the file is
 * checked here as the API does (type, 10 MB) so that a wrong one is not sent at all; `problem` is the Spanish
 * refusal, if any.
 */
export function useMediaUpload(kind: MediaKind = 'image') {
  const organizationId = useCurrentOrganization()?.id ?? '';
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const upload = async (file: File | undefined): Promise<MediaFile | undefined> => {
    setProblem(undefined);
    if (!file) return undefined;
    const document = kind === 'document';
    if (document ? !isPdf(file) : !(MEDIA_TYPES as readonly string[]).includes(file.type)) {
      setProblem(CLIENT_ERRORS[document ? 'media-not-document' : 'media-not-image'].message);
      return undefined;
    }
    if (file.size > MAX_MEDIA_BYTES) {
      setProblem(document ? i18n.t('media.documentTooLarge') : CLIENT_ERRORS['media-too-large'].message);
      return undefined;
    }
    setUploading(true);
    try {
      return await apiRequest<MediaFile>(
        `/organizations/${encodeURIComponent(organizationId)}/media?name=${encodeURIComponent(file.name)}`,
        { method: 'POST', raw: { body: file, type: file.type || 'application/octet-stream' } },
      );
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? error.message : CLIENT_ERRORS.internal.message);
      return undefined;
    } finally {
      setUploading(false);
    }
  };
  return { organizationId, upload, uploading, problem };
}
