// The admin module's public face. What a studio admin does from the command line (`npm run admin`)
// and what the server does for the demo studio at start-up: it has no part in the web server, so no
// Fastify plugin; cli/ and main.ts use it through this file. It takes accounts' types only and is
// given accounts' tools (createAccountsTools) by its caller, so `npm run admin -- help` answers
// without loading better-auth.
export {
  AdminError,
  AdminService,
  type GrantRequest,
  isProductType,
  MAX_DAY_PASSES,
  MAX_GRANT_DAYS,
  type ProductType,
  productTypeProblem,
} from './admin.service';
export {
  DEMO_EMAIL_DOMAIN,
  type DemoAccount,
  type DemoAccountsOutcome,
  type DemoAccountsState,
  type DemoHistory,
  demoAccountsTable,
  ensureDemoAccounts,
} from './demo-accounts';
export { type ImportReport, MemberImporter } from './member-import';
export { assertDataFolderFree, claimDataFolder, DataFolderBusyError, pgliteDirOf } from './server-lock';
