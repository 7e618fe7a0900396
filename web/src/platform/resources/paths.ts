import { useCallback } from 'react';
import { useParams } from 'react-router-dom';

/** Builds links inside the current organization: organizationPath('restaurant/menu') -> '/casa-lola/restaurant/menu'. */
export function useOrganizationPath() {
  const { organization } = useParams();
  return useCallback((path: string) => `/${organization ?? ''}/${path}`, [organization]);
}

/** The id segment of a detail route that opens the create form. */
export const NEW_ID = 'new';
