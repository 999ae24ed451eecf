/**
 * The fixed plans behind the demo communities (issue #3 Demo data): categories, tags, the twelve
 * communities, the asset folders, the post topics and the FAQ. Data only; the steps in this folder
 * write them.
 */

/** Parent categories, each with its colour and subcategories. */
export const CATEGORIES: { name: string; color: string; children: string[] }[] = [
  {
    name: 'Clinical practice',
    color: '#0B6E4F',
    children: ['Paediatrics', 'Mental health', 'Aged care', 'Hand therapy'],
  },
  {
    name: 'Professional development',
    color: '#5B3E96',
    children: ['Students and new graduates', 'Research and evidence'],
  },
  { name: 'Practice and funding', color: '#B54708', children: ['NDIS', 'Private practice'] },
  { name: 'Regions', color: '#344054', children: ['Rural and remote', 'Metropolitan'] },
];

/** Community tags, written once and shared with the events seed. */
export const COMMUNITY_TAG_NAMES = [
  'Assessment',
  'Telehealth',
  'NDIS',
  'Funding',
  'Sensory processing',
  'Falls prevention',
  'Dementia',
  'Splinting',
  'Research',
  'Supervision',
  'Ethics',
  'Home modifications',
  'Driving',
  'School readiness',
  'Wellbeing',
  'Leadership',
  'Workforce',
  'CPD',
  'Assistive technology',
  'Rural practice',
];

/** One demo community: its flags (defaults public, visible, not auto-join) and image colour. */
export interface CommunityPlan {
  name: string;
  alias: string;
  short: string;
  categories: string[];
  isPublic?: boolean;
  isVisible?: boolean;
  isAutoJoin?: boolean;
  isArchived?: boolean;
  approval?: boolean;
  terms?: boolean;
  colour: [number, number, number];
}

/** The twelve demo communities in insert order. */
export const PLANS: CommunityPlan[] = [
  {
    name: 'Paediatric OT Network',
    alias: 'paediatric-ot-network',
    short: 'Practice talk for paediatric OTs',
    categories: ['Paediatrics'],
    colour: [0, 94, 184],
  },
  {
    name: 'Mental Health Practitioners',
    alias: 'mental-health-practitioners',
    short: 'Peer support in mental health',
    categories: ['Mental health'],
    colour: [0, 150, 136],
  },
  {
    name: 'Aged Care and Dementia',
    alias: 'aged-care-and-dementia',
    short: 'Ageing well, dementia and care',
    categories: ['Aged care'],
    approval: true,
    colour: [233, 30, 99],
  },
  {
    name: 'Hand Therapy Special Interest Group',
    alias: 'hand-therapy-sig',
    short: 'Accredited hand therapists',
    categories: ['Hand therapy'],
    isPublic: false,
    terms: true,
    colour: [255, 152, 0],
  },
  {
    name: 'NDIS Providers Forum',
    alias: 'ndis-providers-forum',
    short: 'Registered NDIS providers',
    categories: ['NDIS'],
    isPublic: false,
    terms: true,
    colour: [103, 58, 183],
  },
  {
    name: 'New Graduates Hub',
    alias: 'new-graduates-hub',
    short: 'Your first years in practice',
    categories: ['Students and new graduates'],
    isAutoJoin: true,
    colour: [76, 175, 80],
  },
  {
    name: 'Research and Evidence Exchange',
    alias: 'research-evidence-exchange',
    short: 'Share and appraise evidence',
    categories: ['Research and evidence'],
    colour: [63, 81, 181],
  },
  {
    name: 'Rural and Remote OTs',
    alias: 'rural-and-remote-ots',
    short: 'Practice beyond the city',
    categories: ['Rural and remote'],
    colour: [121, 85, 72],
  },
  {
    name: 'Board Working Group',
    alias: 'board-working-group',
    short: 'Invitation only',
    categories: ['Private practice'],
    isPublic: false,
    isVisible: false,
    colour: [96, 125, 139],
  },
  {
    name: 'Practice Owners Circle',
    alias: 'practice-owners-circle',
    short: 'Running an OT practice',
    categories: ['Private practice'],
    isPublic: false,
    terms: true,
    colour: [0, 121, 107],
  },
  {
    name: 'Telehealth Pilot 2024',
    alias: 'telehealth-pilot-2024',
    short: 'Archived pilot programme',
    categories: ['Metropolitan'],
    isArchived: true,
    colour: [158, 158, 158],
  },
  {
    name: 'Driver Rehabilitation',
    alias: 'driver-rehabilitation',
    short: 'Driver assessment and rehab',
    categories: ['Metropolitan', 'Rural and remote'],
    approval: true,
    colour: [244, 67, 54],
  },
];

/** Assets (spec 02 §3): one folder in each of three communities the demo member joined; one link in all. */
export const ASSET_PLANS: {
  alias: string;
  folder: string;
  description: string;
  assets: { name: string; description: string; file?: 'pdf' | 'png'; link?: string }[];
}[] = [
  {
    alias: 'paediatric-ot-network',
    folder: 'Clinical resources',
    description: 'Templates and handouts for paediatric practice',
    assets: [
      { name: 'Sensory diet planner', description: 'A weekly planner to share with families', file: 'pdf' },
      { name: 'Fine motor activity chart', description: 'A printable chart for home programmes', file: 'png' },
    ],
  },
  {
    alias: 'research-evidence-exchange',
    folder: 'Journal club',
    description: 'Appraisal tools and reading lists',
    assets: [
      { name: 'Critical appraisal worksheet', description: 'Prepare for the monthly journal club', file: 'pdf' },
      {
        name: 'OTseeker',
        description: 'A database of occupational therapy evidence',
        link: 'https://www.otseeker.com/',
      },
    ],
  },
  {
    alias: 'new-graduates-hub',
    folder: 'Getting started',
    description: 'For your first year in practice',
    assets: [
      { name: 'New graduate checklist', description: 'What to set up in your first month', file: 'pdf' },
      { name: 'Supervision session diagram', description: 'How a supervision session runs', file: 'png' },
    ],
  },
];

/** Post title topics, picked in turn. */
export const TOPICS = [
  'sensory diets',
  'falls risk screening',
  'telehealth sessions',
  'NDIS plan reviews',
  'splint fabrication',
  'school readiness',
  'home modifications',
  'driver assessments',
  'dementia-friendly design',
  'supervision models',
  'goal setting',
  'outcome measures',
  'report writing',
  'pressure care',
];

/** The community FAQ: question and answer (HTML), in display order. */
export const FAQ: [string, string][] = [
  [
    'How do I join a private community?',
    '<p>Open the community from <strong>Explore communities</strong> and choose <em>Join</em>. Accept the terms, answer the questions and wait for a moderator to approve your request.</p>',
  ],
  [
    'Who can see my posts?',
    '<p>Only members of the community you post in. Posts in private communities are never shown to non-members.</p>',
  ],
  [
    'Why is my post waiting for approval?',
    '<p>Some communities ask moderators to approve every post before it is published.</p>',
  ],
  [
    'How do I report a post?',
    '<p>Use the menu on the post and choose <em>Report</em>. Moderators review every report.</p>',
  ],
  [
    'Which files can I attach?',
    '<ul><li>PDF, Word, Excel and PowerPoint</li><li>Text files</li><li>PNG and JPEG images</li></ul><p>Up to 5 MB each and 10 per post.</p>',
  ],
  [
    'How do I leave a community?',
    '<p>Open the community and choose <em>Leave</em>. Auto-joined communities cannot be left.</p>',
  ],
];

/** Reasons given on seeded post reports, picked by report type. */
export const REPORT_REASONS = [
  'Inappropriate language',
  'Shares client details',
  'Posted in several groups',
  'Please remove this post',
];
