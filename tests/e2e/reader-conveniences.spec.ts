import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {markedLines} from '../../plugins/code/codeMeta';
import {readDocHistory} from '../../plugins/front-matter';
import {REPO_URL} from '../../config/site';
import {ROOT} from '../helpers/paths';
import {axe, hydrated, stopClock} from './support';

const SWAP_GUIDE = 'contract/oxbow-v3/guides/Implement-A-Swap/single-swaps';
const SAMPLE = readFileSync(
  path.join(ROOT, 'examples', 'solidity', 'SingleSwap.sol'),
  'utf8',
).trimEnd();

const LOCALES = [
  {
    name: 'English',
    prefix: '',
    source: `docs/${SWAP_GUIDE}.md`,
    title: 'Single-pool swaps',
    copy: 'Copy page as Markdown',
    copied: 'Copied to the clipboard.',
    failed: 'Could not copy the page.',
    copyCode: 'Copy code to clipboard',
    codeCopied: 'Copied',
    open: 'Open this page as Markdown',
    edit: 'Edit this page',
    lastUpdated: (date: Date) =>
      `Last updated on ${new Intl.DateTimeFormat('en-US', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(date)}`,
  },
  {
    name: 'Chinese',
    prefix: '/zh',
    source: `i18n/zh/docusaurus-plugin-content-docs/current/${SWAP_GUIDE}.md`,
    title: '单池兑换',
    copy: '复制本页 Markdown',
    copied: '已复制到剪贴板。',
    failed: '复制失败。',
    copyCode: '复制代码到剪贴板',
    codeCopied: '复制成功',
    open: '以 Markdown 格式打开本页',
    edit: '编辑此页',
    lastUpdated: (date: Date) =>
      `最后更新于 ${new Intl.DateTimeFormat('zh-CN', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(date)}`,
  },
] as const;

/** The date the page shows: its last commit, or its front matter date in a checkout without that history. */
function lastChange(source: string): Date {
  const committed = readDocHistory(ROOT).get(source);
  const fallback = /^last_update:\n {2}date: (\S+)$/m.exec(
    readFileSync(path.join(ROOT, source), 'utf8'),
  )?.[1];
  return committed ?? new Date(fallback ?? NaN);
}

async function openDoc(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

for (const locale of LOCALES) {
  const url = `${locale.prefix}/${SWAP_GUIDE}`;
  const twin = `${url}.md`;

  test.describe(`${locale.name} doc`, () => {
    test.use({permissions: ['clipboard-read', 'clipboard-write']});

    test('"Copy page as Markdown" puts the page, its code samples and its TeX on the clipboard', async ({
      page,
      request,
    }) => {
      await openDoc(page, url);
      // The confirmation stays until the test moves the clock on, however long the checks take.
      await stopClock(page);
      await page.getByRole('button', {name: locale.copy}).click();
      await expect(page.getByRole('status').filter({hasText: locale.copied})).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await (await request.get(twin)).text());
      expect(copied.startsWith(`# ${locale.title}\n`)).toBe(true);
      expect(copied).toContain(
        `\`\`\`solidity title="examples/solidity/SingleSwap.sol"\n${SAMPLE}\n\`\`\``,
      );
      expect(copied).toContain('$1996520000 \\times 9950 / 10000 = 1986537400$');
      expect(copied).not.toContain('file=<rootDir>');
      // The confirmation goes away by itself, after 4 s of the page's time.
      await page.clock.runFor(4_000);
      await expect(page.getByRole('status').filter({hasText: locale.copied})).toBeHidden();
    });

    test('a sample shows its file, numbers its lines, marks those its meta line names, and copies as written', async ({
      page,
    }) => {
      const source = readFileSync(path.join(ROOT, locale.source), 'utf8');
      const meta = /^```solidity file=\S+SingleSwap\.sol (.*)$/m.exec(source)?.[1] ?? '';
      const marked = markedLines(meta);
      expect(marked.length).toBeGreaterThan(0);
      await openDoc(page, url);
      const block = page
        .locator('article .theme-code-block')
        .filter({hasText: 'examples/solidity/SingleSwap.sol'});
      await expect(block).toHaveCount(1);
      const lines = block.locator('.token-line');
      await expect(lines).toHaveCount(SAMPLE.split('\n').length);
      await lines.nth((marked[0] ?? 1) - 1).scrollIntoViewIfNeeded();
      const drawn = await lines.evaluateAll((elements) =>
        elements.map((line) => {
          const [number, content] = Array.from(line.children) as HTMLElement[];
          return {
            marked: line.classList.contains('theme-code-block-highlighted-line'),
            background: getComputedStyle(line).backgroundColor,
            numberWidth: number?.getBoundingClientRect().width ?? 0,
            contentLeft: content?.getBoundingClientRect().left ?? 0,
            numberRight: number?.getBoundingClientRect().right ?? Infinity,
          };
        }),
      );
      expect(drawn.flatMap((line, index) => (line.marked ? [index + 1] : []))).toEqual(marked);
      const plain = drawn.find((line) => !line.marked)?.background;
      for (const line of drawn.filter((line) => line.marked)) {
        expect(line.background).not.toBe(plain);
      }
      for (const line of drawn) {
        expect(line.numberWidth).toBeGreaterThan(0);
        expect(line.contentLeft).toBeGreaterThanOrEqual(line.numberRight);
      }
      await block.hover();
      await block.getByRole('button', {name: locale.copyCode}).click();
      await expect(block.getByRole('button', {name: locale.codeCopied})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SAMPLE);
    });

    test('a failed copy is announced, with a link to the Markdown file', async ({page}) => {
      await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
      await openDoc(page, url);
      await page.getByRole('button', {name: locale.copy}).click();
      const status = page.getByRole('status').filter({hasText: locale.failed});
      await expect(status).toBeVisible();
      await expect(status.getByRole('link', {name: locale.open})).toHaveAttribute('href', twin);
      const {violations} = await axe(page).include('.oxbow-doc-tools').analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
    });

    test('shows when it was last updated and links to its own source file for editing', async ({
      page,
    }) => {
      await openDoc(page, url);
      await expect(page.locator('.theme-last-updated')).toHaveText(
        locale.lastUpdated(lastChange(locale.source)),
      );
      await expect(page.getByRole('link', {name: locale.edit})).toHaveAttribute(
        'href',
        `${REPO_URL}/edit/main/${locale.source}`,
      );
    });
  });

  test.describe(`${locale.name} doc without JavaScript`, () => {
    test.use({javaScriptEnabled: false});

    test('offers the Markdown file as a link instead of the copy button', async ({
      page,
      request,
    }) => {
      await page.goto(url);
      await expect(page.getByRole('button', {name: locale.copy})).toHaveCount(0);
      const link = page.getByRole('link', {name: locale.open});
      await expect(link).toHaveAttribute('href', twin);
      const response = await request.get(twin);
      expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
      expect((await response.text()).startsWith(`# ${locale.title}\n`)).toBe(true);
    });
  });
}

test('Chinese breadcrumbs and previous/next links are translated and stay in Chinese', async ({
  page,
}) => {
  await openDoc(page, '/zh/study/product/swap/trade');
  const breadcrumbs = page.getByRole('navigation', {name: '页面路径'});
  await expect(breadcrumbs.getByRole('link', {name: '首页'})).toHaveAttribute('href', '/zh/');
  await expect(breadcrumbs.getByRole('listitem')).toHaveText(['', '产品', '兑换', '进行一次兑换']);
  const pagination = page.getByRole('navigation', {name: '文档分页导航'});
  await expect(pagination.getByRole('link')).toHaveText(['上一页兑换原理', '下一页交易进阶']);
  await expect(pagination.getByRole('link', {name: /上一页/})).toHaveAttribute(
    'href',
    '/zh/study/product/swap/',
  );
  await expect(pagination.getByRole('link', {name: /下一页/})).toHaveAttribute(
    'href',
    '/zh/study/product/swap/trade_guide',
  );
});

test('printing a doc, in light mode and then in dark, gives the article alone, black on white, with external link targets', async ({
  page,
}) => {
  await openDoc(page, '/sdk/');
  for (const theme of ['light', 'dark'] as const) {
    await test.step(`in ${theme} mode`, async () => {
      await page.emulateMedia({media: 'screen'});
      if (theme === 'dark') {
        await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const chrome = [
        page.getByRole('navigation', {name: 'Main'}),
        page.getByRole('banner').filter({hasText: 'New to Oxbow?'}),
        page.locator('aside.theme-doc-sidebar-container'),
        page.locator('.theme-doc-toc-desktop'),
        page.getByRole('navigation', {name: 'Docs pages'}),
        page.getByRole('contentinfo'),
        page.getByRole('button', {name: 'Copy page as Markdown'}),
        page.getByRole('link', {name: 'Edit this page'}),
        page.getByRole('button', {name: 'Copy code to clipboard'}).first(),
      ];
      for (const element of chrome) {
        await expect(element).toBeVisible();
      }

      await page.emulateMedia({media: 'print'});
      for (const element of chrome) {
        await expect(element).toBeHidden();
      }
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.locator('.theme-last-updated')).toBeVisible();
      // The article takes the room the hidden sidebar and table of contents leave.
      const {article, paper} = await page.evaluate(() => ({
        article: document.querySelector('article')?.getBoundingClientRect().width ?? 0,
        paper: document.documentElement.clientWidth,
      }));
      expect(article).toBeGreaterThan(0.95 * paper);
      const colours = await page.evaluate(() => {
        const body = getComputedStyle(document.body);
        const text = getComputedStyle(document.querySelector('article p') ?? document.body);
        const title = document.querySelector('article .theme-code-block-title');
        // What a title is printed on: its own background or, where it has none, its box's.
        let backing: Element | null = title;
        while (backing && getComputedStyle(backing).backgroundColor === 'rgba(0, 0, 0, 0)') {
          backing = backing.parentElement;
        }
        return {
          background: body.backgroundColor,
          text: text.color,
          codeTitle: `${getComputedStyle(title ?? document.body).color} on ${
            backing ? getComputedStyle(backing).backgroundColor : 'nothing'
          }`,
        };
      });
      expect(colours).toEqual({
        background: 'rgb(255, 255, 255)',
        text: 'rgb(0, 0, 0)',
        codeTitle: 'rgb(0, 0, 0) on rgb(255, 255, 255)',
      });
      const viem = page.locator('article').getByRole('link', {name: 'viem'}).first();
      expect(await viem.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(
        '" (https://viem.sh)"',
      );
      const overflowing = await page
        .locator('article pre')
        .evaluateAll(
          (blocks) => blocks.filter((block) => block.scrollWidth > block.clientWidth + 1).length,
        );
      expect(overflowing).toBe(0);
      expect(
        await page
          .locator('article pre')
          .first()
          .evaluate((block) => getComputedStyle(block).whiteSpace),
      ).toBe('pre-wrap');
    });
  }
});
