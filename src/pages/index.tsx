import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SectionCards, {type SectionCard} from '@site/src/components/SectionCards';
import styles from './index.module.css';

function sectionCards(): SectionCard[] {
  return [
    {
      title: translate({id: 'home.section.study.title', message: 'Learn'}),
      audience: translate({
        id: 'home.section.study.audience',
        message: 'For traders and liquidity providers',
      }),
      description: translate({
        id: 'home.section.study.description',
        message:
          'Set up a wallet, make your first swap, provide liquidity and understand fees, slippage and impermanent loss, with worked numbers.',
      }),
      to: '/study/',
      linkLabel: translate({id: 'home.section.study.link', message: 'Start learning'}),
    },
    {
      title: translate({id: 'home.section.contract.title', message: 'Developers'}),
      audience: translate({
        id: 'home.section.contract.audience',
        message: 'For smart-contract developers',
      }),
      description: translate({
        id: 'home.section.contract.description',
        message:
          'How Oxbow v2 pairs and v3 concentrated-liquidity pools work on chain, Solidity swap guides and a reference for every core and periphery contract.',
      }),
      to: '/contract/',
      linkLabel: translate({id: 'home.section.contract.link', message: 'Read the contract docs'}),
    },
    {
      title: translate({id: 'home.section.sdk.title', message: 'SDK'}),
      audience: translate({
        id: 'home.section.sdk.audience',
        message: 'For TypeScript application developers',
      }),
      description: translate({
        id: 'home.section.sdk.description',
        message:
          'Quote, route and execute swaps and manage liquidity positions from TypeScript, with guides and a complete API reference for the v2 and v3 SDKs.',
      }),
      to: '/sdk/',
      linkLabel: translate({id: 'home.section.sdk.link', message: 'Explore the SDK'}),
    },
  ];
}

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'Documentation'})}
      description={translate({
        id: 'home.meta.description',
        message:
          'Guides, smart-contract references and SDK documentation for Oxbow, a decentralised exchange for token swaps and liquidity pools.',
      })}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            <Translate id="home.hero.title">Swap, provide liquidity and build on Oxbow</Translate>
          </Heading>
          <p className={styles.heroSubtitle}>
            <Translate id="home.hero.subtitle">
              Oxbow is a decentralised exchange: anyone can trade tokens against liquidity pools or
              earn fees by supplying them. These docs cover both, from a first swap to the contract
              code.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/study/">
              <Translate id="home.hero.primaryAction">Get started</Translate>
            </Link>
            <Link className="button button--secondary button--lg" to="/contract/">
              <Translate id="home.hero.secondaryAction">Read the contracts</Translate>
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--xl">
        <SectionCards cards={sectionCards()} />
      </main>
    </Layout>
  );
}
