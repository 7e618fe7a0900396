import { describe, expect, it } from 'vitest';
import { sniffDocumentType, sniffImageType } from './sniff';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('sniffImageType', () => {
  it('tells JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffImageType(Buffer.from('esto no es un PNG'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull(); // a WAV is RIFF too
    expect(sniffImageType(bytes('GIF89a'))).toBeNull();
    expect(sniffImageType(bytes(0x89, 'PNG'))).toBeNull(); // cut short
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('sniffDocumentType', () => {
  it("tells a PDF by its '%PDF-' start", () => {
    expect(sniffDocumentType(bytes('%PDF-1.4\n%', 0xe2, 0xe3, 0xcf, 0xd3, '\n'))).toBe('application/pdf');
    expect(sniffDocumentType(bytes('%PDF-2.0'))).toBe('application/pdf');
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeNull(); // a PDF is never an image
  });

  it('refuses anything else, whatever its name says', () => {
    expect(sniffDocumentType(Buffer.from('esto no es un PDF.pdf'))).toBeNull();
    expect(sniffDocumentType(bytes('%PDF'))).toBeNull(); // cut short
    expect(sniffDocumentType(bytes(' %PDF-1.4'))).toBeNull();
    expect(sniffDocumentType(bytes('%pdf-1.4'))).toBeNull();
    expect(sniffDocumentType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBeNull();
    expect(sniffDocumentType(Buffer.alloc(0))).toBeNull();
  });
});
