import { createTheme } from '@mui/material/styles';

const primary = '#1f5fbf';

/**
 * The keyboard's focus ring: a thick outline in the primary colour, clear of the control, drawn only when the
 * keyboard moved the focus (`:focus-visible`), on every focusable element. Over 3:1 against the light backgrounds.
 */
const focusRing = { outline: `3px solid ${primary}`, outlineOffset: 2 };

/** One theme for every screen: calm colours, large touch targets for tills and kitchen screens. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: primary },
    secondary: { main: '#e4572e' },
    background: { default: '#f6f7f9', paper: '#ffffff' },
    // MUI's 0.54 black reads at 4.49:1 on the grey background (unselected toggle buttons): below WCAG AA's 4.5.
    action: { active: 'rgba(0, 0, 0, 0.6)' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': focusRing,
        // Text fields show their focus with their own thicker border; the main landmark takes the focus only from
        // the skip link, to move the reading point, and shows no ring.
        '.MuiInputBase-input:focus-visible, main:focus': { outline: 'none' },
      },
    },
    // MUI's buttons, tabs, list items and chips remove the outline and mark the keyboard's focus with a class.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
