import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listDocFiles} from '../helpers/docs';
import {docFile, readDoc} from '../helpers/docSource';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR} from '../helpers/paths';

/**
 * Code is never pasted into a page. Every code block of every doc, in both
 * languages, is filled when the site is built: from a file under examples/
 * (`file=<rootDir>/examples/…`), which the type check compiles and the sample
 * tests run, or from the SDK's type declarations (`api=…`, `api-import=…`).
 *
 * The exceptions, and only these:
 * - On a Contract page, a `solidity` block of declarations only (functions,
 *   events, errors, modifiers and structs, without bodies): the signatures of
 *   an interface, quoted to document them; tests/unit/contract-reference.test.ts
 *   checks those of the reference pages word for word against the interface files.
 */

interface Fence {
  line: number;
  meta: string;
  code: string;
}

/** The fenced code blocks of a page, indented ones (in lists) included, with their lines. */
function fencesIn(markdown: string): Fence[] {
  const fences: Fence[] = [];
  let open: {marker: string; line: number; meta: string; code: string[]} | undefined;
  markdown.split('\n').forEach((text, index) => {
    const fence = /^\s*(`{3,}|~{3,})(.*)$/.exec(text);
    if (!open) {
      if (fence) {
        open = {marker: fence[1] ?? '', line: index + 1, meta: (fence[2] ?? '').trim(), code: []};
      }
      return;
    }
    const closes =
      fence &&
      (fence[1] ?? '').startsWith(open.marker[0] ?? '') &&
      (fence[1] ?? '').length >= open.marker.length &&
      (fence[2] ?? '').trim() === '';
    if (closes) {
      fences.push({line: open.line, meta: open.meta, code: open.code.join('\n')});
      open = undefined;
    } else {
      open.code.push(text);
    }
  });
  return fences;
}

const FILLED = /(^|\s)(file=<rootDir>\/examples\/|api=|api-import=)/;

/** Solidity that only declares: every statement a signature or event, every struct a list of fields. */
function onlyDeclares(code: string): boolean {
  const statements = code
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, ' ')
    .replace(/\bstruct\s+\w+\s*\{[^{}]*\}/g, ' ')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  return (
    code.trim() !== '' &&
    statements.every((statement) => /^(function|event|error|modifier)\s[^{}]*$/.test(statement))
  );
}

/** Each block of a page that breaks the rule, as `file:line: problem — what to do`. */
function pastedCode(doc: string, file: string, markdown: string): string[] {
  return fencesIn(markdown).flatMap(({line, meta, code}) => {
    const place = `${file}:${String(line)}`;
    const imported = /file=<rootDir>\/([^\s#]+)/.exec(meta)?.[1];
    if (imported !== undefined && !existsSync(path.join(ROOT, imported))) {
      return [`${place}: ${imported} does not exist — name a file under examples/`];
    }
    if (FILLED.test(meta)) {
      return [];
    }
    const language = /^\S*/.exec(meta)?.[0] ?? '';
    const signatures = language === 'solidity' && doc.startsWith('contract/') && onlyDeclares(code);
    if (signatures) {
      return [];
    }
    return [
      `${place}: ${language || 'a'} code block pasted into the page — move the code to a file under examples/ (compiled and run by the tests) and show it with \`\`\`${language} file=<rootDir>/examples/…`,
    ];
  });
}

describe.each([
  ['English', DOCS_DIR],
  ['Chinese', ZH_DOCS_DIR],
])('code on the %s docs', (_language, root) => {
  it('is filled from files under examples/ or from the SDK, save quoted declarations', () => {
    const problems = listDocFiles(root).flatMap((doc) =>
      pastedCode(doc, docFile(root, doc), readDoc(root, doc)),
    );
    expect(problems).toEqual([]);
  });
});

describe('the rule', () => {
  it('tells signatures from code with bodies', () => {
    expect(
      onlyDeclares('function a(uint256 x) external returns (uint256);\nevent B(address);'),
    ).toBe(true);
    expect(onlyDeclares('struct P {\n  address a;\n  uint24 fee;\n}')).toBe(true);
    expect(onlyDeclares('function a() external {\n  b();\n}')).toBe(false);
    expect(onlyDeclares('address pair = address(0);')).toBe(false);
  });

  it('names the file, the line and what to do for a pasted block', () => {
    const page = [
      '```ts file=<rootDir>/examples/sdk/v3/quoting.ts',
      '```',
      '',
      '- In a list:',
      '',
      '  ```ts',
      '  const x = 1;',
      '  ```',
      '',
      '```solidity',
      'function a() external;',
      '```',
      '',
      '```ts file=<rootDir>/examples/sdk/v3/gone.ts',
      '```',
    ].join('\n');
    expect(pastedCode('sdk/x', 'docs/sdk/x.md', page)).toEqual([
      'docs/sdk/x.md:6: ts code block pasted into the page — move the code to a file under examples/ (compiled and run by the tests) and show it with ```ts file=<rootDir>/examples/…',
      'docs/sdk/x.md:10: solidity code block pasted into the page — move the code to a file under examples/ (compiled and run by the tests) and show it with ```solidity file=<rootDir>/examples/…',
      'docs/sdk/x.md:14: examples/sdk/v3/gone.ts does not exist — name a file under examples/',
    ]);
    expect(pastedCode('contract/x', 'docs/contract/x.md', page)).toHaveLength(2);
  });
});
