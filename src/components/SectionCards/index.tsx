import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface SectionCard {
  title: string;
  audience: string;
  description: string;
  to: string;
  linkLabel: string;
}

interface SectionCardsProps {
  cards: readonly SectionCard[];
}

export default function SectionCards({cards}: SectionCardsProps): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <Heading as="h2" className={styles.title}>
            {card.title}
          </Heading>
          <p className={styles.audience}>{card.audience}</p>
          <p className={styles.description}>{card.description}</p>
          <Link className={styles.link} to={card.to}>
            {card.linkLabel}
            {/* An element, not ::after: it arrives once the label is whole, where a pseudo-element
                moved along as a slow network delivered the label in pieces. */}
            <span aria-hidden="true">{' →'}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
