/**
 * The Markdown block elements whose markup is kept from the server while a
 * page hydrates (./index.tsx), and whose children a compiled page builds only
 * when they are asked for (src/remark/childrenOnDemand.ts).
 */
export const KEPT_BLOCK_TAGS = ['p', 'ul', 'ol', 'table', 'blockquote'] as const;

export type KeptBlockTag = (typeof KEPT_BLOCK_TAGS)[number];

/**
 * The elements whose children a compiled page builds only when they are asked
 * for: the kept blocks, and the sections of a doc (src/theme/MDXComponents/Section.tsx),
 * which ask once their slice's turn has come.
 */
export const CHILDREN_ON_DEMAND_TAGS = [...KEPT_BLOCK_TAGS, 'section'] as const;
