// /auth/callback?token=: exchanges the magic-link token for a session.
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, ok } from '../api';
import { useAuth } from '../auth';
import { useToast } from '../toast';

export function AuthCallback() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { signIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const verify = useMutation({
    mutationFn: (t: string) => ok(api.POST('/api/auth/email/verify', { body: { token: t } })),
    onSuccess: (result) => {
      signIn(result);
      if (result.user.username) toast.success('Successfully logged in!');
      navigate('/', { replace: true });
    },
    onError: () => toast.error('Failed to verify authentication link'),
  });
  const error = token ? (verify.error?.message ?? null) : 'Invalid authentication link';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // one use per link, even under StrictMode's double effects
    started.current = true;
    if (!token) toast.error('Invalid authentication link');
    else verify.mutate(token);
  }, [token, toast, verify]);

  return (
    <div className="fullscreen stack center">
      <div>{error ?? 'Logging you in...'}</div>
      {error && <a href="/">Back to Home</a>}
    </div>
  );
}
