// /versions/{kv_key}: every version, newest version first, variants by variant index descending.
import { Link, useParams } from 'react-router-dom';
import { useVersions, type Version } from '../games';

export function Versions() {
  const { kv_key: kv = '' } = useParams();
  const q = useVersions(kv, 'Failed to load game versions');
  const versions = q.isError ? [] : (q.data?.versions ?? null);
  const groups = new Map<number, Version[]>();
  for (const v of versions ?? []) groups.set(v.version_number, [...(groups.get(v.version_number) ?? []), v]);
  const numbers = [...groups.keys()].sort((a, b) => b - a);
  return (
    <section className="stack">
      <h1>Game Versions</h1>
      <Link to="/library">Back to Library</Link>
      {versions && versions.length === 0 && <p className="muted">No versions found</p>}
      {numbers.map((n) => (
        <div key={n} className="version-group">
          <h2>Version {n}</h2>
          {groups
            .get(n)!
            .sort((a, b) => b.variant_index - a.variant_index)
            .map((v) => (
              <div key={v.kv_key} className="version" data-testid="version">
                <strong>{v.name}</strong> by @{v.author_username} · variant {v.variant_index} ·{' '}
                {new Date(v.created_at).toLocaleString()}{' '}
                {v.is_public && <span className="badge">Public</span>} <Link to={`/v/${v.kv_key}`}>Play</Link>
              </div>
            ))}
        </div>
      ))}
    </section>
  );
}
