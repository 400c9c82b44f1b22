import { LINKS } from '../links';

/** buy, telegram, twitter in new tabs; each shakes for 0.3 s every 5 s (the CSS animation's cycle). */
export function HeaderStrip() {
  return (
    <div className="header-strip" data-testid="header-strip">
      {(['buy', 'telegram', 'twitter'] as const).map((name) => (
        <a key={name} className="shake" href={LINKS[name]} target="_blank" rel="noopener noreferrer">
          {name}
        </a>
      ))}
    </div>
  );
}
