import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import glossary from '../../i18n/glossary.json';
import {listDocFiles} from '../helpers/docs';
import {readDoc} from '../helpers/docSource';
import {ROOT, ZH_DOCS_DIR} from '../helpers/paths';

interface Term {
  en: string;
  zh: string;
  avoid?: string[];
}

const terms: Term[] = glossary.terms;
const pages = [
  ...listDocFiles(ZH_DOCS_DIR).map((doc) => ({name: doc, text: readDoc(ZH_DOCS_DIR, doc)})),
  {
    name: 'code.json',
    text: readFileSync(path.join(ROOT, 'i18n', 'zh', 'code.json'), 'utf8'),
  },
];

describe('the Chinese glossary', () => {
  it('gives every concept one Chinese term', () => {
    const english = terms.map((term) => term.en);
    expect(new Set(english).size).toBe(english.length);
  });

  it.each(terms.filter((term) => term.avoid))('$zh is used instead of its variants', (term) => {
    const offenders = pages.flatMap(({name, text}) =>
      (term.avoid ?? [])
        .filter((variant) => text.includes(variant))
        .map((variant) => `${name}: ${variant}`),
    );
    expect(offenders).toEqual([]);
  });
});
