/** The part of a Markdown syntax tree node (mdast) our remark plugins read and write. */
export interface MarkdownNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MarkdownNode[];
}
