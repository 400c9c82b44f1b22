import { LINKS } from '../links';
import { Page } from './Page';

export function TokenPage() {
  return (
    <Page title="DEGS token" testId="token">
      <p>The DEGS token is live in a fair launch on an external launchpad.</p>
      <a className="button primary" href={LINKS.buy} target="_blank" rel="noopener noreferrer">
        Buy DEGS
      </a>
      <ul>
        <li>90% fair launch allocation</li>
        <li>100 ETH target raise</li>
        <li>No team allocation</li>
        <li>No presale</li>
      </ul>
      <p>
        100% of platform revenue from in-app purchases and ads goes to token holders; 70% of revenue goes to
        game creators.
      </p>
    </Page>
  );
}
