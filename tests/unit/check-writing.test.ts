import {describe, expect, it} from 'vitest';
import {mdxProblems, problemsOf} from '../../scripts/lib/writingProblems';

describe('npm run check:writing', () => {
  it('prints each line a page check listed as a problem of its own', () => {
    // As Vitest serialises `expect([…]).toEqual([])`: quotes and backslashes escaped, line breaks kept.
    const actual = [
      '[',
      '  "docs/a.md:3: heading \\"A\\" has no id — end it with {#an-id}",',
      '  "DeclarationError: Undeclared identifier.',
      ' --> examples/solidity/A.sol:6:16:",',
      '  "i18n/zh/code.json:5: \\\\fracc",',
      ']',
    ].join('\n');
    expect(
      problemsOf({message: 'expected [ …(3) ] to deeply equal []', actual, expected: '[]'}),
    ).toEqual([
      'docs/a.md:3: heading "A" has no id — end it with {#an-id}',
      'DeclarationError: Undeclared identifier.\n --> examples/solidity/A.sol:6:16:',
      'i18n/zh/code.json:5: \\fracc',
    ]);
  });

  it('tells any other failure by its message and what was received', () => {
    const diff =
      '\u001b[32m- Expected\u001b[39m\n\u001b[31m+ Received\u001b[39m\n\n\u001b[31m+ true\u001b[39m';
    expect(
      problemsOf({message: 'expected true to be false', diff, actual: 'true', expected: 'false'}),
    ).toEqual(['expected true to be false\n    + Received\n    + true']);
  });

  it('names the file, line and column of a page MDX cannot compile, once', () => {
    const failure = [
      '╰─▶   × Error: MDX compilation failed for file "/site/docs/study/trade.md"',
      '        │ Cause: Unexpected end of file in expression, expected a corresponding closing brace for `{`',
      '        │ Details:',
      '        │ {',
      '        │   "column": 253,',
      '        │   "line": 12,',
      '        │ }',
    ].join('\n');
    expect(
      mdxProblems(`[ERROR] Client bundle compiled with errors\n${failure}\n${failure}`, '/site'),
    ).toEqual([
      'docs/study/trade.md:12:253: Unexpected end of file in expression, expected a corresponding closing brace for `{` — MDX reads { and < as code: write \\{ and \\<, or put them in backticks',
    ]);
    expect(mdxProblems('Docusaurus found broken links!', '/site')).toEqual([]);
  });
});
