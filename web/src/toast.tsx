// Toasts of spec §8-§9: top centre; success 2 s, error 4 s, default 4 s; a loading toast stays until
// replaced (same id); at most 20 kept.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

type Kind = 'success' | 'error' | 'loading' | 'info';
interface Toast {
  id: string;
  kind: Kind;
  text: string;
}
interface ToastApi {
  success(text: string, id?: string): void;
  error(text: string, id?: string): void;
  info(text: string, id?: string): void;
  loading(text: string, id?: string): string;
  dismiss(id: string): void;
}

const DURATION: Record<Kind, number> = { success: 2000, error: 4000, info: 4000, loading: 0 };
const MAX_TOASTS = 20;
const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const seq = useRef(0);

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((t) => t.filter((x) => x.id !== id));
  }, []);

  const show = useCallback(
    (kind: Kind, text: string, id = `t${++seq.current}`) => {
      clearTimeout(timers.current.get(id));
      setToasts((t) => [...t.filter((x) => x.id !== id), { id, kind, text }].slice(-MAX_TOASTS));
      if (DURATION[kind])
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), DURATION[kind]),
        );
      return id;
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(
    () => ({
      success: (t, id) => void show('success', t, id),
      error: (t, id) => void show('error', t, id),
      info: (t, id) => void show('info', t, id),
      loading: (t, id) => show('loading', t, id),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast-${t.kind}`} data-testid={`toast-${t.kind}`}>
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast outside ToastProvider');
  return ctx;
}
