/** Roles of a member in an organization, from most to least powerful. */
export const ROLES = ['owner', 'admin', 'manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];
