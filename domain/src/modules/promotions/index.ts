export * from './permissions';
export * from './collections';
export * from './ledger';
export * from './codes';
export * from './vouchers';
export * from './coupons';
export * from './loyalty';
