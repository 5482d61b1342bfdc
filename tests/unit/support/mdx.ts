// Pages compiled and rendered the way the site's server renders them, for the tests of our
// Markdown plugins (src/remark).
import {compile, run, type CompileOptions} from '@mdx-js/mdx';
import {createElement, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';

/** A page compiled as the body of a function, for the helpers below or MDX's own `run`. */
export async function compiledPage(
  markdown: string,
  plugins: Pick<CompileOptions, 'rehypePlugins' | 'recmaPlugins'> = {},
): Promise<string> {
  return String(
    await compile(markdown, {
      outputFormat: 'function-body',
      // GitHub tables are MDX's only through remark-gfm; the site has it through Docusaurus.
      remarkPlugins: [(await import('remark-gfm')).default],
      ...plugins,
    }),
  );
}

/** The compiled page's exports, run with React's JSX runtime. */
export async function serverModule(code: string): Promise<Record<string, unknown>> {
  return run(code, {...runtime, baseUrl: import.meta.url});
}

/** The HTML React renders for a compiled page, as the server writes it. */
export async function serverHtml(code: string): Promise<string> {
  const {default: Content} = await serverModule(code);
  return renderToStaticMarkup(createElement(Content as () => ReactNode));
}
