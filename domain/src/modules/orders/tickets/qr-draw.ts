/**
 * How a ticket's QR is encoded and drawn, apart from the encoder (qr.ts) so that a screen can load the encoder
 * only when a ticket has a QR: error correction M, and the quiet zone of 4 light modules that readers need.
 */
export const QR_QUIET_ZONE = 4;
export const QR_OPTIONS = { ecc: 'medium', border: QR_QUIET_ZONE } as const;

/** An SVG path drawing the dark modules, one unit per module (the viewBox is `0 0 size size`). */
export function qrSvgPath(modules: boolean[][]): string {
  return modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
}
