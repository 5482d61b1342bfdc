/**
 * A rehype plugin: each `##` heading of a doc opens a `<section>` that holds it
 * and everything up to the next `##`; each `###` opens one inside it, up to the
 * next `###` or `##`. Only headings at the top of the page count: one inside a
 * JSX component stays where it is.
 *
 * Sections are how a long doc hydrates part by part (src/theme/MDXComponents/Section.tsx):
 * a part of the page that waits for a task of its own must be one element, and
 * a Markdown page is otherwise one flat run of blocks. They are also the page's
 * outline in its markup. The table of contents, heading ids and links are made
 * from the Markdown tree before this plugin runs and do not change. A `#` closes
 * every section and stays at the top.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

/** Styles a section as if it were not there (src/css/custom.css). */
export const SECTION_CLASS = 'heading-section';

/** How deep a heading's section sits; a `#` has none and closes the others. */
const SECTION_DEPTH: Readonly<Record<string, number>> = {h1: 0, h2: 1, h3: 2};

function sectionDepth(node: RootContent): number | undefined {
  return node.type === 'element' ? SECTION_DEPTH[node.tagName] : undefined;
}

export default function headingSections(): (tree: Root) => void {
  return (tree) => {
    const top: RootContent[] = [];
    /** The sections still open, outermost first. */
    const open: {depth: number; section: Element}[] = [];
    for (const node of tree.children) {
      const depth = sectionDepth(node);
      if (depth !== undefined) {
        while ((open.at(-1)?.depth ?? -1) >= depth) {
          open.pop();
        }
        if (depth > 0) {
          const section: Element = {
            type: 'element',
            tagName: 'section',
            properties: {className: [SECTION_CLASS]},
            children: [],
          };
          const parent = open.at(-1);
          if (parent) {
            parent.section.children.push(section);
          } else {
            top.push(section);
          }
          open.push({depth, section});
        }
      }
      const innermost = open.at(-1);
      if (innermost) {
        innermost.section.children.push(node as ElementContent);
      } else {
        top.push(node);
      }
    }
    tree.children = top;
  };
}
