import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Diagram, {diagramStyles as s} from '@site/src/components/Diagram';

const WIDTH = 680;
const HEIGHT = 250;
const TOP = 80;
const CELL_HEIGHT = 56;
const SCALE = 9;
const LEFT = 42;

interface Segment {
  label: string;
  bytes: number;
  isFee: boolean;
}

const SEGMENTS: readonly Segment[] = [
  {label: 'tokenA', bytes: 20, isFee: false},
  {label: 'fee', bytes: 3, isFee: true},
  {label: 'tokenB', bytes: 20, isFee: false},
  {label: 'fee', bytes: 3, isFee: true},
  {label: 'tokenC', bytes: 20, isFee: false},
];

function offsetOf(index: number): number {
  return SEGMENTS.slice(0, index).reduce((sum, segment) => sum + segment.bytes, 0);
}

/** The packed bytes of a two-pool path for exactInput. */
export default function PathEncodingDiagram(): ReactNode {
  const x = (bytes: number): number => LEFT + bytes * SCALE;
  const bytesLabel = (count: number): string =>
    translate({id: 'diagram.path.bytes', message: '{count} bytes'}, {count});
  return (
    <Diagram
      width={WIDTH}
      height={HEIGHT}
      title={translate({id: 'diagram.path.title', message: 'How a swap path is encoded'})}
      description={translate({
        id: 'diagram.path.description',
        message:
          'A path for a swap from token A to token C through token B: token A address (20 bytes), fee tier (3 bytes), token B address (20 bytes), fee tier (3 bytes), token C address (20 bytes), 66 bytes in all. The first three parts name the first pool, the last three the second pool.',
      })}
      caption={translate({
        id: 'diagram.path.caption',
        message:
          'exactInput reads the path from the input token; exactOutput expects the same route reversed, output token first.',
      })}>
      {SEGMENTS.map((segment, index) => {
        const start = x(offsetOf(index));
        const width = segment.bytes * SCALE;
        return (
          <g key={`${segment.label}-${String(index)}`}>
            <rect
              className={segment.isFee ? s.accentBox : s.box}
              x={start}
              y={TOP}
              width={width}
              height={CELL_HEIGHT}
            />
            <text
              className={segment.isFee ? s.smallText : s.strongText}
              x={start + width / 2}
              y={TOP + 24}
              textAnchor="middle">
              {segment.label}
            </text>
            <text className={s.smallText} x={start + width / 2} y={TOP + 44} textAnchor="middle">
              {segment.isFee ? String(segment.bytes) : bytesLabel(segment.bytes)}
            </text>
            <text className={s.smallText} x={start} y={TOP + CELL_HEIGHT + 20} textAnchor="middle">
              {String(offsetOf(index))}
            </text>
          </g>
        );
      })}
      <text className={s.smallText} x={x(66)} y={TOP + CELL_HEIGHT + 20} textAnchor="middle">
        66
      </text>
      <path className={s.guide} d={`M${x(0)},${TOP - 14} H${x(43)}`} />
      <text className={s.text} x={(x(0) + x(43)) / 2} y={TOP - 22} textAnchor="middle">
        {translate({id: 'diagram.path.pool1', message: 'pool 1: A → B'})}
      </text>
      <path className={s.guide} d={`M${x(23)},${TOP - 44} H${x(66)}`} />
      <text className={s.text} x={(x(23) + x(66)) / 2} y={TOP - 52} textAnchor="middle">
        {translate({id: 'diagram.path.pool2', message: 'pool 2: B → C'})}
      </text>
      <text className={s.text} x={WIDTH / 2} y={TOP + CELL_HEIGHT + 58} textAnchor="middle">
        {translate({id: 'diagram.path.offsets', message: 'byte offset'})}
      </text>
    </Diagram>
  );
}
