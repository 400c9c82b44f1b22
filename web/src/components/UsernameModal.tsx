// Full-screen step for a signed-in user without a username: validated on every keystroke.
import { useState } from 'react';
import { usernameError } from '@degs/rules';
import { useSaveProfile } from '../auth';
import { useToast } from '../toast';
import { Dialog } from './Dialog';

export function UsernameModal() {
  const toast = useToast();
  const saver = useSaveProfile({
    onSuccess: () => toast.success('Account created successfully!', 'account'),
    onError: (err) => toast.error(err.message || 'Failed to create account', 'account'),
  });
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);

  function change(value: string) {
    setUsername(value);
    setError(value === '' ? null : usernameError(value)); // the error clears when the field is emptied
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const problem = usernameError(username);
    if (problem) return setError(problem);
    toast.loading('Setting up your account...', 'account');
    saver.mutate({ username });
  }
  const sending = saver.isPending;

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
