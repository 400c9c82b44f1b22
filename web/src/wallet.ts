// MetaMask (EIP-1193) sign-in: an EIP-4361 (Sign-In with Ethereum) message over the server's challenge.
import { getAddress } from 'ethers';

export interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  on?(event: string, fn: (...args: unknown[]) => void): void;
  removeListener?(event: string, fn: (...args: unknown[]) => void): void;
}

export const STATEMENT =
  'Sign in to degs. This signature only proves that you own this wallet. It cannot move your funds or make any transaction.';

export function ethereum(): Eip1193 | undefined {
  return (window as unknown as { ethereum?: Eip1193 }).ethereum;
}

export function platform(ua = navigator.userAgent): 'android' | 'ios' | 'desktop' {
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  return 'desktop';
}

/** Opens this page inside the MetaMask app's browser. */
export function metamaskDeepLink(loc = window.location): string {
  return `https://metamask.app.link/dapp/${loc.host}${loc.pathname}${loc.search}`;
}

export function siweMessage(o: {
  address: string;
  chainId: number;
  nonce: string;
  origin: string;
  issuedAt?: Date;
}): string {
  const url = new URL(o.origin);
  return [
    `${url.host} wants you to sign in with your Ethereum account:`,
    getAddress(o.address),
    '',
    STATEMENT,
    '',
    `URI: ${url.origin}`,
    'Version: 1',
    `Chain ID: ${o.chainId}`,
    `Nonce: ${o.nonce}`,
    `Issued At: ${(o.issuedAt ?? new Date()).toISOString()}`,
  ].join('\n');
}

const toHex = (text: string) =>
  '0x' + Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('');

export async function signWith(provider: Eip1193, message: string, address: string): Promise<string> {
  return (await provider.request({ method: 'personal_sign', params: [toHex(message), address] })) as string;
}
