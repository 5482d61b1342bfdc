import type {Locale} from '../../config/locale';

const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * A day as the theme writes it under a doc (`Intl.DateTimeFormat` with day, short month and
 * year, in UTC): "Nov 26, 2026", "2026年11月26日". Written out rather than asked of `Intl`
 * because a page's first `Intl` formatter loads the browser's locale data, one task of about
 * 37 ms at full speed during hydration (PERFORMANCE.md); tests/unit/lib.test.ts holds
 * it to `Intl`'s output.
 */
export function dayText(timestamp: number, locale: Locale): string {
  const date = new Date(timestamp);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  return locale === 'zh'
    ? `${year}年${month + 1}月${day}日`
    : `${ENGLISH_MONTHS[month] ?? ''} ${day}, ${year}`;
}
