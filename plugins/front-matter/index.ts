import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, realpathSync} from 'node:fs';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {GIT_LOG_ARGS, lastChangeByFile, parseShallowFile} from './gitHistory';
import {TRANSLATION_OUTDATED_KEY} from '../../src/lib/translationFlag';
import {isTranslationOutdated, STAMP_KEY} from './translationStamp';
import {DEFAULT_LOCALE, LOCALES} from '../../config/locale';

export const ENGLISH_DOCS = 'docs';

/** A locale's docs folder, relative to the site and with forward slashes. */
export function translatedDocsDir(locale: string): string {
  return `i18n/${locale}/docusaurus-plugin-content-docs/current`;
}

export const TRANSLATED_DOCS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(
  translatedDocsDir,
);

function git(cwd: string, args: readonly string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/**
 * When each doc file (keyed by its path relative to the site) was last
 * committed. Empty when there is no git or no repository, as in a source
 * archive; files a shallow clone cannot date are left out.
 */
export function readDocHistory(siteDir: string): Map<string, Date> {
  try {
    const topLevel = git(siteDir, ['rev-parse', '--show-toplevel']).trim();
    const shallowFile = path.resolve(
      siteDir,
      git(siteDir, ['rev-parse', '--git-path', 'shallow']).trim(),
    );
    const boundary = existsSync(shallowFile)
      ? parseShallowFile(readFileSync(shallowFile, 'utf8'))
      : new Set<string>();
    if (boundary.size > 0) {
      console.warn(
        '[oxbow] Shallow clone: pages unchanged since its oldest commit show the last_update date of their front matter.',
      );
    }
    const log = git(siteDir, [...GIT_LOG_ARGS, '--', ENGLISH_DOCS, ...TRANSLATED_DOCS]);
    const sitePrefix = path.relative(realpathSync(topLevel), realpathSync(siteDir));
    const history = new Map<string, Date>();
    for (const [file, date] of lastChangeByFile(log, boundary)) {
      const relative = path.relative(sitePrefix, file);
      if (!relative.startsWith('..')) {
        history.set(relative.split(path.sep).join('/'), date);
      }
    }
    return history;
  } catch {
    console.warn('[oxbow] No git history: pages show the last_update date of their front matter.');
    return new Map();
  }
}

/**
 * The docs' `markdown.parseFrontMatter` hook. Docusaurus takes a front matter
 * `last_update` over the git history; we want the opposite, git first and the
 * front matter date only for a file git cannot date (no repository, a shallow
 * clone, a new file). So the date git knows is written into the front matter,
 * which also spares Docusaurus one git call per page. On a translated doc it
 * also compares the English source with the translation's stamp.
 */
export function createDocFrontMatterParser(siteDir: string): ParseFrontMatter {
  const realSiteDir = realpathSync(siteDir);
  let history: Map<string, Date> | undefined;
  return async ({filePath, fileContent, defaultParseFrontMatter}) => {
    const result = await defaultParseFrontMatter({filePath, fileContent});
    const relative = path.relative(realSiteDir, realpathSync(filePath)).split(path.sep).join('/');
    const translatedRoot = TRANSLATED_DOCS.find((dir) => relative.startsWith(`${dir}/`));
    if (!translatedRoot && !relative.startsWith(`${ENGLISH_DOCS}/`)) {
      return result;
    }
    // The flag is ours to compute; one written by hand is dropped.
    const frontMatter: Record<string, unknown> = Object.fromEntries(
      Object.entries(result.frontMatter).filter(([key]) => key !== TRANSLATION_OUTDATED_KEY),
    );
    history ??= readDocHistory(siteDir);
    const committed = history.get(relative);
    if (committed) {
      const fallback = frontMatter.last_update;
      frontMatter.last_update = {
        ...(typeof fallback === 'object' ? fallback : {}),
        date: committed.toISOString(),
      };
    }
    if (translatedRoot) {
      const english = path.join(realSiteDir, ENGLISH_DOCS, relative.slice(translatedRoot.length));
      if (existsSync(english)) {
        frontMatter[TRANSLATION_OUTDATED_KEY] = isTranslationOutdated(
          readFileSync(english, 'utf8'),
          frontMatter[STAMP_KEY],
        );
      }
    }
    return {...result, frontMatter};
  };
}
