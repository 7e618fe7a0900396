import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'error' | 'inputRef' | 'fullWidth' | 'id'> {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  fullWidth?: boolean;
  readOnly?: boolean;
  /** The label kept above the box (a date input shows its own placeholder). */
  shrinkLabel?: boolean;
}

/**
 * A labelled outlined text input. MUI's TextField would do the same but drags Select, Menu and Modal into
 * every form (≈10 KB gzipped on the login page); this is the part forms use.
 */
export function TextInput({
  label,
  error,
  helperText,
  id,
  fullWidth = true,
  readOnly,
  shrinkLabel,
  ...input
}: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={inputId} {...(shrinkLabel ? { shrink: true } : {})}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        {...(shrinkLabel ? { notched: true } : {})}
        id={inputId}
        label={label}
        readOnly={readOnly}
        aria-describedby={helperId}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
