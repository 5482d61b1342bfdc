/**
 * What a search result shows of its page, from what Pagefind returns for it:
 * the sections the query matched (Pagefind's sub-results, one per heading),
 * best first, each with an excerpt of prose around its best match. An excerpt
 * never takes words from code, display formulas or ABI tables (the index marks
 * where they stand, see NOT_PROSE_START) nor long numbers, hashes or code
 * punctuation, unless the query was such a thing itself; it starts at the
 * start of a sentence (in Chinese, of a clause) or at the matched word behind
 * an ellipsis, and ends at the end of one or with an ellipsis. Pure: the
 * search UI runs it in the browser, the index shares its markers and the
 * tests its rules.
 */
import {decodeCharacterReferences} from './htmlText';
import {WORD_JOINER_FOR_INDEX, type ExcerptSegment} from './search';

/**
 * The empty elements the index puts before and after each block an excerpt
 * must not quote. Pagefind lists every element with an id among a page's
 * anchors with the word it stands at, so the browser knows where each block
 * starts and ends without the index storing its text twice. The ids are
 * short because every page found carries them: about 30 bytes a block.
 */
export const NOT_PROSE_ELEMENT = 'span';
export const NOT_PROSE_START = 'np';
export const NOT_PROSE_END = 'np-end';

/** The filter the index stores a page's place in the site under: its breadcrumbs, joined. */
export const PATH_FILTER = 'path';
/** Joins the breadcrumbs in the stored filter value, as the results show them. */
export const PATH_SEPARATOR = ' › ';

/** An element with an id in the page, as Pagefind lists it. */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  /** The index of the first word of the element in the page's text. */
  location: number;
}

/** A word of the page that matched, with Pagefind's score for it. */
export interface PagefindLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

/** A stretch of the page under one heading (or before the first) that the query matched. */
export interface PagefindSubResult {
  title: string;
  url: string;
  /** The heading the stretch starts at; absent for the stretch before the first heading. */
  anchor?: PagefindAnchor;
  weighted_locations: PagefindLocation[];
}

/** The part of Pagefind's `data()` for a result that the excerpts are made from. */
export interface PagefindPage {
  url: string;
  /** The page's text, `<` and `>` escaped; Chinese words separated by zero-width spaces. */
  raw_content?: string;
  meta: {title?: string};
  filters?: Record<string, string[] | undefined>;
  anchors: PagefindAnchor[];
  weighted_locations: PagefindLocation[];
  sub_results: PagefindSubResult[];
}

/** One section of a page as a result shows it. */
export interface PageSection {
  /** The page's address, at the section's heading when there is one. */
  url: string;
  /** The heading the section sits under; absent for the top of the page. */
  heading?: string;
  excerpt: ExcerptSegment[];
}

const ELLIPSIS = '…';

/** How long an excerpt grows, in characters of text: Chinese characters are twice as wide. */
interface Lengths {
  /** The whole excerpt, before it is let run on to a sentence end. */
  total: number;
  /** How far before the best match a sentence may start and still be shown from its start. */
  lead: number;
  /** How far past `total` the excerpt may run to end with its sentence rather than an ellipsis. */
  overrun: number;
  /** The words, counted from a match, whose matches make its neighbourhood the best. */
  window: number;
}

const LENGTHS: Record<'latin' | 'chinese', Lengths> = {
  latin: {total: 150, lead: 50, overrun: 40, window: 16},
  chinese: {total: 64, lead: 20, overrun: 20, window: 26},
};

/**
 * Text a reader does not read as prose: a long number (wei amounts, raw
 * liquidity), a hash or address, braces, arrows and comparison operators, runs
 * of brackets and semicolons (`>):`, `});`), TeX commands.
 */
const NOISE = new RegExp(
  [
    /\d{7,}/,
    /0x[0-9a-f]{4,}/,
    /[0-9a-f]{16,}/,
    /[{}]|=>|[!=]==?|&&|\|\||::|\\[a-z]{2,}/,
    /(?!\(\)|\[\])[()[\]<>;=]{2,}/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'gi',
);

/** Whether text holds something of NOISE: what an excerpt leaves out, the rule its tests check. */
export function isNoise(text: string): boolean {
  NOISE.lastIndex = 0;
  return NOISE.test(text);
}

/** Whether the query itself is code, a number or a hash: then its excerpts may quote such text. */
export function isCodeQuery(query: string): boolean {
  return isNoise(query) || /[(){}[\]<>;=]|\d{5,}|0x[0-9a-f]/i.test(query);
}

/**
 * Pagefind's words of a page: its text cut where Pagefind counts words, so
 * that locations match, and what joins them again. Text with zero-width spaces
 * (Chinese) is cut at them and keeps its own spaces.
 */
export function pageWords(rawContent: string): {words: string[]; joiner: string} {
  const separated = rawContent.includes(WORD_JOINER_FOR_INDEX);
  // Cut first, then unescaped: a reference such as &nbsp; must not cut a word Pagefind counts as one.
  const words = separated
    ? rawContent.split(WORD_JOINER_FOR_INDEX)
    : rawContent.split(/[\r\n\s]+/g);
  return {words: words.map(decodeCharacterReferences), joiner: separated ? '' : ' '};
}

/** What each word of a page may be in an excerpt. */
type Kind =
  /** Prose: may be quoted. */
  | 'prose'
  /** The title or a heading, which the result names: an excerpt stops at its edge. */
  | 'heading'
  /** A code block, display formula, ABI table: an excerpt stops at its edge. */
  | 'block'
  /** Noise within prose: an excerpt stops before it, and says with an ellipsis that it did. */
  | 'noise';

const bare = (text: string): string => text.replace(/[\s\u200b]+/g, '');

/** Marks as a heading the words from `at` on that spell `text`, if they do. */
function markHeading(words: readonly string[], kinds: Kind[], at: number, text: string): void {
  const target = bare(text);
  let spelled = '';
  let end = at;
  while (end < words.length && spelled.length < target.length) {
    spelled += bare(words[end] ?? '');
    end += 1;
  }
  if (target === '' || !spelled.startsWith(target)) {
    return;
  }
  kinds.fill('heading', at, end);
}

function isHeading(anchor: PagefindAnchor): boolean {
  return /^h\d$/i.test(anchor.element) && bare(anchor.text ?? '') !== '';
}

/** Each word's kind as the anchors tell it: the title and headings and, unless the query is code, the marked blocks. */
function wordKinds(words: readonly string[], page: PagefindPage, codeQuery: boolean): Kind[] {
  const kinds: Kind[] = words.map(() => 'prose');
  if (page.meta.title) {
    markHeading(words, kinds, 0, page.meta.title);
  }
  let depth = 0;
  let blockStart = 0;
  // Anchors come in the page's order: a block's start marker before its end, even on one word.
  for (const anchor of page.anchors) {
    if (isHeading(anchor)) {
      markHeading(words, kinds, anchor.location, anchor.text ?? '');
    } else if (codeQuery || anchor.element !== NOT_PROSE_ELEMENT) {
      continue;
    } else if (anchor.id === NOT_PROSE_START) {
      if (depth === 0) {
        blockStart = anchor.location;
      }
      depth += 1;
    } else if (anchor.id === NOT_PROSE_END && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        kinds.fill('block', blockStart, anchor.location);
      }
    }
  }
  return kinds;
}

/** A page read for excerpts: its words, their kinds, and where noise was looked for yet. */
interface ReadPage {
  words: string[];
  joiner: string;
  kinds: Kind[];
  codeQuery: boolean;
  /** 1 for each word whose noise is known. */
  looked: Uint8Array;
}

/**
 * Pages read lately, by their text, for each kind of query: a reader's next
 * keystroke mostly finds the same pages again.
 */
const readPages = {code: new Map<string, ReadPage>(), prose: new Map<string, ReadPage>()};
const READ_PAGES_KEPT = 48;

/** A page's words and the kinds its anchors tell; noise is looked for where an excerpt is made. */
function readPage(page: PagefindPage, codeQuery: boolean): ReadPage {
  const content = page.raw_content ?? '';
  const cache = codeQuery ? readPages.code : readPages.prose;
  let read = cache.get(content);
  if (!read) {
    const {words, joiner} = pageWords(content);
    const kinds = wordKinds(words, page, codeQuery);
    read = {words, joiner, kinds, codeQuery, looked: new Uint8Array(codeQuery ? 0 : words.length)};
    cache.set(content, read);
    const oldest = cache.keys().next().value;
    if (cache.size > READ_PAGES_KEPT && oldest !== undefined) {
      cache.delete(oldest);
    }
  }
  return read;
}

/** Words of context on either side of a stretch whose noise is looked for: noise spans a few. */
const NOISE_MARGIN = 16;

/**
 * Marks the prose words of [from, to) that hold noise, unless the query is code. Noise is
 * looked for in the text, not word by word: in Chinese text Pagefind cuts `x.toString())` or `!=`
 * into words of one or two characters. Only where an excerpt may come from: a page is long, and
 * twenty of them answer each keystroke.
 */
function lookForNoise(read: ReadPage, from: number, to: number): void {
  const {words, joiner, kinds, looked, codeQuery} = read;
  if (codeQuery || looked.subarray(from, to).every((done) => done === 1)) {
    return;
  }
  const first = Math.max(0, from - NOISE_MARGIN);
  const starts: number[] = [];
  let text = '';
  for (let index = first; index < Math.min(words.length, to + NOISE_MARGIN); index += 1) {
    const word = words[index] ?? '';
    text += starts.length === 0 ? word : joiner + word;
    starts.push(text.length - word.length);
  }
  const wordAt = (offset: number): number => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= offset) {
        low = middle;
      } else {
        high = middle - 1;
      }
    }
    return first + low;
  };
  for (const match of text.matchAll(NOISE)) {
    const end = wordAt(match.index + match[0].length - 1) + 1;
    for (let index = Math.max(from, wordAt(match.index)); index < Math.min(to, end); index += 1) {
      if (kinds[index] === 'prose') {
        kinds[index] = 'noise';
      }
    }
  }
  looked.fill(1, from, to);
}

/** Whether a word is punctuation alone, as Pagefind's block separators are in Chinese text. */
const isPunctuation = (word: string): boolean => !/[\p{L}\p{N}]/u.test(word);

const OPENING = '（(“「『[【《';
const CLOSING = '）)”」』]】》';

/** Whether text closes a bracket or quotation it did not open: an excerpt starting there starts inside it. */
function closesUnopened(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (OPENING.includes(char)) {
      depth += 1;
    } else if (CLOSING.includes(char)) {
      if (depth === 0) {
        return true;
      }
      depth -= 1;
    }
  }
  return false;
}

/**
 * Whether a word ends a sentence, where an excerpt may end without an
 * ellipsis; or, with `clause`, where one may start: in Chinese also after a
 * comma, which starts no word.
 */
function endsSentence(word: string, chinese: boolean, clause = false): boolean {
  if (!chinese) {
    return /[.!?;:]["'”’)\]]*$/.test(word.trim());
  }
  return (
    clause
      ? /([。！？；：，]|[.!?;:,]\s)[”’」』）)]?\s*$/
      : /([。！？；：]|[.!?;:]\s)[”’」』）)]?\s*$/
  ).test(word);
}

/**
 * A word as shown. In Chinese text Pagefind ends a block that has no
 * punctuation of its own (a heading, a table cell) with ". ": a Chinese
 * reader gets a full stop of their own.
 */
function shown(word: string, chinese: boolean): string {
  return chinese && /^\.\s+$/.test(word) ? '。' : word;
}

const CHINESE_END = /[。！？；：…”’」』）]$/u;

interface ExcerptInput {
  read: ReadPage;
  /** The words of the section, [from, to). */
  from: number;
  to: number;
  /** The section's matched words; those not in prose are not shown. */
  matches: readonly PagefindLocation[];
  chinese: boolean;
  /** Quote the section's opening, the matches in it highlighted, rather than its best match. */
  opening?: boolean;
}

interface Excerpt {
  segments: ExcerptSegment[];
  /** The page's word the excerpt starts at; -1 for an empty one. */
  start: number;
}

/** The excerpt of a section: prose around its best match, or its opening when none matched in prose. */
function sectionExcerpt({
  read,
  from,
  to,
  matches,
  chinese,
  opening: fromOpening = false,
}: ExcerptInput): Excerpt {
  lookForNoise(read, from, to);
  const {words, kinds, joiner} = read;
  const lengths = LENGTHS[chinese ? 'chinese' : 'latin'];
  const isProse = (index: number): boolean => kinds[index] === 'prose';
  const inProse = matches
    .filter(({location}) => location >= from && location < to && isProse(location))
    .sort((a, b) => a.location - b.location);
  const highlighted = new Set(inProse.map(({location}) => location));

  // The match whose next `window` words hold the most score.
  let focus = -1;
  let best = -1;
  let score = 0;
  let next = 0;
  const candidates = fromOpening ? [] : inProse;
  candidates.forEach((match, index) => {
    while (
      next < candidates.length &&
      (candidates[next]?.location ?? 0) < match.location + lengths.window
    ) {
      score += candidates[next]?.balanced_score ?? 0;
      next += 1;
    }
    if (score > best) {
      best = score;
      focus = match.location;
    }
    score -= candidates[index]?.balanced_score ?? 0;
  });
  const opening = focus < 0;
  if (opening) {
    // Nothing matched in prose (a heading, code, the page's metadata did), or the opening was
    // asked for: the section's first words that start a clause outside brackets.
    for (let index = from; index < to && focus < 0; index += 1) {
      const previous = kinds[index - 1];
      const startsClause =
        index === from ||
        previous === 'block' ||
        previous === 'heading' ||
        endsSentence(words[index - 1] ?? '', chinese, true);
      if (
        isProse(index) &&
        !isPunctuation(words[index] ?? '') &&
        startsClause &&
        !closesUnopened(words.slice(index, index + lengths.window).join(joiner))
      ) {
        focus = index;
      }
    }
  }
  if (focus < 0) {
    return {segments: [], start: -1};
  }

  let runStart = focus;
  while (runStart > from && isProse(runStart - 1)) {
    runStart -= 1;
  }
  let runEnd = focus + 1;
  while (runEnd < to && isProse(runEnd)) {
    runEnd += 1;
  }
  const afterNoise = runStart > from && kinds[runStart - 1] === 'noise';
  const length = (start: number, end: number): number =>
    words.slice(start, end).reduce((sum, word) => sum + word.trim().length, 0);

  // The start of the sentence (clause) of the match, outside any brackets the match is in.
  const ahead = Math.min(runEnd, focus + lengths.window);
  let start = focus + 1;
  do {
    start -= 1;
    while (!opening && start > runStart && !endsSentence(words[start - 1] ?? '', chinese, true)) {
      start -= 1;
    }
  } while (!opening && start > runStart && closesUnopened(words.slice(start, ahead).join(joiner)));
  let before = '';
  if (!opening && ((start === runStart && afterNoise) || length(start, focus) > lengths.lead)) {
    // The sentence starts too far back, or behind noise: show it from near the match. A Chinese
    // excerpt starts at the match itself, a word the reader typed, never inside another word.
    start = focus;
    if (!chinese) {
      while (start > runStart && length(start - 1, focus) <= lengths.lead / 2) {
        start -= 1;
      }
    }
    before = ELLIPSIS;
  }
  // A full stop or comma left over from the sentence before; an opening bracket stays.
  const opens = (word: string): boolean => Array.from(OPENING).some((char) => word.includes(char));
  while (start < focus && isPunctuation(words[start] ?? '') && !opens(words[start] ?? '')) {
    start += 1;
  }

  let end = start;
  while (end < runEnd && (end <= focus || length(start, end + 1) <= lengths.total)) {
    end += 1;
  }
  if (end < runEnd && !endsSentence(words[end - 1] ?? '', chinese)) {
    for (let next = end; next < runEnd; next += 1) {
      if (length(start, next + 1) > lengths.total + lengths.overrun) {
        break;
      }
      if (endsSentence(words[next] ?? '', chinese)) {
        end = next + 1;
        break;
      }
    }
  }

  const segments: ExcerptSegment[] = [];
  const push = (text: string, highlight: boolean): void => {
    if (text === '') {
      return;
    }
    const last = segments.at(-1);
    if (last && last.highlighted === highlight && last.text !== ELLIPSIS) {
      last.text += text;
    } else {
      segments.push({text, highlighted: highlight});
    }
  };
  if (before !== '') {
    push(before, false);
  }
  for (let index = start; index < end; index += 1) {
    if (joiner !== '' && index > start) {
      push(joiner, false);
    }
    const word = shown(words[index] ?? '', chinese);
    if (highlighted.has(index)) {
      // Pagefind matches whole words with their punctuation: only the word itself is marked.
      const [, leading = '', core = '', trailing = ''] =
        /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su.exec(word) ?? [];
      push(leading, false);
      push(core, true);
      push(trailing, false);
    } else {
      push(word, false);
    }
  }
  const last = segments.at(-1);
  if (last) {
    last.text = last.text.trimEnd();
  }
  const text = segments.map((segment) => segment.text).join('');
  // An excerpt that stops inside a sentence says so.
  if (!(chinese ? CHINESE_END.test(text) : endsSentence(words[end - 1] ?? '', false))) {
    push(ELLIPSIS, false);
  }
  return {segments: segments.filter((segment) => segment.text !== ''), start};
}

const scoreOf = (locations: readonly PagefindLocation[]): number =>
  locations.reduce((sum, {balanced_score}) => sum + balanced_score, 0);

export interface SectionOptions {
  /** The reader's query: code, a number or a hash in it lets excerpts quote such text. */
  query: string;
  /** The page's language: Chinese excerpts follow Chinese punctuation. */
  locale: string;
  /** At most this many sections, the best first. */
  limit: number;
}

/**
 * The sections of a page that the query matched, best first (the most score,
 * as Pagefind weighs it, in words a reader reads: prose and headings, then in
 * any), at most `limit`: the first is where a result leads, the others may be
 * listed under it. A page matched only by its metadata, or only in code, has
 * its top instead, with its opening prose.
 */
export function pageSections(
  page: PagefindPage,
  {query, locale, limit}: SectionOptions,
): PageSection[] {
  const read = readPage(page, isCodeQuery(query));
  const {words, kinds} = read;
  const chinese = locale === 'zh';
  const headings = page.anchors
    .filter(isHeading)
    .map(({location}) => location)
    .sort((a, b) => a - b);
  const endOf = (from: number): number =>
    headings.find((location) => location > from) ?? words.length;
  const subResults: PagefindSubResult[] =
    page.sub_results.length > 0
      ? page.sub_results
      : [{title: page.meta.title ?? '', url: page.url, weighted_locations: []}];
  // A result leads to where the reader reads the query: matches in prose and headings first,
  // then all of them, as Pagefind weighs them (a code sample can hold a word many times over).
  const inText = (location: PagefindLocation): boolean => kinds[location.location] !== 'block';
  const ranked = subResults
    .map((sub, order) => ({
      sub,
      order,
      inText: scoreOf(sub.weighted_locations.filter(inText)),
      score: scoreOf(sub.weighted_locations),
    }))
    .sort((a, b) => b.inText - a.inText || b.score - a.score || a.order - b.order)
    // Past the first, a section that matched only in code has nothing to show a reader.
    .filter(({inText: matched}, rank) => rank === 0 || matched > 0)
    .slice(0, limit);
  const top = (): {section: PageSection; start: number} => {
    // The top of the page holds its title alone: its opening prose is under the first heading,
    // or further on when that section is all code.
    const input = {read, from: 0, chinese, opening: true, matches: page.weighted_locations};
    let excerpt = sectionExcerpt({...input, to: endOf(endOf(0))});
    if (excerpt.segments.length === 0) {
      excerpt = sectionExcerpt({...input, to: words.length});
    }
    return {section: {url: page.url, excerpt: excerpt.segments}, start: excerpt.start};
  };
  const listed = ranked.map(({sub}) => {
    const from = sub.anchor?.location ?? 0;
    const matches = sub.weighted_locations;
    const {segments, start} = sectionExcerpt({read, from, to: endOf(from), matches, chinese});
    // A section with no prose to quote (an import, a sample alone) is no place to send a reader.
    return segments.length === 0
      ? top()
      : {
          section: {
            url: sub.url,
            ...(sub.anchor && {heading: sub.title.replaceAll(WORD_JOINER_FOR_INDEX, '')}),
            excerpt: segments,
          },
          start,
        };
  });
  // The top of a page quotes the prose under its first heading: that section is not listed twice.
  return listed
    .filter(({start}, index) => listed.findIndex((other) => other.start === start) === index)
    .map(({section}) => section);
}

/** The breadcrumbs above a page, as the index stored them; none for a page at a section's top. */
export function pagePath(page: Pick<PagefindPage, 'filters'>): string[] {
  const stored = page.filters?.[PATH_FILTER]?.[0] ?? '';
  return stored === '' ? [] : stored.split(PATH_SEPARATOR);
}

export interface RuleOptions {
  query: string;
  locale: string;
}

/**
 * The rules an excerpt breaks, by name, none for a good one: noise the query
 * did not ask for, and in Chinese a Latin full stop after Chinese text, an
 * ending without Chinese punctuation or an ellipsis, a start on punctuation or
 * an ellipsis not followed by a matched word.
 */
export function excerptRuleBreaks(
  segments: readonly ExcerptSegment[],
  {query, locale}: RuleOptions,
): string[] {
  const text = segments.map((segment) => segment.text).join('');
  const breaks: string[] = [];
  if (text === '') {
    return breaks;
  }
  if (!isCodeQuery(query) && isNoise(text)) {
    breaks.push('noise');
  }
  if (locale === 'zh') {
    if (/[\p{Script=Han}，。；：！？、]\.(\s|$)/u.test(text)) {
      breaks.push('latin full stop');
    }
    if (!CHINESE_END.test(text)) {
      breaks.push('ending');
    }
    const [first, second] = segments;
    if (/^[，。；：！？、）」』”]/u.test(text)) {
      breaks.push('start on punctuation');
    } else if (first?.text === ELLIPSIS && second?.highlighted !== true) {
      breaks.push('start inside a sentence');
    }
  }
  return breaks;
}
