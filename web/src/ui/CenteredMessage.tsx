import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  body?: string;
  icon?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** A title, a sentence and actions, centred: empty states and error pages share it. */
export function CenteredMessage({ title, body, icon, actions, testId }: Props) {
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 8,
        px: 2,
      }}
    >
      {icon}
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {body && (
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {body}
        </Typography>
      )}
      {actions && <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>{actions}</Box>}
    </Box>
  );
}
