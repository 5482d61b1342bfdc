import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {englishWordsIn} from '../../plugins/shared/englishWords';
import {ROOT} from '../helpers/paths';

const FILES = [
  'code.json',
  'docusaurus-theme-classic/navbar.json',
  'docusaurus-theme-classic/footer.json',
  'docusaurus-plugin-content-docs/current.json',
];

type TranslationFile = Record<string, {message: string; description?: string}>;

function load(file: string): TranslationFile {
  return JSON.parse(readFileSync(path.join(ROOT, 'i18n', 'zh', file), 'utf8')) as TranslationFile;
}

describe.each(FILES)('i18n/zh/%s', (file) => {
  const entries = Object.entries(load(file));

  it('has entries', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it('translates every message into Chinese', () => {
    const untranslated = entries
      .map(([key, {message}]) => ({key, words: englishWordsIn(message)}))
      .filter(({words}) => words.length > 0);
    expect(untranslated).toEqual([]);
  });
});

describe('the Chinese UI strings', () => {
  const code = load('code.json');

  it.each([
    ['theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', '← 回到主菜单'],
    ['theme.ErrorPageContent.title', '页面已崩溃。'],
    ['theme.ErrorPageContent.tryAgain', '重试'],
    ['theme.common.skipToMainContent', '跳到主要内容'],
    ['theme.NavBar.navAriaLabel', '主导航'],
    ['theme.navbar.mobileLanguageDropdown.label', '选择语言'],
    ['oxbow.loading.retry', '重试'],
  ])('%s reads %s', (key, expected) => {
    expect(code[key]?.message).toBe(expected);
  });
});
