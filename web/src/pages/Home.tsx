// The home feed: the header strip, the recent-games banner and the catalogue (starting on top_day).
import { HeaderStrip } from '../home/HeaderStrip';
import { RecentBanner } from '../home/RecentBanner';
import { Catalogue } from '../home/Catalogue';

export function Home() {
  return (
    <section className="home" data-testid="page-home">
      <HeaderStrip />
      <RecentBanner />
      <Catalogue />
    </section>
  );
}
