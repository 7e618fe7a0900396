import { useState } from 'react';
import { CLIENT_ERRORS, MAX_MEDIA_BYTES, MEDIA_TYPES, type MediaFile } from '@plataforma/domain';
import { apiRequest, ApiRequestError } from '../api/client';
import { useCurrentOrganization } from '../organizations/current';

/**
 * Uploading an image to the organization's media store, for the photo fields: the file is checked here as the API
 * does (type, 10 MB) so that a wrong one is not sent at all; `problem` is the Spanish refusal, if any.
 */
export function useMediaUpload() {
  const organizationId = useCurrentOrganization()?.id ?? '';
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const upload = async (file: File | undefined): Promise<MediaFile | undefined> => {
    setProblem(undefined);
    if (!file) return undefined;
    if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) {
      setProblem(CLIENT_ERRORS['media-not-image'].message);
      return undefined;
    }
    if (file.size > MAX_MEDIA_BYTES) {
      setProblem(CLIENT_ERRORS['media-too-large'].message);
      return undefined;
    }
    setUploading(true);
    try {
      return await apiRequest<MediaFile>(
        `/organizations/${encodeURIComponent(organizationId)}/media?name=${encodeURIComponent(file.name)}`,
        { method: 'POST', raw: { body: file, type: file.type } },
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
