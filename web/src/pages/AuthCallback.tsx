import { useSearchParams } from 'react-router-dom';

export function AuthCallback() {
  const [params] = useSearchParams();
  if (!params.get('token')) return <div className="fullscreen">Invalid authentication link</div>;
  return <div className="fullscreen">Logging you in...</div>;
}
