import { clipForTopic, generalPoster, topicPosters } from './media-pools';
import type { Random } from './random';
import { DAY_MS, LIVE_OFFER, type MediaRow } from './rows';

/** Trailers, pages, the hub, the live channel and its events: the media that are not classes. */
export interface DemoSpecials {
  media: MediaRow[];
  trailerIds: string[];
  pageIds: string[];
  hubId: string;
  liveChannelId: string;
  eventIds: string[];
}

const trailerPlans = [
  [
    'Welcome to Pirouette House',
    'A one-minute tour of the studio, the teachers and the classes waiting for you.',
    'ballet-barre',
  ],
  ['Ballet Basics: Trailer', 'See what your first weeks of ballet will look like.', 'centre-work'],
  ['Sticky Buns: Trailer', 'A taste of the studio’s favourite workout.', 'cardio-barre'],
  ['Journey to Pointe: Trailer', 'From strong feet to your first rises on pointe.', 'pointe'],
] as const;

const pagePlans = [
  [
    'About Pirouette House',
    '# About Pirouette House\n\nPirouette House is an online ballet and dance-fitness studio for adults. Our teachers have danced with companies across Europe and now teach the students who always wanted to dance.\n\n- Over 5,000 classes of 5 to 75 minutes\n- More than 20 topics, from barre to ballroom\n- New classes every week\n\n[Browse the free library](/p/free-library)',
  ],
  [
    'Studio Etiquette',
    '# Studio Etiquette\n\n1. Warm up before every class, even the short ones.\n2. Listen to your body: rest is always allowed.\n3. Clear a safe space and use a sturdy support.\n4. Say hello in the community: we love to hear how class went.',
  ],
  [
    'Frequently Asked Questions',
    '# Frequently Asked Questions\n\n## Do I need a barre?\n\nNo. A kitchen counter or the back of a sturdy chair works well.\n\n## What should I wear?\n\nAnything you can move in. Ballet slippers are nice, socks are fine.\n\n## Can I cancel anytime?\n\nYes, from your account page.',
  ],
  [
    'Choosing Your First Pointe Shoes',
    '# Choosing Your First Pointe Shoes\n\nNever buy your first pair online. Go to a fitting with your teacher’s blessing, bring your toe pads, and take your time.\n\n> The right shoe feels snug, never painful.',
  ],
] as const;

const HOUR_MS = 3_600_000;

export function generateSpecials(random: Random, nextId: () => string, now: Date): DemoSpecials {
  const media: MediaRow[] = [];
  const published = (daysAgo: number) => new Date(Math.floor(now.getTime() / DAY_MS - daysAgo) * DAY_MS);

  const trailerIds = trailerPlans.map(([title, description, topic]) => {
    const id = nextId();
    media.push({
      id,
      title,
      description,
      durationSeconds: random.int(45, 120),
      publishedAt: published(random.int(200, 900)),
      contentType: 'trailer',
      tags: ['trailer', topic],
      posterId: topicPosters(topic)[0] ?? null,
      videoAssetId: clipForTopic(topic).id,
    });
    return id;
  });

  const pageIds = pagePlans.map(([title, body]) => {
    const id = nextId();
    media.push({
      id,
      title,
      description: body.split('\n\n')[1] ?? title,
      publishedAt: published(random.int(300, 1000)),
      contentType: 'page',
      tags: ['page'],
      posterId: generalPoster('Welcome'),
      body,
    });
    return id;
  });

  const hubId = nextId();
  media.push({
    id: hubId,
    title: 'Start Here',
    description: 'New to Pirouette House? Everything you need for your first week, in one place.',
    publishedAt: published(800),
    contentType: 'hub',
    tags: ['hub'],
    posterId: generalPoster('Welcome'),
    trailerId: trailerIds[0] ?? null,
  });

  const liveChannelId = nextId();
  media.push({
    id: liveChannelId,
    title: 'Pirouette House Live',
    description: 'Our live classes, streamed from Studio One. Join from anywhere.',
    publishedAt: published(700),
    contentType: 'liveChannel',
    tags: ['live'],
    posterId: generalPoster('Live'),
    channelLogoPosterId: generalPoster('Live'),
    productIds: LIVE_OFFER,
  });

  // One class on air now, the others scheduled in the coming days at 17:00 UTC.
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const events = [
    { title: 'Live: Morning Barre', start: now.getTime() - 10 * 60_000, state: 'live-published' },
    { title: 'Live: Centre and Turns', start: today + DAY_MS + 17 * HOUR_MS, state: 'pre-live' },
    { title: 'Live: Stretch and Restore', start: today + 2 * DAY_MS + 17 * HOUR_MS, state: 'pre-live' },
    { title: 'Live: Cardio Barre Party', start: today + 4 * DAY_MS + 17 * HOUR_MS, state: 'pre-live' },
  ];
  const eventIds = events.map((event) => {
    const id = nextId();
    media.push({
      id,
      title: event.title,
      description:
        'A live class from Studio One. Members with live access can join and ask questions in the chat.',
      durationSeconds: 3_600,
      publishedAt: published(1),
      contentType: 'video',
      tags: ['live'],
      posterId: generalPoster('Live'),
      productIds: LIVE_OFFER,
      liveChannelId,
      eventState: event.state,
      scheduledStart: new Date(event.start),
      scheduledEnd: new Date(event.start + HOUR_MS),
      videoAssetId: clipForTopic('ballet-barre').id,
    });
    return id;
  });

  // The channel's page shows the class on air now.
  const channel = media.find((item) => item.id === liveChannelId);
  if (channel) channel.liveChannelId = eventIds[0] ?? null;

  return { media, trailerIds, pageIds, hubId, liveChannelId, eventIds };
}
