import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { BADGE_COLORS } from './AllergenIcons';

describe('allergen badges', () => {
  // The badges' letters are small and bold: WCAG AA asks 4.5:1 of such text (axe's colour-contrast rule).
  it.each(Object.entries(BADGE_COLORS))('%s reads with a contrast of at least 4.5:1', (_, { background, text }) => {
    expect(getContrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});
