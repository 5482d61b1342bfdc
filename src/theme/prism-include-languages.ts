// Replaces the theme's start-up hook, which pulled Prism and a registry of every Prism language
// into the bundle of every page; src/prism/grammar.ts registers the six languages our pages use,
// in the code block's chunk, which only pages with code load.
export default function prismIncludeLanguages(): void {
  // Nothing to register at start-up: see src/prism/grammar.ts.
}
