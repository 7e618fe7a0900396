import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';

/**
 * The order screen of every till: the top bar, messages, then the catalogue beside the order (below it on a
 * phone), whose actions stay at the bottom while its lines scroll.
 */
export function PosOrderScreen({
  bar,
  messages,
  catalog,
  order,
  actions,
}: {
  bar: ReactNode;
  messages?: ReactNode;
  catalog: ReactNode;
  order: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      {bar}
      {messages}
      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0, flexDirection: { xs: 'column', md: 'row' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>{catalog}</Box>
        <Box
          component="aside"
          sx={{
            width: { xs: '100%', md: 400 },
            flexShrink: 0,
            borderLeft: { md: 1 },
            borderTop: { xs: 1, md: 0 },
            borderColor: 'divider',
            display: 'flex',
            flexDirection: 'column',
            minHeight: 0,
          }}
        >
          <Box sx={{ overflow: 'auto', flexGrow: 1, px: 2 }}>{order}</Box>
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>{actions}</Box>
        </Box>
      </Box>
    </Box>
  );
}

/** A big touch button of the order's actions; the buttons of a row share its width. */
export function PosActionButton(props: Omit<ButtonProps, 'size' | 'sx'>) {
  return <Button variant="outlined" {...props} size="large" sx={{ minHeight: 56, flex: 1 }} />;
}
