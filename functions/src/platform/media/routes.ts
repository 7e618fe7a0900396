import { Router } from 'express';
import { documentIdSchema, MAX_MEDIA_BYTES, mediaUploadQuerySchema } from '@plataforma/domain';
import { ApiError } from '../http/api-error';
import { readRawBody } from '../http/raw-body';
import { validate } from '../http/validate';
import { tenantOf, tenantRouter } from '../organizations/tenant-router';
import { deleteMedia, readMediaFile, uploadMedia } from './service';

/** Upload and delete: members whose role may manage media, whatever modules the organization has on. */
const tenant = tenantRouter('platform');
const base = '/organizations/:organization/media' as const;

tenant.post(base, 'media.manage', async (req, res) => {
  const { name } = validate(mediaUploadQuerySchema, req.query);
  // Any Content-Type but JSON: the bytes are judged by themselves (sniff.ts).
  const bytes = await readRawBody(req, res, {
    limit: MAX_MEDIA_BYTES,
    tooLarge: 'media-too-large',
    notRaw: 'media-not-image',
  });
  res.status(201).json(await uploadMedia(tenantOf(req), bytes, name));
});

tenant.delete(`${base}/:mediaId`, 'media.manage', async (req, res) => {
  await deleteMedia(tenantOf(req), String(req.params.mediaId));
  res.status(204).end();
});

/**
 * Serving a size needs no sign-in: an <img> sends no token, and an image of a business is shown to its customers
 * anyway. The ids are random (Firestore auto-ids), and the path names the organization by id: another
 * organization's image id, or a size not stored, is a 404. The bytes under an id never change, so they are cached
 * for a year by browsers and the CDN.
 */
const publicRoutes = Router();
const FILE = /^(\d{1,4})\.webp$/;
const validId = (value: unknown) => documentIdSchema.safeParse(value).success;

publicRoutes.get(`${base}/:mediaId/:file`, async (req, res) => {
  const organization = String(req.params.organization);
  const mediaId = String(req.params.mediaId);
  const width = FILE.exec(String(req.params.file))?.[1];
  if (!validId(organization) || !validId(mediaId) || !width) throw new ApiError('not-found');
  const bytes = await readMediaFile(organization, mediaId, Number(width));
  if (!bytes) throw new ApiError('not-found');
  res.set('Cache-Control', 'public, max-age=31536000, immutable');
  res.type('image/webp').send(bytes);
});

export const mediaRoutes = [tenant.router, publicRoutes];
