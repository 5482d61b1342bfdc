import {expect, test, type Locator, type Page, type Request} from '@playwright/test';
import {getAmountOut, getSqrtRatioAtTick} from '../../src/lib/ammExact';
import {
  calculateImpermanentLoss,
  calculateRangeLiquidity,
  calculateTick,
  calculateV2Swap,
  DEFAULT_TOKENS,
} from '../../src/lib/calculators';
import {
  formatAmount,
  formatFraction,
  formatNumber,
  formatPercent,
  formatUnits,
  localizeDecimal,
} from '../../src/lib/numberInput';
import {axe, hydrated, settle} from './support';

/**
 * The calculators in the browser: typed input gives the numbers the math
 * module computes, formatted for the page's language; bad input gives a
 * message in that language; the pages work without JavaScript, at 360 px, in
 * both colour modes; and pages without a calculator do not load its code. That
 * each calculator page hydrates without a console error is checked with every
 * other page by the crawl behind nginx (tests/nginx/crawl.spec.ts).
 */
const EN = 'en';
const ZH = 'zh-CN';

const PAGES = {
  swaps: '/contract/oxbow-v2/concepts/core-concepts/swaps',
  studySwap: '/study/product/swap/',
  returns: '/contract/oxbow-v2/concepts/advanced-topics/understanding-returns',
  pool: '/study/product/liquidity/pool',
  overview: '/contract/oxbow-v3/overview',
  tickMath: '/sdk/v3/reference/classes/TickMath',
  minting: '/sdk/v3/guides/liquidity/minting-position',
};

const TITLES = {
  v2swap: {en: 'Calculator: a v2 swap', zh: '计算器：v2 兑换'},
  il: {en: 'Calculator: impermanent loss', zh: '计算器：无常损失'},
  tick: {en: 'Calculator: tick, price and sqrtPriceX96', zh: '计算器：tick、价格与 sqrtPriceX96'},
  range: {en: 'Calculator: liquidity in a price range', zh: '计算器：价格区间内的流动性'},
};

/** Opens a page and waits for React, so typing reaches the calculator's handlers. */
async function open(page: Page, path: string, title: string): Promise<Locator> {
  await page.goto(path);
  await hydrated(page);
  const calculator = page.getByRole('region', {name: title});
  await expect(calculator).toBeVisible();
  return calculator;
}

/** The value shown for a result term. */
function valueOf(calculator: Locator, term: string): Locator {
  return calculator.locator(`dt:text-is("${term}") + dd`);
}

async function fill(calculator: Locator, label: string, text: string): Promise<void> {
  await calculator.getByLabel(label, {exact: true}).fill(text);
}

/** An amount as the calculators show it: six significant digits, ≈ when rounded. */
function shown(plain: string, locale: string): string {
  const amount = formatAmount(plain, locale);
  return `${amount.approximate ? '≈ ' : ''}${amount.shown}`;
}

const tokenAmount = (units: bigint, decimals: number, locale: string): string =>
  shown(formatUnits(units, decimals), locale);

/** The exact amount a rounded one keeps in its title. */
const exactAmount = (units: bigint, decimals: number, locale: string): string =>
  localizeDecimal(formatUnits(units, decimals), locale);

test.describe('v2 swap calculator', () => {
  test('English: typed amounts give getAmountOut, the execution price, impact and fee', async ({
    page,
  }) => {
    const calculator = await open(page, PAGES.swaps, TITLES.v2swap.en);
    await expect(valueOf(calculator, 'You receive')).toHaveText('≈ 1,974.32 USDC');
    await expect(valueOf(calculator, 'You receive').locator('data')).toHaveAttribute(
      'title',
      '1,974.316068 USDC',
    );

    await fill(calculator, 'Amount of ETH you sell', '2.5');
    const units = getAmountOut(2_500_000_000_000_000_000n, 100n * 10n ** 18n, 200_000n * 10n ** 6n);
    await expect(valueOf(calculator, 'You receive')).toHaveText(
      `${tokenAmount(units, 6, EN)} USDC`,
    );
    await expect(valueOf(calculator, 'You receive').locator('data')).toHaveAttribute(
      'title',
      `${exactAmount(units, 6, EN)} USDC`,
    );
    const swap = calculateV2Swap({
      tokens: DEFAULT_TOKENS,
      reserve0: '100',
      reserve1: '200000',
      sell: 0,
      amountIn: '2.5',
    });
    if (!swap.ok) {
      throw new Error('2.5 ETH is a valid swap');
    }
    await expect(valueOf(calculator, 'Execution price')).toHaveText(
      `${formatNumber(swap.result.executionPrice, EN)} USDC per ETH`,
    );
    await expect(valueOf(calculator, 'Price impact')).toContainText(
      formatPercent(swap.result.priceImpact, EN),
    );
    await expect(valueOf(calculator, 'Fee paid')).toContainText('0.0075 ETH');

    await calculator.getByLabel('You sell', {exact: true}).selectOption('USDC');
    await fill(calculator, 'Pool reserve of USDC', '1,000,000');
    await fill(calculator, 'Amount of USDC you sell', '5000');
    const back = calculateV2Swap({
      tokens: DEFAULT_TOKENS,
      reserve0: '100',
      reserve1: '1000000',
      sell: 1,
      amountIn: '5000',
    });
    if (!back.ok) {
      throw new Error('5,000 USDC is a valid swap');
    }
    await expect(valueOf(calculator, 'You receive')).toHaveText(
      `${tokenAmount(back.result.amountOut, 18, EN)} ETH`,
    );
    await expect(valueOf(calculator, 'Mid price before the swap')).toHaveText(
      '10,000 USDC per ETH',
    );
  });

  test('Chinese: the Study page’s calculator computes in Chinese formatting', async ({page}) => {
    const calculator = await open(page, `/zh${PAGES.studySwap}`, TITLES.v2swap.zh);
    await expect(valueOf(calculator, '你将收到')).toHaveText(
      `${tokenAmount(getAmountOut(10n ** 19n, 10n ** 20n, 2n * 10n ** 11n), 6, ZH)} USDC`,
    );
    await fill(calculator, '卖出的 ETH 数量', '3');
    const swap = calculateV2Swap({
      tokens: DEFAULT_TOKENS,
      reserve0: '100',
      reserve1: '200000',
      sell: 0,
      amountIn: '3',
    });
    if (!swap.ok) {
      throw new Error('3 ETH is a valid swap');
    }
    await expect(valueOf(calculator, '你将收到')).toHaveText(
      `${tokenAmount(swap.result.amountOut, 6, ZH)} USDC`,
    );
    await expect(valueOf(calculator, '成交价')).toHaveText(
      `${formatNumber(swap.result.executionPrice, ZH)} USDC/ETH`,
    );
    await expect(valueOf(calculator, '价格影响')).toContainText(
      formatPercent(swap.result.priceImpact, ZH),
    );
    await expect(valueOf(calculator, '支付的手续费')).toContainText(
      `${shown(formatFraction(swap.result.fee, swap.result.feeDecimals), ZH)} ETH`,
    );
  });

  const invalid = [
    {
      locale: 'en',
      path: PAGES.swaps,
      title: TITLES.v2swap.en,
      amount: 'Amount of ETH you sell',
      reserve: 'Pool reserve of USDC',
      fix: 'Correct the marked input to see the results.',
      cases: [
        ['-1', 'Enter a positive number: this value cannot be negative.'],
        ['0', 'Enter a number greater than zero.'],
        ['one', 'Enter a number with digits and a decimal point, for example 1.5.'],
        ['', 'Enter a value.'],
        ['0.0000000000000000001', 'ETH has 18 decimals: enter at most 18 decimal places.'],
      ],
      reserveCase: ['1.0000001', 'USDC has 6 decimals: enter at most 6 decimal places.'],
      tooLarge: 'Enter at most 5,192,296,858,534,727.628530496329220095 ETH.',
      zero: 'The output rounds down to zero, so the pair would revert. Sell more, or use larger reserves.',
    },
    {
      locale: 'zh',
      path: `/zh${PAGES.swaps}`,
      title: TITLES.v2swap.zh,
      amount: '卖出的 ETH 数量',
      reserve: '池中 USDC 的储备量',
      fix: '请先更正标出的输入，才能看到计算结果。',
      cases: [
        ['-1', '请输入正数：这里的值不能为负。'],
        ['0', '请输入大于零的数。'],
        ['一', '请输入数字，小数点用“.”，例如 1.5。'],
        ['', '请输入一个数值。'],
        ['0.0000000000000000001', 'ETH 有 18 位小数：最多只能输入 18 位小数。'],
      ],
      reserveCase: ['1.0000001', 'USDC 有 6 位小数：最多只能输入 6 位小数。'],
      tooLarge: '请输入不超过 5,192,296,858,534,727.628530496329220095 ETH 的数。',
      zero: '输出向下取整为零，交易对会回滚这笔兑换。请卖出更多，或使用更大的储备量。',
    },
  ] as const;

  test('invalid input shows its message and no result, in both languages', async ({page}) => {
    for (const language of invalid) {
      const calculator = await open(page, language.path, language.title);
      const amount = calculator.getByLabel(language.amount, {exact: true});
      const results = calculator.locator('[aria-live="polite"]').last();
      for (const [text, message] of language.cases) {
        await amount.fill(text);
        await expect(amount).toHaveAttribute('aria-invalid', 'true');
        await expect(calculator.getByText(message, {exact: true})).toBeVisible();
        await expect(results).toHaveText(language.fix);
        await expect(calculator.locator('dd')).toHaveCount(0);
      }
      await amount.fill('99999999999999999');
      await expect(calculator.getByText(language.tooLarge, {exact: true})).toBeVisible();

      await amount.fill('1');
      await expect(amount).not.toHaveAttribute('aria-invalid');
      const reserve = calculator.getByLabel(language.reserve, {exact: true});
      await reserve.fill(language.reserveCase[0]);
      await expect(calculator.getByText(language.reserveCase[1], {exact: true})).toBeVisible();

      await reserve.fill('200000');
      await amount.fill('0.000000000000000001');
      await expect(results).toHaveText(language.zero);
      for (const element of await calculator.locator('dd, p').allTextContents()) {
        expect(element, language.locale).not.toMatch(/NaN|Infinity/);
      }
    }
  });

  test('is usable with the keyboard alone', async ({page}) => {
    const calculator = await open(page, PAGES.swaps, TITLES.v2swap.en);
    await calculator.getByLabel('Pool reserve of ETH', {exact: true}).focus();
    await page.keyboard.press('Tab');
    await expect(calculator.getByLabel('Pool reserve of USDC', {exact: true})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(calculator.getByLabel('You sell', {exact: true})).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4');
    const units = getAmountOut(4n * 10n ** 18n, 10n ** 20n, 2n * 10n ** 11n);
    await expect(valueOf(calculator, 'You receive')).toHaveText(
      `${tokenAmount(units, 6, EN)} USDC`,
    );
  });
});

test.describe('impermanent loss calculator', () => {
  test('English: a price move gives the v2 and v3 values against holding', async ({page}) => {
    const calculator = await open(page, PAGES.returns, TITLES.il.en);
    await fill(calculator, 'Price now (USDC per WETH)', '3000');
    await fill(calculator, 'v3 range: upper price', '3500');
    const outcome = calculateImpermanentLoss({
      tokens: DEFAULT_TOKENS,
      entryPrice: '2000',
      newPrice: '3000',
      lower: '1600',
      upper: '3500',
      deposit: '20000',
    });
    if (!outcome.ok) {
      throw new Error('a valid move');
    }
    const {fullRange, range} = outcome.result;
    await expect(valueOf(calculator, 'Holding the deposit')).toHaveText(
      `${formatNumber(fullRange.holdValue, EN)} USDC`,
    );
    await expect(valueOf(calculator, 'v2 position (full range)')).toContainText(
      `${formatNumber(fullRange.value, EN)} USDC, ${formatPercent(fullRange.loss, EN)} against holding`,
    );
    await expect(valueOf(calculator, 'v3 position (price range)')).toContainText(
      `${formatNumber(range.value, EN)} USDC, ${formatPercent(range.loss, EN)} against holding`,
    );
    await expect(valueOf(calculator, 'v3 position (price range)')).toContainText(
      'The price is inside the range',
    );

    await fill(calculator, 'v3 range: upper price', '1000');
    await expect(
      calculator.getByText('The upper price must be above the lower price.'),
    ).toBeVisible();
  });

  test('Chinese: the Study page starts at the move to 2,500 of its example', async ({page}) => {
    const calculator = await open(page, `/zh${PAGES.pool}`, TITLES.il.zh);
    await expect(valueOf(calculator, 'v2 头寸（全区间）')).toContainText('-0.62 %');
    await expect(valueOf(calculator, 'v3 头寸（价格区间）')).toContainText(
      '4,236.07 USDC，相对持币 -5.87 %',
    );
    await fill(calculator, '现在的价格（USDC/ETH）', '1000');
    const outcome = calculateImpermanentLoss({
      tokens: DEFAULT_TOKENS,
      entryPrice: '2000',
      newPrice: '1000',
      lower: '1600',
      upper: '2500',
      deposit: '4000',
    });
    if (!outcome.ok) {
      throw new Error('a valid move');
    }
    await expect(valueOf(calculator, 'v3 头寸（价格区间）')).toContainText(
      `${formatNumber(outcome.result.range.value, ZH)} USDC，相对持币 ${formatPercent(outcome.result.range.loss, ZH)}`,
    );
    await expect(valueOf(calculator, 'v3 头寸（价格区间）')).toContainText(
      '头寸全部是 ETH，不赚手续费',
    );
  });
});

test.describe('tick calculator', () => {
  test('English: price, tick and sqrtPriceX96 convert with TickMath', async ({page}) => {
    const calculator = await open(page, PAGES.overview, TITLES.tick.en);
    await expect(valueOf(calculator, 'sqrtPriceX96')).toHaveText('3543191142285914205922034');
    await expect(valueOf(calculator, 'Tick (rounded down)').locator('code')).toHaveText('-200312');

    await fill(calculator, 'Price (token1 per token0)', '1500.5');
    const fromPrice = calculateTick({
      decimals0: '18',
      decimals1: '6',
      fee: 3000,
      from: 'price',
      value: '1500.5',
    });
    if (!fromPrice.ok) {
      throw new Error('a valid price');
    }
    await expect(valueOf(calculator, 'sqrtPriceX96')).toHaveText(
      fromPrice.result.sqrtPriceX96.toString(),
    );
    await expect(valueOf(calculator, 'Tick (rounded down)').locator('code')).toHaveText(
      String(fromPrice.result.tick),
    );

    await calculator.getByLabel('Fee tier').selectOption({label: '0.05 % (tick spacing 10)'});
    await expect(
      valueOf(calculator, 'Nearest usable tick (spacing 10)').locator('code'),
    ).toHaveText(String(Math.round(fromPrice.result.tick / 10) * 10));

    await calculator.getByLabel('Convert from').selectOption('tick');
    await expect(calculator.getByLabel('Tick', {exact: true})).toHaveValue(
      String(fromPrice.result.tick),
    );
    await fill(calculator, 'Tick', '-100000');
    await expect(valueOf(calculator, 'sqrtPriceX96')).toHaveText(
      getSqrtRatioAtTick(-100000).toString(),
    );
    await fill(calculator, 'Tick', '887273');
    await expect(
      calculator.getByText('Enter a value from -887272 to 887272.', {exact: true}),
    ).toBeVisible();

    await calculator.getByLabel('Convert from').selectOption('sqrtPriceX96');
    await fill(calculator, 'sqrtPriceX96', '79228162514264337593543950336');
    await expect(valueOf(calculator, 'Tick (rounded down)').locator('code')).toHaveText('0');
    await fill(calculator, 'Decimals of token0', '6');
    await fill(calculator, 'Decimals of token1', '6');
    await expect(valueOf(calculator, 'Price')).toContainText('1 token1 per token0');
  });

  test('Chinese: the TickMath reference converts a tick', async ({page}) => {
    const calculator = await open(page, `/zh${PAGES.tickMath}`, TITLES.tick.zh);
    await expect(valueOf(calculator, 'sqrtPriceX96')).toHaveText('3543049682531703600807385');
    await fill(calculator, 'tick', '6932');
    const outcome = calculateTick({
      decimals0: '18',
      decimals1: '6',
      fee: 3000,
      from: 'tick',
      value: '6932',
    });
    if (!outcome.ok) {
      throw new Error('a valid tick');
    }
    await expect(valueOf(calculator, 'sqrtPriceX96')).toHaveText(
      outcome.result.sqrtPriceX96.toString(),
    );
    await expect(valueOf(calculator, '价格')).toContainText(
      `${formatNumber(outcome.result.price, ZH)} token1/token0`,
    );
    await fill(calculator, 'tick', '1.5');
    await expect(calculator.getByText('请输入整数，不要带小数部分。')).toBeVisible();
  });
});

test.describe('range liquidity calculator', () => {
  test('English: the minting guide’s position, then other deposits', async ({page}) => {
    const calculator = await open(page, PAGES.minting, TITLES.range.en);
    await expect(valueOf(calculator, 'USDC needed')).toHaveText('≈ 2,246.01 USDC');
    await expect(valueOf(calculator, 'Liquidity L')).toContainText('983091006111801');

    const input = {
      tokens: [
        {symbol: 'WETH', decimals: 18},
        {symbol: 'USDC', decimals: 6},
      ] as const,
      fee: 3000,
      price: '2000',
      lower: '1800',
      upper: '2200',
      amountToken: 0 as const,
      amount: '2.75',
    };
    await fill(calculator, 'Amount of WETH', '2.75');
    const outcome = calculateRangeLiquidity(input);
    if (!outcome.ok) {
      throw new Error('a valid deposit');
    }
    await expect(valueOf(calculator, 'USDC needed')).toHaveText(
      `${tokenAmount(outcome.result.deposit.amount1, 6, EN)} USDC`,
    );
    await expect(valueOf(calculator, 'Liquidity L')).toContainText(
      outcome.result.liquidity.toString(),
    );
    await expect(
      valueOf(
        calculator,
        `If the price falls to ${formatNumber(outcome.result.priceLower, EN)} USDC per WETH or below`,
      ),
    ).toHaveText(`All ${tokenAmount(outcome.result.belowRange, 18, EN)} WETH, earning no fees`);

    await fill(calculator, 'Current price (USDC per WETH)', '2300');
    await expect(
      calculator.getByText(
        'At the current price this range takes only USDC: enter an amount of USDC.',
      ),
    ).toBeVisible();
    await calculator.getByLabel('You deposit').selectOption('USDC');
    await fill(calculator, 'Amount of USDC', '5000');
    const above = calculateRangeLiquidity({
      ...input,
      price: '2300',
      amountToken: 1,
      amount: '5000',
    });
    if (!above.ok) {
      throw new Error('a valid deposit above the range');
    }
    await expect(valueOf(calculator, 'WETH needed')).toHaveText('0 WETH');
    await expect(valueOf(calculator, 'Liquidity L')).toContainText(
      above.result.liquidity.toString(),
    );
    await expect(valueOf(calculator, 'Deposit for this L')).toContainText(
      'The current price is above the range',
    );
  });

  test('Chinese: the Study pool page rounds the range to usable ticks', async ({page}) => {
    const calculator = await open(page, `/zh${PAGES.pool}`, TITLES.range.zh);
    const outcome = calculateRangeLiquidity({
      tokens: DEFAULT_TOKENS,
      fee: 3000,
      price: '2000',
      lower: '1600',
      upper: '2500',
      amountToken: 0,
      amount: '1',
    });
    if (!outcome.ok) {
      throw new Error('the page’s example is valid');
    }
    await expect(valueOf(calculator, '所需的 USDC')).toHaveText(
      `${tokenAmount(outcome.result.deposit.amount1, 6, ZH)} USDC`,
    );
    await calculator.getByLabel('费率档位').selectOption('100');
    await fill(calculator, 'ETH 数量', '0.5');
    const fine = calculateRangeLiquidity({
      tokens: DEFAULT_TOKENS,
      fee: 100,
      price: '2000',
      lower: '1600',
      upper: '2500',
      amountToken: 0,
      amount: '0.5',
    });
    if (!fine.ok) {
      throw new Error('a valid deposit');
    }
    await expect(valueOf(calculator, '所需的 USDC')).toHaveText(
      `${tokenAmount(fine.result.deposit.amount1, 6, ZH)} USDC`,
    );
    await fill(calculator, 'ETH 数量', '1.1234567890123456789');
    await expect(calculator.getByText('ETH 有 18 位小数：最多只能输入 18 位小数。')).toBeVisible();
  });
});

test.describe('calculator pages', () => {
  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('show the default inputs and their results', async ({page}) => {
      await page.goto(PAGES.minting);
      const calculator = page.getByRole('region', {name: TITLES.range.en});
      await expect(calculator.getByLabel('Amount of WETH', {exact: true})).toHaveValue('1');
      await expect(valueOf(calculator, 'USDC needed')).toHaveText('≈ 2,246.01 USDC');
      await page.goto(`/zh${PAGES.swaps}`);
      const swap = page.getByRole('region', {name: TITLES.v2swap.zh});
      await expect(swap.getByLabel('卖出的 ETH 数量', {exact: true})).toHaveValue('1');
      await expect(valueOf(swap, '你将收到')).toHaveText('≈ 1,974.32 USDC');
    });
  });

  test('fit a 360 px wide screen', async ({page}) => {
    await page.setViewportSize({width: 360, height: 800});
    for (const [path, title] of [
      [PAGES.minting, TITLES.range.en],
      [PAGES.overview, TITLES.tick.en],
      [PAGES.returns, TITLES.il.en],
      [PAGES.swaps, TITLES.v2swap.en],
    ] as const) {
      await page.goto(path);
      const calculator = page.getByRole('region', {name: title});
      const box = await calculator.boundingBox();
      expect(box, title).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), title).toBeLessThanOrEqual(360);
      const overflowing = await calculator.evaluate((root) =>
        Array.from(root.querySelectorAll('*'))
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(overflowing, title).toEqual([]);
    }
  });

  test('pass the accessibility checks in both colour modes, with an input marked invalid', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'light');
    });
    await page.goto(PAGES.pool);
    await hydrated(page);
    const calculator = page.getByRole('region', {name: TITLES.range.en});
    await calculator.getByLabel('Amount of ETH', {exact: true}).fill('-1');
    await expect(calculator.locator('input[aria-invalid="true"]')).toHaveCount(1);
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const {violations} = await axe(page).include('section[data-pagefind-ignore]').analyze();
      expect(
        violations.map(({id, nodes}) => ({id, nodes: nodes.map((node) => node.html)})),
        theme,
      ).toEqual([]);
    }
  });

  test('pages without a calculator do not load its code', async ({page}) => {
    /** The text of every script a page loads. */
    async function scriptsOf(path: string): Promise<string> {
      const bodies: Promise<string>[] = [];
      const listener = (request: Request): void => {
        if (request.resourceType() === 'script') {
          bodies.push(request.response().then((response) => response?.text() ?? ''));
        }
      };
      page.on('request', listener);
      await page.goto(path);
      await hydrated(page);
      // A script asked for after hydration (by an effect, a part coming into view, idle time) has
      // been asked for once the page is idle; each body is then awaited, however long it takes.
      await settle(page);
      page.off('request', listener);
      return (await Promise.all(bodies)).join('\n');
    }
    // Strings of the calculators' code, and an id of their interface strings, which English pages
    // get with the calculator's code (Chinese pages have every interface string from the start).
    const swapCode = 'Amount of {token} you sell';
    const swapMaths = 'OxbowV2Library: INSUFFICIENT_INPUT_AMOUNT';
    const rangeCode = 'calc.range.needsToken';
    const markers = [swapCode, swapMaths, rangeCode];
    const loaded = async (path: string): Promise<string[]> => {
      const scripts = await scriptsOf(path);
      return markers.filter((marker) => scripts.includes(marker));
    };
    // Each calculator comes with its own pages, not with the others'; the maths is shared.
    expect(await loaded(PAGES.swaps)).toEqual([swapCode, swapMaths]);
    const minting = await loaded(PAGES.minting);
    expect(minting).not.toContain(swapCode);
    expect(minting).toContain(rangeCode);
    expect(await loaded('/')).toEqual([]);
    expect(await loaded('/study/')).toEqual([]);
    const chineseHome = await loaded('/zh/');
    expect(chineseHome).not.toContain(swapCode);
    expect(chineseHome).not.toContain(swapMaths);
  });
});
