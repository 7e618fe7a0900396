import type { DocumentType, MediaType } from '@plataforma/domain';

/**
 * The image type of an upload, told by its first bytes (its name and Content-Type are the sender's word, not the
 * file's): JPEG FF D8 FF, PNG 89 'PNG' 0D 0A 1A 0A, WebP 'RIFF' <size> 'WEBP'. Anything else is null.
 */
export function sniffImageType(bytes: Uint8Array): MediaType | null {
  const starts = startsWith(bytes);
  if (starts(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

/** A document's type, told by its bytes too: a PDF starts with '%PDF-' (25 50 44 46 2D). Anything else is null. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  return startsWith(bytes)(0, [0x25, 0x50, 0x44, 0x46, 0x2d]) ? 'application/pdf' : null;
}

const startsWith = (bytes: Uint8Array) => (offset: number, signature: number[]) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
