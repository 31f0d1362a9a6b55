import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { HISTORY_STORAGE_KEY, useLocalHistory } from './local-history';

/** Counts its renders and shows how many classes the history holds. */
function Probe({ renders }: { renders: number[] }) {
  const history = useLocalHistory();
  renders.push(history.length);
  return <p>{history.length}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

it('takes over a page with an empty history without drawing it again', async () => {
  localStorage.setItem(HISTORY_STORAGE_KEY, '[]');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe renders={[]} />);
  document.body.append(container);
  const renders: number[] = [];
  await act(async () => {
    hydrateRoot(container, <Probe renders={renders} />);
  });
  // A new empty array would read as a change of the store: React would render again, synchronously.
  expect(renders).toEqual([0]);
});
