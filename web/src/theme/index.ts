import { createTheme } from '@mui/material/styles';

/** One theme for every screen: calm colours, large touch targets for tills and kitchen screens. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f5fbf' },
    secondary: { main: '#e4572e' },
    background: { default: '#f6f7f9', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
