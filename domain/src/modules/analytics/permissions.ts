/** What each role may do with analytics (merged into the platform's permission table). Staff see no figures. */
export const ANALYTICS_PERMISSIONS = {
  'analytics.read': ['owner', 'admin', 'manager'],
  /** Rebuild the organization's figures from its orders (`npm run analytics:rebuild` does the same). */
  'analytics.manage': ['owner', 'admin'],
} as const;
