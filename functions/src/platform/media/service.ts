import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { MAX_MEDIA_BYTES, mediaUrl, mediaUserLabel, type MediaFile, type MediaUser } from '@plataforma/domain';
import { transaction } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Tenant } from '../organizations/tenant-router';
import { organizationCollection } from '../organizations/repository';
import { resizeImage } from './images';
import { sniffImageType } from './sniff';
import { mediaStore } from './store';

/**
 * organizations/{orgId}/media/{id}: the answer's fields as stored (its id is the document's, its URLs are derived);
 * written and read by the API only (no search keys: not a listed resource).
 */
export type MediaDoc = Omit<MediaFile, 'id' | 'urls' | 'createdAt' | 'updatedAt'> & {
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

const mediaOf = (organizationId: string) => organizationCollection<MediaDoc>(organizationId, 'media');

/** Where a size's bytes live in the store: per organization, per image. */
const filePath = (organizationId: string, mediaId: string, width: number) =>
  `organizations/${organizationId}/media/${mediaId}/${width}.webp`;

function toDto(organizationId: string, id: string, doc: MediaDoc): MediaFile {
  const { createdAt, updatedAt, ...rest } = doc;
  return {
    ...rest,
    id,
    createdAt: createdAt.toDate().toISOString(),
    updatedAt: updatedAt.toDate().toISOString(),
    urls: doc.sizes.map((size) => mediaUrl(organizationId, id, size.width)),
  };
}

/**
 * Stores an uploaded image: checked by its bytes (JPEG, PNG or WebP, at most 10 MB; else 400/413 and nothing stored),
 * resized to the store's widths as WebP, then its document. The files go first: a failure between leaves unreferenced
 * files under an id nobody knows, never a document without its files.
 */
export async function uploadMedia(tenant: Tenant, bytes: Buffer, name: string): Promise<MediaFile> {
  if (bytes.length > MAX_MEDIA_BYTES) throw new ApiError('media-too-large');
  const type = sniffImageType(bytes);
  if (!type) throw new ApiError('media-not-image');
  const image = await resizeImage(bytes);
  const organizationId = tenant.organization.id;
  const ref = mediaOf(organizationId).doc();
  await Promise.all(
    image.sizes.map((size) => mediaStore().put(filePath(organizationId, ref.id, size.width), size.bytes, 'image/webp')),
  );
  const now = Timestamp.now();
  const doc: MediaDoc = {
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

/** The bytes of one stored size; null when the organization has no such image (or not at that width). */
export async function readMediaFile(organizationId: string, mediaId: string, width: number): Promise<Buffer | null> {
  return mediaStore().get(filePath(organizationId, mediaId, width));
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
  await Promise.all(doc.sizes.map((size) => mediaStore().delete(filePath(organizationId, mediaId, size.width))));
}

/**
 * In the transaction that writes a record with a photo: a 400 on `field` unless `mediaId` is an image of the
 * organization (a read: call it before the transaction writes). `message` says what the file is for (a lesson's file).
 */
export async function requireMedia(
  tx: Transaction,
  tenant: Tenant,
  mediaId: string,
  field: string,
  message = 'La imagen ya no existe: súbela de nuevo',
): Promise<void> {
  const snapshot = await tx.get(mediaOf(tenant.organization.id).doc(mediaId));
  if (!snapshot.exists) throw new ApiError('validation-failed', { [field]: message });
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
