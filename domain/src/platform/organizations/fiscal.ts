import type { FiscalData } from './schemas';

/**
 * What a simplified invoice ('factura simplificada', RD 1619/2012 art. 7) needs of the seller: its legal name and its
 * NIF. Every ticket the POS prints is one, so an organization without them must be warned (the address is optional).
 */
export const REQUIRED_FISCAL_FIELDS = ['businessName', 'taxId'] as const;
export type RequiredFiscalField = (typeof REQUIRED_FISCAL_FIELDS)[number];

/** The required fiscal fields still empty, in the form's order; none when tickets may be issued. */
export const missingFiscalData = (fiscal: FiscalData): RequiredFiscalField[] =>
  REQUIRED_FISCAL_FIELDS.filter((field) => !fiscal[field]?.trim());
