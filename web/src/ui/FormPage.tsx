import type { FormEventHandler, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface Props {
  /** The page heading; omitted when the form is a section of a page that has its own. */
  title?: string;
  intro?: ReactNode;
  /** The Spanish message of the last failure, shown above the fields. */
  error?: string | null;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  footer?: ReactNode;
}

/** A titled form with one error area and one primary button: every auth and account form has this shape. */
export function FormPage({ title, intro, error, submitLabel, submitting, onSubmit, children, footer }: Props) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {title && (
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      )}
      {intro && <Typography color="text.secondary">{intro}</Typography>}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {children}
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitLabel}
      </Button>
      {footer}
    </Box>
  );
}
