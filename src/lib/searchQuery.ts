/**
 * What the search does with a reader's query before and around Pagefind, which
 * matches every word of a query and knows no synonyms: the query is cut into
 * units (a term of the synonym table stays whole and brings its other names,
 * Chinese is split into words as Pagefind and the index split it), words that only make
 * it a question are dropped, and when every-word matching finds fewer than a
 * handful of pages the most specific units are searched instead. Pure: the
 * navbar box and the search page hand it the locale's Pagefind.
 */

/** Groups of terms that name the same thing: a Chinese term, an identifier, an English term. */
export type SynonymGroups = readonly (readonly string[])[];

/** Fewer pages than this matching every word, and the search looks further. */
export const HANDFUL = 5;

/**
 * Chinese question words, pronouns and particles: they make a question of a
 * query (怎么创建钱包, 价格影响是什么意思) without naming its topic. Compared with the
 * words of the query as Intl.Segmenter cuts them.
 */
const CHINESE_FILLERS = new Set([
  '怎么',
  '怎么样',
  '怎样',
  '怎么办',
  '办',
  '如何',
  '为什么',
  '为何',
  '什么',
  '啥',
  '哪',
  '哪些',
  '哪个',
  '哪里',
  '哪儿',
  '谁',
  '是否',
  '是',
  '吗',
  '呢',
  '吧',
  '啊',
  '呀',
  '的',
  '了',
  '和',
  '与',
  '我',
  '我的',
  '我们',
  '你',
  '你们',
  '您',
  '要',
  '想',
  '能',
  '能否',
  '可以',
  '会',
  '该',
  '应该',
  '有',
  '请问',
  '一下',
  '意思',
  '多少',
  '才能',
  '用',
  '被',
]);

/** English words that make a question of a query ("how do I…", "what is…") without naming its topic. */
const ENGLISH_FILLERS = new Set([
  'a',
  'an',
  'the',
  'how',
  'what',
  'whats',
  "what's",
  'why',
  'when',
  'where',
  'which',
  'who',
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'be',
  'can',
  'could',
  'should',
  'would',
  'will',
  'i',
  'me',
  'my',
  'we',
  'you',
  'your',
  'it',
  'to',
  'of',
  'for',
  'in',
  'on',
  'with',
  'and',
  'or',
  'vs',
  'happen',
  'happens',
]);

const HAN = /\p{Script=Han}/u;
const LATIN_WORD = /[\p{L}\p{N}_]/u;

function isFiller(unit: string): boolean {
  const word = unit.toLowerCase().replace(/[^\p{L}\p{N}_']/gu, '');
  return CHINESE_FILLERS.has(word) || ENGLISH_FILLERS.has(word);
}

/**
 * Where `term` occurs in `text`, compared without case, as [start, end)
 * pairs. A term that starts or ends with a Latin letter or digit must not run
 * on into one (`lock` is not in `block`), but may take a plural s (`tick
 * spacings`); Chinese has no such boundary.
 */
export function occurrencesOf(text: string, term: string): [number, number][] {
  const haystack = text.toLowerCase();
  const needle = term.toLowerCase();
  const found: [number, number][] = [];
  if (needle === '') {
    return found;
  }
  const latinAt = (char: string | undefined): boolean =>
    char !== undefined && LATIN_WORD.test(char) && !HAN.test(char);
  const startsLatin = latinAt(needle[0]);
  const endsLatin = latinAt(needle.at(-1));
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    let end = at + needle.length;
    if (endsLatin && haystack[end] === 's' && !latinAt(haystack[end + 1])) {
      end += 1;
    }
    if ((startsLatin && latinAt(haystack[at - 1])) || (endsLatin && latinAt(haystack[end]))) {
      continue;
    }
    found.push([at, end]);
  }
  return found;
}

/** The synonym groups that `text` names by any of their terms. The index and the query both ask this. */
export function synonymGroupsIn(text: string, groups: SynonymGroups): (readonly string[])[] {
  return groups.filter((group) => group.some((term) => occurrencesOf(text, term).length > 0));
}

/**
 * One unit of a query: the words as the reader typed them, then the other
 * terms of their synonym group, any of which may match.
 */
export type QueryUnit = readonly string[];

export interface QueryUnitsOptions {
  /**
   * Splits Chinese into words the way Pagefind splits the query and the index
   * was split; without one (a browser without Intl.Segmenter, where Pagefind
   * does not split either) a run of Chinese stays one unit.
   */
  segmenter: Intl.Segmenter | undefined;
  /** The synonym groups: a term of one stays one unit and brings its group along. */
  synonyms: SynonymGroups;
  /**
   * Whether the index can hold a term, so that searching it can find a page
   * (a Chinese term is on no English page). Every synonym is searched when absent.
   */
  searchable?: (term: string) => boolean;
}

/**
 * The units of a query: its synonyms, each whole, and its other
 * words (Chinese cut by the segmenter, Latin as typed), without the words that
 * only make it a question. A query of nothing but such words keeps them.
 */
export function queryUnits(
  query: string,
  {segmenter, synonyms, searchable = () => true}: QueryUnitsOptions,
): QueryUnit[] {
  const groupOf = new Map<string, readonly string[]>();
  for (const group of synonyms) {
    for (const term of group) {
      groupOf.set(term.toLowerCase(), group);
    }
  }
  const found: {at: number; unit: QueryUnit}[] = [];
  let rest = query;
  for (const term of [...groupOf.keys()].sort((a, b) => b.length - a.length)) {
    for (const [at, end] of occurrencesOf(rest, term)) {
      const typed = rest.slice(at, end);
      const others = (groupOf.get(term) ?? []).filter(
        (other) => other.toLowerCase() !== term && searchable(other),
      );
      found.push({at, unit: [typed, ...others]});
      // Blank the term out, keeping every other position, so shorter terms cannot match inside it.
      rest = `${rest.slice(0, at)}${' '.repeat(end - at)}${rest.slice(end)}`;
    }
  }
  // Latin words stay as typed (multi-hop, 0.30): Pagefind reads them whole, as the index does.
  for (const token of rest.matchAll(/[^\s\p{Script=Han}]+/gu)) {
    if (/[\p{L}\p{N}]/u.test(token[0])) {
      found.push({at: token.index, unit: [token[0]]});
    }
  }
  for (const run of rest.matchAll(/\p{Script=Han}+/gu)) {
    const parts = segmenter ? Array.from(segmenter.segment(run[0])) : [];
    if (parts.length === 0) {
      found.push({at: run.index, unit: [run[0]]});
    }
    for (const part of parts) {
      if (part.isWordLike === true) {
        found.push({at: run.index + part.index, unit: [part.segment]});
      }
    }
  }
  const units = found.sort((a, b) => a.at - b.at).map(({unit}) => unit);
  const topical = units.filter((unit) => unit.length > 1 || !isFiller(unit[0] ?? ''));
  return topical.length > 0 ? topical : units;
}

/** The part of Pagefind's answer the search reads. */
export interface EngineResult {
  id: string;
  score: number;
}

/** Pagefind's search: every word of the query must match. Null when a newer search overtook it. */
export type Engine<Result extends EngineResult> = (
  query: string,
) => Promise<{results: Result[]} | null>;

export interface PageSearch<Result extends EngineResult> {
  results: Result[];
  /** How many of `results`, the first ones, contain every unit of the query. */
  complete: number;
  /** The units searched when few pages contained every unit, most specific first; absent otherwise. */
  relaxedTo?: QueryUnit[];
}

/** At most this many Pagefind searches stand for one set of units (one per choice of synonyms). */
const MAX_COMBINATIONS = 8;

/** Every way of picking one term of each unit, the typed terms first, at most MAX_COMBINATIONS. */
function combinations(units: readonly QueryUnit[]): string[] {
  let queries: string[][] = [[]];
  for (const unit of units) {
    queries = queries
      .flatMap((words) => unit.map((term) => [...words, term]))
      .slice(0, MAX_COMBINATIONS);
  }
  return queries.map((words) => words.join(' '));
}

/** The pages that contain every unit, under any of its names, best score first. */
async function pagesWithAll<Result extends EngineResult>(
  engine: Engine<Result>,
  units: readonly QueryUnit[],
): Promise<Result[] | null> {
  const answers = await Promise.all(combinations(units).map((query) => engine(query)));
  const best = new Map<string, Result>();
  for (const answer of answers) {
    if (!answer) {
      return null;
    }
    for (const result of answer.results) {
      const known = best.get(result.id);
      if (!known || result.score > known.score) {
        best.set(result.id, result);
      }
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/** The subsets of `items` with `size` members, in the order of `items`. */
function subsetsOf<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) {
    return [[]];
  }
  return items.flatMap((item, index) =>
    subsetsOf(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

/** At most this many sets of units are tried when few pages contain every unit. */
const MAX_RELAXATIONS = 24;

/**
 * Searches `units`: first every unit. When that finds fewer than a handful of
 * pages, it looks for the largest set of units that a handful of pages
 * contain, and among sets of that size the most specific one (whose units the
 * fewest pages contain); its pages follow those with every unit. Units no page
 * contains are left out first. Null when a newer search overtook this one.
 */
export async function searchUnits<Result extends EngineResult>(
  engine: Engine<Result>,
  units: readonly QueryUnit[],
): Promise<PageSearch<Result> | null> {
  const every = await pagesWithAll(engine, units);
  if (!every) {
    return null;
  }
  if (every.length >= HANDFUL || units.length < 2) {
    return {results: every, complete: every.length};
  }
  const alone = await Promise.all(units.map((unit) => pagesWithAll(engine, [unit])));
  if (alone.some((answer) => answer === null)) {
    return null;
  }
  const count = new Map(units.map((unit, index) => [unit, alone[index]?.length ?? 0]));
  // How much a unit narrows the search: the fewer pages contain it, the more.
  const specificity = (set: readonly QueryUnit[]): number =>
    set.reduce((sum, unit) => sum - Math.log(count.get(unit) ?? 1), 0);
  const found = units.filter((unit) => (count.get(unit) ?? 0) > 0);
  let best: {set: QueryUnit[]; results: Result[]} | undefined;
  let tried = 0;
  for (let size = found.length; size >= 1 && !best && tried < MAX_RELAXATIONS; size -= 1) {
    const sets = subsetsOf(found, size)
      .filter((set) => set.length < units.length)
      .sort((a, b) => specificity(b) - specificity(a));
    for (const set of sets.slice(0, MAX_RELAXATIONS - tried)) {
      tried += 1;
      const results =
        set.length === 1 ? alone[units.indexOf(set[0] ?? [])] : await pagesWithAll(engine, set);
      if (!results) {
        return null;
      }
      if (results.length >= HANDFUL) {
        best = {set, results};
        break;
      }
      if (!best && size === 1 && results.length > 0) {
        best = {set, results};
      }
    }
  }
  if (!best) {
    return {results: every, complete: every.length};
  }
  const seen = new Set(every.map((result) => result.id));
  return {
    results: [...every, ...best.results.filter((result) => !seen.has(result.id))],
    complete: every.length,
    relaxedTo: best.set,
  };
}
