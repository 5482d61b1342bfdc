import {describe, expect, it} from 'vitest';
import {LOCALES} from '../../config/locale';
import {formatUpdateDate} from '../../src/lib/updateDate';

const INTL_LOCALE = {en: 'en-US', zh: 'zh-CN'} as const;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('formatUpdateDate', () => {
  it('writes the dates of the examples', () => {
    const noon = Date.UTC(2026, 10, 21, 12);
    expect(formatUpdateDate(noon, 'en')).toBe('Nov 21, 2026');
    expect(formatUpdateDate(noon, 'zh')).toBe('2026年11月21日');
  });

  it('takes the day in UTC, like the build', () => {
    const lateEvening = Date.UTC(2026, 0, 31, 23, 59);
    expect(formatUpdateDate(lateEvening, 'en')).toBe('Jan 31, 2026');
    expect(formatUpdateDate(lateEvening + 60_000, 'zh')).toBe('2026年2月1日');
  });

  it.each(LOCALES)('agrees with Intl.DateTimeFormat (%s) on every day of 2024–2027', (locale) => {
    const intl = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const mismatches: string[] = [];
    for (let time = Date.UTC(2024, 0, 1, 7); time < Date.UTC(2028, 0, 1); time += DAY_MS) {
      const expected = intl.format(time);
      const actual = formatUpdateDate(time, locale);
      if (actual !== expected)
        mismatches.push(`${new Date(time).toISOString()}: ${actual} ≠ ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });
});
