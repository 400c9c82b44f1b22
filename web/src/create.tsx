// The create/improve modal, reachable from the nav bar ('create') and the player ('improve').
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { isBlank, relativeTime } from '@degs/rules';
import { VoiceRecorder } from './components/VoiceRecorder';
import { api, ok, session, type GenerateRequest } from './api';
import { useAuth } from './auth';
import { useToast } from './toast';
import { Confetti } from './components/Confetti';
import { Dialog } from './components/Dialog';
import { STAGE_TEXT, useGenerationStatus, useVersions, type Game, type Version } from './games';

interface CreateApi {
  open(improve?: Game): void;
}
const CreateContext = createContext<CreateApi | null>(null);

export function useCreate(): CreateApi {
  const ctx = useContext(CreateContext);
  if (!ctx) throw new Error('useCreate outside CreateProvider');
  return ctx;
}

export function CreateProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ improve?: Game } | null>(null);
  const open = useCallback((improve?: Game) => setState({ improve }), []);
  return (
    <CreateContext.Provider value={{ open }}>
      {children}
      {state && <CreateModal improve={state.improve} onClose={() => setState(null)} />}
    </CreateContext.Provider>
  );
}

type Step =
  { kind: 'form' } | { kind: 'generating'; kv: string; first: boolean } | { kind: 'celebrate'; kv: string };

function CreateModal({ improve, onClose }: { improve?: Game; onClose(): void }) {
  const { refresh } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  // The history to improve from (a failure only leaves it empty).
  const versions: Version[] = useVersions(improve?.kv_key).data?.versions ?? [];
  const [multiplayer, setMultiplayer] = useState(false); // the toggle exists but is hidden for now

  const generate = useMutation({
    mutationFn: async (body: GenerateRequest) => {
      const r = await ok(api.POST('/api/games/generate', { body, headers: session('required') }));
      if (r.error || r.status < 0) throw new Error(r.error ?? 'Failed to generate game');
      return r;
    },
    onSuccess: (r) => {
      setStep({ kind: 'generating', kv: r.kv_key, first: r.is_first_creation });
      void refresh(); // energy went down
    },
    onError: (err) => setError(err.message || 'Failed to start generation'),
  });
  const sending = generate.isPending;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (isBlank(prompt) || sending) return;
    setError(null);
    // Improve the latest version when there are versions, else the game shown.
    const parent = improve ? (versions[0]?.kv_key ?? improve.kv_key) : undefined;
    generate.mutate({
      prompt: prompt.trim(),
      ...(parent ? { parent_kv_key: parent } : {}),
      ...(!parent && multiplayer ? { is_multiplayer: true } : {}),
    });
  }

  const finish = useCallback(
    (kv: string, first: boolean, notes: string[]) => {
      toast.success('Game generated successfully!');
      for (const note of notes) toast.info(note); // what could not be done is said, never dropped
      if (first) setStep({ kind: 'celebrate', kv });
      else {
        onClose();
        navigate(`/v/${kv}`);
      }
    },
    [navigate, onClose, toast],
  );

  return (
    <Dialog
      label={improve ? 'Improve Game' : 'Create New Game'}
      className="wide"
      // Escape cancels the form; while the game is made, closing would lose it.
      onClose={step.kind === 'form' ? onClose : undefined}
    >
      {step.kind === 'form' && (
        <form className="stack" onSubmit={submit}>
          <h2>{improve ? 'Improve Game' : 'Create New Game'}</h2>
          <textarea
            aria-label="Prompt"
            placeholder={
              improve
                ? 'What should change? e.g. make it faster and add power-ups'
                : 'Describe your game, e.g. a snake game in space'
            }
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            autoFocus
          />
          {!improve && (
            <label hidden>
              <input
                type="checkbox"
                checked={multiplayer}
                onChange={(e) => setMultiplayer(e.target.checked)}
              />{' '}
              Multiplayer
            </label>
          )}
          <div className="row">
            <VoiceRecorder onText={(text) => setPrompt((p) => (p.trim() ? `${p.trim()} ${text}` : text))} />
            <span className="grow" />
            <button type="button" onClick={onClose}>
              Cancel
            </button>
            <button className="primary" type="submit" disabled={isBlank(prompt) || sending}>
              {improve ? 'Improve' : 'Create'}
            </button>
          </div>
          {error && <div className="field-error">{error}</div>}
          {improve && versions.length > 0 && (
            <div className="history">
              <h3>Version History</h3>
              <ul>
                {versions.map((v) => (
                  <li key={v.kv_key}>
                    <Link to={`/v/${v.kv_key}`} onClick={onClose}>
                      Version {v.version_number}
                    </Link>{' '}
                    by <Link to={`/user/${v.author_username}`}>@{v.author_username}</Link>{' '}
                    <span className="muted">{relativeTime(v.created_at)}</span>
                    <div className="muted">{v.prompt}</div>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </form>
      )}
      {step.kind === 'generating' && (
        <Generating
          kv={step.kv}
          onDone={(notes) => finish(step.kv, step.first, notes)}
          onError={(m) => (setStep({ kind: 'form' }), setError(m))}
        />
      )}
      {step.kind === 'celebrate' && (
        <div className="stack center" data-testid="celebration">
          <Confetti pieces={500} />
          <h2>Welcome to degs — you made your first game!</h2>
          <ul className="tips">
            <li>Use the improve button to change anything: speed, colours, a boss, power-ups.</li>
            <li>Publish it with the button at the top left when you are happy with it.</li>
            <li>Start with simple ideas and build on them version by version.</li>
          </ul>
          <button
            className="primary"
            onClick={() => {
              onClose();
              navigate(`/v/${step.kv}`);
            }}
          >
            Let&apos;s Go!
          </button>
        </div>
      )}
    </Dialog>
  );
}

/** The generating view: a 30 s bar (or the job's real progress when further), status polled every 2 s. */
function Generating({
  kv,
  onDone,
  onError,
}: {
  kv: string;
  onDone(notes: string[]): void;
  onError(message: string): void;
}) {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const { status, done, error } = useGenerationStatus(kv);
  const stage = status?.stage ? { name: status.stage, progress: status.progress ?? 0 } : null;
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, []);
  // The end is told once.
  const ended = useRef(false);
  useEffect(() => {
    if (ended.current || (!done && !error)) return;
    ended.current = true;
    if (done) onDone(status?.notes ?? []);
    else onError(error!);
  }, [done, error, status, onDone, onError]);
  const pct = Math.min(100, Math.max(((now - started) / 30_000) * 100, (stage?.progress ?? 0) * 100));
  return (
    <div className="stack" data-testid="generating">
      <h2>Generating your game...</h2>
      <div className="progress">
        <div style={{ width: `${pct}%` }} />
      </div>
      {stage && (
        <p className="muted" role="status" data-testid="stage">
          {STAGE_TEXT[stage.name]}
        </p>
      )}
      <a href="/ads" target="_blank" rel="noopener noreferrer">
        Click to learn about advertising opportunities
      </a>
      <p className="field-error">Do not close this page or the generation will fail.</p>
    </div>
  );
}
