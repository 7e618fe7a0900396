import { describe, expect, it } from 'vitest';
import { choiceCountFits, modifierRule } from '../../platform/modifier-groups';
import { dailyMenuChoiceFits } from './choices';

describe('choice rules of the restaurant', () => {
  it('asks a required group for at least one option', () => {
    expect(modifierRule({ required: true, min: 0, max: 2 })).toEqual({ min: 1, max: 2 });
    expect(modifierRule({ required: false, min: 0, max: 3 })).toEqual({ min: 0, max: 3 });
    expect(choiceCountFits({ min: 1, max: 1 }, 0)).toBe(false);
    expect(choiceCountFits({ min: 1, max: 1 }, 1)).toBe(true);
    expect(choiceCountFits({ min: 0, max: 2 }, 3)).toBe(false);
  });

  it('takes one item per offered course for the full menu, fewer for the half one', () => {
    const courses = [{ items: [1, 2] }, { items: [] }, { items: [3] }, { items: [4] }];
    expect(dailyMenuChoiceFits(courses, false, [0, 2, 3])).toBe(true);
    expect(dailyMenuChoiceFits(courses, false, [0, 2])).toBe(false);
    expect(dailyMenuChoiceFits(courses, true, [0, 3])).toBe(true);
    expect(dailyMenuChoiceFits(courses, true, [0, 2, 3])).toBe(false);
    expect(dailyMenuChoiceFits(courses, true, [])).toBe(false);
    expect(dailyMenuChoiceFits(courses, false, [0, 0, 2, 3])).toBe(false);
    expect(dailyMenuChoiceFits(courses, true, [1])).toBe(false);
  });
});
