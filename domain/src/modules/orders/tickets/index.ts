export * from './build-ticket';
export * from './layout';
export * from './escpos';
export * from './print-bridge';
export * from './pdf';
export * from './qr';
export * from './qr-draw';
