import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UndoIcon from '@mui/icons-material/Undo';

/**
 * A live board's screen (the kitchen's, the shop's fulfilment): its bar, why the listener failed if it did, and its
 * columns side by side (two on a tablet, one on a phone), each scrolling on its own.
 */
export function BoardScreen({
  bar,
  error,
  columns,
  children,
  dialogs,
}: {
  bar: ReactNode;
  /** The listener's failure, told in the board's words; nothing while it listens. */
  error: string | undefined;
  /** How many columns stand side by side on a wide screen. */
  columns: number;
  children: ReactNode;
  /** What the board opens over itself. */
  dialogs?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      {bar}
      {error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {error}
        </Alert>
      )}
      <Box
        sx={{
          flexGrow: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${columns}, 1fr)` },
          gap: 1.5,
          p: 1.5,
          overflow: 'auto',
        }}
      >
        {children}
      </Box>
      {dialogs}
    </Box>
  );
}

/** Whether a board shows what the server has (live) or what this device last heard (offline, from its cache). */
export function LiveChip({ fromCache, live, offline }: { fromCache: boolean; live: string; offline: string }) {
  return <Chip size="small" color={fromCache ? 'warning' : 'success'} label={fromCache ? offline : live} />;
}

/** A board's column: its heading (name and count, underlined in its colour), its cards, or a word when it has none. */
export function BoardColumn({
  label,
  testId,
  color,
  count,
  emptyText,
  children,
}: {
  label: string;
  testId: string;
  color: string;
  count: number;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      data-testid={testId}
      sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1, minHeight: 200, overflow: 'auto' }}
    >
      <Typography
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, borderBottom: 3, borderColor: color, mb: 1, pb: 0.5 }}
      >
        {label} ({count})
      </Typography>
      {count === 0 && (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** A board's card: the tap that moves it on inside, the arrow back (`MoveBackButton`) at its corner. */
export function BoardCard({
  testId,
  label,
  borderColor = 'divider',
  children,
}: {
  testId: string;
  label: string;
  borderColor?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="article"
      data-testid={testId}
      aria-label={label}
      sx={{ position: 'relative', mb: 1.5, border: 2, borderColor, borderRadius: 2, bgcolor: 'background.paper' }}
    >
      {children}
    </Box>
  );
}

/** The arrow that moves a card one column back (a wrong tap), at the card's top corner. */
export function MoveBackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton
      onClick={onClick}
      aria-label={label}
      sx={{ position: 'absolute', top: 4, right: 4, width: 48, height: 48 }}
    >
      <UndoIcon />
    </IconButton>
  );
}
