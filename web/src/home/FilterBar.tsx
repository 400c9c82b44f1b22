// The feed filter bar: a 'top' dropdown (today, week, month), 'new', and after sign-in 'following'
// and 'liked'. The dropdown closes on a click outside it.
import { useEffect, useRef, useState } from 'react';
import type { FeedFilter } from '@degs/rules';

const TOP: [FeedFilter, string][] = [
  ['top_day', 'today'],
  ['top_week', 'week'],
  ['top_month', 'month'],
];

export function FilterBar({
  value,
  signedIn,
  onChange,
}: {
  value: FeedFilter;
  signedIn: boolean;
  onChange(f: FeedFilter): void;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const top = TOP.find(([f]) => f === value);
  const pick = (f: FeedFilter) => {
    setOpen(false);
    onChange(f);
  };
  const tab = (f: FeedFilter, label: string) => (
    <button
      key={f}
      className={value === f ? 'tab active' : 'tab'}
      aria-pressed={value === f}
      onClick={() => pick(f)}
    >
      {label}
    </button>
  );

  return (
    <div className="filter-bar" data-testid="filter-bar">
      <div className="dropdown" ref={ref}>
        <button
          className={top ? 'tab active' : 'tab'}
          aria-expanded={open}
          aria-haspopup="menu"
          onClick={() => setOpen(!open)}
        >
          top{top ? `: ${top[1]}` : ''} ▾
        </button>
        {open && (
          <div className="dropdown-menu" role="menu">
            {TOP.map(([f, label]) => (
              <button key={f} role="menuitem" aria-checked={value === f} onClick={() => pick(f)}>
                {label}
              </button>
            ))}
          </div>
        )}
      </div>
      {tab('new', 'new')}
      {signedIn && tab('following', 'following')}
      {signedIn && tab('liked', 'liked')}
    </div>
  );
}
