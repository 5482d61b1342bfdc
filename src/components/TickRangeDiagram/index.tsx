import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Diagram, {diagramStyles as s} from '@site/src/components/Diagram';

const WIDTH = 680;
const HEIGHT = 290;
const AXIS = {left: 40, right: 640, y: 170};
const TICK_SPACING = 60;
const TICKS = Array.from({length: 13}, (_, index) => (index - 6) * TICK_SPACING);
const LOWER = -120;
const UPPER = 180;
const CURRENT = 37;

function px(tick: number): number {
  const first = TICKS[0] ?? 0;
  const last = TICKS[TICKS.length - 1] ?? 0;
  return AXIS.left + ((tick - first) / (last - first)) * (AXIS.right - AXIS.left);
}

function signed(tick: number): string {
  return tick < 0 ? `−${-tick}` : String(tick);
}

/** Initialisable ticks of a 0.30 % pool, a position's tick range and the current tick. */
export default function TickRangeDiagram(): ReactNode {
  return (
    <Diagram
      width={WIDTH}
      height={HEIGHT}
      title={translate({id: 'diagram.ticks.title', message: 'Ticks and a position range'})}
      description={translate({
        id: 'diagram.ticks.description',
        message:
          'A row of ticks from −360 to 360 in steps of 60, the tick spacing of the 0.30 % tier. A position spans tickLower = −120 to tickUpper = 180. The current tick, 37, lies inside, so the position’s liquidity is active.',
      })}
      caption={translate({
        id: 'diagram.ticks.caption',
        message:
          'Positions start and end on multiples of the tick spacing; the price at tick i is 1.0001^i. Liquidity is active while tickLower ≤ current tick < tickUpper.',
      })}>
      <rect
        className={s.band}
        x={px(LOWER)}
        y={AXIS.y - 64}
        width={px(UPPER) - px(LOWER)}
        height={64}
      />
      <path className={s.axis} d={`M${AXIS.left - 12},${AXIS.y} H${AXIS.right + 12}`} />
      {TICKS.map((tick) => (
        <g key={tick}>
          <path className={s.axis} d={`M${px(tick)},${AXIS.y - 6} v12`} />
          <text className={s.smallText} x={px(tick)} y={AXIS.y + 24} textAnchor="middle">
            {signed(tick)}
          </text>
        </g>
      ))}
      <text className={s.strongText} x={px(LOWER)} y={AXIS.y - 74} textAnchor="middle">
        tickLower
      </text>
      <text className={s.strongText} x={px(UPPER)} y={AXIS.y - 74} textAnchor="middle">
        tickUpper
      </text>
      <text className={s.text} x={(px(LOWER) + px(UPPER)) / 2} y={AXIS.y - 28} textAnchor="middle">
        {translate({id: 'diagram.ticks.active', message: 'liquidity L is active here'})}
      </text>
      <path className={s.marker} d={`M${px(CURRENT)},${AXIS.y - 120} V${AXIS.y}`} />
      <text className={s.accentText} x={px(CURRENT)} y={AXIS.y - 128} textAnchor="middle">
        {translate({id: 'diagram.ticks.current', message: 'current tick 37'})}
      </text>
      <text className={s.text} x={(AXIS.left + AXIS.right) / 2} y={AXIS.y + 60} textAnchor="middle">
        {translate({
          id: 'diagram.ticks.axis',
          message: 'tick (spacing 60 in the 0.30 % tier)',
        })}
      </text>
    </Diagram>
  );
}
