import { createContext, useContext } from 'react';

/**
 * Whether the page being shown was opened from within the console (rather than loaded with the
 * browser's page): the console layout sets it, a page's frame moves the focus to its title then.
 */
export const ArrivedByNavigation = createContext(false);

export const useArrivedByNavigation = () => useContext(ArrivedByNavigation);
