import type { DemoClass } from './classes';
import { topicPosters } from './media-pools';
import { textPdf } from './pdf';
import type { Random } from './random';
import type {
  PlaylistItemRow,
  PlaylistRow,
  ProgramResourceRow,
  ProgramRow,
  ProgramSectionRow,
  SectionPlaylistRow,
  SectionRow,
} from './rows';
import { genericSectionNames, type ProgramPlan, programPlans } from './vocabulary/programs';
import { levelLabels, topics } from './vocabulary/topics';

export interface DemoFile {
  key: string;
  data: Buffer;
}

export interface DemoPrograms {
  programs: ProgramRow[];
  sections: SectionRow[];
  programSections: ProgramSectionRow[];
  sectionPlaylists: SectionPlaylistRow[];
  playlists: PlaylistRow[];
  playlistItems: PlaylistItemRow[];
  resources: ProgramResourceRow[];
  files: DemoFile[];
}

const topicByTag = new Map(topics.map((topic) => [topic.tag, topic]));

function markdownDescription(plan: ProgramPlan): string {
  const worked = plan.topics.map((tag) => `- ${topicByTag.get(tag)?.label ?? tag}`).join('\n');
  return [
    plan.about,
    `**Level:** ${levelLabels[plan.level]}`,
    `### What you will work on\n\n${worked}`,
    'New to the studio? Try a class from the [free library](/p/free-library) first.',
  ].join('\n\n');
}

/** A resource's three pages: its cover, the topics the program works on, and a week of practice to tick. */
function resourcePages(plan: ProgramPlan, title: string): string[][] {
  return [
    [
      title,
      `${plan.name} - Pirouette House`,
      plan.shortDescription,
      'Print these pages and keep them by your barre.',
    ],
    [
      'What you will work on',
      ...plan.topics.map((tag, index) => `${index + 1}. ${topicByTag.get(tag)?.label ?? tag}`),
    ],
    [
      'A week of practice',
      ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
        (day) => `[ ]  ${day}: one lesson, then five minutes of stretching`,
      ),
    ],
  ];
}

/** Lessons are studio classes of the program's topics, of its level where there are enough. */
function lessonCandidates(plan: ProgramPlan, classes: readonly DemoClass[], random: Random): DemoClass[] {
  const ofTopics = classes.filter((item) => plan.topics.includes(item.topic.tag));
  const ofLevel = ofTopics.filter((item) => item.level === plan.level);
  return random.shuffle(ofLevel.length >= 150 ? ofLevel : ofTopics);
}

/** Programs: sections (`sec-{program}-{n}`), modules (playlists) and lessons, plus their PDFs. */
export function generatePrograms(
  random: Random,
  nextId: () => string,
  classes: readonly DemoClass[],
): DemoPrograms {
  const out: DemoPrograms = {
    programs: [],
    sections: [],
    programSections: [],
    sectionPlaylists: [],
    playlists: [],
    playlistItems: [],
    resources: [],
    files: [],
  };
  programPlans.forEach((plan, programIndex) => {
    const firstTopic = plan.topics[0] as string;
    out.programs.push({
      id: plan.id,
      name: plan.name,
      sidebarName: plan.sidebarName ?? plan.name,
      type: plan.draft ? 'draft' : 'program',
      description: markdownDescription(plan),
      shortDescription: plan.shortDescription,
      posterId: random.pick(topicPosters(firstTopic)),
      verticalPosterId: plan.verticalPoster,
      groupName: plan.group,
      position: programIndex,
    });
    const candidates = lessonCandidates(plan, classes, random);
    let nextLesson = 0;
    const sectionNames =
      plan.sections ??
      genericSectionNames.slice(0, plan.draft ? 2 : random.int(2, genericSectionNames.length));
    const usedModuleNames = new Set<string>();
    sectionNames.forEach((sectionName, sectionIndex) => {
      const sectionId = `sec-${plan.id}-${sectionIndex + 1}`;
      out.sections.push({
        id: sectionId,
        name: sectionName,
        description: `${sectionName}: part ${sectionIndex + 1} of ${plan.name}.`,
        posterId: random.pick(topicPosters(random.pick(plan.topics))),
        isBonus: sectionName === 'Bonus Classes',
        listed: false,
        position: sectionIndex,
      });
      out.programSections.push({ programId: plan.id, position: sectionIndex, sectionId });
      const moduleCount = random.int(1, 4);
      for (let moduleIndex = 0; moduleIndex < moduleCount; moduleIndex++) {
        const topic = topicByTag.get(random.pick(plan.topics)) ?? topics[0];
        let name = random.pick(topic?.focuses ?? ['Practice']);
        if (usedModuleNames.has(name)) name = `${name} ${usedModuleNames.size + 1}`;
        usedModuleNames.add(name);
        const playlistId = nextId();
        out.playlists.push({
          id: playlistId,
          title: name,
          description: `${name} for ${plan.name}.`,
          kind: 'manual',
        });
        out.sectionPlaylists.push({ sectionId, position: moduleIndex, playlistId });
        const lessonCount = random.int(3, 12);
        for (let position = 0; position < lessonCount; position++) {
          const lesson = candidates[nextLesson++ % candidates.length] as DemoClass;
          // The program's first two lessons play for everyone (the Free tag).
          const unlocked = sectionIndex === 0 && moduleIndex === 0 && position < 2;
          out.playlistItems.push({ playlistId, position, mediaId: lesson.row.id, unlocked });
        }
      }
    });
    (plan.resources ?? []).forEach((title, position) => {
      const id = `res-${plan.id}-${position + 1}`;
      const key = `resources/${plan.id}/${id}.pdf`;
      const data = textPdf(resourcePages(plan, title));
      out.files.push({ key, data });
      out.resources.push({
        id,
        programId: plan.id,
        title,
        description: `Printable pages for ${plan.name}.`,
        type: 'pdf',
        fileKey: key,
        posterId: random.pick(topicPosters(firstTopic)),
        // Some may be saved, some only read here; the first of every other program is a free taster.
        canDownload: position % 2 === 0,
        free: position === 0 && programIndex % 2 === 0,
        fileSize: data.length,
        position,
      });
    });
  });
  return out;
}
