// /waiting/{kv_key}: generation progress; on completion the game's page.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { GENERATION_POLL_MS, getStatus, STAGE_TEXT, waitForGame, type Stage } from '../games';

export function Waiting() {
  const { kv_key: kv = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage | null>(null);
  useEffect(() => {
    let live = true;
    const poll = async () => {
      try {
        const s = await getStatus(kv);
        if (!live) return;
        if (s.stage) setStage(s.stage);
        if (s.status === 2) {
          await waitForGame(kv);
          if (live) navigate(`/games/${kv}`, { replace: true });
        } else if (s.status < 0) setError(s.error || 'Generation failed');
      } catch {
        if (live) setError('Failed to check game status');
      }
    };
    void poll();
    const t = setInterval(poll, GENERATION_POLL_MS);
    return () => {
      live = false;
      clearInterval(t);
    };
  }, [kv, navigate]);
  if (error) {
    return (
      <div className="stack center">
        <h1>Generation Failed</h1>
        <p>{error}</p>
        <Link to="/">Back to Home</Link>
      </div>
    );
  }
  return (
    <div className="stack center">
      <div className="spinner" aria-hidden />
      <h1>Generating Your Game</h1>
      <p>This might take a few minutes...</p>
      {stage && (
        <p className="muted" role="status" data-testid="stage">
          {STAGE_TEXT[stage]}
        </p>
      )}
    </div>
  );
}
