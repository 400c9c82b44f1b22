// /profile: edit your profile. The wallet address is shown but never editable.
import { useState } from 'react';
import { validateProfilePatch, type ProfileField } from '@degs/rules';
import { api, type User } from '../api';
import { useAuth } from '../auth';
import { useToast } from '../toast';

const FIELDS: { name: ProfileField; label: string; multiline?: boolean }[] = [
  { name: 'username', label: 'Username' },
  { name: 'bio', label: 'Bio', multiline: true },
  { name: 'website', label: 'Website' },
  { name: 'tiktok_profile', label: 'TikTok' },
  { name: 'x_profile', label: 'X' },
  { name: 'twitch_profile', label: 'Twitch' },
];

export function ProfileSettings() {
  const { user, setUser } = useAuth();
  const toast = useToast();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(FIELDS.map((f) => [f.name, (user?.[f.name] as string | null) ?? ''])),
  );
  const [saving, setSaving] = useState(false);
  if (!user) return <p>Please connect your wallet to view your profile.</p>;

  async function save(e: React.FormEvent) {
    e.preventDefault();
    // The username is checked only if given.
    const patch = Object.fromEntries(
      Object.entries(values).filter(([k, v]) => k !== 'username' || v.trim() !== ''),
    );
    const checked = validateProfilePatch(patch);
    if ('error' in checked) return toast.error(checked.error);
    setSaving(true);
    try {
      setUser(await api<User>('/api/user', { method: 'PATCH', auth: 'required', json: patch }));
      toast.success('Profile updated successfully');
    } catch (err) {
      toast.error((err as Error).message || 'Failed to update profile');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="stack settings" onSubmit={save}>
      <h1>Profile Settings</h1>
      <label>
        Wallet address
        <input value={user.user_address ?? ''} readOnly disabled aria-label="Wallet address" />
      </label>
      {FIELDS.map((f) => (
        <label key={f.name}>
          {f.label}
          {f.multiline ? (
            <textarea
              aria-label={f.label}
              value={values[f.name]}
              onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
            />
          ) : (
            <input
              aria-label={f.label}
              value={values[f.name]}
              onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
            />
          )}
        </label>
      ))}
      <button className="primary" type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}
