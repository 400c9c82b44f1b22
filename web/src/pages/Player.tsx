import { useState } from 'react';
import { Link } from 'react-router-dom';

// The gateway writes the play origin into index.html; games never run on the app origin.
const PLAY_ORIGIN =
  document.querySelector<HTMLMetaElement>('meta[name="degs-play-origin"]')?.content ??
  `${location.protocol}//${location.hostname}:8081`;

/** Full-screen player: the game's page from the play origin, sandboxed, under a top bar. */
export function Player({ kvKey, kind }: { kvKey: string; kind: 'game' | 'version' }) {
  const [loaded, setLoaded] = useState(false);
  if (!kvKey)
    return <div className="fullscreen">{kind === 'game' ? 'Game not found' : 'Version not found'}</div>;
  return (
    <div className="player">
      <div className="topbar">
        <Link to="/">home</Link>
      </div>
      {!loaded && <div className="fullscreen overlay">Loading game...</div>}
      <iframe
        title="game"
        src={`${PLAY_ORIGIN}/play/${encodeURIComponent(kvKey)}.html`}
        sandbox="allow-scripts allow-pointer-lock"
        allow="autoplay; fullscreen"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
