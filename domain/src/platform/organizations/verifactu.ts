import * as z from 'zod/mini';
import type { FiscalData } from './schemas';
import { missingFiscalData, type RequiredFiscalField } from './fiscal';

/**
 * An organization's VERI*FACTU settings (issue 23): the mode and the AEAT environment its records are for. Only owners
 * change them (`verifactu.manage`). The issuer's NIF and legal name are the fiscal data's (checked by the tax-id
 * rules there). The certificate for sending is not here: it never travels in an organization's document.
 */
export const VERIFACTU_ENVIRONMENTS = ['pruebas', 'produccion'] as const;
export type VerifactuEnvironment = (typeof VERIFACTU_ENVIRONMENTS)[number];
export const VERIFACTU_MODES = ['off', 'verifactu'] as const;

export const verifactuSettingsSchema = z.strictObject({
  mode: z.enum(VERIFACTU_MODES),
  environment: z.enum(VERIFACTU_ENVIRONMENTS),
});
export type VerifactuSettings = z.infer<typeof verifactuSettingsSchema>;

export const VERIFACTU_OFF: VerifactuSettings = { mode: 'off', environment: 'pruebas' };

/**
 * Whether the organization's tickets produce billing records now: VERI*FACTU chosen and the issuer's NIF and legal
 * name filled in. Until then its tickets carry no record and say they are not yet verifiable.
 */
export function verifactuStatus(
  fiscal: FiscalData,
  settings: VerifactuSettings | undefined,
): { ready: boolean; missing: (RequiredFiscalField | 'mode')[] } {
  const missing = [...(settings?.mode === 'verifactu' ? [] : (['mode'] as const)), ...missingFiscalData(fiscal)];
  return { ready: missing.length === 0, missing };
}

/** What the settings' refusal says of each missing piece (the fiscal fields are on the organization's settings). */
export const VERIFACTU_MISSING_FISCAL: Record<RequiredFiscalField | 'mode', string> = {
  businessName: 'Falta la razón social del emisor',
  taxId: 'Falta el NIF del emisor',
  mode: 'Elige el modo VERI*FACTU',
};
