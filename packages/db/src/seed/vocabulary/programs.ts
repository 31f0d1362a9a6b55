import type { Level } from './topics';

export interface ProgramPlan {
  id: string;
  name: string;
  sidebarName?: string;
  group: string;
  level: Level;
  /** Topic tags its lessons come from. */
  topics: readonly string[];
  shortDescription: string;
  /** Paragraphs of the markdown description; a "what you will work on" list is added. */
  about: string;
  /** Names of its sections; otherwise 2-6 generic ones. */
  sections?: readonly string[];
  draft?: boolean;
  /** Titles of its downloadable PDFs. */
  resources?: readonly string[];
  verticalPoster: string;
}

export const programGroups = [
  'Start Here',
  'Ballet Technique',
  'Fitness & Conditioning',
  'Flexibility & Wellness',
];
const [START, BALLET, FITNESS, WELLNESS] = programGroups as [string, string, string, string];

export const genericSectionNames = [
  'Getting Started',
  'Foundations',
  'Building Strength',
  'Putting It Together',
  'Going Further',
  'Bonus Classes',
];

/** The programs of the demo studio; the first three are the welcome questionnaire's suggestions. */
export const programPlans: readonly ProgramPlan[] = [
  {
    id: 'ballet-basics',
    name: 'Ballet Basics',
    group: START,
    level: 'beginner',
    topics: ['ballet-barre', 'centre-work', 'port-de-bras', 'stretching'],
    shortDescription: 'Your first steps in ballet, from the five positions to a short centre combination.',
    about:
      'Never taken a ballet class, or last took one at age eight? Ballet Basics starts at the very beginning: how to stand, how to hold the barre, and what all those French words mean. Each lesson is short, so you can practise a little every day.',
    sections: ['Welcome to the Barre', 'Positions and Pliés', 'Tendus and Dégagés', 'Your First Centre'],
    resources: ['Ballet Basics Glossary', 'Practice Calendar'],
    verticalPoster: 'demo-vertical-basics',
  },
  {
    id: 'six-week-ballet',
    name: 'Six-Week Ballet Journey',
    sidebarName: '6-Week Ballet',
    group: START,
    level: 'beginner',
    topics: ['ballet-barre', 'centre-work', 'turns', 'jumps', 'port-de-bras'],
    shortDescription: 'Six weeks, three classes a week: build a complete ballet class from barre to jumps.',
    about:
      'A structured plan for adult beginners who want steady progress. Every week adds one new element, and by week six you will dance a full class, barre to révérence.',
    sections: [
      'Week 1: Finding Your Feet',
      'Week 2: Turnout and Tendus',
      'Week 3: Arms and Balance',
      'Week 4: First Turns',
      'Week 5: Small Jumps',
      'Week 6: Your First Full Class',
    ],
    resources: ['Six-Week Planner', 'Progress Checklist'],
    verticalPoster: 'demo-vertical-journey',
  },
  {
    id: 'gentle-return',
    name: 'Gentle Return to Dance',
    sidebarName: 'Gentle Return',
    group: START,
    level: 'beginner',
    topics: ['floor-barre', 'mobility', 'stretching', 'recovery'],
    shortDescription: 'Ease back into dancing after a break, an injury or a baby, at your own pace.',
    about:
      'Coming back after time away asks for patience. This program rebuilds strength and range gently, starting on the floor and ending at the barre, with plenty of rest days built in.',
    sections: ['Start on the Floor', 'Wake Up the Joints', 'Back to the Barre'],
    verticalPoster: 'demo-vertical-return',
  },
  {
    id: 'first-steps-fitness',
    name: 'First Steps in Dance Fitness',
    group: START,
    level: 'beginner',
    topics: ['dance-fitness', 'cardio-barre'],
    shortDescription: 'Fun, low-impact dance workouts to build the habit of moving every day.',
    about:
      'Short, joyful workouts for anyone who wants to move more. No choreography experience needed: every routine is taught slowly before the music starts.',
    verticalPoster: 'demo-vertical-flow',
  },
  {
    id: 'adult-beginner-styles',
    name: 'Adult Beginner Dance Styles',
    group: START,
    level: 'beginner',
    topics: ['jazz', 'contemporary', 'lyrical', 'ballroom-basics'],
    shortDescription: 'Try a little of everything: jazz, contemporary, lyrical and ballroom.',
    about:
      'Curious about styles beyond ballet? Sample four of them in bite-sized lessons and find the one that makes you want to dance more.',
    verticalPoster: 'demo-vertical-style',
  },
  {
    id: 'journey-to-pointe',
    name: 'Journey to Pointe',
    group: BALLET,
    level: 'intermediate',
    topics: ['pointe', 'ballet-barre', 'strength', 'floor-barre'],
    shortDescription: 'Build the feet, ankles and core you need before your first pair of pointe shoes.',
    about:
      'Pointe work is earned at the barre and on the floor. This program trains the strength and control teachers look for before saying yes to pointe shoes, then guides your first rises.',
    sections: [
      'Are You Ready?',
      'Strong Feet',
      'Strong Ankles',
      'Core and Placement',
      'First Rises',
      'On Pointe',
    ],
    resources: ['Pointe Readiness Checklist', 'Choosing Your First Shoes', 'Ribbon and Elastic Guide'],
    verticalPoster: 'demo-vertical-pointe',
  },
  {
    id: 'pirouette-clinic',
    name: 'Pirouette Clinic',
    group: BALLET,
    level: 'intermediate',
    topics: ['turns', 'ballet-barre', 'strength'],
    shortDescription: 'Spotting, preparation and balance: everything behind a clean double.',
    about: 'Turns are a puzzle of balance, spotting and timing. Solve it one piece at a time.',
    resources: ['Turn Troubleshooting Guide'],
    verticalPoster: 'demo-vertical-pointe',
  },
  {
    id: 'jump-higher',
    name: 'Jump Higher',
    group: BALLET,
    level: 'intermediate',
    topics: ['jumps', 'strength', 'ballet-barre'],
    shortDescription: 'Power, ballon and soft landings for small and big allegro.',
    about: 'Learn to use the floor to push, the air to shape, and your knees and feet to land like a cat.',
    verticalPoster: 'demo-vertical-strong',
  },
  {
    id: 'adagio-and-line',
    name: 'Adagio and Line',
    group: BALLET,
    level: 'advanced',
    topics: ['adagio', 'port-de-bras', 'flexibility'],
    shortDescription: 'Slow, controlled extensions and long, finished lines.',
    about:
      'Adagio reveals everything. This program builds the strength to hold, the flexibility to extend and the calm to make it look easy.',
    verticalPoster: 'demo-vertical-flow',
  },
  {
    id: 'port-de-bras-poetry',
    name: 'Port de Bras Poetry',
    group: BALLET,
    level: 'intermediate',
    topics: ['port-de-bras', 'adagio', 'lyrical'],
    shortDescription: 'Expressive arms, head and eyes for dancing that breathes.',
    about: 'The arms are where dancing speaks. Learn the classical positions, then make them your own.',
    verticalPoster: 'demo-vertical-style',
  },
  {
    id: 'centre-confidence',
    name: 'Centre Confidence',
    group: BALLET,
    level: 'intermediate',
    topics: ['centre-work', 'turns', 'jumps'],
    shortDescription: 'Let go of the barre and own the centre of the room.',
    about:
      'For dancers who feel at home at the barre but lost in the centre. Build confidence with short combinations that grow week by week.',
    verticalPoster: 'demo-vertical-journey',
  },
  {
    id: 'thirty-days-of-barre',
    name: '30 Days of Barre',
    group: BALLET,
    level: 'beginner',
    topics: ['ballet-barre'],
    shortDescription: 'One short barre a day for a month: the habit that changes your technique.',
    about:
      'Consistency beats intensity. Fifteen minutes at the barre every day for thirty days, each class building on the last.',
    resources: ['30-Day Tracker'],
    verticalPoster: 'demo-vertical-basics',
  },
  {
    id: 'floor-barre-reset',
    name: 'Floor Barre Reset',
    group: BALLET,
    level: 'beginner',
    topics: ['floor-barre', 'mobility'],
    shortDescription: 'Ballet placement trained lying down, kind to knees and backs.',
    about:
      'Floor barre takes gravity out of the picture so you can feel turnout and alignment from the inside.',
    verticalPoster: 'demo-vertical-return',
  },
  {
    id: 'character-dance-intro',
    name: 'Character Dance Introduction',
    group: BALLET,
    level: 'intermediate',
    topics: ['character-dance', 'centre-work'],
    shortDescription: 'Mazurkas, czardas and Spanish dances from the great story ballets.',
    about:
      'Heels, stamps and bold arms: discover the folk dances woven into Swan Lake, Coppélia and The Nutcracker.',
    verticalPoster: 'demo-vertical-style',
  },
  {
    id: 'sticky-buns',
    name: 'Sticky Buns',
    group: FITNESS,
    level: 'intermediate',
    topics: ['cardio-barre', 'strength'],
    shortDescription: 'The studio favourite: a seat-and-legs barre workout that really burns.',
    about:
      'Small pulses, big results. Sticky Buns combines barre work and strength training for a stronger seat, steadier balances and higher jumps.',
    sections: ['Warm Up the Glutes', 'Pulse and Hold', 'Burn Out', 'Stretch It Out'],
    resources: ['Sticky Buns Weekly Plan'],
    verticalPoster: 'demo-vertical-strong',
  },
  {
    id: 'cardio-barre-burn',
    name: 'Cardio Barre Burn',
    group: FITNESS,
    level: 'intermediate',
    topics: ['cardio-barre', 'dance-fitness'],
    shortDescription: 'Fast, musical barre intervals to get your heart pumping.',
    about: 'Barre technique meets interval training. Expect to sweat, and to smile.',
    verticalPoster: 'demo-vertical-strong',
  },
  {
    id: 'strong-ankles',
    name: 'Strong Ankles, Happy Feet',
    group: FITNESS,
    level: 'beginner',
    topics: ['strength', 'floor-barre', 'pointe'],
    shortDescription: 'Short daily exercises for stable ankles and articulate feet.',
    about:
      'Your feet carry every step you dance. Give them ten minutes a day and feel the difference in every relevé.',
    verticalPoster: 'demo-vertical-pointe',
  },
  {
    id: 'core-for-dancers',
    name: 'Core for Dancers',
    group: FITNESS,
    level: 'intermediate',
    topics: ['strength', 'floor-barre'],
    shortDescription: 'Deep core strength for better balance, turns and extensions.',
    about: 'Not sit-ups: the quiet, deep strength that holds your placement when you dance.',
    verticalPoster: 'demo-vertical-strong',
  },
  {
    id: 'dance-party-cardio',
    name: 'Dance Party Cardio',
    group: FITNESS,
    level: 'beginner',
    topics: ['dance-fitness', 'jazz', 'musical-theatre'],
    shortDescription: 'Pop, disco and Broadway routines that feel like a night out.',
    about: 'Put on your brightest socks. These workouts are all about joy, rhythm and a good sweat.',
    verticalPoster: 'demo-vertical-flow',
  },
  {
    id: 'road-to-splits',
    name: 'Road to Splits',
    group: WELLNESS,
    level: 'intermediate',
    topics: ['flexibility', 'stretching', 'mobility'],
    shortDescription: 'A safe, progressive plan toward front and middle splits.',
    about:
      'Flexibility that lasts comes from patience and strength at the end of your range. Follow the plan, measure your progress and enjoy the journey.',
    resources: ['Splits Progress Log'],
    verticalPoster: 'demo-vertical-stretch',
  },
  {
    id: 'mobility-for-life',
    name: 'Mobility for Life',
    group: WELLNESS,
    level: 'beginner',
    topics: ['mobility', 'yoga-for-dancers'],
    shortDescription: 'Keep every joint moving freely, in and out of the studio.',
    about: 'Gentle, thorough mobility routines for dancers of every age.',
    verticalPoster: 'demo-vertical-stretch',
  },
  {
    id: 'yoga-for-dancers-program',
    name: 'Yoga for Dancers',
    group: WELLNESS,
    level: 'beginner',
    topics: ['yoga-for-dancers', 'stretching', 'recovery'],
    shortDescription: 'Yoga sequences chosen to balance what dance training asks of the body.',
    about:
      'Open the hips, lengthen the hamstrings, calm the mind. A yoga practice designed with dancers in mind.',
    verticalPoster: 'demo-vertical-flow',
  },
  {
    id: 'recovery-week',
    name: 'Recovery Week',
    group: WELLNESS,
    level: 'beginner',
    topics: ['recovery', 'stretching'],
    shortDescription: 'A week of rest-day sessions to let your body catch up.',
    about:
      'Recovery is part of training. Use this week after a performance, an intensive, or whenever you feel worn out.',
    verticalPoster: 'demo-vertical-stretch',
  },
  {
    id: 'posture-reset',
    name: 'Posture Reset',
    group: WELLNESS,
    level: 'beginner',
    topics: ['mobility', 'port-de-bras', 'strength'],
    shortDescription: 'Undo a day at the desk with a dancer’s posture habits.',
    about: 'Stand taller, breathe deeper and carry yourself like a dancer, even on a video call.',
    verticalPoster: 'demo-vertical-basics',
  },
  {
    id: 'lyrical-expression',
    name: 'Lyrical Expression',
    group: WELLNESS,
    level: 'intermediate',
    topics: ['lyrical', 'contemporary'],
    shortDescription: 'Move with feeling: musicality, storytelling and release.',
    about: 'Learn to let music move you, with combinations that invite your own interpretation.',
    verticalPoster: 'demo-vertical-style',
  },
  {
    id: 'musical-theatre-bootcamp',
    name: 'Musical Theatre Bootcamp',
    group: FITNESS,
    level: 'advanced',
    topics: ['musical-theatre', 'jazz', 'strength'],
    shortDescription: 'Audition-style combinations and the stamina to dance them full out.',
    about: 'Eight counts at a time, fast. Train like a swing in a Broadway show.',
    resources: ['Audition Prep Notes'],
    verticalPoster: 'demo-vertical-journey',
  },
  {
    id: 'nutcracker-variations',
    name: 'Nutcracker Variations',
    sidebarName: 'Nutcracker (coming soon)',
    group: BALLET,
    level: 'advanced',
    topics: ['centre-work', 'pointe', 'turns'],
    shortDescription: 'Learn the Sugar Plum Fairy and the Snowflakes, step by step. Coming this winter.',
    about: 'Our holiday program is still in rehearsal: the first lessons are here for a sneak peek.',
    draft: true,
    verticalPoster: 'demo-vertical-pointe',
  },
];
