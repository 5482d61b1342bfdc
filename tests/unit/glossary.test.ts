import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import glossary from '../../i18n/glossary.json';
import {listDocFiles} from '../helpers/docs';
import {docFile, readDoc} from '../helpers/docSource';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';

interface Term {
  en: string;
  zh: string;
  avoid?: string[];
  avoidPatterns?: string[];
  heading?: string;
  /** The variants are only wrong in prose: code (`initCodeHash`, `selfPermit`) keeps its names. */
  prose?: boolean;
}

/** The text with its fenced and inline code blanked out, line breaks kept. */
function proseOf(markdown: string): string {
  return markdown
    .replace(/^(\s*)(```|~~~)[^\n]*\n[\s\S]*?^\s*\2[^\n]*$/gm, (block) =>
      block.replace(/[^\n]/g, ' '),
    )
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
}

const terms: Term[] = glossary.terms;
const ZH_UI = path.join(ROOT, 'i18n', 'zh');
/** Every Chinese page and interface file, named as a writer opens it. */
const pages = [
  ...listDocFiles(ZH_DOCS_DIR).map((doc) => ({
    name: docFile(ZH_DOCS_DIR, doc),
    text: readDoc(ZH_DOCS_DIR, doc),
  })),
  ...[
    'code.json',
    'docusaurus-plugin-content-docs/current.json',
    'docusaurus-theme-classic/navbar.json',
    'docusaurus-theme-classic/footer.json',
  ].map((file) => ({name: `i18n/zh/${file}`, text: readFileSync(path.join(ZH_UI, file), 'utf8')})),
];

/** The `{#id}` headings of a page, each with its text without the id and its line. */
function headings(markdown: string): Map<string, {text: string; line: number}> {
  return new Map(
    Array.from(markdown.matchAll(/^#{2,6} (.*?) \{#([^}]+)\}\s*$/gm), (match) => [
      match[2] ?? '',
      {text: match[1] ?? '', line: markdown.slice(0, match.index).split('\n').length},
    ]),
  );
}

describe('the Chinese glossary', () => {
  it('gives every concept one Chinese term', () => {
    const english = terms.map((term) => term.en);
    expect(new Set(english).size).toBe(english.length);
  });

  it.each(terms.filter((term) => term.avoid ?? term.avoidPatterns))(
    '$zh is used instead of its variants',
    (term) => {
      const patterns = [
        ...(term.avoid ?? []).map(
          (variant) => new RegExp(variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'),
        ),
        ...(term.avoidPatterns ?? []).map((pattern) => new RegExp(pattern)),
      ];
      const offenders = pages.flatMap(({name, text: source}) => {
        const text = term.prose ? proseOf(source) : source;
        return patterns.flatMap((pattern) =>
          Array.from(text.matchAll(new RegExp(pattern.source, `g${pattern.flags}`)), (match) => {
            const line = text.slice(0, match.index).split('\n').length;
            const context = source.slice(Math.max(0, match.index - 8), match.index + 12);
            return `${name}:${String(line)}: “${match[0]}” in “${context.replace(/\s+/g, ' ')}” — the glossary (i18n/glossary.json) writes ${term.zh} for ${term.en}`;
          }),
        );
      });
      expect(offenders).toEqual([]);
    },
  );

  it.each(terms.filter((term) => term.heading))(
    'titles every plain “$en” heading {#$heading} “$zh”',
    (term) => {
      const offenders = listDocFiles(DOCS_DIR).flatMap((doc) => {
        const english = headings(readDoc(DOCS_DIR, doc)).get(term.heading ?? '');
        const chinese = headings(readDoc(ZH_DOCS_DIR, doc)).get(term.heading ?? '');
        return english?.text === term.en && chinese?.text !== term.zh
          ? [
              `${docFile(ZH_DOCS_DIR, doc)}:${String(chinese?.line ?? '?')}: heading {#${String(term.heading)}} reads “${String(chinese?.text)}” — the glossary (i18n/glossary.json) titles it “${term.zh}”`,
            ]
          : [];
      });
      expect(offenders).toEqual([]);
    },
  );
});
