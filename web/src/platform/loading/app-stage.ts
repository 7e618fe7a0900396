import { create } from 'zustand';
import { CLIENT_ERRORS } from '@plataforma/domain';

/** The loading stages of the spec (section 4), in the order an app start goes through them. */
export type AppStage = 'initializing' | 'authenticating' | 'loading-organization' | 'ready' | 'error';

export const BUSY_STAGES: readonly AppStage[] = ['initializing', 'authenticating', 'loading-organization'];

/** A failure the error stage answers with a way out of its own, not only 'Reintentar'. */
export type StageFailure = 'organization-not-found';

interface AppStageState {
  stage: AppStage;
  /** Spanish message shown by the error stage. */
  errorMessage: string | null;
  failure: StageFailure | null;
  setStage: (stage: Exclude<AppStage, 'error'>) => void;
  fail: (message: string) => void;
  /** The address names no organization of the user's: the error stage offers theirs and creating one. */
  failOrganizationNotFound: () => void;
}

export const useAppStage = create<AppStageState>((set) => ({
  stage: 'initializing',
  errorMessage: null,
  failure: null,
  setStage: (stage) => set({ stage, errorMessage: null, failure: null }),
  fail: (message) => set({ stage: 'error', errorMessage: message, failure: null }),
  failOrganizationNotFound: () =>
    set({
      stage: 'error',
      errorMessage: CLIENT_ERRORS['organization-not-found'].message,
      failure: 'organization-not-found',
    }),
}));

/** The spec's flags, derived from the stage rather than stored beside it. */
export function stageFlags(stage: AppStage) {
  return {
    initializing: stage === 'initializing',
    organizationReady: stage === 'ready',
  };
}
