import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../plugins/code';
import {contrastRatio, WCAG_AA_NORMAL_TEXT} from '../helpers/contrast';

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
