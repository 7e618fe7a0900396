export * from './corrections';
export * from './export';
export * from './fingerprint';
export * from './records';
export { sha256Hex } from './sha256';
export * from './schemas';
export * from './xml';
export * from './sending';
