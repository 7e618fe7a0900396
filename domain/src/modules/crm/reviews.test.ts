import { describe, expect, it } from 'vitest';
import { stars, summarizeReviews } from './reviews';

describe('summarizeReviews', () => {
  it('counts visible reviews by stars, averaged to one decimal', () => {
    const summary = summarizeReviews([
      { rating: 5, hidden: false },
      { rating: 4, hidden: false },
      { rating: 4, hidden: false },
      { rating: 1, hidden: true },
    ]);
    expect(summary).toEqual({ count: 3, average: 4.3, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
    expect(summarizeReviews([]).average).toBe(0);
  });

  it('draws a rating as five stars', () => {
    expect(stars(4)).toBe('★★★★☆');
  });
});
