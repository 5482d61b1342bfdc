import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The stock palettes are tuned for looks, not contrast: a few token colours
 * fall below WCAG AA on our code background. These variants darken just those
 * tokens; tests/unit/prism.test.ts checks every colour.
 */
const LIGHT_TOKEN_FIXES: Record<string, string> = {
  'rgb(255, 0, 0)': 'rgb(180, 0, 0)',
  'rgb(9, 134, 88)': 'rgb(8, 120, 78)',
  'rgb(38, 127, 153)': 'rgb(30, 112, 136)',
};

export const lightCodeTheme: PrismTheme = {
  ...themes.vsLight,
  plain: {...themes.vsLight.plain, backgroundColor: '#f6f7f9'},
  styles: themes.vsLight.styles.map((entry) => {
    const fixed = entry.style.color ? LIGHT_TOKEN_FIXES[entry.style.color] : undefined;
    return fixed ? {...entry, style: {...entry.style, color: fixed}} : entry;
  }),
};

export const darkCodeTheme: PrismTheme = themes.oceanicNext;

/** Languages beyond Prism's defaults that our pages use. */
export const additionalLanguages = ['solidity', 'bash', 'json'];
