import {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

interface DiagramProps {
  /** Short accessible name, read out in place of the picture. */
  title: string;
  /** What the picture shows, for readers who cannot see it. */
  description: string;
  /** Visible caption under the picture. */
  caption: string;
  width: number;
  height: number;
  children: ReactNode;
}

/**
 * A figure holding an inline SVG diagram. Colours come from the theme's CSS
 * variables, so the same markup reads well in light and dark mode, and the
 * text stays real text: translated, searchable and selectable.
 */
export default function Diagram({
  title,
  description,
  caption,
  width,
  height,
  children,
}: DiagramProps): ReactNode {
  // React ids contain colons, which are awkward inside url(#…) references.
  const id = useId().replace(/:/g, '');
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <defs>
          <marker
            id={`${id}-arrow`}
            className={styles.arrowHead}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" />
          </marker>
        </defs>
        <g style={{['--diagram-arrow' as string]: `url(#${id}-arrow)`}}>{children}</g>
      </svg>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

export {styles as diagramStyles};
