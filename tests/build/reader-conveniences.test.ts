import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {readDocHistory} from '../../plugins/front-matter';
import {REPO_URL} from '../../config/site';
import {explicitTitle, withFileTitle} from '../../plugins/code/codeMeta';
import {markdownTwinPath} from '../../src/lib/markdownTwin';
import {docRoute, listDocFiles} from '../helpers/docs';
import {readDoc} from '../helpers/docSource';
import {BUILD_DIR, DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';
import {sitemapPaths} from '../helpers/sitemap';

interface Locale {
  dir: '' | 'zh';
  prefix: '' | '/zh';
  docsRoot: string;
  sections: string[];
}

const LOCALES: Locale[] = [
  {dir: '', prefix: '', docsRoot: DOCS_DIR, sections: ['Learn', 'Developers', 'SDK']},
  {dir: 'zh', prefix: '/zh', docsRoot: ZH_DOCS_DIR, sections: ['学习', '开发者', 'SDK']},
];

const DOCS = listDocFiles(DOCS_DIR);

function built(file: string): string {
  return readFileSync(path.join(BUILD_DIR, file), 'utf8');
}

const parsed = new Map<string, CheerioAPI>();

function pageOf(locale: Locale, doc: string): CheerioAPI {
  const route = `${locale.prefix}${docRoute(doc)}`;
  let page = parsed.get(route);
  if (!page) {
    page = load(built(route.endsWith('/') ? `${route}index.html` : `${route}/index.html`));
    parsed.set(route, page);
  }
  return page;
}

function twinOf(locale: Locale, doc: string): string {
  return built(markdownTwinPath(`${locale.prefix}${docRoute(doc)}`));
}

/** The text of each code block on a page, line by line as the reader sees it. */
function codeBlocks($: CheerioAPI): string[] {
  return $('.theme-code-block pre code')
    .map((_index, code) =>
      $(code)
        .find('.token-line')
        .map((_line, line) => $(line).text())
        .get()
        .join('\n'),
    )
    .get();
}

describe.each(LOCALES)('the $dir build', (locale) => {
  // Each doc is parsed once, here, for the five checks below that read it (the first of them used
  // to pay for all: 5 s).
  for (const doc of DOCS) {
    pageOf(locale, doc);
  }
  const llms = built(path.join(locale.dir, 'llms.txt'));
  const full = built(path.join(locale.dir, 'llms-full.txt'));
  const listed = Array.from(llms.matchAll(/^- \[.+?\]\((\S+)\)(?:: .+)?$/gm), (match) =>
    decodeURI(new URL(match[1] ?? '').pathname),
  );

  it('llms.txt lists exactly the doc pages of the sitemap, once each', () => {
    const docPages = sitemapPaths(locale.dir).filter(
      (page) => !/^(\/zh)?\/(category\/.*|markdown-page|search)?$/.test(page),
    );
    expect(docPages).toHaveLength(DOCS.length);
    expect([...listed].sort()).toEqual(docPages);
  });

  it('llms.txt has the llmstxt.org shape: title, summary, a section per sidebar', () => {
    expect(llms).toMatch(/^# Oxbow (Docs|文档)\n\n> \S.*\n\n\S/);
    expect(Array.from(llms.matchAll(/^## (.+)$/gm), (match) => match[1])).toEqual(locale.sections);
    const titles = Array.from(llms.matchAll(/^- \[(.+?)\]\(/gm), (match) => match[1]);
    expect(titles).toContain(locale.dir === 'zh' ? '进行一次兑换' : 'Make a swap');
  });

  it('every doc has a Markdown twin, and llms-full.txt carries every twin', () => {
    for (const doc of DOCS) {
      const twin = twinOf(locale, doc);
      expect(full, doc).toContain(twin.trim());
      expect(twin, doc).not.toMatch(/<rootDir>|^import .* from '@site|api="/m);
    }
  });

  it('every code block of a page is written out in its twin', () => {
    let blocks = 0;
    const missing = DOCS.flatMap((doc) => {
      const twin = twinOf(locale, doc);
      const codes = codeBlocks(pageOf(locale, doc));
      blocks += codes.length;
      return codes
        .filter((code) => code.trim() === '' || !twin.includes(code))
        .map((code) => `${doc}: ${code.slice(0, 60)}`);
    });
    expect(blocks).toBeGreaterThan(600);
    expect(missing).toEqual([]);
  });

  it('every doc links to its twin for readers without JavaScript', () => {
    for (const doc of DOCS) {
      const href = pageOf(locale, doc)('.oxbow-doc-tools a').attr('href') ?? '';
      expect(href, doc).toBe(markdownTwinPath(`${locale.prefix}${docRoute(doc)}`));
      expect(existsSync(path.join(BUILD_DIR, href)), doc).toBe(true);
    }
  });

  it('every sample filled from a file is titled with that file', () => {
    const untitled = DOCS.flatMap((doc) => {
      const titles = pageOf(
        locale,
        doc,
      )('.theme-code-block-title')
        .map((_index, title) => load(title).text())
        .get();
      const expected = Array.from(
        readDoc(locale.docsRoot, doc).matchAll(/^```\S*[ \t]+(.*file=<rootDir>.*)$/gm),
        (match) => explicitTitle(withFileTitle(match[1] ?? '')) ?? '',
      );
      return expected.filter((title) => !titles.includes(title)).map((title) => `${doc}: ${title}`);
    });
    expect(untitled).toEqual([]);
  });

  it('every doc says when it was last updated and links to its source file for editing', () => {
    for (const doc of DOCS) {
      const $ = pageOf(locale, doc);
      const source = path.relative(ROOT, path.join(locale.docsRoot, `${doc}.md`));
      expect($('.theme-doc-footer a.theme-edit-this-page').attr('href'), doc).toBe(
        `${REPO_URL}/edit/main/${source}`,
      );
      expect($('.theme-doc-footer .theme-last-updated time').attr('datetime'), doc).toMatch(
        /^\d{4}-\d{2}-\d{2}T/,
      );
    }
  });

  it('no Chinese page carries the outdated-translation notice, since all are in sync', () => {
    const flagged = DOCS.filter(
      (doc) => pageOf(locale, doc)('.oxbow-translation-notice').length > 0,
    );
    expect(flagged).toEqual([]);
  });
});

describe('a sample page', () => {
  const DOC = 'study/product/swap/trade';
  const history = readDocHistory(ROOT);

  /** The date git gives the file, or the front matter's when this checkout has no history of it. */
  function expectedDate(source: string): Date {
    const fromGit = history.get(source);
    if (fromGit) {
      return fromGit;
    }
    const fallback = /^last_update:\n {2}date: (\S+)$/m.exec(
      readFileSync(path.join(ROOT, source), 'utf8'),
    )?.[1];
    return new Date(fallback ?? NaN);
  }

  it.each([
    {locale: LOCALES[0], text: /^Last updated on ([A-Z][a-z]{2} \d{1,2}, \d{4})$/, format: 'en-US'},
    {locale: LOCALES[1], text: /^最后更新于 (\d{4}年\d{1,2}月\d{1,2}日)$/, format: 'zh-CN'},
  ])(
    'in $locale.dir shows the date of its last commit and an edit link to its own file',
    ({locale, text, format}) => {
      if (!locale) {
        throw new Error('no locale');
      }
      const $ = pageOf(locale, DOC);
      const source = path.relative(ROOT, path.join(locale.docsRoot, `${DOC}.md`));
      const date = expectedDate(source);
      const shown = $('.theme-doc-footer .theme-last-updated').text().trim();
      expect(shown).toMatch(text);
      expect(text.exec(shown)?.[1]).toBe(
        new Intl.DateTimeFormat(format, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(date),
      );
      expect($('.theme-doc-footer time').attr('datetime')).toBe(date.toISOString());
      expect($('.theme-doc-footer a.theme-edit-this-page').text()).toBe(
        locale.dir === 'zh' ? '编辑此页' : 'Edit this page',
      );
      expect(source).toBe(
        locale.dir === 'zh'
          ? 'i18n/zh/docusaurus-plugin-content-docs/current/study/product/swap/trade.md'
          : 'docs/study/product/swap/trade.md',
      );
    },
  );
});
