import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {categorySlug, type CategoryKey} from './config/categories';

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/**
 * A category whose landing page is generated from its items. Labels and
 * descriptions are English here; Chinese ones live in
 * i18n/zh/docusaurus-plugin-content-docs/current.json.
 */
function indexedCategory(
  key: CategoryKey,
  {label, title = label, description}: {label: string; title?: string; description: string},
  items: SidebarItem[],
): SidebarItem {
  return {
    type: 'category',
    label,
    // An explicit title makes the page title translatable (current.json); without one the
    // framework copies the untranslated label into pagination links.
    link: {type: 'generated-index', slug: categorySlug(key), title, description},
    items,
  };
}

/** A plain group of pages; the folder has no page of its own. */
function group(label: string, items: SidebarItem[]): SidebarItem {
  return {type: 'category', label, items};
}

/** A group whose label opens an overview doc. */
function docCategory(label: string, docId: string, items: SidebarItem[]): SidebarItem {
  return {type: 'category', label, link: {type: 'doc', id: docId}, items};
}

const v3Classes = [
  'FullMath',
  'LiquidityMath',
  'Multicall',
  'NonfungiblePositionManager',
  'NoTickDataProvider',
  'Payments',
  'Pool',
  'Position',
  'PositionLibrary',
  'Route',
  'SelfPermit',
  'SqrtPriceMath',
  'Staker',
  'SwapMath',
  'SwapQuoter',
  'SwapRouter',
  'Tick',
  'TickLibrary',
  'TickList',
  'TickListDataProvider',
  'TickMath',
  'Trade',
];

const v3Interfaces = [
  'AllowedPermitArguments',
  'BestTradeOptions',
  'ClaimOptions',
  'CollectOptions',
  'CommonAddLiquidityOptions',
  'FeeOptions',
  'IncentiveKey',
  'IncreaseSpecificOptions',
  'MethodParameters',
  'MintSpecificOptions',
  'NFTPermitOptions',
  'QuoteOptions',
  'RemoveLiquidityOptions',
  'SafeTransferOptions',
  'StandardPermitArguments',
  'SwapOptions',
  'TickConstructorArgs',
  'TickDataProvider',
  'WithdrawOptions',
];

const sidebars: SidebarsConfig = {
  studySidebar: [
    'study/index',
    docCategory('Product', 'study/product/index', [
      indexedCategory(
        'studyLiquidity',
        {
          label: 'Liquidity',
          description:
            'How liquidity pools work and how to provide liquidity to Oxbow v2 pairs and v3 ranges.',
        },
        ['study/product/liquidity/index', 'study/product/liquidity/pool'],
      ),
      indexedCategory(
        'studySwap',
        {
          label: 'Swap',
          description:
            'Swapping tokens on Oxbow: how a swap works, a step-by-step walkthrough, trading well and market-maker integration.',
        },
        [
          'study/product/swap/index',
          'study/product/swap/trade',
          'study/product/swap/trade_guide',
          'study/product/swap/market-maker-integration',
        ],
      ),
    ]),
    indexedCategory(
      'studyStart',
      {
        label: 'Get started',
        description:
          'Everything you need before your first swap: a self-custodial wallet, its recovery phrase and a connection to Oxbow.',
      },
      [
        indexedCategory(
          'studyWalletGuide',
          {
            label: 'Wallet guide',
            description: 'Choose, create, secure and connect a self-custodial wallet.',
          },
          [
            'study/start/wallet_guide/index',
            'study/start/wallet_guide/create_wallet',
            'study/start/wallet_guide/connect_wallet',
          ],
        ),
      ],
    ),
    indexedCategory(
      'studyPrivacyAndTerms',
      {
        label: 'Privacy and terms',
        description:
          'What this site stores about you (almost nothing) and the terms for using the docs and the Oxbow interface.',
      },
      ['study/terms&conditions/privacy', 'study/terms&conditions/terms'],
    ),
  ],

  contractSidebar: [
    'contract/index',
    'contract/coming-from-uniswap',
    docCategory('Oxbow v2', 'contract/oxbow-v2/index', [
      group('Protocol overview', [
        'contract/oxbow-v2/concepts/protocol-overview/how-it-works',
        'contract/oxbow-v2/concepts/protocol-overview/ecosystem-participants',
        'contract/oxbow-v2/concepts/protocol-overview/smart-contract',
      ]),
      group('Core concepts', [
        'contract/oxbow-v2/concepts/core-concepts/pools',
        'contract/oxbow-v2/concepts/core-concepts/swaps',
        'contract/oxbow-v2/concepts/core-concepts/flash-swaps',
      ]),
      group('Advanced topics', [
        'contract/oxbow-v2/concepts/advanced-topics/fees',
        'contract/oxbow-v2/concepts/advanced-topics/price',
        'contract/oxbow-v2/concepts/advanced-topics/understanding-returns',
        'contract/oxbow-v2/concepts/advanced-topics/security',
      ]),
    ]),
    docCategory('Oxbow v3', 'contract/oxbow-v3/overview', [
      group('Implement a swap', [
        'contract/oxbow-v3/guides/Implement-A-Swap/single-swaps',
        'contract/oxbow-v3/guides/Implement-A-Swap/multihop-swaps',
      ]),
      group('Core contracts', [
        'contract/oxbow-v3/technical-reference/core/OxbowV3Factory',
        'contract/oxbow-v3/technical-reference/core/OxbowV3Pool',
        'contract/oxbow-v3/technical-reference/core/OxbowV3PoolDeployer',
      ]),
      group('Periphery contracts', [
        'contract/oxbow-v3/technical-reference/periphery/NonfungiblePositionManager',
        'contract/oxbow-v3/technical-reference/periphery/NonfungibleTokenPositionDescriptor',
        'contract/oxbow-v3/technical-reference/periphery/Quoter',
        'contract/oxbow-v3/technical-reference/periphery/SwapRouter',
      ]),
    ]),
  ],

  sdkSidebar: [
    'sdk/index',
    docCategory('v2 SDK', 'sdk/v2/overview', [
      indexedCategory(
        'sdkV2Guides',
        {
          label: 'v2 guides',
          title: 'v2 SDK guides',
          description:
            'Step-by-step guides for the v2 SDK: set up, fetch pair data, compute pair addresses, price and trade.',
        },
        [
          'sdk/v2/guides/quick-start',
          'sdk/v2/guides/fetching-data',
          'sdk/v2/guides/getting-pair-addresses',
          'sdk/v2/guides/pricing',
          'sdk/v2/guides/trading',
        ],
      ),
      group('v2 reference', [
        'sdk/v2/reference/getting-started',
        'sdk/v2/reference/pair',
        'sdk/v2/reference/route',
        'sdk/v2/reference/trade',
        'sdk/v2/reference/other-exports',
      ]),
    ]),
    docCategory('v3 SDK', 'sdk/v3/overview', [
      indexedCategory(
        'sdkV3Guides',
        {
          label: 'v3 guides',
          title: 'v3 SDK guides',
          description:
            'Guides for the v3 SDK, from background and a local development setup to swaps, liquidity positions and advanced pool data.',
        },
        [
          'sdk/v3/guides/background',
          'sdk/v3/guides/local-development',
          'sdk/v3/guides/web3-development-basics',
          indexedCategory(
            'sdkV3Swaps',
            {label: 'Swaps', description: 'Quote, route and execute swaps with the v3 SDK.'},
            [
              'sdk/v3/guides/swaps/quoting',
              'sdk/v3/guides/swaps/routing',
              'sdk/v3/guides/swaps/trading',
            ],
          ),
          indexedCategory(
            'sdkV3Liquidity',
            {
              label: 'Liquidity',
              title: 'Liquidity positions',
              description:
                'Create, inspect, change and collect from concentrated-liquidity positions with the v3 SDK.',
            },
            [
              'sdk/v3/guides/liquidity/position-data',
              'sdk/v3/guides/liquidity/minting-position',
              'sdk/v3/guides/liquidity/fetching-positions',
              'sdk/v3/guides/liquidity/modifying-position',
              'sdk/v3/guides/liquidity/collecting-fees',
              'sdk/v3/guides/liquidity/swap-and-add-liquidity',
            ],
          ),
          indexedCategory(
            'sdkV3Advanced',
            {
              label: 'Advanced',
              description:
                'Go deeper: read raw pool data, map active liquidity, use the price oracle and place range orders.',
            },
            [
              'sdk/v3/guides/advanced/introduction',
              'sdk/v3/guides/advanced/pool-data',
              'sdk/v3/guides/advanced/active-liquidity',
              'sdk/v3/guides/advanced/price-oracle',
              'sdk/v3/guides/advanced/range-orders',
            ],
          ),
        ],
      ),
      indexedCategory(
        'sdkV3Reference',
        {
          label: 'v3 reference',
          title: 'v3 SDK reference',
          description:
            'The v3 SDK API: the classes, enums and interfaces it exports and what each one is for.',
        },
        [
          'sdk/v3/reference/overview',
          indexedCategory(
            'sdkV3Classes',
            {
              label: 'Classes',
              description:
                'Classes exported by the v3 SDK: pool and position models, math libraries and calldata builders.',
            },
            v3Classes.map((name) => `sdk/v3/reference/classes/${name}`),
          ),
          indexedCategory(
            'sdkV3Enums',
            {label: 'Enums', description: 'Enumerations exported by the v3 SDK.'},
            ['sdk/v3/reference/enums/FeeAmount'],
          ),
          indexedCategory(
            'sdkV3Interfaces',
            {
              label: 'Interfaces',
              description: 'Option and data shapes accepted and returned by the v3 SDK.',
            },
            v3Interfaces.map((name) => `sdk/v3/reference/interfaces/${name}`),
          ),
        ],
      ),
    ]),
  ],
};

export default sidebars;
