export * from './build-ticket';
export * from './layout';
export * from './escpos';
export * from './print-bridge';
export * from './print-bridge-schemas';
export * from './pdf';
export * from './qr';
export * from './qr-draw';
