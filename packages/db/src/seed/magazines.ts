import type { MagazineRow } from './rows';
import { DAY_MS } from './rows';
import { type Topic, topics } from './vocabulary/topics';

/** One page of a demo magazine, drawn as a PNG by the server's demo studio (sharp). */
export interface DemoMagazinePage {
  /** 1 to totalPages: the file is `magazines/{id}/{number}.png`. */
  number: number;
  kind: 'cover' | 'contents' | 'article';
  heading: string;
  lines: string[];
  /** Picks the page's colours; the same page always looks the same. */
  design: number;
}

export interface DemoMagazine {
  row: MagazineRow;
  pages: DemoMagazinePage[];
}

interface IssuePlan {
  id: string;
  title: string;
  description: string;
  /** Index into the topics where this issue's articles start. */
  firstTopic: number;
  articles: number;
  daysAgo: number;
}

const issues: readonly IssuePlan[] = [
  {
    id: 'spring-issue',
    title: 'Pirouette House Magazine: Spring',
    description: 'Barre work for the new season, a pointe readiness special and our teachers on turns.',
    firstTopic: 0,
    articles: 22,
    daysAgo: 60,
  },
  {
    id: 'autumn-issue',
    title: 'Pirouette House Magazine: Autumn',
    description: 'Flexibility without strain, dance fitness for dark evenings and a jazz primer.',
    firstTopic: 8,
    articles: 20,
    daysAgo: 5,
  },
];

/** An article page: a topic, one of its focuses, and a few lines on how to practise it. */
function articlePage(topic: Topic, article: number, number: number): DemoMagazinePage {
  const focus = topic.focuses[article % topic.focuses.length] ?? topic.label;
  const goal = topic.goals[article % topic.goals.length] ?? 'dance with more ease';
  return {
    number,
    kind: 'article',
    heading: focus,
    lines: [
      topic.label.toUpperCase(),
      `${focus}, taken slowly, is how you ${goal}.`,
      'Start at the barre with both hands on it, then one.',
      'Count each movement out loud the first week.',
      'Film yourself once a week and compare.',
      'Rest a day between hard sessions.',
    ],
    design: number + article,
  };
}

/**
 * The demo studio's digital magazine: two issues of 20+ pages each (a cover, a contents page, then
 * one article page per topic focus). Pure data; the server draws the pages.
 */
export function generateMagazines(now: Date): DemoMagazine[] {
  return issues.map((issue, position) => {
    const articleTopics = Array.from(
      { length: issue.articles },
      (_, index) => topics[(issue.firstTopic + index) % topics.length] as Topic,
    );
    const articles = articleTopics.map((topic, index) => articlePage(topic, index, index + 3));
    const pages: DemoMagazinePage[] = [
      {
        number: 1,
        kind: 'cover',
        heading: issue.title.replace('Pirouette House Magazine: ', ''),
        lines: ['PIROUETTE HOUSE MAGAZINE', issue.description],
        design: position,
      },
      {
        number: 2,
        kind: 'contents',
        heading: 'In this issue',
        lines: articles.slice(0, 14).map((page) => `${page.number}  ${page.heading}`),
        design: position + 1,
      },
      ...articles,
    ];
    return {
      row: {
        id: issue.id,
        title: issue.title,
        description: issue.description,
        totalPages: pages.length,
        buyUrl: `https://shop.example.com/pirouette-house/${issue.id}`,
        publishedAt: new Date(now.getTime() - issue.daysAgo * DAY_MS),
        position,
      },
      pages,
    };
  });
}
