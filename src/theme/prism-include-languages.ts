// Replaces the theme's start-up hook, which pulled Prism and a registry of every Prism language
// into the bundle of every page; code is highlighted when its page is compiled
// (plugins/code/highlight.ts), so no page needs Prism.
export default function prismIncludeLanguages(): void {
  // Nothing to register: no language is highlighted in the browser.
}
