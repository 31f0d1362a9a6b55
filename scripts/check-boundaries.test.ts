import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dialogViewsViolation,
  importsOf,
  reExportsOf,
  serverViolation,
  webViolation,
} from './check-boundaries.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = (file: string) => path.join(root, 'apps/web/src', file);
const server = (file: string) => path.join(root, 'apps/server/src', file);

describe('web features meet through index.ts', () => {
  it("refuses a feature importing another feature's private file", () => {
    expect(webViolation(web('features/library/x.ts'), web('features/accounts/use-viewer.ts'), false)).toMatch(
      /private file of the web feature "accounts"/,
    );
  });

  it('allows the public entry, the own feature, and shared code', () => {
    expect(webViolation(web('features/library/x.ts'), web('features/accounts/index.ts'), false)).toBeNull();
    expect(webViolation(web('features/library/a/x.ts'), web('features/library/b/y.ts'), false)).toBeNull();
    expect(webViolation(web('features/library/x.ts'), web('lib/api-client.ts'), false)).toBeNull();
  });

  it("lets the app lazily load a feature's route pages, but not import them statically", () => {
    const page = web('features/billing/routes/PricingPage.tsx');
    expect(webViolation(web('app/router.tsx'), page, true)).toBeNull();
    expect(webViolation(web('app/router.tsx'), page, false)).not.toBeNull();
    expect(webViolation(web('components/Sidebar.tsx'), page, true)).not.toBeNull();
  });

  it('keeps shared code free of features, even of their public entries', () => {
    expect(webViolation(web('lib/api-client.ts'), web('features/accounts/index.ts'), false)).toMatch(
      /shared code and may not depend on the web feature "accounts"/,
    );
    expect(
      webViolation(web('components/Poster.tsx'), web('features/catalog/index.ts'), false),
    ).not.toBeNull();
  });

  it('exempts test support', () => {
    expect(
      webViolation(web('testing/render-app.tsx'), web('features/accounts/api/get-profile.ts'), false),
    ).toBeNull();
  });
});

describe("the account dialog's views are the app's registry's alone (issue 32)", () => {
  const accounts = web('features/accounts/index.ts');
  const billing = web('features/billing/index.ts');
  const accountsIndex = [
    "export { useViewer } from './use-viewer';",
    "export type { DialogViewProps } from './views/view-props';",
    "export { accountsDialogViews } from './views/dialog-views';",
  ].join('\n');
  const billingIndex =
    "export { useOffers } from './api/billing-api';\nexport { billingDialogViews } from './views/dialog-views';";

  it("refuses accounts' dialog naming billing's views, and billing's views taking accounts' dialog props", () => {
    expect(
      dialogViewsViolation(
        web('features/accounts/components/dialog-views.ts'),
        billing,
        ['billingDialogViews'],
        billingIndex,
      ),
    ).toMatch(/"billingDialogViews" from the account dialog's views of the web feature "billing"/);
    expect(
      dialogViewsViolation(
        web('features/billing/views/CheckoutView.tsx'),
        accounts,
        ['DialogViewProps', 'useViewer'],
        accountsIndex,
      ),
    ).toMatch(/"DialogViewProps" from the account dialog's views of the web feature "accounts"/);
    expect(dialogViewsViolation(web('features/live/x.ts'), accounts, ['*'], accountsIndex)).not.toBeNull();
    expect(
      dialogViewsViolation(
        web('features/live/x.ts'),
        accounts,
        ['useViewer'],
        'export * from "./views/dialog-views";',
      ),
    ).not.toBeNull();
  });

  it("allows the rest of a feature's index, and the app's registry", () => {
    expect(
      dialogViewsViolation(web('features/billing/views/x.tsx'), accounts, ['useViewer'], accountsIndex),
    ).toBeNull();
    expect(dialogViewsViolation(web('features/live/x.ts'), billing, ['useOffers'], billingIndex)).toBeNull();
    expect(
      dialogViewsViolation(web('app/dialog-views.ts'), billing, ['billingDialogViews'], billingIndex),
    ).toBeNull();
    expect(
      dialogViewsViolation(
        web('features/accounts/components/AccountDialog.tsx'),
        accounts,
        ['accountsDialogViews'],
        accountsIndex,
      ),
    ).toBeNull();
  });

  it('reads what an index re-exports, by the name it exports', () => {
    expect(
      reExportsOf("export { a, b as c } from './x';\nexport type { T } from './t';\nexport * from './all';"),
    ).toEqual([
      { name: 'a', specifier: './x' },
      { name: 'c', specifier: './x' },
      { name: 'T', specifier: './t' },
      { name: '*', specifier: './all' },
    ]);
  });
});

describe('server modules meet through <name>.module.ts', () => {
  it("refuses a module importing another module's repository", () => {
    expect(
      serverViolation(
        server('modules/admin/admin.service.ts'),
        server('modules/accounts/users.repository.ts'),
      ),
    ).toMatch(/private file of the server module "accounts"/);
    expect(serverViolation(server('app.ts'), server('modules/library/library.repository.ts'))).not.toBeNull();
  });

  it("allows the module's plugin file, its own files, and test support to tests", () => {
    expect(serverViolation(server('app.ts'), server('modules/catalog/catalog.module.ts'))).toBeNull();
    expect(serverViolation(server('modules/catalog/a.ts'), server('modules/catalog/b.ts'))).toBeNull();
    const support = server('modules/catalog/testing/fixtures.ts');
    expect(serverViolation(server('modules/library/x.int.test.ts'), support)).toBeNull();
    expect(serverViolation(server('modules/library/library.service.ts'), support)).not.toBeNull();
  });
});

describe('imports are found in every form', () => {
  it('reads static imports, re-exports, type imports and lazy imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "export * from './d';",
      "import './e.css';",
      'const Page = lazy(() => import("./f"));',
      'import {\n  g,\n  h,\n} from "./g";',
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: './a', dynamic: false, names: ['a'] },
      { specifier: '../b', dynamic: false, names: ['B'] },
      { specifier: './c', dynamic: false, names: ['c'] },
      { specifier: './d', dynamic: false, names: ['*'] },
      { specifier: './g', dynamic: false, names: ['g', 'h'] },
      { specifier: './e.css', dynamic: false },
      { specifier: './f', dynamic: true },
    ]);
  });
});
