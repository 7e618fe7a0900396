import * as z from 'zod/mini';
import { optionalText } from './resources';
import type { ResourceMeta } from './resources';

/**
 * The media store (ARCHITECTURE.md, "Files"): images and documents (PDF) uploaded through the API, stored per
 * organization.
 */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;

/** The image types an upload may be, told by its bytes (never its name or its Content-Type). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The document types an upload may be (a lesson's handout), told by its bytes too: stored as uploaded. */
export const DOCUMENT_TYPES = ['application/pdf'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** An image (resized, shown) or a document (kept as is, opened or downloaded). */
export const MEDIA_KINDS = ['image', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * Every upload is stored as WebP under each of these widths (a thumbnail, a list or card, a detail page), so that any
 * image id with any of them is a valid address. An image is never enlarged: one narrower than a width is stored at
 * its own width under that name (a 300 px photo's 1200.webp is 300 px wide).
 */
export const MEDIA_WIDTHS = [160, 480, 1200] as const;

/** The platform's own collections under organizations/{orgId}/ (registered in domain/src/collections.ts). */
export const PLATFORM_TENANT_COLLECTIONS = {
  /** One document per uploaded image: its sizes and who uses it. Read and written by the API only. */
  media: { name: 'media', client: 'api' },
} as const;

/** POST /api/organizations/{id}/media?name=foto.jpg: the body is the image's bytes; the name is for people. */
export const mediaUploadQuerySchema = z.strictObject({ name: optionalText(120) });

/** GET /api/organizations/{id}/media?kind=document: the store's files, newest first; `kind` keeps one kind. */
export const mediaListQuerySchema = z.strictObject({ kind: z.optional(z.enum(MEDIA_KINDS)) });

/** What may use an image, named in the 409 of a delete refused while in use. */
export const MEDIA_USER_KINDS = {
  dish: 'plato',
  product: 'producto',
  shopPack: 'pack',
  course: 'curso',
} as const;
export type MediaUserKind = keyof typeof MEDIA_USER_KINDS;

export interface MediaUser {
  kind: MediaUserKind;
  id: string;
  name: string;
}

export interface MediaSize {
  /** The width the file is named by ({width}.webp), one of MEDIA_WIDTHS. */
  width: MediaWidth;
  /** Its pixels: the named width, or the original's when narrower. */
  pixelWidth: number;
  pixelHeight: number;
  bytes: number;
}

export interface MediaFile extends ResourceMeta {
  /** 'image' for every file stored before documents were (their documents have no `kind`). */
  kind: MediaKind;
  name: string;
  /** The type of the uploaded original (every stored size of an image is WebP; a document is kept as is). */
  type: MediaType | DocumentType;
  /** The original's dimensions (0 for a document) and size. */
  width: number;
  height: number;
  bytes: number;
  /** An image's stored sizes; none for a document. */
  sizes: MediaSize[];
  usedBy: MediaUser[];
  /**
   * URL of each stored size, in the order of MEDIA_WIDTHS, or the one URL of a document (relative to the site:
   * /api/...).
   */
  urls: string[];
}

/** The answer of the media list. */
export interface MediaList {
  items: MediaFile[];
}

/** Where a stored size is served: public, cached for a year (its content never changes under its id). */
export const mediaUrl = (organizationId: string, mediaId: string, width: number) =>
  `/api/organizations/${organizationId}/media/${mediaId}/${width}.webp`;

/** Where a document is served: public and cached for a year like an image's sizes, opened in the browser. */
export const mediaDocumentUrl = (organizationId: string, mediaId: string) =>
  `/api/organizations/${organizationId}/media/${mediaId}/file.pdf`;

/**
 * The file name a document is served under ('Tema 1: introducción.pdf' -> 'Tema 1 introduccion.pdf'): plain ASCII
 * letters, digits, spaces, dots, dashes and underscores (safe inside a quoted Content-Disposition), always '.pdf'.
 */
export function documentFileName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[. ]+/, '')
    .trim()
    .slice(0, 100)
    .trim();
  return `${base || 'documento'}.pdf`;
}

export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The pixel width stored under `width` for an image `original` pixels wide: never wider than itself. */
export const storedWidth = (width: MediaWidth, original: number) => Math.min(width, original);

/** 'plato «Entrecot»', for the 409 of a delete. */
export const mediaUserLabel = (user: MediaUser) => `${MEDIA_USER_KINDS[user.kind]} «${user.name}»`;
