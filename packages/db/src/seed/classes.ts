import { clipForTopic, topicPosters } from './media-pools';
import type { Random } from './random';
import { MEMBER_OFFER, type MediaRow } from './rows';
import { closers, middles, openers, teachers, titleAdjectives, titleFormats } from './vocabulary/phrases';
import { type Level, levelLabels, levels, type Topic, topics } from './vocabulary/topics';

/** What the rest of the seed needs to know about a class beyond its row. */
export interface DemoClass {
  row: MediaRow & { id: string; title: string; durationSeconds: number; publishedAt: Date };
  topic: Topic;
  level: Level;
  teacher: string;
  free: boolean;
}

const MINUTE_CHOICES = [5, 10, 10, 15, 15, 20, 20, 25, 30, 30, 35, 40, 45, 45, 50, 60, 75];
const THREE_YEARS_MS = 3 * 365 * 86_400_000;
const WEEK_MS = 7 * 86_400_000;
/** Roughly one class in 100 is free for everyone (the free library). */
const FREE_SHARE = 0.02;

/**
 * Every title a topic can have, in a random order: "{adj} {focus}", "{focus} {format}" and
 * "{adj} {focus} {format}" (about 4,800 per topic), so titles never repeat within a topic.
 */
function titlePool(topic: Topic, random: Random): { title: string; focus: string }[] {
  const titles: { title: string; focus: string }[] = [];
  for (const focus of topic.focuses) {
    for (const format of titleFormats) titles.push({ title: `${focus} ${format}`, focus });
    for (const adjective of titleAdjectives) {
      titles.push({ title: `${adjective} ${focus}`, focus });
      for (const format of titleFormats) titles.push({ title: `${adjective} ${focus} ${format}`, focus });
    }
  }
  return random.shuffle(titles);
}

function fill(template: string, values: Record<string, string>): string {
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function describeClass(
  random: Random,
  values: { topic: Topic; level: Level; teacher: string; minutes: number; focus: string },
): string {
  const goal = random.pick(values.topic.goals);
  const words = {
    teacher: values.teacher,
    first: values.teacher.split(' ')[0] ?? values.teacher,
    minutes: String(values.minutes),
    focus: values.focus.toLowerCase(),
    topic: values.topic.label.toLowerCase(),
    level: values.level,
    goal,
  };
  const sentences = [fill(random.pick(openers), words)];
  if (random.chance(0.7)) sentences.push(random.pick(middles));
  if (random.chance(0.6)) sentences.push(random.pick(closers[values.level]));
  return sentences.join(' ');
}

/**
 * `count` classes spread evenly over the topics, published over the past three years with a
 * handful in the last week (the newly-added tag).
 */
export function generateClasses(random: Random, nextId: () => string, count: number, now: Date): DemoClass[] {
  const pools = topics.map((topic) => ({ titles: titlePool(topic, random), used: 0 }));
  const classes: DemoClass[] = [];
  for (let index = 0; index < count; index++) {
    const topicIndex = index % topics.length;
    const topic = topics[topicIndex] as Topic;
    const pool = pools[topicIndex] as (typeof pools)[number];
    const round = Math.floor(pool.used / pool.titles.length);
    const { title: base, focus } = pool.titles[
      pool.used % pool.titles.length
    ] as (typeof pool.titles)[number];
    pool.used++;
    // Only past the ~4,800 titles of a topic (beyond 100,000 classes) would a title come back.
    const title = round === 0 ? base : `${base} ${round + 1}`;
    const level = random.pick(levels);
    const teacher = teachers[random.pick(topic.teachers)] as string;
    const minutes = random.pick(MINUTE_CHOICES);
    const durationSeconds = minutes === 75 ? 75 * 60 : minutes * 60 + random.int(0, 59);
    const recent = index % 97 === 13;
    const ageMs = recent ? random.int(1, WEEK_MS - 3_600_000) : random.int(WEEK_MS, THREE_YEARS_MS);
    const free = random.chance(FREE_SHARE);
    classes.push({
      topic,
      level,
      teacher,
      free,
      row: {
        id: nextId(),
        title,
        description: describeClass(random, { topic, level, teacher, minutes, focus }),
        durationSeconds,
        publishedAt: new Date(Math.floor((now.getTime() - ageMs) / 60_000) * 60_000),
        contentType: 'video',
        genre: topic.genre,
        tags: [topic.tag, level, teacher],
        cardTags: [levelLabels[level]],
        productIds: free ? null : MEMBER_OFFER,
        posterId: random.pick(topicPosters(topic.tag)),
        videoAssetId: clipForTopic(topic.tag).id,
      },
    });
  }
  return classes;
}
