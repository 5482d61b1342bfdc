/**
 * An `import` statement as MDX's syntax tree carries it (an `mdxjsEsm` node
 * with its estree), for the plugins that make a page import what only it
 * needs, so the bundler puts that module with the page.
 */
export interface EsmImport {
  type: 'mdxjsEsm';
  value: string;
  data: {estree: unknown};
}

/** `import name from 'source';`, or `import 'source';` (for its effect) without a name. */
export function esmImport(source: string, defaultName?: string): EsmImport {
  const literal = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: defaultName ? `import ${defaultName} from ${literal};` : `import ${literal};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: defaultName
              ? [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: defaultName}}]
              : [],
            source: {type: 'Literal', value: source, raw: literal},
          },
        ],
      },
    },
  };
}
