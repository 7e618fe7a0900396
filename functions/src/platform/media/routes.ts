import { Router } from 'express';
import {
  documentFileName,
  documentIdSchema,
  MAX_MEDIA_BYTES,
  mediaListQuerySchema,
  mediaUploadQuerySchema,
  type MediaList,
} from '@plataforma/domain';
import { ApiError } from '../http/api-error';
import { readRawBody } from '../http/raw-body';
import { validate } from '../http/validate';
import { tenantOf, tenantRouter } from '../organizations/tenant-router';
import { deleteMedia, listMedia, readMediaDocument, readMediaFile, uploadMedia } from './service';

/** List, upload and delete: members whose role may manage media, whatever modules the organization has on. */
const tenant = tenantRouter('platform');
const base = '/organizations/:organization/media' as const;

tenant.get(base, 'media.manage', async (req, res) => {
  const { kind } = validate(mediaListQuerySchema, req.query);
  res.json({ items: await listMedia(tenantOf(req), kind) } satisfies MediaList);
});

tenant.post(base, 'media.manage', async (req, res) => {
  const { name } = validate(mediaUploadQuerySchema, req.query);
  // Any Content-Type but JSON: the bytes are judged by themselves (sniff.ts).
  const bytes = await readRawBody(req, res, {
    limit: MAX_MEDIA_BYTES,
    tooLarge: 'media-too-large',
    notRaw: 'media-not-image',
  });
  res.status(201).json(await uploadMedia(tenantOf(req), bytes, name, { contentType: req.get('Content-Type') }));
});

tenant.delete(`${base}/:mediaId`, 'media.manage', async (req, res) => {
  await deleteMedia(tenantOf(req), String(req.params.mediaId));
  res.status(204).end();
});

/**
 * Serving a size needs no sign-in: an <img> sends no token, and an image of a business is shown to its customers
 * anyway. The ids are random (Firestore auto-ids), and the path names the organization by id: another
 * organization's image id, or a size not stored, is a 404. The bytes under an id never change, so they are cached
 * for a year by browsers and the CDN. A document (file.pdf) follows the same rule: a link in a lesson opens it in a
 * new tab, which sends no token either.
 */
const publicRoutes = Router();
const FILE = /^(\d{1,4})\.webp$/;
const DOCUMENT_FILE = 'file.pdf';
const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';
const validId = (value: unknown) => documentIdSchema.safeParse(value).success;

publicRoutes.get(`${base}/:mediaId/:file`, async (req, res) => {
  const organization = String(req.params.organization);
  const mediaId = String(req.params.mediaId);
  const file = String(req.params.file);
  const width = FILE.exec(file)?.[1];
  if (!validId(organization) || !validId(mediaId) || (!width && file !== DOCUMENT_FILE)) {
    throw new ApiError('not-found');
  }
  if (!width) {
    const document = await readMediaDocument(organization, mediaId);
    if (!document) throw new ApiError('not-found');
    res.set('Cache-Control', CACHE_FOR_A_YEAR);
    // Opened in the browser's viewer, saved under its own (sanitised) name.
    res.set('Content-Disposition', `inline; filename="${documentFileName(document.name)}"`);
    res.type('application/pdf').send(document.bytes);
    return;
  }
  const bytes = await readMediaFile(organization, mediaId, Number(width));
  if (!bytes) throw new ApiError('not-found');
  res.set('Cache-Control', CACHE_FOR_A_YEAR);
  res.type('image/webp').send(bytes);
});

export const mediaRoutes = [tenant.router, publicRoutes];
