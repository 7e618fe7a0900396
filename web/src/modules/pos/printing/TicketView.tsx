import {
  layoutDocument,
  PAPER_COLUMNS,
  QR_OPTIONS,
  qrSvgPath,
  type PaperWidth,
  type PrintedDocument,
  type TicketLayoutLine,
} from '@plataforma/domain';
import { useEffect, useState } from 'react';
import type { encodeQR } from 'qr';
import { documentLabel } from './document-label';

/** Printable width of the paper at 1.5 mm per character (font size 2.5 mm, monospace advance 0.6 em). */
const PRINT_FONT_MM = 2.5;

/**
 * Print CSS: when the page prints, only the ticket does, at the paper's width with no page margins. Plain CSS in a
 * <style> element (not emotion) so that the ticket also prints from a bare iframe (see printTicket).
 */
const printCss = (paperWidth: PaperWidth) => {
  const sidePadding = (paperWidth - PAPER_COLUMNS[paperWidth] * PRINT_FONT_MM * 0.6) / 2;
  return `@media print {
  @page { margin: 0; }
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  body * { visibility: hidden !important; }
  .plataforma-ticket, .plataforma-ticket * { visibility: visible !important; }
  .plataforma-ticket[data-paper="${paperWidth}"] {
    position: absolute; left: 0; top: 0; margin: 0 !important; box-shadow: none !important; border: 0 !important;
    box-sizing: border-box !important;
    width: ${paperWidth}mm !important; padding: 2mm ${sidePadding}mm 4mm !important; font-size: ${PRINT_FONT_MM}mm !important;
  }
}`;
};

/**
 * Printed lines (domain's layout: a ticket, a till report) in a monospace block of the paper's width in characters.
 * Inline styles only, so that it renders the same inside a print iframe.
 */
export function LayoutView({
  lines,
  paperWidth,
  label,
  testId,
}: {
  lines: readonly TicketLayoutLine[];
  paperWidth: PaperWidth;
  label: string;
  testId: string;
}) {
  const columns = PAPER_COLUMNS[paperWidth];
  return (
    <div
      className="plataforma-ticket"
      data-paper={paperWidth}
      data-testid={testId}
      role="document"
      aria-label={label}
      style={{
        boxSizing: 'content-box',
        width: `${columns}ch`,
        padding: '12px 14px',
        margin: '0 auto',
        background: '#fff',
        color: '#000',
        fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, "Liberation Mono", monospace',
        fontSize: 13,
        lineHeight: 1.35,
        boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)',
      }}
    >
      <style>{printCss(paperWidth)}</style>
      {lines.map((line, index) =>
        line.qr !== undefined ? (
          <QrCode key={index} data={line.qr} />
        ) : (
          <div
            key={index}
            style={{
              whiteSpace: 'pre',
              overflow: 'hidden',
              textAlign: line.align,
              fontWeight: line.bold ? 700 : 400,
              fontSize: line.double ? '2em' : undefined,
              lineHeight: line.double ? 1.15 : undefined,
            }}
          >
            {line.text || '\u00a0'}
          </div>
        ),
      )}
    </div>
  );
}

type QrEncoder = { encodeQR: typeof encodeQR };
let encoder: QrEncoder | null = null;
/**
 * The QR encoder loads with the first ticket that has a QR, not with every POS screen (6 KB); once loaded, QR codes
 * draw in the first render (the browser print renders and prints at once: it loads it first).
 */
export const loadQrEncoder = async (): Promise<QrEncoder> => (encoder ??= await import('qr'));

/**
 * A layout's QR line (issue 23, the VERI*FACTU ticket's): the modules drawn as one SVG path, 35 mm wide when printed
 * (the order asks 30 to 40 mm), its data as the image's accessible name (the AEAT's checking URL).
 */
function QrCode({ data }: { data: string }) {
  const encode = (qr: QrEncoder) => qr.encodeQR(data, 'raw', QR_OPTIONS);
  const [modules, setModules] = useState<boolean[][] | null>(() => (encoder ? encode(encoder) : null));
  useEffect(() => {
    let live = true;
    void loadQrEncoder().then((qr) => live && setModules(encode(qr)));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `encode` is derived from `data`
  }, [data]);
  if (!modules) return <div style={{ height: '35mm' }} />;
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '4px 0' }}>
      <svg
        role="img"
        aria-label={data}
        data-qr={data}
        viewBox={`0 0 ${modules.length} ${modules.length}`}
        style={{ width: '35mm', height: '35mm', shapeRendering: 'crispEdges' }}
      >
        <rect width={modules.length} height={modules.length} fill="#fff" />
        <path d={qrSvgPath(modules)} fill="#000" />
      </svg>
    </div>
  );
}

/** The HTML ticket (or pre-bill): the very lines of the ESC/POS print (domain's layoutDocument). */
export function TicketView({ ticket, paperWidth = 80 }: { ticket: PrintedDocument; paperWidth?: PaperWidth }) {
  return (
    <LayoutView
      lines={layoutDocument(ticket, PAPER_COLUMNS[paperWidth])}
      paperWidth={paperWidth}
      label={documentLabel(ticket)}
      testId="ticket"
    />
  );
}
