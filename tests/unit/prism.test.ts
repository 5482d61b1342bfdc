import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../plugins/code';
import {contrastRatio, paintedOver, WCAG_AA_NORMAL_TEXT} from '../helpers/contrast';
import {ROOT} from '../helpers/paths';

/** The tint of a line marked with `{3,5-7}` in one colour mode, as the site's stylesheet sets it. */
function markedLineTint(mode: 'light' | 'dark'): string {
  const css = readFileSync(path.join(ROOT, 'src', 'css', 'custom.css'), 'utf8');
  const block = (
    mode === 'light' ? /^:root \{([^}]*)\}/m : /^\[data-theme='dark'\] \{([^}]*)\}/m
  ).exec(css)?.[1];
  const tint = /--docusaurus-highlighted-code-line-bg:\s*([^;]+);/.exec(block ?? '')?.[1];
  if (!tint) {
    throw new Error(`No marked-line tint for ${mode} mode in src/css/custom.css`);
  }
  return tint;
}

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as const)('the %s code theme', (mode, theme) => {
  const background = theme.plain.backgroundColor ?? '';
  const markedLine = paintedOver(markedLineTint(mode), background);
  const colours = [
    theme.plain.color ?? '',
    ...theme.styles.flatMap((entry) => (entry.style.color ? [entry.style.color] : [])),
  ];

  it.each(colours)('%s passes WCAG AA against the code background', (colour) => {
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
  });

  it.each(colours)('%s passes WCAG AA on a marked line', (colour) => {
    expect(contrastRatio(colour, markedLine)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
  });
});
