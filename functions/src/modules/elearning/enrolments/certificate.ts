import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  COURSE_MODALITY_LABELS,
  DEFAULT_TIMEZONE,
  formatHours,
  lessonsOf,
  printedDate,
  todayIn,
  type ElearningCourse,
  type Enrolment,
} from '@plataforma/domain';

/** A4 landscape, in points. */
const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 70;
const INK = rgb(0.12, 0.14, 0.2);
const SOFT = rgb(0.4, 0.42, 0.48);
const ACCENT = rgb(0.13, 0.33, 0.6);

export interface CertificateParts {
  course: Pick<ElearningCourse, 'modality' | 'sections'>;
  /** A completed enrolment (its certificate issued). */
  enrolment: Pick<Enrolment, 'courseTitle' | 'client' | 'certificate' | 'completedAt'>;
  organization: { name: string };
  /** The course's teacher's full name, if it has one. */
  teacher: string | null;
}

/**
 * 'aprovechamiento' (achievement) when the course has lessons the student went through; 'asistencia' (attendance)
 * for a course of sessions only, which the teacher completes by hand.
 */
export const certificateKind = (course: Pick<ElearningCourse, 'sections'>) =>
  lessonsOf(course).length > 0 ? 'aprovechamiento' : 'asistencia';

/**
 * The standard Helvetica writes WinAnsi only (every Spanish letter is in it): any other character (an emoji, a name in
 * another script) would make pdf-lib throw, so it is printed as '?'.
 */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize('NFC').replace(/\s+/g, ' ').trim()]
    .map((char) => (supported.has(char.codePointAt(0)!) ? char : '?'))
    .join('');
}

/** The text in lines no wider than `width` at `size` (a word longer than the line stands alone). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Writes `text` centred from `y` downwards, shrinking it (down to `minSize`) to fit in `maxLines` lines; answers the
 * y below it.
 */
function centred(
  page: PDFPage,
  font: PDFFont,
  text: string,
  y: number,
  {
    size,
    minSize = size,
    maxLines = 1,
    color = INK,
  }: { size: number; minSize?: number; maxLines?: number; color?: ReturnType<typeof rgb> },
): number {
  const width = WIDTH - 2 * MARGIN;
  const clean = printable(font, text);
  let at = size;
  let lines = wrap(font, clean, at, width);
  while (at > minSize && (lines.length > maxLines || lines.some((l) => font.widthOfTextAtSize(l, at) > width))) {
    at -= 1;
    lines = wrap(font, clean, at, width);
  }
  for (const line of lines.slice(0, maxLines)) {
    const lineWidth = Math.min(font.widthOfTextAtSize(line, at), width);
    page.drawText(line, { x: (WIDTH - lineWidth) / 2, y: y - at, size: at, font, color, maxWidth: width });
    y -= at * 1.3;
  }
  return y;
}

/**
 * The certificate of a completed enrolment: a one-page A4 landscape PDF in Spanish with the organization, the kind of
 * certificate, the student, the course, its hours and modality, the date of completion (Madrid's), the number and the
 * teacher. Pure: everything it prints comes in its arguments.
 */
export async function certificatePdf({
  course,
  enrolment,
  organization,
  teacher,
}: CertificateParts): Promise<Uint8Array> {
  const certificate = enrolment.certificate;
  if (!certificate || !enrolment.completedAt) throw new Error('The enrolment has no certificate');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificado ${certificate.number}`);
  pdf.setAuthor(organization.name);
  pdf.setLanguage('es-ES');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([WIDTH, HEIGHT]);

  // A double frame.
  page.drawRectangle({ x: 24, y: 24, width: WIDTH - 48, height: HEIGHT - 48, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 32, y: 32, width: WIDTH - 64, height: HEIGHT - 64, borderColor: ACCENT, borderWidth: 0.8 });

  let y = HEIGHT - 90;
  y = centred(page, bold, organization.name, y, { size: 18, minSize: 11, color: SOFT });
  y -= 34;
  y = centred(page, bold, `Certificado de ${certificateKind(course)}`, y, { size: 34, color: ACCENT });
  y -= 34;
  y = centred(page, regular, 'Se certifica que', y, { size: 14, color: SOFT });
  y -= 12;
  y = centred(page, bold, enrolment.client.name, y, { size: 28, minSize: 14, maxLines: 2 });
  y -= 12;
  y = centred(page, regular, 'ha completado el curso', y, { size: 14, color: SOFT });
  y -= 12;
  y = centred(page, bold, `«${enrolment.courseTitle}»`, y, { size: 22, minSize: 12, maxLines: 2 });
  y -= 22;
  const completedOn = printedDate(todayIn(DEFAULT_TIMEZONE, new Date(enrolment.completedAt)));
  centred(
    page,
    regular,
    `Duración: ${formatHours(certificate.minutes)} · Modalidad: ${COURSE_MODALITY_LABELS[course.modality]} · Completado el ${completedOn}`,
    y,
    { size: 13, minSize: 9, maxLines: 2 },
  );

  // The foot: the teacher on the left, the number on the right.
  if (teacher) {
    page.drawLine({ start: { x: MARGIN, y: 112 }, end: { x: MARGIN + 220, y: 112 }, thickness: 0.8, color: SOFT });
    page.drawText(printable(regular, teacher), {
      x: MARGIN,
      y: 94,
      size: 12,
      font: regular,
      color: INK,
      maxWidth: 300,
    });
    page.drawText('Profesor/a del curso', { x: MARGIN, y: 78, size: 10, font: regular, color: SOFT });
  }
  const number = `Nº ${certificate.number}`;
  page.drawText(number, {
    x: WIDTH - MARGIN - regular.widthOfTextAtSize(number, 12),
    y: 94,
    size: 12,
    font: regular,
    color: INK,
  });
  return pdf.save();
}
