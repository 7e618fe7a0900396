/** What each role may do with the configuration module (merged into the platform's permission table). */
export const CONFIGURATION_PERMISSIONS = {
  'configuration.read': ['owner', 'admin', 'manager', 'staff'],
  'configuration.manage': ['owner', 'admin', 'manager'],
} as const;
