/**
 * The fixed plans behind the demo communities (issue #3 Demo data): the category slots, the twelve
 * community slots with their flags, the asset slots and the report reasons. Data only; the texts
 * (names, descriptions, tags, posts, FAQ) come from the tenant's corpus (issue 21). Names and aliases
 * here are the reference tenant's and serve as slot keys in code.
 */

/** Parent category slots (the reference tenant's names), each with its colour and subcategory slots. */
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

/** One demo community slot: its key (the reference alias), flags (defaults public, visible, not auto-join) and image colour. */
export interface CommunityPlan {
  alias: string;
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
    alias: 'paediatric-ot-network',
    categories: ['Paediatrics'],
    colour: [0, 94, 184],
  },
  {
    alias: 'mental-health-practitioners',
    categories: ['Mental health'],
    colour: [0, 150, 136],
  },
  {
    alias: 'aged-care-and-dementia',
    categories: ['Aged care'],
    approval: true,
    colour: [233, 30, 99],
  },
  {
    alias: 'hand-therapy-sig',
    categories: ['Hand therapy'],
    isPublic: false,
    terms: true,
    colour: [255, 152, 0],
  },
  {
    alias: 'ndis-providers-forum',
    categories: ['NDIS'],
    isPublic: false,
    terms: true,
    colour: [103, 58, 183],
  },
  {
    alias: 'new-graduates-hub',
    categories: ['Students and new graduates'],
    isAutoJoin: true,
    colour: [76, 175, 80],
  },
  {
    alias: 'research-evidence-exchange',
    categories: ['Research and evidence'],
    colour: [63, 81, 181],
  },
  {
    alias: 'rural-and-remote-ots',
    categories: ['Rural and remote'],
    colour: [121, 85, 72],
  },
  {
    alias: 'board-working-group',
    categories: ['Private practice'],
    isPublic: false,
    isVisible: false,
    colour: [96, 125, 139],
  },
  {
    alias: 'practice-owners-circle',
    categories: ['Private practice'],
    isPublic: false,
    terms: true,
    colour: [0, 121, 107],
  },
  {
    alias: 'telehealth-pilot-2024',
    categories: ['Metropolitan'],
    isArchived: true,
    colour: [158, 158, 158],
  },
  {
    alias: 'driver-rehabilitation',
    categories: ['Metropolitan', 'Rural and remote'],
    approval: true,
    colour: [244, 67, 54],
  },
];

/**
 * Asset slots (spec 02 §3): one folder in each of three communities the demo member joined, with a
 * PDF and a PNG (or, in the research folder, a link); names come from the corpus `assetFolders`.
 */
export const ASSET_PLANS: { alias: string; files: ('pdf' | 'png' | 'link')[] }[] = [
  { alias: 'paediatric-ot-network', files: ['pdf', 'png'] },
  { alias: 'research-evidence-exchange', files: ['pdf', 'link'] },
  { alias: 'new-graduates-hub', files: ['pdf', 'png'] },
];

/** Reasons given on seeded post reports, picked by report type. */
export const REPORT_REASONS = [
  'Inappropriate language',
  'Shares client details',
  'Posted in several groups',
  'Please remove this post',
];
