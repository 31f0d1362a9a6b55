import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './template';

/** Vitest global setup: builds (or reuses) the migrated template once per run. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    project.provide('dbTemplate', {
      kind: 'postgres',
      adminUrl,
      name: await ensurePostgresTemplate(adminUrl),
    });
  } else {
    project.provide('dbTemplate', { kind: 'pglite', file: await ensurePgliteTemplate() });
  }
}
