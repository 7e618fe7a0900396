import Box from '@mui/material/Box';
import { ServerStateProvider } from '../server-state/ServerStateProvider';
import { OrganizationOutlet } from '../organizations/OrganizationOutlet';
import { mainLandmark } from '../../ui/SkipLink';

/** The spec's `fullpage` layout (orders boards, POS, daily menu): the whole screen for the work, no chrome. */
export default function FullpageLayout() {
  return (
    <Box
      data-layout="fullpage"
      {...mainLandmark}
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}
    >
      <ServerStateProvider>
        <OrganizationOutlet />
      </ServerStateProvider>
    </Box>
  );
}
