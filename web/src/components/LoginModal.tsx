// 'Connect to degs': MetaMask (SIWE over the server's challenge) or an e-mail magic link.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Dialog } from './Dialog';
import { api, ok } from '../api';
import { useAuth } from '../auth';
import { useToast } from '../toast';
import { ethereum, metamaskDeepLink, platform, signWith, siweMessage } from '../wallet';

const WALLET_TOAST = 'wallet';

export function LoginModal({ onClose }: { onClose(): void }) {
  const { signIn } = useAuth();
  const toast = useToast();
  const [mode, setMode] = useState<'choose' | 'email' | 'sent'>('choose');
  const [email, setEmail] = useState('');

  // The wallet's steps, one write: the challenge, the signature, the verification.
  const wallet = useMutation({
    mutationFn: async (provider: NonNullable<ReturnType<typeof ethereum>>) => {
      toast.loading('Connecting wallet...', WALLET_TOAST);
      const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
      if (!accounts?.length) return null;
      const address = accounts[0];
      const chainId = parseInt((await provider.request({ method: 'eth_chainId' })) as string, 16);
      toast.loading('Getting challenge...', WALLET_TOAST);
      const { challenge } = await ok(api.POST('/api/auth/challenge'));
      const message = siweMessage({ address, chainId, nonce: challenge, origin: window.location.origin });
      toast.loading('Please sign the message in your wallet', WALLET_TOAST);
      const signature = await signWith(provider, message, address);
      toast.loading('Verifying signature...', WALLET_TOAST);
      return ok(api.POST('/api/auth/verify', { body: { address, signature, challenge, message } }));
    },
    onSuccess: (result) => {
      if (!result) return toast.error('No accounts found', WALLET_TOAST);
      signIn(result);
      if (result.user.username) toast.success('Connected successfully!', WALLET_TOAST);
      else toast.success('Wallet connected! Please set your username.', WALLET_TOAST);
      onClose();
    },
    onError: (e) => {
      console.warn('wallet sign-in failed', e);
      toast.error('Failed to connect wallet', WALLET_TOAST);
    },
  });
  const magicLink = useMutation({
    mutationFn: (to: string) => ok(api.POST('/api/auth/email/magic-link', { body: { email: to } })),
    onSuccess: () => {
      toast.success('Magic link sent! Check your email');
      setMode('sent');
    },
    onError: () => toast.error('Failed to send magic link'),
  });
  const busy = wallet.isPending || magicLink.isPending;

  function connectWallet() {
    const provider = ethereum();
    if (!provider) {
      const where = platform();
      if (where === 'android')
        return toast.error('Please open this page in the MetaMask app browser or install MetaMask');
      if (where === 'ios') {
        toast.info('Please open this page in the MetaMask browser. Redirecting...');
        window.location.href = metamaskDeepLink();
        return;
      }
      return toast.error('MetaMask is not installed');
    }
    wallet.mutate(provider);
  }

  function sendLink(e: React.FormEvent) {
    e.preventDefault();
    if (email.trim()) magicLink.mutate(email.trim());
  }

  return (
    <Dialog label="Connect to degs" onClose={onClose}>
      <h2>Connect to degs</h2>
      {mode === 'choose' && (
        <div className="stack">
          <button className="primary" onClick={connectWallet} disabled={busy}>
            Connect with MetaMask
          </button>
          <button onClick={() => setMode('email')} disabled={busy}>
            Continue with Email
          </button>
        </div>
      )}
      {mode === 'email' && (
        <form className="stack" onSubmit={sendLink}>
          <input
            type="email"
            placeholder="you@example.com"
            aria-label="Email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
          <button className="primary" type="submit" disabled={busy || !email.trim()}>
            Send Magic Link
          </button>
          <button type="button" className="link" onClick={() => setMode('choose')}>
            Back
          </button>
        </form>
      )}
      {mode === 'sent' && (
        <div className="stack">
          <h3>Check your email</h3>
          <p>
            We sent a sign-in link to <strong>{email.trim()}</strong>. It works once and expires in 15
            minutes.
          </p>
          <button type="button" className="link" onClick={() => setMode('email')}>
            Back
          </button>
        </div>
      )}
    </Dialog>
  );
}
