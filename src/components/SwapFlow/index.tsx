import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Diagram, {diagramStyles as s} from '@site/src/components/Diagram';

const WIDTH = 680;
const HEIGHT = 330;

interface BoxProps {
  x: number;
  y: number;
  width: number;
  title: string;
  detail: string;
  accent?: boolean;
}

const BOX_HEIGHT = 70;

function Box({x, y, width, title, detail, accent = false}: BoxProps): ReactNode {
  return (
    <g>
      <rect
        className={accent ? s.accentBox : s.box}
        x={x}
        y={y}
        width={width}
        height={BOX_HEIGHT}
        rx={10}
      />
      <text className={s.strongText} x={x + width / 2} y={y + 30} textAnchor="middle">
        {title}
      </text>
      <text className={s.smallText} x={x + width / 2} y={y + 52} textAnchor="middle">
        {detail}
      </text>
    </g>
  );
}

/** One swap from wallet to wallet through the router and a two-pool route. */
export default function SwapFlow(): ReactNode {
  const fee = translate({id: 'diagram.swapFlow.poolFee', message: 'swap fee 0.30 %'});
  return (
    <Diagram
      width={WIDTH}
      height={HEIGHT}
      title={translate({id: 'diagram.swapFlow.title', message: 'How a swap flows'})}
      description={translate({
        id: 'diagram.swapFlow.description',
        message:
          'Your wallet sends one transaction to the Oxbow router with the amount, the minimum output and a deadline. The router sends ETH into the ETH/USDC pool, passes the USDC it gets to the USDC/DAI pool, and the DAI goes to your wallet. If any limit is broken, the whole transaction reverts.',
      })}
      caption={translate({
        id: 'diagram.swapFlow.caption',
        message:
          'A two-hop swap from ETH to DAI. Every step happens inside one transaction: it completes as a whole or not at all.',
      })}>
      <Box
        x={20}
        y={120}
        width={160}
        title={translate({id: 'diagram.swapFlow.wallet', message: 'Your wallet'})}
        detail={translate({id: 'diagram.swapFlow.walletDetail', message: 'signs the transaction'})}
      />
      <Box
        x={250}
        y={120}
        width={160}
        accent
        title={translate({id: 'diagram.swapFlow.router', message: 'Oxbow router'})}
        detail={translate({id: 'diagram.swapFlow.routerDetail', message: 'enforces your limits'})}
      />
      <Box
        x={490}
        y={30}
        width={170}
        title={translate({id: 'diagram.swapFlow.poolA', message: 'ETH / USDC pool'})}
        detail={fee}
      />
      <Box
        x={490}
        y={200}
        width={170}
        title={translate({id: 'diagram.swapFlow.poolB', message: 'USDC / DAI pool'})}
        detail={fee}
      />
      <path className={s.arrow} d="M180,155 H246" />
      <text className={s.smallText} x={215} y={110} textAnchor="middle">
        {translate({id: 'diagram.swapFlow.step1', message: '① swap request'})}
      </text>
      <path className={s.arrow} d="M410,140 L486,72" />
      <text className={s.smallText} x={440} y={92} textAnchor="end">
        {translate({id: 'diagram.swapFlow.step2', message: '② ETH in'})}
      </text>
      <path className={s.arrow} d="M575,100 V196" />
      <text className={s.smallText} x={583} y={152}>
        {translate({id: 'diagram.swapFlow.step3', message: '③ USDC'})}
      </text>
      <path className={s.arrow} d="M490,250 H100 V194" />
      <text className={s.smallText} x={300} y={244} textAnchor="middle">
        {translate({id: 'diagram.swapFlow.step4', message: '④ DAI to your wallet'})}
      </text>
      <text className={s.text} x={WIDTH / 2} y={300} textAnchor="middle">
        {translate({
          id: 'diagram.swapFlow.revertNote',
          message: 'Output below your minimum, or deadline passed? The whole transaction reverts.',
        })}
      </text>
    </Diagram>
  );
}
