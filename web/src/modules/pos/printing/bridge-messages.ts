// The print bridge's answers are read with zod's schemas: loaded by bridge.ts with its first request, so that a POS
// screen (which prints) loads zod only inside the Android wrapper, when it talks to the bridge.
export { parseBridgeMessage } from '@plataforma/domain';
