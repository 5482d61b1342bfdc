import {execFile} from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {load} from 'cheerio';
import {afterAll, describe, expect, it} from 'vitest';
import {translatedDocsDir} from '../../plugins/front-matter';
import {englishWordsIn} from '../../plugins/shared/englishWords';
import {LATIN_ALLOWED_IN_CHINESE_CHROME} from '../helpers/chrome';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';

const run = promisify(execFile);
const DOC = 'study/product/swap/trade.md';

/**
 * The real build shows no notice because every translation is in sync
 * (tests/build/reader-conveniences.test.ts). Here a copy of one page and its
 * translation, with the English text changed afterwards, is built in Chinese
 * alone, with the site's own theme, translations and front matter hook: about
 * ten seconds instead of a full build.
 */
function miniSite(): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'oxbow-translation-notice-'));
  for (const shared of ['src', 'config', 'plugins', 'node_modules']) {
    symlinkSync(path.join(ROOT, shared), path.join(siteDir, shared));
  }
  const english = path.join(siteDir, 'docs', DOC);
  const chinese = path.join(siteDir, translatedDocsDir('zh'), DOC);
  mkdirSync(path.dirname(english), {recursive: true});
  mkdirSync(path.dirname(chinese), {recursive: true});
  cpSync(path.join(DOCS_DIR, DOC), english);
  cpSync(path.join(ZH_DOCS_DIR, DOC), chinese);
  cpSync(path.join(ROOT, 'i18n', 'zh', 'code.json'), path.join(siteDir, 'i18n', 'zh', 'code.json'));
  writeFileSync(
    english,
    `${readFileSync(english, 'utf8')}\nA paragraph added after the translation.\n`,
  );
  writeFileSync(
    path.join(siteDir, 'package.json'),
    '{"name": "translation-notice-check", "private": true}\n',
  );
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.ts'),
    `import {createDocFrontMatterParser} from './plugins/front-matter';
import {i18n} from './config/locale';

export default {
  title: 'Oxbow Docs',
  url: 'https://docs.oxbow.example',
  baseUrl: '/',
  onBrokenLinks: 'ignore',
  onBrokenMarkdownLinks: 'ignore',
  i18n,
  markdown: {parseFrontMatter: createDocFrontMatterParser(__dirname)},
  future: {experimental_faster: true},
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false, pages: false}]],
  themeConfig: {navbar: {items: []}},
};
`,
  );
  return siteDir;
}

describe('a Chinese page whose English source changed after translation', () => {
  const siteDir = miniSite();
  afterAll(() => {
    rmSync(siteDir, {recursive: true, force: true});
  });

  // The timeout is the size of the work, not an allowance for load: a Docusaurus build, 6 s on an
  // idle core and 11 s beside the other build checks, where Vitest's 5 s default is sized for a unit
  // test. It is there to stop a build that hangs.
  it('tells the reader, in Chinese, and links to the English page', {timeout: 60_000}, async () => {
    await run(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'),
        'build',
        '--locale',
        'zh',
      ],
      {cwd: siteDir, env: {...process.env, NO_UPDATE_NOTIFIER: '1'}, maxBuffer: 16 * 1024 * 1024},
    );
    const $ = load(
      readFileSync(
        path.join(siteDir, 'build', 'study', 'product', 'swap', 'trade', 'index.html'),
        'utf8',
      ),
    );
    const notice = $('.oxbow-translation-notice');
    expect(notice).toHaveLength(1);
    expect(notice.text()).toBe(
      '此译文可能已过时：翻译完成后，英文原文又有改动。最新内容请阅读英文原文。',
    );
    expect(englishWordsIn(notice.text(), LATIN_ALLOWED_IN_CHINESE_CHROME)).toEqual([]);
    expect(notice.find('a').attr('href')).toBe('/study/product/swap/trade');
    expect(notice.find('a').attr('hreflang')).toBe('en');
    // Above the article, not inside the text the search index takes in.
    expect(notice.closest('[data-pagefind-body]')).toHaveLength(0);
    expect($('h1').text()).toBe('进行一次兑换');
  });
});
