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
 * The "Last updated" date as Intl.DateTimeFormat writes it with
 * `{day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}`
 * ("Nov 21, 2026", "2026年11月21日"), without Intl: the first DateTimeFormat a
 * page creates loads the browser's locale data, a task of about 20 ms (80 ms
 * on a slow phone) in the middle of hydration, for two locales whose pattern
 * fits in a line each.
 */
export function formatUpdateDate(timestamp: number, locale: Locale): string {
  const date = new Date(timestamp);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  if (locale === 'zh') {
    return `${year}年${month + 1}月${day}日`;
  }
  return `${ENGLISH_MONTHS[month] ?? ''} ${day}, ${year}`;
}
