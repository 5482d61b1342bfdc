import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  loadPackageApi,
  type ApiEntity,
  type ApiMember,
  type SdkPackage,
} from '../../plugins/sdk-signatures/sdkApi';
import {readDoc} from '../helpers/docSource';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * The truth check of the SDK reference: every class, interface and enum page,
 * in both languages, documents exactly the public members the installed type
 * declarations have (signatures are filled from them at build time), every
 * parameter and property with a meaning, and an example that the sample test runs.
 */
const LOCALES = [
  ['en', DOCS_DIR],
  ['zh', ZH_DOCS_DIR],
] as const;

const REQUIRED_WORDS = {en: {yes: 'yes', no: 'no'}, zh: {yes: '是', no: '否'}} as const;

const RESULT_LABELS = {en: ['**Returns**', '**Throws**'], zh: ['**返回值**', '**抛出**']} as const;

interface EntityPage {
  doc: string;
  pkg: SdkPackage;
  entity: string;
}

function entityPages(): EntityPage[] {
  const v3 = loadPackageApi('v3-sdk');
  const pages: EntityPage[] = [];
  for (const [folder, kind] of [
    ['classes', 'class'],
    ['interfaces', 'interface'],
    ['enums', 'enum'],
  ] as const) {
    for (const entity of v3.values()) {
      const doc = `sdk/v3/reference/${folder}/${entity.name}`;
      if (entity.kind === kind && existsSync(path.join(DOCS_DIR, `${doc}.md`))) {
        pages.push({doc, pkg: 'v3-sdk', entity: entity.name});
      }
    }
  }
  pages.push(
    {doc: 'sdk/v2/reference/pair', pkg: 'v2-sdk', entity: 'Pair'},
    {doc: 'sdk/v2/reference/route', pkg: 'v2-sdk', entity: 'Route'},
    {doc: 'sdk/v2/reference/trade', pkg: 'v2-sdk', entity: 'Trade'},
  );
  return pages;
}

/** The text of the `## … {#id}` section, up to the next level-2 heading. */
function section(markdown: string, id: string): string {
  const start = markdown.search(new RegExp(`^## .*\\{#${id}\\}\\s*$`, 'm'));
  if (start === -1) {
    return '';
  }
  const rest = markdown.slice(start + 3);
  const end = rest.search(/^## /m);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The `### …` subsection whose code block references `api`. */
function memberSection(markdown: string, api: string): string {
  return markdown.split(/^### /m).find((part) => part.includes(`api="${api}"`)) ?? '';
}

/** Rows of the first Markdown table in a text, as trimmed cells without code marks. */
function tableRows(text: string): string[][] {
  const lines = text.split('\n').filter((line) => line.trim().startsWith('|'));
  return lines.slice(2).map((line) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.replace(/\\\|/g, '|').replace(/`/g, '').trim()),
  );
}

function normaliseType(type: string): string {
  return type
    .replace(/\s+/g, ' ')
    .replace(/\s*([<>[\](),;{}:|])\s*/g, '$1')
    .trim();
}

function apiRef(page: EntityPage, member: ApiMember): string {
  return `${page.pkg}:${page.entity}#${member.isStatic ? 'static:' : ''}${member.name}`;
}

const PAGES = entityPages();

describe('the SDK reference covers', () => {
  it('every class, interface and enum of the route contract', () => {
    expect(PAGES).toHaveLength(22 + 19 + 1 + 3);
  });
});

describe.each(PAGES)('$doc', (page) => {
  const entity = loadPackageApi(page.pkg).get(page.entity) as ApiEntity;

  describe.each(LOCALES)('(%s)', (locale, root) => {
    const markdown = readDoc(root, page.doc);

    it('has the summary, import, example and see-also sections', () => {
      for (const id of ['summary', 'import', 'example', 'see-also']) {
        expect(section(markdown, id).trim(), `section #${id}`).not.toBe('');
      }
      expect(section(markdown, 'import')).toContain(`api-import="${page.pkg}:${page.entity}"`);
    });

    it('runs its example from examples/sdk', () => {
      const example = section(markdown, 'example');
      const file = /file=<rootDir>\/(examples\/sdk\/[\w/.-]+\.ts)/.exec(example)?.[1];
      expect(file, 'an example filled from examples/sdk/…ts').toBeDefined();
      expect(existsSync(path.join(ROOT, file ?? ''))).toBe(true);
    });

    it('links to the guides that use it', () => {
      expect(section(markdown, 'see-also')).toMatch(/\]\([^)]*guides\/[^)]*\.md/);
    });

    it('documents every public member with its declared signature, and nothing else', () => {
      const documented = new Set(
        [...markdown.matchAll(/api="([^"]+#[^"]+)"/g)].map((match) => match[1]),
      );
      const declared = entity.members
        .filter((member) => entity.kind === 'class' || member.kind !== 'property')
        .map((member) => apiRef(page, member));
      expect([...documented].sort()).toEqual([...declared].sort());
    });

    it('gives every parameter a meaning, in declaration order', () => {
      const incomplete = entity.members
        .filter((member) => member.parameters.length > 0)
        .flatMap((member) => {
          const rows = tableRows(memberSection(markdown, apiRef(page, member)));
          const names = rows.map((row) => row[0] ?? '');
          const meaningless = rows.filter((row) => (row.at(-1) ?? '').length < 3);
          const expected = member.parameters.map((parameter) => parameter.name);
          return JSON.stringify(names) === JSON.stringify(expected) && meaningless.length === 0
            ? []
            : [
                `${member.name}: documented ${JSON.stringify(names)}, declared ${JSON.stringify(expected)}`,
              ];
        });
      expect(incomplete).toEqual([]);
    });

    it('says what every method returns and what it throws', () => {
      const silent = entity.members
        .filter((member) => member.kind === 'method')
        .flatMap((member) => {
          const text = memberSection(markdown, apiRef(page, member));
          const missing = RESULT_LABELS[locale].filter((label) => !text.includes(label));
          return missing.length === 0 ? [] : [`${member.name}: ${missing.join(', ')}`];
        });
      expect(silent).toEqual([]);
    });

    // Only what the entity has is checked: properties of an interface, members of an enum.
    if (entity.kind === 'interface') {
      it('lists every property with its type, whether it is required and its meaning', () => {
        expect(section(markdown, 'properties')).toContain(`api="${page.pkg}:${page.entity}"`);
        const rows = tableRows(section(markdown, 'properties'));
        const declared = entity.members
          .filter((member) => member.kind === 'property')
          .map((member) => [
            member.name,
            normaliseType(member.type),
            member.optional ? REQUIRED_WORDS[locale].no : REQUIRED_WORDS[locale].yes,
          ]);
        const documented = rows.map((row) => [
          row[0] ?? '',
          normaliseType(row[1] ?? ''),
          row[2] ?? '',
        ]);
        expect(documented).toEqual(declared);
        expect(rows.filter((row) => (row[3] ?? '').length < 3)).toEqual([]);
      });
    }

    if (entity.kind === 'enum') {
      it('lists every member with its value', () => {
        const rows = tableRows(section(markdown, 'members'));
        expect(rows.map((row) => [row[0], row[1]])).toEqual(
          entity.enumMembers.map((member) => [member.name, member.value]),
        );
      });
    }
  });
});

describe.each([
  {doc: 'sdk/v3/reference/overview', pkg: 'v3-sdk' as const, except: [] as string[]},
  {
    doc: 'sdk/v2/reference/other-exports',
    pkg: 'v2-sdk' as const,
    except: ['Pair', 'Route', 'Trade'],
  },
])('$doc', ({doc, pkg, except}) => {
  const exported = [...loadPackageApi(pkg).keys()].filter((name) => !except.includes(name));

  it.each(LOCALES)('(%s) names every export of the package', (_locale, root) => {
    const markdown = readDoc(root, doc);
    expect(
      exported.filter(
        (name) => !markdown.includes(`\`${name}\``) && !markdown.includes(`[${name}]`),
      ),
    ).toEqual([]);
  });
});
