import { describe, expect, it } from 'vitest';
import { documentFileName, mediaDocumentUrl } from './media';

describe('documents of the media store', () => {
  it('are served under one URL', () => {
    expect(mediaDocumentUrl('o1', 'm1')).toBe('/api/organizations/o1/media/m1/file.pdf');
  });

  it('are named safely for a Content-Disposition, always .pdf', () => {
    expect(documentFileName('Tema 1: introducción.pdf')).toBe('Tema 1 introduccion.pdf');
    expect(documentFileName('apuntes "finales"\r\nX-Evil: 1.PDF')).toBe('apuntes finales X-Evil 1.pdf');
    expect(documentFileName('../../etc/passwd')).toBe('etc passwd.pdf');
    expect(documentFileName('')).toBe('documento.pdf');
    expect(documentFileName('ñ€')).toBe('n.pdf');
    expect(documentFileName('x'.repeat(300))).toBe(`${'x'.repeat(100)}.pdf`);
  });
});
