import {ESLint} from 'eslint';
import {beforeAll, describe, expect, it} from 'vitest';
import {ROOT} from '../helpers/paths';

/**
 * The lint rules that keep Docusaurus's internals behind decisions/private-seams.md, src/lib free of
 * React, and every import declared, run on code written here, as files the list does and does not
 * name.
 */
const eslint = new ESLint({cwd: ROOT});

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath});
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const PRIVATE_REACH = [
  "import routes from '@generated/routes';\nexport const count = routes.length;\n",
  "import preload from '@docusaurus/core/lib/client/preload';\nexport const load = preload;\n",
  "import {useAnnouncementBar} from '@docusaurus/theme-common/internal';\nexport const hook = useAnnouncementBar;\n",
  'declare const __webpack_require__: {gca(name: string): string};\nexport const url = __webpack_require__.gca("x");\n',
  'export const theme = /@docusaurus[\\\\/]theme-classic[\\\\/]lib/;\n',
];

describe('the private-seam fence', () => {
  // The first file linted starts TypeScript's project service.
  beforeAll(() => ruleIds('export {};\n', 'src/lib/localeUrls.ts'), 60_000);

  it.each(PRIVATE_REACH)('stops a reach into the internals outside the list: %s', async (code) => {
    const ids = await ruleIds(code, 'src/lib/localeUrls.ts');
    expect(ids.filter((id) => /no-restricted-(imports|syntax)/.test(id))).not.toEqual([]);
  });

  it('lets a file the list names reach them', async () => {
    const ids = await ruleIds(PRIVATE_REACH[0] ?? '', 'src/clientRoutes/index.ts');
    expect(ids.filter((id) => /no-restricted-(imports|syntax)/.test(id))).toEqual([]);
  });

  it('keeps src/lib free of React and Docusaurus at run time, their types allowed', async () => {
    const hook = "import {useState} from 'react';\nexport const useFlag = () => useState(false);\n";
    const restricted = (ids: string[]): string[] =>
      ids.filter((id) => id === 'no-restricted-imports');
    expect(restricted(await ruleIds(hook, 'src/lib/localeUrls.ts'))).not.toEqual([]);
    expect(restricted(await ruleIds(hook, 'src/hooks/useCopyFetchedText.ts'))).toEqual([]);
    const typeOnly =
      "import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';\nexport type Item = PropSidebarItem;\n";
    expect(restricted(await ruleIds(typeOnly, 'src/lib/sidebarLabels.ts'))).toEqual([]);
  });

  it('stops an import of a package package.json does not declare', async () => {
    const ids = await ruleIds(
      "import {ok} from 'node:assert';\nimport lodash from 'lodash';\nok(lodash);\n",
      'plugins/shared/generated.ts',
    );
    expect(ids).toContain('n/no-extraneous-import');
  });
});
