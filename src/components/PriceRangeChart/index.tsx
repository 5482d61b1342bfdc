import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Diagram, {diagramStyles as s} from '@site/src/components/Diagram';

const WIDTH = 680;
const HEIGHT = 300;
const AXIS = {left: 40, right: 640, y: 170};
const PRICE_RANGE = [1000, 3000] as const;
const LOWER = 1600;
const UPPER = 2500;
const CURRENT = 2000;

function px(price: number): number {
  return (
    AXIS.left +
    ((price - PRICE_RANGE[0]) / (PRICE_RANGE[1] - PRICE_RANGE[0])) * (AXIS.right - AXIS.left)
  );
}

const TICKS = [1000, 1500, 2000, 2500, 3000];

/** A v3 price range on a price axis and what the position holds in each zone. */
export default function PriceRangeChart(): ReactNode {
  return (
    <Diagram
      width={WIDTH}
      height={HEIGHT}
      title={translate({
        id: 'diagram.range.title',
        message: 'A concentrated-liquidity price range',
      })}
      description={translate({
        id: 'diagram.range.description',
        message:
          'A price axis from 1,000 to 3,000 USDC per ETH with a position range from 1,600 to 2,500 and the current price at 2,000. Below the range the position holds only ETH, inside it holds both tokens and earns fees, above it holds only USDC.',
      })}
      caption={translate({
        id: 'diagram.range.caption',
        message:
          'A position with the range 1,600–2,500 USDC per ETH earns fees only while the price is inside it.',
      })}>
      <rect
        className={s.band}
        x={px(LOWER)}
        y={AXIS.y - 70}
        width={px(UPPER) - px(LOWER)}
        height={70}
      />
      <path className={s.axis} d={`M${AXIS.left},${AXIS.y} H${AXIS.right}`} />
      {TICKS.map((price) => (
        <g key={price}>
          <path className={s.axis} d={`M${px(price)},${AXIS.y} v6`} />
          <text className={s.smallText} x={px(price)} y={AXIS.y + 22} textAnchor="middle">
            {price.toLocaleString('en-US')}
          </text>
        </g>
      ))}
      <path className={s.marker} d={`M${px(CURRENT)},${AXIS.y - 90} V${AXIS.y}`} />
      <text className={s.accentText} x={px(CURRENT)} y={AXIS.y - 98} textAnchor="middle">
        {translate({id: 'diagram.range.current', message: 'current price 2,000'})}
      </text>
      <text className={s.text} x={px(LOWER)} y={AXIS.y - 76} textAnchor="middle">
        1,600
      </text>
      <text className={s.text} x={px(UPPER)} y={AXIS.y - 76} textAnchor="middle">
        2,500
      </text>
      <text
        className={s.strongText}
        x={(px(LOWER) + px(UPPER)) / 2 + 60}
        y={AXIS.y - 40}
        textAnchor="middle">
        {translate({id: 'diagram.range.inRange', message: 'in range'})}
      </text>
      <text
        className={s.smallText}
        x={(px(LOWER) + px(UPPER)) / 2 + 60}
        y={AXIS.y - 20}
        textAnchor="middle">
        {translate({id: 'diagram.range.inRangeDetail', message: 'both tokens, earns fees'})}
      </text>
      <text
        className={s.strongText}
        x={(AXIS.left + px(LOWER)) / 2}
        y={AXIS.y - 40}
        textAnchor="middle">
        {translate({id: 'diagram.range.below', message: 'below'})}
      </text>
      <text
        className={s.smallText}
        x={(AXIS.left + px(LOWER)) / 2}
        y={AXIS.y - 20}
        textAnchor="middle">
        {translate({id: 'diagram.range.belowDetail', message: 'only ETH, no fees'})}
      </text>
      <text
        className={s.strongText}
        x={(px(UPPER) + AXIS.right) / 2}
        y={AXIS.y - 40}
        textAnchor="middle">
        {translate({id: 'diagram.range.above', message: 'above'})}
      </text>
      <text
        className={s.smallText}
        x={(px(UPPER) + AXIS.right) / 2}
        y={AXIS.y - 20}
        textAnchor="middle">
        {translate({id: 'diagram.range.aboveDetail', message: 'only USDC, no fees'})}
      </text>
      <text className={s.text} x={(AXIS.left + AXIS.right) / 2} y={AXIS.y + 56} textAnchor="middle">
        {translate({id: 'diagram.range.axis', message: 'ETH price in USDC'})}
      </text>
    </Diagram>
  );
}
