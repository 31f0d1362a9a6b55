import { memo } from 'react';
import { HomeSaleGate } from '../../billing';
import { CatalogTilesShelf } from './CatalogTilesShelf';
import { ClassOfTheDay } from './ClassOfTheDay';
import { FeaturedCarousel, FeaturedPlaylist } from './FeaturedCarousel';
import { LiveScheduleRow } from './LiveScheduleRow';
import { MemberShelf } from './MemberShelf';
import { MyWeekPlanRow } from './MyWeekPlanRow';
import { PlaylistShelf } from './PlaylistShelf';
import { ProgramShelf } from './ProgramShelf';
import { PromoBanner } from './PromoBanner';
import type { ShelfRowProps } from './shelf-props';

/**
 * One home row, drawn by the component for its type. Memoised: the home page renders again when the
 * address's query changes (opening the account dialog), and its rows need not (the dialog's
 * interaction to next paint).
 */
export const HomeShelfRow = memo(function HomeShelfRow(props: ShelfRowProps) {
  switch (props.shelf.type) {
    case 'featured':
      return <FeaturedCarousel {...props} />;
    case 'daily-classes':
      return <ClassOfTheDay {...props} />;
    case 'playlist':
      // A site config's featured row (`content[].featured`) is its playlist as the one-tile carousel.
      return props.shelf.featured ? <FeaturedPlaylist {...props} /> : <PlaylistShelf {...props} />;
    case 'programs':
    case 'sections':
    case 'playlists':
      return <CatalogTilesShelf {...props} />;
    case 'program':
      return <ProgramShelf {...props} />;
    case 'live-class-hero':
      // Today's real classes, from a chunk of the live feature's own.
      return <LiveScheduleRow />;
    case 'my-week-plan':
      // A member's real plan for today, from a chunk of the week plan's own.
      return <MyWeekPlanRow {...props} />;
    case 'new-year-sale':
      // Only while a sale runs (the new-year sale, else the promotional page); its check loads with
      // billing's promotions, not in the first script.
      return <HomeSaleGate>{(sale) => <PromoBanner {...props} sale={sale} />}</HomeSaleGate>;
    case 'continue-watching':
    case 'favorites':
    case 'watch-again':
    case 'keep-going':
      return <MemberShelf {...props} />;
  }
});
