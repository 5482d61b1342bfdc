/**
 * The Markdown block elements whose markup is kept from the server while a
 * page hydrates (./index.tsx), and whose children a compiled page builds only
 * when they are asked for (src/remark/childrenOnDemand.ts).
 */
export const KEPT_BLOCK_TAGS = ['p', 'ul', 'ol', 'table', 'blockquote'] as const;

export type KeptBlockTag = (typeof KEPT_BLOCK_TAGS)[number];
