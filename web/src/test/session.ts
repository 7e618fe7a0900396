import type { User } from '@plataforma/domain';
import { useSession } from '../platform/auth/session-store';
import { useAppStage } from '../platform/loading/app-stage';

export const testUser = (organizations: User['organizations'] = []): User => ({
  id: 'u1',
  email: 'lola@example.com',
  firstName: 'Lola',
  lastName: 'Martínez',
  createdAt: '2026-11-22T10:00:00.000Z',
  organizations,
});

/** Puts the session store in a state, as the session flows would (the provider itself is not involved). */
export function setSession(user: User | null) {
  useSession.setState({
    initialized: true,
    account: user ? { uid: user.id, email: user.email } : null,
    user,
  });
  useAppStage.setState({ stage: 'ready', errorMessage: null });
}
