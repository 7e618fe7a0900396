import { create } from 'zustand';

/** The loading stages of the spec (section 4), in the order an app start goes through them. */
export type AppStage = 'initializing' | 'authenticating' | 'loading-organization' | 'ready' | 'error';

export const BUSY_STAGES: readonly AppStage[] = ['initializing', 'authenticating', 'loading-organization'];

interface AppStageState {
  stage: AppStage;
  /** Spanish message shown by the error stage. */
  errorMessage: string | null;
  setStage: (stage: Exclude<AppStage, 'error'>) => void;
  fail: (message: string) => void;
}

export const useAppStage = create<AppStageState>((set) => ({
  stage: 'initializing',
  errorMessage: null,
  setStage: (stage) => set({ stage, errorMessage: null }),
  fail: (message) => set({ stage: 'error', errorMessage: message }),
}));

/** The spec's flags, derived from the stage rather than stored beside it. */
export function stageFlags(stage: AppStage) {
  return {
    initializing: stage === 'initializing',
    organizationReady: stage === 'ready',
  };
}
