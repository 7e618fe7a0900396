import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  MAX_MEDIA_BYTES,
  mediaDocumentUrl,
  mediaUrl,
  mediaUserLabel,
  type MediaFile,
  type MediaKind,
  type MediaUser,
} from '@plataforma/domain';
import { transaction } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Tenant } from '../organizations/tenant-router';
import { organizationCollection } from '../organizations/repository';
import { resizeImage } from './images';
import { sniffDocumentType, sniffImageType } from './sniff';
import { mediaStore } from './store';

/**
 * organizations/{orgId}/media/{id}: the answer's fields as stored (its id is the document's, its URLs are derived);
 * written and read by the API only (no search keys: not a listed resource). `kind` is missing on the images stored
 * before documents were: they read as images.
 */
export type MediaDoc = Omit<MediaFile, 'id' | 'urls' | 'createdAt' | 'updatedAt' | 'kind'> & {
  kind?: MediaKind;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

const kindOf = (doc: MediaDoc): MediaKind => doc.kind ?? 'image';

const mediaOf = (organizationId: string) => organizationCollection<MediaDoc>(organizationId, 'media');

/** Where a size's bytes live in the store: per organization, per image. */
const filePath = (organizationId: string, mediaId: string, width: number) =>
  `organizations/${organizationId}/media/${mediaId}/${width}.webp`;

/** Where a document's bytes live, beside the images' sizes. */
const documentPath = (organizationId: string, mediaId: string) =>
  `organizations/${organizationId}/media/${mediaId}/file.pdf`;

/** Every file stored for one media document. */
const pathsOf = (organizationId: string, mediaId: string, doc: MediaDoc) =>
  kindOf(doc) === 'document'
    ? [documentPath(organizationId, mediaId)]
    : doc.sizes.map((size) => filePath(organizationId, mediaId, size.width));

function toDto(organizationId: string, id: string, doc: MediaDoc): MediaFile {
  const { createdAt, updatedAt, ...rest } = doc;
  const kind = kindOf(doc);
  return {
    ...rest,
    kind,
    id,
    createdAt: createdAt.toDate().toISOString(),
    updatedAt: updatedAt.toDate().toISOString(),
    urls:
      kind === 'document'
        ? [mediaDocumentUrl(organizationId, id)]
        : doc.sizes.map((size) => mediaUrl(organizationId, id, size.width)),
  };
}

/**
 * Stores an uploaded image or PDF: checked by its bytes (JPEG, PNG, WebP or PDF, at most 10 MB; else 400/413 and
 * nothing stored); an image is resized to the store's widths as WebP, a PDF kept as is; then its document. The files
 * go first: a failure between leaves unreferenced files under an id nobody knows, never a document without its files.
 * `claimed` (the sender's name and Content-Type) only picks the words of a refusal: a file sent as a PDF that is not
 * one is told it is not a PDF.
 */
export async function uploadMedia(
  tenant: Tenant,
  bytes: Buffer,
  name: string,
  claimed: { contentType?: string } = {},
): Promise<MediaFile> {
  if (bytes.length > MAX_MEDIA_BYTES) throw new ApiError('media-too-large');
  const type = sniffImageType(bytes);
  if (!type) {
    if (sniffDocumentType(bytes)) return uploadDocument(tenant, bytes, name);
    const sentAsPdf = /\.pdf$/i.test(name) || /^application\/pdf\b/i.test(claimed.contentType ?? '');
    throw new ApiError(sentAsPdf ? 'media-not-document' : 'media-not-image');
  }
  const image = await resizeImage(bytes);
  const organizationId = tenant.organization.id;
  const ref = mediaOf(organizationId).doc();
  await Promise.all(
    image.sizes.map((size) => mediaStore().put(filePath(organizationId, ref.id, size.width), size.bytes, 'image/webp')),
  );
  const now = Timestamp.now();
  const doc: MediaDoc = {
    kind: 'image',
    name: name || 'imagen',
    type,
    width: image.width,
    height: image.height,
    bytes: bytes.length,
    sizes: image.sizes.map(({ bytes: sized, ...size }) => ({ ...size, bytes: sized.length })),
    usedBy: [],
    createdAt: now,
    updatedAt: now,
  };
  await ref.create(doc);
  return toDto(organizationId, ref.id, doc);
}

/** A PDF, stored as uploaded (no page count or preview: it is opened by the browser). */
async function uploadDocument(tenant: Tenant, bytes: Buffer, name: string): Promise<MediaFile> {
  const organizationId = tenant.organization.id;
  const ref = mediaOf(organizationId).doc();
  await mediaStore().put(documentPath(organizationId, ref.id), bytes, 'application/pdf');
  const now = Timestamp.now();
  const doc: MediaDoc = {
    kind: 'document',
    name: name || 'documento.pdf',
    type: 'application/pdf',
    width: 0,
    height: 0,
    bytes: bytes.length,
    sizes: [],
    usedBy: [],
    createdAt: now,
    updatedAt: now,
  };
  await ref.create(doc);
  return toDto(organizationId, ref.id, doc);
}

/** The bytes of one stored size; null when the organization has no such image (or not at that width). */
export async function readMediaFile(organizationId: string, mediaId: string, width: number): Promise<Buffer | null> {
  return mediaStore().get(filePath(organizationId, mediaId, width));
}

/**
 * A document's bytes and name (for its Content-Disposition); null when the organization has no such document. It
 * reads the media document first (the name is there): an image's id is not a document.
 */
export async function readMediaDocument(
  organizationId: string,
  mediaId: string,
): Promise<{ name: string; bytes: Buffer } | null> {
  const snapshot = await mediaOf(organizationId).doc(mediaId).get();
  const doc = snapshot.data();
  if (!doc || kindOf(doc) !== 'document') return null;
  const bytes = await mediaStore().get(documentPath(organizationId, mediaId));
  return bytes && { name: doc.name, bytes };
}

/** The organization's media, newest first: every file, or only images or documents. */
export async function listMedia(tenant: Tenant, kind?: MediaKind): Promise<MediaFile[]> {
  const organizationId = tenant.organization.id;
  const collection = mediaOf(organizationId);
  // Documents by an equality filter (a single-field index); images cannot be (the older ones have no `kind`).
  const snapshot = await (kind === 'document' ? collection.where('kind', '==', 'document') : collection).get();
  return snapshot.docs
    .filter((doc) => !kind || kindOf(doc.data()) === kind)
    .sort((a, b) => b.data().createdAt.toMillis() - a.data().createdAt.toMillis())
    .map((doc) => toDto(organizationId, doc.id, doc.data()));
}

/** Deletes an image and its files, unless something uses it (409 naming them). */
export async function deleteMedia(tenant: Tenant, mediaId: string): Promise<void> {
  const organizationId = tenant.organization.id;
  const ref = mediaOf(organizationId).doc(mediaId);
  const doc = await transaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new ApiError('not-found');
    const stored = snapshot.data()!;
    if (stored.usedBy.length > 0) {
      const names = stored.usedBy.map(mediaUserLabel).join(', ');
      throw new ApiError('in-use', undefined, `No se puede eliminar porque se usa en: ${names}`, {
        usedBy: stored.usedBy,
      });
    }
    tx.delete(ref);
    return stored;
  });
  // After the document: an image half deleted is one nobody can reach any more, never a document without its files.
  await Promise.all(pathsOf(organizationId, mediaId, doc).map((path) => mediaStore().delete(path)));
}

/** What a record's media field takes: an image (a photo: the default), a document (a lesson's PDF) or either. */
export interface RequiredMedia {
  kind?: MediaKind | 'any';
}

/**
 * In the transaction that writes a record with a photo or a file: a 400 on `field` unless `mediaId` is an image of
 * the organization (or a document, or either, as `kind` says: a photo field refuses a PDF). A read: call it before the
 * transaction writes.
 */
export async function requireMedia(
  tx: Transaction,
  tenant: Tenant,
  mediaId: string,
  field: string,
  { kind = 'image' }: RequiredMedia = {},
): Promise<void> {
  const snapshot = await tx.get(mediaOf(tenant.organization.id).doc(mediaId));
  const doc = snapshot.data();
  if (!doc) {
    const gone =
      kind === 'image' ? 'La imagen ya no existe: súbela de nuevo' : 'El archivo ya no existe: súbelo de nuevo';
    throw new ApiError('validation-failed', { [field]: gone });
  }
  if (kind === 'any' || kindOf(doc) === kind) return;
  throw new ApiError('validation-failed', {
    [field]: kind === 'image' ? 'Elige una imagen' : 'Elige un documento PDF',
  });
}

/** One image, several (a product's photos) or none. */
type MediaIds = string | readonly string[] | null | undefined;
const idsOf = (ids: MediaIds) => (typeof ids === 'string' ? [ids] : (ids ?? [])).filter(Boolean);

/**
 * Records in the write's transaction that `user` now shows the images `to` (null: none) instead of `from`: it is taken
 * off the old images' `usedBy` and put (with its current name) on the new ones'. It reads, then writes: call it
 * after the write's other reads and before its other writes.
 */
export async function recordMediaUse(
  tx: Transaction,
  tenant: Tenant,
  user: MediaUser,
  { from, to }: { from: MediaIds; to: MediaIds },
): Promise<void> {
  const shown = new Set(idsOf(to));
  const ids = [...new Set([...idsOf(from), ...shown])];
  if (ids.length === 0) return;
  const collection = mediaOf(tenant.organization.id);
  const snapshots = await tx.getAll(...ids.map((id) => collection.doc(id)));
  const now = Timestamp.now();
  for (const snapshot of snapshots) {
    if (!snapshot.exists) continue; // the old image can only be gone if it was deleted by hand
    const before = snapshot.data()!.usedBy;
    const others = before.filter((u) => !(u.kind === user.kind && u.id === user.id));
    const usedBy = shown.has(snapshot.id) ? [...others, user] : others;
    if (JSON.stringify(usedBy) === JSON.stringify(before)) continue; // the same photo and name: nothing to write
    tx.update(snapshot.ref, { usedBy, updatedAt: now });
  }
}
