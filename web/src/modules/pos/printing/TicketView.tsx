import {
  layoutDocument,
  PAPER_COLUMNS,
  type PaperWidth,
  type PrintedDocument,
  type TicketLayoutLine,
} from '@plataforma/domain';
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
      {lines.map((line, index) => (
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
      ))}
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
