import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';

interface Props {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}

/** The sidebar as a drawer over the page on phones: its own chunk, loaded when a phone first opens the menu. */
export default function MobileDrawer({ open, onClose, width, children }: Props) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} sx={{ '& .MuiDrawer-paper': { width } }}>
      <Toolbar />
      {children}
    </Drawer>
  );
}
