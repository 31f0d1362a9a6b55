import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, serverViolation, webViolation } from './check-boundaries.mjs';

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
      { specifier: './a', dynamic: false },
      { specifier: '../b', dynamic: false },
      { specifier: './c', dynamic: false },
      { specifier: './d', dynamic: false },
      { specifier: './g', dynamic: false },
      { specifier: './e.css', dynamic: false },
      { specifier: './f', dynamic: true },
    ]);
  });
});
