import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {toEventSelector, toFunctionSelector} from 'viem';
import {describe, expect, it} from 'vitest';
import {siteUrl} from '../../config/site';
import {contractInterface} from '../../plugins/contract-abi/interfaces';
import {CONTRACT_LOOKUP_PATH, type ContractLookupEntry} from '../../src/lib/contractLookup';
import {markdownTwinPath} from '../../src/lib/markdownTwin';
import {docRoute, listDocFiles} from '../helpers/docs';
import {BUILD_DIR, DOCS_DIR} from '../helpers/paths';

/**
 * The contract surface as the reader gets it from the build: every Contract
 * reference page, and the v2 pages that describe the pair, the factory and the
 * flash-swap callee, show each function's selector and each event's topic0,
 * every one recomputed here from the signature shown beside it, with the
 * controls to download or copy an ABI file that is the compiled interface.
 */
const REFERENCE_DOCS = [
  ...listDocFiles(DOCS_DIR).filter((doc) =>
    /^contract\/oxbow-v3\/technical-reference\/(core|periphery)\/(?!index$)[^/]+$/.test(doc),
  ),
  'contract/oxbow-v2/concepts/protocol-overview/smart-contract',
  'contract/oxbow-v2/concepts/core-concepts/flash-swaps',
];

const LOCALES = [
  {prefix: '', labels: {download: 'Download', selector: 'Selector', topic: 'Topic 0'}},
  {prefix: '/zh', labels: {download: '下载', selector: '函数选择器', topic: '事件主题（topic0）'}},
] as const;

function built(file: string): string {
  return readFileSync(path.join(BUILD_DIR, file), 'utf8');
}

const parsed = new Map<string, CheerioAPI>();

/** A route's page, parsed once: the search check opens a page for each of its hundreds of rows. */
function page(route: string): CheerioAPI {
  let $ = parsed.get(route);
  if (!$) {
    $ = load(built(`${route}/index.html`));
    parsed.set(route, $);
  }
  return $;
}

interface Row {
  id: string;
  signature: string;
  hash: string;
}

function rowsOf($: CheerioAPI): Row[] {
  return $('table.oxbow-abi-table tbody tr')
    .toArray()
    .map((row) => {
      const cells = $(row).find('td');
      return {
        id: $(row).attr('id') ?? '',
        signature: cells.eq(0).text(),
        hash: cells.eq(1).text(),
      };
    });
}

/** The interfaces whose controls a page shows, by the ABI file each links to. */
function placedOn($: CheerioAPI): string[] {
  return $('.oxbow-abi-controls a[download]')
    .toArray()
    .map((link) => /^\/abi\/(\w+)\.json$/.exec($(link).attr('href') ?? '')?.[1] ?? '');
}

describe.each(LOCALES)('Contract reference pages ($prefix)', ({prefix, labels}) => {
  it('include every reference page of the docs', () => {
    expect(REFERENCE_DOCS.length).toBeGreaterThan(8);
  });

  describe.each(REFERENCE_DOCS)('%s', (doc) => {
    const route = `${prefix}${docRoute(doc)}`;
    const $ = page(route);
    const rows = rowsOf($);
    const placed = placedOn($);

    it('shows every function and event of the interfaces it places, and no other', () => {
      expect(placed.length).toBeGreaterThan(0);
      const expected = placed.flatMap((name) => {
        const contract = contractInterface(name);
        return [
          ...contract.functions.map((row) => row.selector),
          ...contract.events.map((row) => row.topic0),
        ];
      });
      expect(rows.map((row) => row.hash).sort()).toEqual(expected.sort());
    });

    it('gives each row the selector or topic its signature hashes to, and that id', () => {
      const wrong = rows.filter(
        (row) =>
          row.id !== `abi-${row.hash}` ||
          row.hash !==
            (row.hash.length === 10
              ? toFunctionSelector(row.signature)
              : toEventSelector(row.signature)),
      );
      expect(wrong).toEqual([]);
    });

    it('labels the columns in the page’s language', () => {
      const headers = $('table.oxbow-abi-table thead th')
        .toArray()
        .map((cell) => $(cell).text());
      expect(headers).toContain(labels.selector);
      if (rows.some((row) => row.hash.length === 66)) {
        expect(headers).toContain(labels.topic);
      }
    });

    it('links to each ABI file, which is the compiled interface, as a download', () => {
      for (const name of placed) {
        const link = $(`.oxbow-abi-controls a[href="/abi/${name}.json"]`);
        expect(link.text()).toContain(labels.download);
        expect(link.closest('[role="group"]').attr('aria-label')).toContain(name);
        const file = JSON.parse(built(`abi/${name}.json`)) as unknown;
        expect(file).toEqual(contractInterface(name).abi);
      }
    });

    it('carries the same tables in its Markdown twin', () => {
      const twin = built(markdownTwinPath(route));
      const missing = rows.filter(
        (row) => !twin.includes(`\`${row.signature}\``) || !twin.includes(`\`${row.hash}\``),
      );
      expect(missing).toEqual([]);
      for (const name of placed) {
        expect(twin).toContain(`(${siteUrl()}/abi/${name}.json)`);
      }
    });
  });

  it('lists every placed interface with its tables in llms.txt', () => {
    const llms = built(`${prefix}/llms.txt`.replace(/^\//, ''));
    for (const doc of REFERENCE_DOCS) {
      for (const row of rowsOf(page(`${prefix}${docRoute(doc)}`))) {
        expect(llms).toContain(`\`${row.hash}\``);
      }
    }
    expect(llms).toContain(`${siteUrl()}/abi/IOxbowV3Pool.json`);
    // Each interface links to a row its page has, wherever the page placed its tables.
    const rowLinks = [...llms.matchAll(/\]\(https?:\/\/[^/)]+([^)#]+)#(abi-0x[0-9a-f]+)\)/g)];
    expect(rowLinks.length).toBeGreaterThan(10);
    for (const [, route = '', id = ''] of rowLinks) {
      expect(page(decodeURI(route))(`[id="${id}"]`).length, `${route}#${id}`).toBe(1);
    }
  });

  it('gives the search a row for every selector and topic, each opening a row that exists', () => {
    const entries = JSON.parse(
      built(`${prefix}/${CONTRACT_LOOKUP_PATH}`.replace(/^\//, '')),
    ) as ContractLookupEntry[];
    const shown = REFERENCE_DOCS.flatMap((doc) => rowsOf(page(`${prefix}${docRoute(doc)}`)));
    expect(entries.map((entry) => entry.hash).sort()).toEqual(shown.map((row) => row.hash).sort());
    const broken = entries.filter((entry) => {
      const [route = '', anchor = ''] = entry.url.split('#');
      return (
        page(route)(`[id="${anchor}"]`).length !== 1 || !route.startsWith(`${prefix}/contract/`)
      );
    });
    expect(broken).toEqual([]);
  });
});

describe('the ABI files', () => {
  it('are served once, at /abi/, for both languages', () => {
    expect(existsSync(path.join(BUILD_DIR, 'abi', 'IOxbowV3Pool.json'))).toBe(true);
    expect(existsSync(path.join(BUILD_DIR, 'zh', 'abi'))).toBe(false);
  });
});
