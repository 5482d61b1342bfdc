/**
 * A recma plugin (it runs on the page's compiled JavaScript): the children of
 * each Markdown block that keeps the server's markup while the page hydrates
 * (paragraphs, lists, tables, quotes; src/serverMarkup), and of each section
 * of a doc (src/remark/headingSections.ts), become a getter, so they are built
 * only when something reads them.
 *
 * During hydration those blocks render no children; the rest of the time they
 * do. Before, the page's content function built the elements of every one of
 * them all the same, the whole text of the page, only for them to be thrown
 * away: about a fifth of the doc's hydration on the longest pages. React on the
 * server reads every prop and so still renders everything; in the browser
 * Preact leaves a component's props as they are, and a kept block reads all but
 * its children. A section reads them when it hydrates, in a task of its own
 * (src/theme/MDXComponents/Section.tsx), not in the task that renders the page.
 *
 *   _jsx(_components.p, {children: […]})  →  _jsx(_components.p, {get children() { return […]; }})
 *
 * Only elements MDX resolves through its components (`_components.p`) are
 * touched: a `<p>` written as JSX in a page is not a kept block.
 */
import type {Expression, MemberExpression, Node, ObjectExpression, Program, Property} from 'estree';
import {visit} from 'estree-util-visit';
import {KEPT_BLOCK_TAGS} from '../serverMarkup/blockTags';

/**
 * The kept blocks, and the sections of a doc, which read their children once
 * their slice's turn has come.
 */
const ON_DEMAND: ReadonlySet<string> = new Set([...KEPT_BLOCK_TAGS, 'section']);

function isOnDemandComponent(node: Node | undefined): node is MemberExpression {
  return (
    node?.type === 'MemberExpression' &&
    !node.computed &&
    node.object.type === 'Identifier' &&
    node.object.name === '_components' &&
    node.property.type === 'Identifier' &&
    ON_DEMAND.has(node.property.name)
  );
}

function childrenProperty(props: ObjectExpression): Property | undefined {
  return props.properties.find(
    (property): property is Property =>
      property.type === 'Property' &&
      property.kind === 'init' &&
      !property.computed &&
      property.key.type === 'Identifier' &&
      property.key.name === 'children',
  );
}

function asGetter(property: Property): void {
  const value = property.value as Expression;
  property.kind = 'get';
  property.method = false;
  property.shorthand = false;
  property.value = {
    type: 'FunctionExpression',
    id: null,
    params: [],
    generator: false,
    async: false,
    body: {type: 'BlockStatement', body: [{type: 'ReturnStatement', argument: value}]},
  };
}

export default function childrenOnDemand(): (tree: Program) => void {
  return (tree) => {
    visit(tree, (node) => {
      if (node.type !== 'CallExpression') return;
      const [component, props] = node.arguments;
      if (!isOnDemandComponent(component) || props?.type !== 'ObjectExpression') return;
      const children = childrenProperty(props);
      if (children) asGetter(children);
    });
  };
}
