// Replaces the theme's start-up hook, which pulled Prism and a registry of every Prism language into the bundle of every page; src/prism registers the languages our pages use, and only pages with code load it.
export default function prismIncludeLanguages(): void {
  // Nothing to register at start-up: see src/prism/index.tsx.
}
