import {CurrencyAmount, type Token} from '@uniswap/sdk-core';
import {
  formatEther,
  formatGwei,
  formatUnits,
  http,
  parseUnits,
  type Address,
  type Hash,
  type TransactionReceipt,
  type Transport,
} from 'viem';
import {erc20Abi} from '../abis';
import {createReader, createSender, type Reader, type Sender} from '../chain';
import {SAMPLE_ACCOUNT} from '../fixtures';
import {OXBOW_LOCAL} from '../oxbow';
import {USDC, WETH} from '../tokens';

/**
 * A reader (viem public client) can only ask; a sender (wallet client) can also
 * sign. Keeping them apart means code that only needs data never holds a key.
 */
export function connect(
  account: Address,
  transport: Transport = http(OXBOW_LOCAL.rpcUrl),
): {reader: Reader; sender: Sender} {
  return {reader: createReader(transport), sender: createSender(account, transport)};
}

/**
 * Whole tokens ("1000.5") to the integer the contract stores. parseUnits works
 * on the decimal string, so no floating-point rounding can creep in.
 */
export function toRawAmount(token: Token, units: string): bigint {
  return parseUnits(units, token.decimals);
}

/**
 * A viem bigint as an SDK amount. The SDK takes JSBI, strings or numbers,
 * never native bigint, so the value crosses over as a decimal string.
 */
export function toCurrencyAmount(token: Token, rawAmount: bigint): CurrencyAmount<Token> {
  return CurrencyAmount.fromRawAmount(token, rawAmount.toString());
}

/** A token balance in the token's smallest unit: a free eth_call, no gas, no signature. */
export async function readBalance(reader: Reader, token: Token, owner: Address): Promise<bigint> {
  return reader.readContract({
    address: token.address as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

export interface GasQuote {
  gas: bigint;
  maxFeePerGas: bigint;
  /** The most the transaction can cost: gas limit times the fee cap. */
  maxCost: bigint;
}

/** What an approval will cost at most, asked before anything is signed. */
export async function estimateApproval(
  reader: Reader,
  token: Token,
  spender: Address,
  amount: bigint,
  owner: Address,
): Promise<GasQuote> {
  const gas = await reader.estimateContractGas({
    address: token.address as Address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
    account: owner,
  });
  const {maxFeePerGas} = await reader.estimateFeesPerGas();
  return {gas, maxFeePerGas, maxCost: gas * maxFeePerGas};
}

/**
 * Lets `spender` (here the SwapRouter) pull up to `amount` of the sender's
 * tokens. Reads the allowance first and sends nothing when it is already
 * enough: every transaction costs gas, reads do not.
 */
export async function approveIfNeeded(
  reader: Reader,
  sender: Sender,
  token: Token,
  spender: Address,
  amount: bigint,
): Promise<{hash: Hash; receipt: TransactionReceipt} | null> {
  const owner = sender.account.address;
  const address = token.address as Address;
  const allowance = await reader.readContract({
    address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  });
  if (allowance >= amount) {
    return null;
  }
  // Simulating first turns a revert into an error here, before a failing transaction burns gas.
  const {request} = await reader.simulateContract({
    address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
    account: owner,
  });
  const hash = await sender.writeContract(request);
  // A hash only means the node accepted the transaction; the receipt says whether it succeeded.
  const receipt = await reader.waitForTransactionReceipt({hash});
  if (receipt.status !== 'success') {
    throw new Error(`approve ${hash} reverted`);
  }
  return {hash, receipt};
}

export async function main(transport: Transport = http(OXBOW_LOCAL.rpcUrl)): Promise<string[]> {
  const {reader, sender} = connect(SAMPLE_ACCOUNT, transport);
  const spender = OXBOW_LOCAL.v3.swapRouter;
  const amount = toRawAmount(USDC, '1000');

  const eth = await reader.getBalance({address: SAMPLE_ACCOUNT});
  const weth = await readBalance(reader, WETH, SAMPLE_ACCOUNT);
  const usdc = await readBalance(reader, USDC, SAMPLE_ACCOUNT);
  const gasQuote = await estimateApproval(reader, USDC, spender, amount, SAMPLE_ACCOUNT);
  const approval = await approveIfNeeded(reader, sender, USDC, spender, amount);

  const lines = [
    `ETH: ${formatEther(eth)} (raw ${eth.toString()} wei)`,
    `WETH: ${formatUnits(weth, WETH.decimals)} (raw ${weth.toString()})`,
    `USDC: ${toCurrencyAmount(USDC, usdc).toExact()} (raw ${usdc.toString()})`,
    `approve ${formatUnits(amount, USDC.decimals)} USDC = raw ${amount.toString()} to SwapRouter ${spender}`,
    `estimated gas: ${gasQuote.gas.toString()} units, fee cap ${formatGwei(gasQuote.maxFeePerGas)} gwei per unit, at most ${formatEther(gasQuote.maxCost)} ETH`,
  ];
  if (approval === null) {
    return [...lines, 'allowance already sufficient: nothing sent'];
  }
  const {hash, receipt} = approval;
  return [
    ...lines,
    `transaction hash: ${hash}`,
    `status: ${receipt.status} in block ${receipt.blockNumber.toString()}`,
    `gas used: ${receipt.gasUsed.toString()} at ${formatGwei(receipt.effectiveGasPrice)} gwei = ${formatEther(receipt.gasUsed * receipt.effectiveGasPrice)} ETH`,
  ];
}
