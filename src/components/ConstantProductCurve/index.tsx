import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Diagram, {diagramStyles as s} from '@site/src/components/Diagram';

const WIDTH = 560;
const HEIGHT = 360;
const PLOT = {left: 80, right: 530, top: 24, bottom: 300};
const X_RANGE = [0, 240] as const;
const Y_RANGE = [0, 520_000] as const;
const K = 100 * 200_000;
const BEFORE = {x: 100, y: K / 100};
const AFTER = {x: 140, y: K / 140};

function px(x: number): number {
  return PLOT.left + ((x - X_RANGE[0]) / (X_RANGE[1] - X_RANGE[0])) * (PLOT.right - PLOT.left);
}

function py(y: number): number {
  return PLOT.bottom - ((y - Y_RANGE[0]) / (Y_RANGE[1] - Y_RANGE[0])) * (PLOT.bottom - PLOT.top);
}

function curvePath(): string {
  const points: string[] = [];
  for (let x = K / Y_RANGE[1]; x <= X_RANGE[1]; x += 2) {
    points.push(`${px(x).toFixed(1)},${py(K / x).toFixed(1)}`);
  }
  return `M${points.join(' L')}`;
}

/** The x·y=k curve with a pool's state before and after one swap. */
export default function ConstantProductCurve(): ReactNode {
  return (
    <Diagram
      width={WIDTH}
      height={HEIGHT}
      title={translate({id: 'diagram.cpc.title', message: 'The constant-product curve'})}
      description={translate({
        id: 'diagram.cpc.description',
        message:
          'A downward-sloping curve of all pairs of reserves whose product is k. A swap moves the pool along the curve: the trader adds ETH, which moves the point to the right, and takes out USDC, which moves it down.',
      })}
      caption={translate({
        id: 'diagram.cpc.caption',
        message:
          'A swap moves the pool along x · y = k: the more ETH the pool holds, the less USDC it holds. Not to scale.',
      })}>
      <path className={s.axis} d={`M${PLOT.left},${PLOT.top} V${PLOT.bottom} H${PLOT.right}`} />
      <path className={s.curve} d={curvePath()} />
      <path className={s.guide} d={`M${px(BEFORE.x)},${py(BEFORE.y)} V${PLOT.bottom}`} />
      <path className={s.guide} d={`M${px(AFTER.x)},${py(AFTER.y)} V${PLOT.bottom}`} />
      <path className={s.guide} d={`M${px(BEFORE.x)},${py(BEFORE.y)} H${PLOT.left}`} />
      <path className={s.guide} d={`M${px(AFTER.x)},${py(AFTER.y)} H${PLOT.left}`} />
      <path className={s.arrow} d={`M${px(BEFORE.x)},${PLOT.bottom - 14} H${px(AFTER.x) - 4}`} />
      <path className={s.arrow} d={`M${PLOT.left + 14},${py(BEFORE.y)} V${py(AFTER.y) - 4}`} />
      <circle className={s.point} cx={px(BEFORE.x)} cy={py(BEFORE.y)} r={7} />
      <circle className={s.point} cx={px(AFTER.x)} cy={py(AFTER.y)} r={7} />
      <text className={s.strongText} x={px(BEFORE.x) + 12} y={py(BEFORE.y) - 10}>
        {translate({id: 'diagram.cpc.before', message: 'Before the swap'})}
      </text>
      <text className={s.strongText} x={px(AFTER.x) + 12} y={py(AFTER.y) - 10}>
        {translate({id: 'diagram.cpc.after', message: 'After the swap'})}
      </text>
      <text className={s.accentText} x={px(62) + 10} y={py(K / 62) - 6}>
        x · y = k
      </text>
      <text
        className={s.smallText}
        x={(px(BEFORE.x) + px(AFTER.x)) / 2}
        y={PLOT.bottom - 22}
        textAnchor="middle">
        {translate({id: 'diagram.cpc.addsEth', message: 'trader adds ETH'})}
      </text>
      <text className={s.smallText} x={PLOT.left + 22} y={(py(BEFORE.y) + py(AFTER.y)) / 2 + 4}>
        {translate({id: 'diagram.cpc.receivesUsdc', message: 'trader receives USDC'})}
      </text>
      <text className={s.text} x={(PLOT.left + PLOT.right) / 2} y={HEIGHT - 24} textAnchor="middle">
        {translate({id: 'diagram.cpc.axisX', message: 'ETH in the pool (x)'})}
      </text>
      <text
        className={s.text}
        transform={`translate(24 ${(PLOT.top + PLOT.bottom) / 2}) rotate(-90)`}
        textAnchor="middle">
        {translate({id: 'diagram.cpc.axisY', message: 'USDC in the pool (y)'})}
      </text>
    </Diagram>
  );
}
