import { Page } from './Page';

export function AdsPage() {
  return (
    <Page title="Ad network" testId="ads">
      <p>
        Ad slots on viral games (50,000+ daily views) are sold in an auction that lasts 1 hour. Bids are in
        DEGS and must exceed the current highest bid; outbid bidders are refunded automatically. The winning
        ad is displayed for 3.5 days, and 100% of the winning bid goes to token holders.
      </p>
      <button disabled>Coming Soon</button>
    </Page>
  );
}
