import type { FeaturedContent } from '@releve/contracts';
import type { Audience } from '@releve/contracts/home-audience';
import { createContext, useContext } from 'react';

/**
 * The home page as someone else would see it, at another time: the studio console's preview
 * (decision 044) draws the members' own rows inside this, with its draft featured slots, a chosen
 * audience and a chosen instant. Outside a preview there is none, and the rows read the viewer,
 * the catalogue and the clock.
 */
export interface HomeView {
  featured: readonly FeaturedContent[];
  audience: Audience;
  at: number;
}

export const HomeViewContext = createContext<HomeView | null>(null);

export const useHomeView = () => useContext(HomeViewContext);
