/**
 * What the bundles get in place of prism-react-renderer (plugins/code): no
 * Prism. The theme's start-up module is the one left importing it, to hand
 * Prism to src/theme/prism-include-languages, which does not need it; the
 * real one would put Prism on every page.
 */
export const Prism = undefined;
