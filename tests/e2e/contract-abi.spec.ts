import {expect, test} from './fixtures';
import {hydrated, landingBelowNavbar, searchPageAnswered, suggestionsAnswered} from './support';

const FACTORY = '/contract/oxbow-v3/technical-reference/core/OxbowV3Factory';
const POOL = '/contract/oxbow-v3/technical-reference/core/OxbowV3Pool';
const SWAP_TOPIC = '0xc42079f94a6350d7e6235f29174924f928cc2ac818eb64fed8004e115fbcca67';

const LOCALES = [
  {
    prefix: '',
    search: 'Search the docs',
    group: 'ABI of IOxbowV3Factory',
    copy: 'Copy the ABI of IOxbowV3Factory',
    download: 'Download IOxbowV3Factory.json',
    copied: 'ABI copied to the clipboard.',
    selector: 'selector',
    path: 'Developers › Oxbow v3 › Core contracts',
  },
  {
    prefix: '/zh',
    search: '搜索文档',
    group: 'IOxbowV3Factory 的 ABI',
    copy: '复制 IOxbowV3Factory 的 ABI',
    download: '下载 IOxbowV3Factory.json',
    copied: 'ABI 已复制到剪贴板。',
    selector: '函数选择器',
    path: '开发者 › Oxbow v3 › 核心合约',
  },
] as const;

for (const locale of LOCALES) {
  test.describe(`contract surface (${locale.prefix || 'en'})`, () => {
    test('a selector typed into the search page opens its page at its row, below the navbar', async ({
      page,
    }) => {
      await page.goto(`${locale.prefix}/search?q=0x1698ee82`);
      await searchPageAnswered(page, '0x1698ee82');
      const first = page.locator('main ol li a').first();
      await expect(first).toHaveAttribute('href', `${locale.prefix}${FACTORY}#abi-0x1698ee82`);
      await expect(first).toContainText('getPool(address,address,uint24)');
      await expect(first).toContainText(locale.selector);
      // Where its page sits, as a page's own result shows it.
      await expect(first).toContainText(locale.path);
      await expect(first.locator('mark')).toHaveText('0x1698ee82');
      await first.click();
      await expect(page).toHaveURL(`${locale.prefix}${FACTORY}#abi-0x1698ee82`);
      const row = page.locator('tr[id="abi-0x1698ee82"]');
      await expect(row).toBeInViewport();
      // In view means below the navbar, not under it.
      expect(await landingBelowNavbar(row)).toBeGreaterThanOrEqual(0);
    });

    test('an event topic and a signature each find their row', async ({page}) => {
      await page.goto(`${locale.prefix}/search?q=${SWAP_TOPIC}`);
      await searchPageAnswered(page, SWAP_TOPIC);
      await expect(page.locator('main ol li a').first()).toHaveAttribute(
        'href',
        `${locale.prefix}${POOL}#abi-${SWAP_TOPIC}`,
      );
      await page
        .getByRole('searchbox')
        .fill(
          'exactInputSingle((address, address, uint24, address, uint256, uint256, uint256, uint160))',
        );
      const first = page.locator('main ol li a').first();
      await expect(first).toHaveAttribute('href', /\/periphery\/SwapRouter#abi-0x414bf389$/);
    });

    test('the navbar suggestions open a selector’s row with the keyboard', async ({page}) => {
      await page.goto(`${locale.prefix}/study/`);
      await hydrated(page);
      const box = page.getByRole('combobox', {name: locale.search});
      await box.fill('0x414bf389');
      const option = page.getByRole('listbox', {name: locale.search}).getByRole('option').first();
      await suggestionsAnswered(page);
      await expect(option).toContainText('exactInputSingle(');
      await box.press('ArrowDown');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/periphery\/SwapRouter#abi-0x414bf389$/);
      await expect(page.locator('tr[id="abi-0x414bf389"]')).toBeInViewport();
    });

    test('the ABI is copied with the keyboard, and the copy is announced', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${locale.prefix}${FACTORY}#abi`);
      await hydrated(page);
      const group = page.getByRole('group', {name: locale.group});
      await expect(group.getByRole('link', {name: locale.download})).toHaveAttribute(
        'href',
        '/abi/IOxbowV3Factory.json',
      );
      const button = group.getByRole('button', {name: locale.copy});
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(group.getByRole('status')).toHaveText(locale.copied);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const file: unknown = await (await page.request.get('/abi/IOxbowV3Factory.json')).json();
      expect(JSON.parse(copied)).toEqual(file);
      expect(JSON.stringify(file)).toContain('"name":"getPool"');
    });
  });
}

test.describe('contract surface without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('offers the ABI as a plain link, and no button that cannot work', async ({page}) => {
    await page.goto(`/zh${FACTORY}`);
    const group = page.getByRole('group', {name: 'IOxbowV3Factory 的 ABI'});
    const link = group.getByRole('link', {name: '下载 IOxbowV3Factory.json'});
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('download', 'IOxbowV3Factory.json');
    await expect(group.getByRole('button')).toHaveCount(0);
    await expect(page.locator('tr[id="abi-0x1698ee82"]')).toContainText('0x1698ee82');
  });
});

test('on paper the tables stay and the download and copy controls go', async ({page}) => {
  await page.goto(FACTORY);
  await hydrated(page);
  await page.emulateMedia({media: 'print'});
  await expect(page.getByRole('group', {name: 'ABI of IOxbowV3Factory'})).toBeHidden();
  const topic = page.locator('table.oxbow-abi-table td code').filter({hasText: /^0x[0-9a-f]{64}$/});
  await expect(topic.first()).toBeVisible();
  // A 66-character topic wraps inside its cell rather than running off the paper.
  const overflow = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('table.oxbow-abi-table'),
      (table) => table.scrollWidth - table.clientWidth,
    ),
  );
  expect(Math.max(...overflow)).toBeLessThanOrEqual(0);
});
