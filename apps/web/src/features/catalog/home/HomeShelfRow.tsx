import { Suspense } from 'react';
import { NewYearSaleGate } from '../../billing';
import { CatalogTilesShelf } from './CatalogTilesShelf';
import { ClassOfTheDay } from './ClassOfTheDay';
import { FeaturedCarousel } from './FeaturedCarousel';
import { LiveScheduleRow } from './LiveScheduleRow';
import { MemberShelf } from './MemberShelf';
import { MyWeekPlanRow } from './MyWeekPlanRow';
import { PlaylistShelf } from './PlaylistShelf';
import { ProgramShelf } from './ProgramShelf';
import { PromoBanner } from './PromoBanner';
import type { ShelfRowProps } from './shelf-props';

/** One home row, drawn by the component for its type. */
export function HomeShelfRow(props: ShelfRowProps) {
  switch (props.shelf.type) {
    case 'featured':
      return <FeaturedCarousel {...props} />;
    case 'daily-classes':
      return <ClassOfTheDay {...props} />;
    case 'playlist':
      return <PlaylistShelf {...props} />;
    case 'programs':
    case 'sections':
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
      // Only while the sale runs; its check loads with billing's promotions, not in the first script.
      return (
        <Suspense fallback={null}>
          <NewYearSaleGate>
            <PromoBanner {...props} />
          </NewYearSaleGate>
        </Suspense>
      );
    case 'continue-watching':
    case 'favorites':
    case 'watch-again':
    case 'keep-going':
      return <MemberShelf {...props} />;
  }
}
