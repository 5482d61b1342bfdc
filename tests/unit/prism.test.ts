import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../plugins/code';
import {contrastRatio, WCAG_AA_NORMAL_TEXT} from '../helpers/contrast';
import {codeSizeStyle} from '../../src/theme/CodeBlock/codeSize';

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('the %s code theme', (_mode, theme) => {
  const background = theme.plain.backgroundColor ?? '';
  const colours = [
    theme.plain.color ?? '',
    ...theme.styles.flatMap((entry) => (entry.style.color ? [entry.style.color] : [])),
  ];

  it.each(colours)('%s passes WCAG AA against the code background', (colour) => {
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
  });
});

describe('the room a code block keeps before it is drawn', () => {
  it('counts its lines and the widest line, a Chinese character as one em', () => {
    expect(codeSizeStyle('const fee = 3000;\n// 交换的手续费按池子的费率计算\n')).toEqual({
      '--code-lines': 3,
      '--code-columns': 3,
      '--code-wide-columns': 14,
    });
    expect(codeSizeStyle('const fee = 3000;\n// 费率')).toEqual({
      '--code-lines': 2,
      '--code-columns': 17,
      '--code-wide-columns': 0,
    });
  });

  it('counts a character beyond the Basic Multilingual Plane once', () => {
    expect(codeSizeStyle('🦄🦄')).toMatchObject({'--code-columns': 2});
  });
});
