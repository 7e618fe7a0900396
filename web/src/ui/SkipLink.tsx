import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';

const MAIN_CONTENT_ID = 'contenido';

/** Spread on each layout's `<main>`: the landmark the skip link moves the focus to. */
export const mainLandmark = { component: 'main', id: MAIN_CONTENT_ID, tabIndex: -1 } as const;

/**
 * "Saltar al contenido": the first stop of the keyboard on every screen, hidden until it has the focus. It moves the
 * focus to the layout's main landmark (without touching the address, which the router owns).
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('a11y.skipToContent')}
    </Box>
  );
}
