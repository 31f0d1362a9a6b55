import { homeShelfTypes, promotedIcons, showToValues } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import { catalogReferenceProblems } from '../catalog-references';
import { generateDemoCatalog } from './catalog';
import { DAILY_CLASSES_FUTURE_DAYS, DAILY_CLASSES_PAST_DAYS } from './home';
import { allDemoPosters, demoClips } from './media-pools';
import { textPdf } from './pdf';

const now = new Date('2026-03-10T09:30:00Z');
const catalog = generateDemoCatalog({ now });
const classIdSet = new Set(catalog.classIds);
const classes = catalog.media.filter((item) => classIdSet.has(item.id));
const DAY = 86_400_000;

describe('the demo studio catalogue', () => {
  it('is the same for the same options, and different for another seed', () => {
    const again = generateDemoCatalog({ now });
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalog));
    const other = generateDemoCatalog({ now, seed: 7 });
    expect(other.classIds[0]).not.toBe(catalog.classIds[0]);
  });

  it('has 5,000 classes of 5 to 75 minutes over at least 20 topics, each with a poster and a clip', () => {
    expect(classes).toHaveLength(5_000);
    expect(classes.every((item) => item.contentType === 'video')).toBe(true);
    for (const item of classes) {
      expect(item.durationSeconds).toBeGreaterThanOrEqual(5 * 60);
      expect(item.durationSeconds).toBeLessThanOrEqual(75 * 60);
    }
    expect(new Set(classes.map((item) => item.tags?.[0])).size).toBeGreaterThanOrEqual(20);
    const posters = new Set(allDemoPosters.map((poster) => poster.id));
    const clips = new Set(demoClips.map((clip) => clip.id));
    expect(classes.every((item) => item.posterId && posters.has(item.posterId))).toBe(true);
    expect(classes.every((item) => item.videoAssetId && clips.has(item.videoAssetId))).toBe(true);
    expect(new Set(classes.map((item) => item.videoAssetId)).size).toBeGreaterThanOrEqual(20);
  });

  it('gives every class a topic, a level and a teacher as tags, and real sentences as description', () => {
    const teachers = new Set(classes.map((item) => item.tags?.[2]));
    expect(teachers.size).toBeGreaterThanOrEqual(10);
    for (const item of classes.slice(0, 500)) {
      expect(['beginner', 'intermediate', 'advanced']).toContain(item.tags?.[1]);
      expect(item.description).toMatch(/^[A-Z].*\.$/);
      expect(item.description?.split(/(?<=\.) /).length).toBeLessThanOrEqual(3);
      expect(item.description).not.toMatch(/lorem|ipsum|\{\w+\}/i);
    }
  });

  it('never repeats a title within a topic', () => {
    const byTopic = new Map<string, string[]>();
    for (const item of classes) {
      const list = byTopic.get(item.tags?.[0] as string) ?? [];
      list.push(item.title);
      byTopic.set(item.tags?.[0] as string, list);
    }
    for (const titles of byTopic.values()) expect(new Set(titles).size).toBe(titles.length);
  });

  it('uses 8-character ids for media and playlists, except the named playlists', () => {
    const ids = catalog.media.map((item) => item.id);
    expect(ids.every((id) => /^[A-Za-z0-9]{8}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const named = ['free-library', 'trending', 'sampler', 'recommended'];
    for (const playlist of catalog.playlists) {
      if (!named.includes(playlist.id)) expect(playlist.id).toMatch(/^[A-Za-z0-9]{8}$/);
    }
    expect(catalog.collections.every((item) => item.id.startsWith('col-'))).toBe(true);
    expect(catalog.sections.every((item) => item.id.startsWith('sec-'))).toBe(true);
    expect(catalog.programs.every((item) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(item.id))).toBe(true);
  });

  it('publishes over the past three years, with some classes in the last 7 days and none in the future', () => {
    const ages = classes.map((item) => now.getTime() - item.publishedAt.getTime());
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(3 * 365 * DAY);
    expect(Math.max(...ages)).toBeGreaterThan(2 * 365 * DAY);
    expect(ages.filter((age) => age <= 7 * DAY).length).toBeGreaterThanOrEqual(10);
  });

  it('locks member classes behind the on-demand offer and leaves a few free ones, all in the free library', () => {
    const free = classes.filter((item) => item.productIds === null);
    expect(free.length).toBeGreaterThan(20);
    expect(free.length).toBeLessThan(classes.length / 10);
    expect(classes.filter((item) => item.productIds === 'sandbox:on-demand').length).toBe(
      classes.length - free.length,
    );
    const library = catalog.playlists.find((item) => item.id === 'free-library');
    expect(library?.freeTier).toBe('free');
    const inLibrary = new Set(
      catalog.playlistItems.filter((item) => item.playlistId === 'free-library').map((item) => item.mediaId),
    );
    expect(free.every((item) => inLibrary.has(item.id))).toBe(true);
    expect(catalog.playlists.find((item) => item.id === 'sampler')?.freeTier).toBe('sampler');
    expect(catalog.playlists.find((item) => item.id === 'trending')).toBeDefined();
    expect(catalog.playlists.some((item) => item.kind === 'tags' && (item.tags?.length ?? 0) > 0)).toBe(true);
  });

  it('has at least 25 programs, the named ones and one draft, each of 2-6 sections of 1-4 modules of 3-12 lessons', () => {
    expect(catalog.programs.length).toBeGreaterThanOrEqual(25);
    const ids = catalog.programs.map((item) => item.id);
    for (const id of [
      'ballet-basics',
      'six-week-ballet',
      'gentle-return',
      'sticky-buns',
      'journey-to-pointe',
    ]) {
      expect(ids).toContain(id);
    }
    expect(catalog.programs.filter((item) => item.type === 'draft')).toHaveLength(1);
    expect(new Set(catalog.programs.map((item) => item.groupName)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(catalog.programs.map((item) => item.groupName)).size).toBeLessThanOrEqual(4);
    for (const program of catalog.programs) {
      const sections = catalog.programSections.filter((item) => item.programId === program.id);
      expect(sections.length).toBeGreaterThanOrEqual(2);
      expect(sections.length).toBeLessThanOrEqual(6);
      sections.forEach((section, index) => {
        const modules = catalog.sectionPlaylists.filter((item) => item.sectionId === section.sectionId);
        expect(modules.length).toBeGreaterThanOrEqual(1);
        expect(modules.length).toBeLessThanOrEqual(4);
        modules.forEach((module, moduleIndex) => {
          const lessons = catalog.playlistItems.filter((item) => item.playlistId === module.playlistId);
          expect(lessons.length).toBeGreaterThanOrEqual(3);
          expect(lessons.length).toBeLessThanOrEqual(12);
          const first = index === 0 && moduleIndex === 0;
          expect(lessons.filter((item) => item.unlocked).length).toBe(first ? 2 : 0);
        });
      });
    }
  });

  it('attaches real PDFs to some programs and none to others', () => {
    const withResources = new Set(catalog.programResources.map((item) => item.programId));
    expect(withResources.size).toBeGreaterThanOrEqual(3);
    expect(withResources.size).toBeLessThan(catalog.programs.length);
    for (const resource of catalog.programResources) {
      const file = catalog.files.find((item) => item.key === resource.fileKey);
      expect(file?.data.subarray(0, 8).toString()).toBe('%PDF-1.4');
      expect(resource.fileSize).toBe(file?.data.length);
    }
  });

  it('has a dozen resources, some free, some not downloadable', () => {
    const resources = catalog.programResources;
    expect(resources.length).toBeGreaterThanOrEqual(12);
    expect(resources.some((item) => item.free)).toBe(true);
    expect(resources.some((item) => !item.free)).toBe(true);
    expect(resources.some((item) => !item.canDownload)).toBe(true);
  });

  it('has two magazine issues of 20+ pages, each page described once', () => {
    expect(catalog.magazines).toHaveLength(2);
    for (const { row, pages } of catalog.magazines) {
      expect(row.totalPages).toBeGreaterThanOrEqual(20);
      expect(pages.map((page) => page.number)).toEqual(
        Array.from({ length: row.totalPages }, (_, index) => index + 1),
      );
    }
  });

  it('has series of 2-4 seasons whose episodes are numbered', () => {
    expect(catalog.series.length).toBeGreaterThanOrEqual(3);
    for (const series of catalog.series) {
      const seasons = catalog.seasons.filter((item) => item.seriesId === series.id);
      expect(seasons.length).toBeGreaterThanOrEqual(2);
      expect(seasons.length).toBeLessThanOrEqual(4);
      const episodes = catalog.media.filter(
        (item) => item.contentType === 'episode' && item.seriesId === series.id,
      );
      for (const season of seasons) {
        const numbers = episodes
          .filter((item) => item.seasonNumber === season.seasonNumber)
          .map((item) => item.episodeNumber);
        expect(numbers.length).toBeGreaterThanOrEqual(3);
        expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      }
      expect(catalog.media.find((item) => item.id === series.mediaId)?.contentType).toBe('series');
    }
  });

  it('has pages, a hub, a live channel, trailers in use and live events', () => {
    const ofType = (type: string) => catalog.media.filter((item) => item.contentType === type);
    expect(ofType('page').length).toBeGreaterThanOrEqual(2);
    expect(ofType('page').every((item) => item.body?.startsWith('# '))).toBe(true);
    expect(ofType('hub')).toHaveLength(1);
    expect(ofType('liveChannel')).toHaveLength(1);
    const trailers = new Set(ofType('trailer').map((item) => item.id));
    expect(trailers.size).toBeGreaterThanOrEqual(2);
    expect(classes.filter((item) => item.trailerId && trailers.has(item.trailerId)).length).toBeGreaterThan(
      10,
    );
    const events = catalog.media.filter((item) => item.eventState);
    expect(events.filter((item) => item.eventState === 'live-published')).toHaveLength(1);
    const scheduled = events.filter((item) => item.eventState === 'pre-live');
    expect(scheduled.length).toBeGreaterThanOrEqual(2);
    expect(scheduled.every((item) => (item.scheduledStart as Date).getTime() > now.getTime())).toBe(true);
  });

  it('arranges collections in listed sections (one with several, one with exactly one) and promoted groups', () => {
    const listed = catalog.sections.filter((item) => item.listed);
    const collectionCount = (id: string) =>
      catalog.sectionCollections.filter((item) => item.sectionId === id).length;
    expect(listed.some((item) => collectionCount(item.id) > 1)).toBe(true);
    expect(listed.some((item) => collectionCount(item.id) === 1)).toBe(true);
    expect(catalog.promotedGroups.length).toBeGreaterThanOrEqual(2);
    expect(
      catalog.promotedGroups.every((group) => (promotedIcons as readonly string[]).includes(group.icon)),
    ).toBe(true);
    expect(catalog.promotedGroupCollections.length).toBeGreaterThanOrEqual(catalog.promotedGroups.length);
  });

  it('names only what it has: each promoted group’s collections are on the Classes page (issue 32, item 12)', () => {
    expect(catalogReferenceProblems(catalog)).toEqual([]);
    // Studio Essentials named Studio Favourites, which no listed section held: its chip left it out.
    const essentials = catalog.promotedGroupCollections
      .filter((row) => row.groupId === 'grp-essentials')
      .map((row) => row.collectionId);
    const listed = new Set(catalog.sections.filter((row) => row.listed).map((row) => row.id));
    const onClassesPage = new Set(
      catalog.sectionCollections.filter((row) => listed.has(row.sectionId)).map((row) => row.collectionId),
    );
    expect(essentials).toContain('col-studio-favourites');
    expect(essentials.every((id) => onClassesPage.has(id))).toBe(true);
  });

  it('dates its playlists, collections and programs over the past, after what they show (issue 32, item 13)', () => {
    const at = (date: Date | null | undefined) => (date as Date).getTime();
    const published = new Map(catalog.media.map((item) => [item.id, item.publishedAt.getTime()]));
    const added = [...catalog.playlists, ...catalog.collections, ...catalog.programs].map((row) =>
      at(row.createdAt),
    );
    expect(added.every((time) => time <= now.getTime())).toBe(true);
    // Spread over months and years, not one seeding day.
    expect(
      new Set(added.map((time) => new Date(time).toISOString().slice(0, 7))).size,
    ).toBeGreaterThanOrEqual(20);
    expect(Math.min(...added)).toBeLessThan(now.getTime() - 365 * DAY);
    // A hand-ordered playlist is added no earlier than its oldest class; a tag playlist than its oldest tagged class.
    for (const playlist of catalog.playlists) {
      const items = catalog.playlistItems.filter((item) => item.playlistId === playlist.id);
      const shown =
        playlist.kind === 'tags'
          ? catalog.media.filter((item) => item.tags?.some((tag) => playlist.tags?.includes(tag)))
          : items.map((item) => ({ publishedAt: new Date(published.get(item.mediaId) as number) }));
      if (shown.length === 0) continue;
      expect(at(playlist.createdAt)).toBeGreaterThanOrEqual(
        Math.min(...shown.map((item) => item.publishedAt.getTime())),
      );
    }
    // A collection comes after its first playlist; a program's modules are added with it.
    const playlistAdded = new Map(catalog.playlists.map((row) => [row.id, at(row.createdAt)]));
    for (const collection of catalog.collections) {
      const first = Math.min(
        ...catalog.collectionPlaylists
          .filter((row) => row.collectionId === collection.id)
          .map((row) => playlistAdded.get(row.playlistId) as number),
      );
      expect(at(collection.createdAt)).toBeGreaterThanOrEqual(first);
    }
    const programAdded = new Map(catalog.programs.map((row) => [row.id, at(row.createdAt)]));
    for (const row of catalog.programSections) {
      const modules = catalog.sectionPlaylists.filter((each) => each.sectionId === row.sectionId);
      for (const module of modules)
        expect(playlistAdded.get(module.playlistId)).toBe(programAdded.get(row.programId));
    }
  });

  it('shows featured tiles to every audience, one of them an external link', () => {
    expect(new Set(catalog.featured.map((item) => item.showTo))).toEqual(new Set(showToValues));
    expect(catalog.featured.filter((item) => /^https:\/\//.test(item.path))).toHaveLength(1);
    expect(catalog.featured.filter((item) => item.path.startsWith('/')).length).toBeGreaterThanOrEqual(5);
  });

  it('has home shelves of every row type, several playlist rows, each naming an existing item', () => {
    expect(catalog.homeShelves.length).toBeGreaterThanOrEqual(12);
    expect(new Set(catalog.homeShelves.map((item) => item.type))).toEqual(new Set(homeShelfTypes));
    expect(catalog.homeShelves.filter((item) => item.type === 'playlist').length).toBeGreaterThanOrEqual(4);
    const playlistIds = new Set(catalog.playlists.map((item) => item.id));
    const programIds = new Set(catalog.programs.map((item) => item.id));
    for (const shelf of catalog.homeShelves) {
      if (shelf.type === 'playlist') expect(playlistIds.has(shelf.itemId as string)).toBe(true);
      if (shelf.type === 'program') expect(programIds.has(shelf.itemId as string)).toBe(true);
      if (shelf.type === 'playlists') {
        expect(shelf.itemIds?.length).toBeGreaterThanOrEqual(2);
        for (const id of shelf.itemIds ?? []) expect(playlistIds.has(id), id).toBe(true);
      }
    }
  });

  it('has a Class of the Day for every day from a week ago to a year ahead', () => {
    const days = catalog.dailyClasses.map((item) => item.day);
    expect(days).toHaveLength(DAILY_CLASSES_PAST_DAYS + DAILY_CLASSES_FUTURE_DAYS + 1);
    expect(days[0]).toBe('2026-03-03');
    expect(days.at(-1)).toBe('2027-03-10');
    expect(new Set(days).size).toBe(days.length);
    const ids = new Set(catalog.classIds);
    expect(catalog.dailyClasses.every((item) => ids.has(item.mediaId))).toBe(true);
  });

  it('scales to 50,000 classes', () => {
    const big = generateDemoCatalog({ now, classes: 50_000 });
    expect(big.classIds).toHaveLength(50_000);
    expect(new Set(big.media.map((item) => item.id)).size).toBe(big.media.length);
    // Generating 50,000 classes takes a few seconds, longer on a busy CI machine.
  }, 60_000);
});

describe('textPdf', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const pdf = textPdf([['Glossary (A–Z)', 'Plié: a bend of the knees'], ['Notes']]).toString('latin1');
    expect(pdf).toContain('/Count 2');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
    expect(pdf).toContain('(Glossary \\(A-Z\\)) Tj');
    expect(pdf).toContain('Pli\xe9');
  });
});

describe('the demo studio for the media page', () => {
  const catalog = generateDemoCatalog({ classes: 300, now: new Date('2026-11-01T00:00:00Z') });

  it('has a recommendations playlist over every topic, for related classes', () => {
    const recommended = catalog.playlists.find((playlist) => playlist.id === 'recommended');
    expect(recommended?.kind).toBe('tags');
    const classIds = new Set(catalog.classIds);
    const topicTags = new Set(
      catalog.media.filter((item) => classIds.has(item.id)).map((item) => item.tags?.[0]),
    );
    for (const tag of topicTags) expect(recommended?.tags).toContain(tag);
  });

  it('names the hub’s shelves as shelf:{playlistId} tags of playlists that exist', () => {
    const hub = catalog.media.find((item) => item.contentType === 'hub');
    const shelves = (hub?.tags ?? []).filter((tag) => tag.startsWith('shelf:')).map((tag) => tag.slice(6));
    expect(shelves.length).toBeGreaterThanOrEqual(3);
    const playlistIds = new Set(catalog.playlists.map((playlist) => playlist.id));
    for (const id of shelves) expect(playlistIds.has(id)).toBe(true);
  });
});
