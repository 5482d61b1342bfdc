/** Where a doc's Markdown twin is published: /study/product/swap/trade → /study/product/swap/trade.md. */
export function markdownTwinPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
