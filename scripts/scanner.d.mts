import type { CDPSession } from '@playwright/test';

/** Types `code` and Enter as a USB scanner does (scanner.mjs). */
export function typeLikeAScanner(cdp: CDPSession, code: string): Promise<void>;
