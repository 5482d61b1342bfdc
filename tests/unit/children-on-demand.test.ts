import {run, type RunOptions} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import childrenOnDemand from '../../src/remark/childrenOnDemand';
import headingSections from '../../src/remark/headingSections';
import {KEPT_BLOCK_TAGS} from '../../src/serverMarkup/blockTags';
import {compiledPage, serverHtml} from './support/mdx';

const PAGE = `
## Pools

A pool holds **two tokens** and a \`fee\`.

- one
- two

### Tiers

| Fee | Tier |
| --- | ---- |
| 0.30 % | 3000 |

> A quote.

1. first

<p>Written as JSX</p>
`;

function compiled(
  recmaPlugins: [] | [typeof childrenOnDemand],
  rehypePlugins: [] | [typeof headingSections] = [],
): Promise<string> {
  return compiledPage(PAGE, {recmaPlugins, rehypePlugins});
}

interface Recorded {
  type: unknown;
  props: Record<string, unknown>;
}

/** A JSX runtime that keeps each element's props object as the page built it, getters included. */
const recordingRuntime = {
  Fragment: 'fragment',
  jsx: (type: unknown, props: Record<string, unknown>): Recorded => ({type, props}),
  jsxs: (type: unknown, props: Record<string, unknown>): Recorded => ({type, props}),
} as unknown as Pick<RunOptions, 'Fragment' | 'jsx' | 'jsxs'>;

describe('children built on demand for kept Markdown blocks and sections', () => {
  it('leaves the server’s markup exactly as it was', async () => {
    const before = await serverHtml(await compiled([]));
    const after = await serverHtml(await compiled([childrenOnDemand]));
    expect(after).toBe(before);
    expect(after).toContain('<strong>two tokens</strong>');
    expect(after).toContain('<td>0.30 %</td>');
    const sectioned = await serverHtml(await compiled([], [headingSections]));
    expect(await serverHtml(await compiled([childrenOnDemand], [headingSections]))).toBe(sectioned);
    expect(sectioned).toContain('<section class="heading-section"><h2>Pools</h2>');
  });

  it('makes the children of a section a getter', async () => {
    const {default: Content} = await run(await compiled([childrenOnDemand], [headingSections]), {
      ...recordingRuntime,
      baseUrl: import.meta.url,
    });
    // The page opens with its heading, so the whole of it is one section.
    const section = (Content as (props: object) => Recorded)({
      components: {section: 'component:section'},
    });
    expect(section.type).toBe('component:section');
    const descriptor = Object.getOwnPropertyDescriptor(section.props, 'children');
    expect(typeof descriptor?.get).toBe('function');
    const children = section.props.children as (Recorded | string)[];
    expect(children.filter((child) => typeof child === 'object').length).toBeGreaterThan(3);
    const nested = children.find(
      (child): child is Recorded => typeof child === 'object' && child.type === 'component:section',
    );
    expect(typeof Object.getOwnPropertyDescriptor(nested?.props ?? {}, 'children')?.get).toBe(
      'function',
    );
  });

  it('makes the children of each kept block a getter, and only theirs', async () => {
    const {default: Content} = await run(await compiled([childrenOnDemand]), {
      ...recordingRuntime,
      baseUrl: import.meta.url,
    });
    const components = Object.fromEntries(
      [...KEPT_BLOCK_TAGS, 'h2'].map((tag) => [tag, `component:${tag}`]),
    );
    const page = (Content as (props: object) => Recorded)({components});
    const blocks = (page.props.children as (Recorded | string)[]).filter(
      (child): child is Recorded => typeof child === 'object',
    );
    const built = new Map<string, boolean>();
    for (const block of blocks) {
      const descriptor = Object.getOwnPropertyDescriptor(block.props, 'children');
      const name = String(block.type);
      built.set(name, built.get(name) ?? descriptor?.get === undefined);
    }
    for (const tag of KEPT_BLOCK_TAGS) {
      expect(built.get(`component:${tag}`), tag).toBe(false);
    }
    expect(built.get('component:h2')).toBe(true);
    // A <p> written as JSX is not a Markdown block, so not a kept one.
    expect(built.get('p')).toBe(true);
  });

  it('builds the children when they are read, and each time the same', async () => {
    const {default: Content} = await run(await compiled([childrenOnDemand]), {
      ...recordingRuntime,
      baseUrl: import.meta.url,
    });
    const page = (Content as (props: object) => Recorded)({
      components: {p: 'component:p'},
    });
    const paragraph = (page.props.children as (Recorded | string)[]).find(
      (child): child is Recorded => typeof child === 'object' && child.type === 'component:p',
    );
    const children = paragraph?.props.children as (Recorded | string)[];
    expect(children[0]).toBe('A pool holds ');
    expect((children[1] as Recorded).props.children).toBe('two tokens');
    expect(paragraph?.props.children).toEqual(children);
  });
});
