// Full-screen step for a signed-in user without a username: validated on every keystroke.
import { useState } from 'react';
import { usernameError } from '@degs/rules';
import { api, type User } from '../api';
import { useAuth } from '../auth';
import { useToast } from '../toast';
import { Dialog } from './Dialog';

export function UsernameModal() {
  const { setUser } = useAuth();
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function change(value: string) {
    setUsername(value);
    setError(value === '' ? null : usernameError(value)); // the error clears when the field is emptied
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const problem = usernameError(username);
    if (problem) return setError(problem);
    setSending(true);
    toast.loading('Setting up your account...', 'account');
    try {
      const user = await api<User>('/api/user', { method: 'PATCH', auth: 'required', json: { username } });
      toast.success('Account created successfully!', 'account');
      setUser(user);
    } catch (err) {
      toast.error((err as Error).message || 'Failed to create account', 'account');
    } finally {
      setSending(false);
    }
  }

  return (
    // Not dismissable: the sign-in finishes here.
    <Dialog label="Choose a username" className="full">
      <form className="stack" onSubmit={submit}>
        <h2>Choose your username</h2>
        <p className="muted">
          Your username identifies you on degs: it is shown on your games and your profile.
        </p>
        <input aria-label="Username" value={username} onChange={(e) => change(e.target.value)} autoFocus />
        {error && <div className="field-error">{error}</div>}
        <button className="primary" type="submit" disabled={sending || !username.trim() || Boolean(error)}>
          {sending ? 'Creating...' : 'Create Account'}
        </button>
      </form>
    </Dialog>
  );
}
