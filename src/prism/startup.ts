/**
 * What the theme's start-up module gets when it imports Prism: nothing to
 * hold on to. It only hands Prism to src/theme/prism-include-languages, which
 * does not need it, and importing the real one would put Prism on every page.
 */
export const Prism = undefined;
