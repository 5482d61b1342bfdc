// Replaces the theme's start-up hook, which pulled Prism and a registry of every Prism language into the bundle of every page; src/prism/grammar.ts registers the languages our pages use, and the browser loads it only when a code block renders its own lines.
export default function prismIncludeLanguages(): void {
  // Nothing to register at start-up: see src/prism/grammar.ts.
}
