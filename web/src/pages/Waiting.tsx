// /waiting/{kv_key}: generation progress; on completion the game's page.
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { STAGE_TEXT, useGenerationStatus } from '../games';

export function Waiting() {
  const { kv_key: kv = '' } = useParams();
  const navigate = useNavigate();
  const { status, done, error } = useGenerationStatus(kv);
  const stage = status?.stage ?? null;
  useEffect(() => {
    if (done) navigate(`/games/${kv}`, { replace: true });
  }, [done, kv, navigate]);
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
