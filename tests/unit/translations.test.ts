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

function source(file: string): string {
  return readFileSync(path.join(ROOT, 'i18n', 'zh', file), 'utf8');
}

function load(file: string): TranslationFile {
  return JSON.parse(source(file)) as TranslationFile;
}

/** The messages of a translation file still in English, as `file:line: key — what to do`. */
function untranslatedIn(file: string, json: string): string[] {
  const lines = json.split('\n');
  return Object.entries(JSON.parse(json) as TranslationFile).flatMap(([key, {message}]) => {
    const words = englishWordsIn(message);
    if (words.length === 0) {
      return [];
    }
    const line = lines.findIndex((text) => text.includes(`${JSON.stringify(key)}:`)) + 1;
    return [
      `i18n/zh/${file}:${String(line)}: "${key}" is still English (${words.join(' ')}) — translate its message`,
    ];
  });
}

describe.each(FILES)('i18n/zh/%s', (file) => {
  const entries = Object.entries(load(file));

  it('has entries', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it('translates every message into Chinese', () => {
    expect(untranslatedIn(file, source(file))).toEqual([]);
  });
});

describe('an untranslated message', () => {
  it('is named with its file, line and key', () => {
    const json =
      '{\n  "theme.a": {\n    "message": "返回"\n  },\n  "theme.b": {\n    "message": "Back to top"\n  }\n}';
    expect(untranslatedIn('code.json', json)).toEqual([
      'i18n/zh/code.json:5: "theme.b" is still English (Back to top) — translate its message',
    ]);
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
