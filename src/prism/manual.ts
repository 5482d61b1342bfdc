/**
 * Prism highlights every `code[class*=language-]` on the page by itself once
 * the document has loaded, unless told it is used manually. Our code blocks are
 * React's to render (and hydrate), so this must run before prism-core does.
 */
const host = globalThis as typeof globalThis & {Prism?: {manual?: boolean}};
host.Prism = {...host.Prism, manual: true};

export {};
