// /profile: edit your profile. The wallet address is shown but never editable.
import { useState } from 'react';
import { validateProfilePatch, type ProfileField } from '@degs/rules';
import { useAuth, useSaveProfile } from '../auth';
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
  const { user } = useAuth();
  const toast = useToast();
  const saver = useSaveProfile({
    onSuccess: () => toast.success('Profile updated successfully'),
    onError: (err) => toast.error(err.message || 'Failed to update profile'),
  });
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(FIELDS.map((f) => [f.name, (user?.[f.name] as string | null) ?? ''])),
  );
  if (!user) return <p>Please connect your wallet to view your profile.</p>;

  function save(e: React.FormEvent) {
    e.preventDefault();
    // The username is checked only if given.
    const patch = Object.fromEntries(
      Object.entries(values).filter(([k, v]) => k !== 'username' || v.trim() !== ''),
    );
    const checked = validateProfilePatch(patch);
    if ('error' in checked) return toast.error(checked.error);
    saver.mutate(patch);
  }
  const saving = saver.isPending;

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
