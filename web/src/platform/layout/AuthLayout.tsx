import { Outlet } from 'react-router-dom';
import { CenteredCard } from '../../ui/CenteredCard';

/** The spec's `auth` layout: the product name above one centred card. */
export default function AuthLayout() {
  return (
    <CenteredCard layout="auth">
      <Outlet />
    </CenteredCard>
  );
}
