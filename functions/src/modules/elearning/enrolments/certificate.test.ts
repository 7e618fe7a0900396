import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { CourseSection } from '@plataforma/domain';
import { certificateKind, certificatePdf, type CertificateParts } from './certificate';

const lesson = { id: 'l1', title: 'Variables', kind: 'text', text: '', url: '', mediaId: null, minutes: 30 } as const;
const sections: CourseSection[] = [{ id: 's1', title: 'Primeros pasos', lessons: [lesson] }];

const parts = (over: Partial<CertificateParts> = {}): CertificateParts => ({
  course: { modality: 'mixta', sections },
  enrolment: {
    courseTitle: 'Introducción a la programación',
    client: { id: 'c1', name: 'María José Núñez Peña' },
    certificate: { number: 'CERT-2027-000012', issuedAt: '2027-03-31T22:30:00.000Z', minutes: 1230 },
    completedAt: '2027-03-31T22:30:00.000Z',
  },
  organization: { name: 'Academia Ñandú' },
  teacher: 'Íñigo Martínez',
  ...over,
});

async function parsed(bytes: Uint8Array) {
  expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
  return PDFDocument.load(bytes);
}

describe('certificatePdf', () => {
  it('builds one A4 landscape page with Spanish accents in Helvetica', async () => {
    const doc = await parsed(await certificatePdf(parts()));
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(Math.round(width)).toBe(842);
    expect(Math.round(height)).toBe(595);
    expect(doc.getTitle()).toBe('Certificado CERT-2027-000012');
  });

  it('prints what WinAnsi cannot write as "?" instead of throwing, and long titles in a few lines', async () => {
    const doc = await parsed(
      await certificatePdf(
        parts({
          enrolment: {
            ...parts().enrolment,
            client: { id: 'c1', name: 'Zoë 🎓 王芳' },
            courseTitle: 'Curso superior de '.repeat(12),
          },
          teacher: null,
          course: { modality: 'presencial', sections: [] },
        }),
      ),
    );
    expect(doc.getPageCount()).toBe(1);
  });

  it('refuses an enrolment without its certificate', async () => {
    await expect(certificatePdf(parts({ enrolment: { ...parts().enrolment, certificate: null } }))).rejects.toThrow();
  });

  it('is of achievement with lessons and of attendance without', () => {
    expect(certificateKind({ sections })).toBe('aprovechamiento');
    expect(certificateKind({ sections: [] })).toBe('asistencia');
  });
});
