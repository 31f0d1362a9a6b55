import { DESKTOP_WIDTH } from '@releve/contracts/viewport';
import { createContext } from 'react';

/**
 * The window width the server guessed when it rendered the page (contracts' `guessViewportWidth`,
 * decision 018): given by the server render, read back from the page by the web app. The first
 * (hydrating) render answers with it, so it matches the server's HTML; the real width follows.
 */
export const ViewportGuessContext = createContext<number>(DESKTOP_WIDTH);
