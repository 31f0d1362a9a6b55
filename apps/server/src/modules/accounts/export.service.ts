import type { ExportRepository } from './export.repository';
import type { ExportSection } from './export.sections';

/** The export file's top-level keys Relevé writes itself; sections may not take them. */
const RESERVED_KEYS = new Set(['exportedAt', 'format']);
export const EXPORT_FORMAT = 'releve-member-data/1';

/** Builds a member's data export from a list of named sections, in their order. */
export class AccountExportService {
  private readonly sections: ExportSection[] = [];

  constructor(
    private readonly repository: ExportRepository,
    sections: ExportSection[],
    private readonly publicUrl: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.addSections(...sections);
  }

  /** Adds sections after those already there (other modules add theirs as they register). */
  addSections(...sections: ExportSection[]): void {
    for (const section of sections) {
      const { name } = section;
      if (RESERVED_KEYS.has(name) || this.sections.some((known) => known.name === name)) {
        throw new Error(`Export section name taken: ${name}`);
      }
      this.sections.push(section);
    }
  }

  /** The export as one JSON-ready object, or undefined when there is no such user. */
  async exportOf(userId: string): Promise<Record<string, unknown> | undefined> {
    const exportedAt = this.clock();
    const user = await this.repository.findUser(userId);
    if (!user) return undefined;
    const context = { userId, user, publicUrl: this.publicUrl };
    const collected = await Promise.all(this.sections.map((section) => section.collect(context)));
    return {
      format: EXPORT_FORMAT,
      exportedAt: exportedAt.toISOString(),
      ...Object.fromEntries(this.sections.map((section, index) => [section.name, collected[index]])),
    };
  }
}
