import { test } from '../support/fixtures';
import { testRedirect } from '../support/redirects';

// The shortcut targets are a program and a playlist of the demo studio: elsewhere they would be 404s.
test.use({ demoStudio: true });

const shortcuts: [string, string][] = [
  ['/sticky-buns', '/programs/sticky-buns'],
  ['/journey-to-pointe', '/programs/journey-to-pointe'],
  ['/free-library', '/p/free-library'],
];
for (const [from, to] of shortcuts) testRedirect(from, to);
