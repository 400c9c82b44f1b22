// Wallet account changes (spec §4): no account signs out; another account than the session's signs
// out with 'Please reconnect your wallet'.
import { useEffect } from 'react';
import { getToken } from './api';
import { useAuth } from './auth';
import { useToast } from './toast';
import { ethereum } from './wallet';

export function useWalletWatch(): void {
  const { refresh, signOut } = useAuth();
  const toast = useToast();
  useEffect(() => {
    const provider = ethereum();
    if (!provider?.on) return;
    const onChange = async (...args: unknown[]) => {
      const accounts = (args[0] as string[]) ?? [];
      if (!getToken()) return;
      if (!accounts.length) return signOut();
      const me = await refresh();
      if (!me || !me.user_address || me.user_address.toLowerCase() !== accounts[0].toLowerCase()) {
        signOut();
        toast.error('Please reconnect your wallet');
      }
    };
    provider.on('accountsChanged', onChange);
    return () => provider.removeListener?.('accountsChanged', onChange);
  }, [refresh, signOut, toast]);
}
