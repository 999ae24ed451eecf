/**
 * The subjects of the demo cover art (issue 32) and, per tenant, which subjects a title may pick
 * (a keyword → subject map) and the tenant's palette. Each subject names two or three glyphs of
 * Microsoft's Fluent Emoji (flat style, MIT; see LICENSES/ART.md): the first is drawn large, the
 * others beside it. A title takes the first subject of its tenant's list whose keywords it matches,
 * else one of the tenant's fallback subjects chosen by a hash of the title (deterministic).
 */
import type { TenantId } from '@portal/shared';

/** One subject: the glyph names (Fluent Emoji flat icon names) and the words that choose it. */
export interface CoverSubject {
  glyphs: [string, ...string[]];
  /** Matched against the title, case-insensitive, on word starts. */
  keywords: RegExp;
}

/** Every subject any tenant uses, by id. */
export const SUBJECTS = {
  telehealth: {
    glyphs: ['laptop', 'video-camera', 'stethoscope'],
    keywords: /\b(telehealth|remote|online|virtual|zoom)/i,
  },
  school: { glyphs: ['school', 'backpack', 'child'], keywords: /\b(school|classroom|paediatric|child|kids|student)/i },
  falls: {
    glyphs: ['person-in-manual-wheelchair', 'house-with-garden', 'open-hands'],
    keywords: /\b(falls?|ageing|aged care|older)/i,
  },
  home: {
    glyphs: ['house-with-garden', 'hammer-and-wrench', 'key'],
    keywords: /\b(home|housing|modification|lease|residential)/i,
  },
  ndis: {
    glyphs: ['handshake', 'clipboard', 'person-in-manual-wheelchair'],
    keywords: /\b(ndis|disability|funders?|support plans?)/i,
  },
  research: {
    glyphs: ['microscope', 'bar-chart', 'light-bulb'],
    keywords: /\b(research|evidence|grants?|survey|outcomes?|data|evaluation)/i,
  },
  celebrate: {
    glyphs: ['party-popper', 'trophy', 'confetti-ball'],
    keywords: /\b(celebrat|awards?|dinner|week|anniversary|pro bono awards)/i,
  },
  advocacy: {
    glyphs: ['megaphone', 'classical-building', 'page-facing-up'],
    keywords: /\b(submission|inquiry|advoca|reform|budget|policy|law reform)/i,
  },
  supervision: {
    glyphs: ['busts-in-silhouette', 'speech-balloon', 'graduation-cap'],
    keywords: /\b(supervis|mentor|graduate|junior|new practitioners?|first-time|onboarding)/i,
  },
  report: {
    glyphs: ['bar-chart', 'page-facing-up', 'chart-increasing'],
    keywords: /\b(annual report|report|audit|documentation|records?)/i,
  },
  driving: {
    glyphs: ['oncoming-automobile', 'round-pushpin', 'clipboard'],
    keywords: /\b(driv|fitness to drive|vehicle)/i,
  },
  mentalHealth: {
    glyphs: ['brain', 'mending-heart', 'person-in-lotus-position'],
    keywords: /\b(mental health|wellbeing|stress|trauma|resilience|counselling|fatigue|chronic pain)/i,
  },
  career: {
    glyphs: ['briefcase', 'seedling', 'chart-increasing'],
    keywords: /\b(career|return(ing)? to|member story|profile|pathways?|apprentic)/i,
  },
  conference: {
    glyphs: ['studio-microphone', 'admission-tickets', 'busts-in-silhouette'],
    keywords: /\b(conference|abstracts?|forum|summit|registrations? open)/i,
  },
  insurance: {
    glyphs: ['shield', 'page-facing-up', 'briefcase'],
    keywords: /\b(insurance|indemnity|risk|integrity|conflicts?)/i,
  },
  hand: {
    glyphs: ['hand-with-fingers-splayed', 'adhesive-bandage', 'sewing-needle'],
    keywords: /\b(hand therap|splint|hand)/i,
  },
  sensory: { glyphs: ['puzzle-piece', 'teddy-bear', 'ear'], keywords: /\b(sensory|feeding|readiness)/i },
  dementia: { glyphs: ['brain', 'house-with-garden', 'potted-plant'], keywords: /\b(dementia|cognitive|memory)/i },
  seating: {
    glyphs: ['manual-wheelchair', 'bed', 'gear'],
    keywords: /\b(seating|pressure care|assistive|technology|equipment)/i,
  },
  podcast: {
    glyphs: ['headphone', 'studio-microphone', 'speech-balloon'],
    keywords: /\b(podcast|webinar|recording|interview)/i,
  },
  template: {
    glyphs: ['memo', 'clipboard', 'fountain-pen'],
    keywords: /\b(template|form|checklist|consent|agreement|workbook|precedent|declaration)/i,
  },
  business: {
    glyphs: ['briefcase', 'money-bag', 'chart-increasing'],
    keywords:
      /\b(business|owners?|principals?|sole practitioners?|private practice|small (firm|practice)|practice management|costs|pricing|procurement|contract)/i,
  },
  goals: { glyphs: ['bullseye', 'clipboard', 'seedling'], keywords: /\b(goal|planning|plan)/i },
  work: {
    glyphs: ['office-building', 'briefcase', 'handshake'],
    keywords: /\b(return to work|workplace|workforce|hybrid|teams?|managers?)/i,
  },
  election: {
    glyphs: ['ballot-box-with-ballot', 'busts-in-silhouette', 'classical-building'],
    keywords: /\b(board|nominations?|elections?|president|council elections)/i,
  },
  calendar: {
    glyphs: ['spiral-calendar', 'alarm-clock', 'bookmark-tabs'],
    keywords: /\b(calendar|sittings|dates?|deadline|renewals?|year ends)/i,
  },
  community: {
    glyphs: ['busts-in-silhouette', 'speech-balloon', 'handshake'],
    keywords: /\b(community|consultation|engagement|stakeholder|network)/i,
  },
  government: {
    glyphs: ['classical-building', 'memo', 'handshake'],
    keywords: /\b(minist|government|public (service|sector)|agenc|council'?s|brief)/i,
  },
  learning: {
    glyphs: ['graduation-cap', 'books', 'light-bulb'],
    keywords:
      /\b(training|course|capability|competenc|learning|cpd|unit of|assessment|prior learning|refresher|essentials)/i,
  },
  digital: {
    glyphs: ['laptop', 'globe-with-meridians', 'robot'],
    keywords: /\b(digital|generative ai|\bai\b|electronic|privacy|data sharing|cyber)/i,
  },
  writing: {
    glyphs: ['writing-hand', 'memo', 'books'],
    keywords: /\b(writing|plain language|letters?|brief|submissions?)/i,
  },
  ship: {
    glyphs: ['ship', 'anchor', 'water-wave'],
    keywords: /\b(vessel|ship|ferry|master|coxswain|sea\b|seafar|at sea|crew)/i,
  },
  passage: { glyphs: ['compass', 'sailboat', 'world-map'], keywords: /\b(passage|navigat|chart|voyage)/i },
  mooring: { glyphs: ['anchor', 'motor-boat', 'chains'], keywords: /\b(moor|port|harbour|stevedor|wharf)/i },
  engine: {
    glyphs: ['gear', 'wrench', 'high-voltage'],
    keywords: /\b(engine|engineer|battery|electric|fault|mechanic)/i,
  },
  safety: {
    glyphs: ['ring-buoy', 'sos-button', 'fire-extinguisher'],
    keywords: /\b(safety|overboard|emergency|drill|rescue|alert|hazard|toolbox talk)/i,
  },
  fishing: { glyphs: ['fishing-pole', 'tropical-fish', 'motor-boat'], keywords: /\b(fish|fishing|aquaculture)/i },
  environment: {
    glyphs: ['water-wave', 'seedling', 'tropical-fish'],
    keywords: /\b(environment|ballast|pollution|marine park|sustainab)/i,
  },
  simulator: { glyphs: ['desktop-computer', 'ship', 'compass'], keywords: /\b(simulat)/i },
  court: {
    glyphs: ['classical-building', 'balance-scale', 'judge'],
    keywords: /\b(court|judge|judicial|hearings?|bench|sittings|bail|circuit)/i,
  },
  justice: {
    glyphs: ['balance-scale', 'scroll', 'classical-building'],
    keywords: /\b(justice|rule of law|legal aid|independence|ethics|criminal|defence)/i,
  },
  family: { glyphs: ['people-hugging', 'house', 'balance-scale'], keywords: /\b(family law|family|children|parent)/i },
  advocate: {
    glyphs: ['speaking-head', 'balance-scale', 'page-facing-up'],
    keywords: /\b(advoca|cross-exam|witness|persuasive|bar\b|barrister)/i,
  },
  trust: { glyphs: ['bank', 'locked', 'ledger'], keywords: /\b(trust account|trust|accounting|money)/i },
  wills: { glyphs: ['scroll', 'fountain-pen', 'house'], keywords: /\b(wills?|estates?|probate|testament)/i },
  conveyancing: { glyphs: ['house', 'key', 'identification-card'], keywords: /\b(conveyanc|property|identity|title)/i },
  interpreter: {
    glyphs: ['speech-balloon', 'globe-showing-asia-australia', 'ear'],
    keywords: /\b(interpret|language|translat)/i,
  },
  firstNations: {
    glyphs: ['boomerang', 'globe-showing-asia-australia', 'seedling'],
    keywords: /\b(first nations|aboriginal|cultural|torres strait|indigenous)/i,
  },
  migration: {
    glyphs: ['globe-with-meridians', 'identification-card', 'handshake'],
    keywords: /\b(migration|visa|immigra)/i,
  },
  practisingCertificate: {
    glyphs: ['identification-card', 'page-facing-up', 'spiral-calendar'],
    keywords: /\b(practising certificate|certificate|admission)/i,
  },
} satisfies Record<string, CoverSubject>;

export type SubjectId = keyof typeof SUBJECTS;

/** A tenant's art: palette (`#RRGGBB`: brand, accent, light tint) and subject order. */
export interface TenantArt {
  /** brand: the shapes and main ring; accent: the second shapes; light: the background. */
  palette: { brand: string; accent: string; light: string };
  /** Subjects whose keywords are tried, first match wins (the tenant's keyword → subject map). */
  subjects: SubjectId[];
  /** Titles that match nothing take one of these by hash (the profession's everyday scenes). */
  fallbacks: SubjectId[];
}

const OT_SUBJECTS: SubjectId[] = [
  'telehealth',
  'podcast',
  'hand',
  'sensory',
  'dementia',
  'driving',
  'falls',
  'seating',
  'ndis',
  'school',
  'mentalHealth',
  'supervision',
  'conference',
  'election',
  'research',
  'insurance',
  'celebrate',
  'advocacy',
  'template',
  'business',
  'report',
  'home',
  'career',
  'goals',
  'work',
  'learning',
  'calendar',
  'community',
];
const PSA_SUBJECTS: SubjectId[] = [
  'podcast',
  'conference',
  'election',
  'digital',
  'writing',
  'government',
  'community',
  'research',
  'insurance',
  'business',
  'template',
  'work',
  'supervision',
  'career',
  'learning',
  'calendar',
  'report',
  'advocacy',
  'goals',
];
const MARITIME_SUBJECTS: SubjectId[] = [
  'podcast',
  'simulator',
  'passage',
  'safety',
  'environment',
  'fishing',
  'engine',
  'mooring',
  'conference',
  'election',
  'mentalHealth',
  'template',
  'research',
  'career',
  'learning',
  'ship',
  'work',
  'calendar',
];
const LAW_SUBJECTS: SubjectId[] = [
  'podcast',
  'firstNations',
  'interpreter',
  'migration',
  'practisingCertificate',
  'trust',
  'wills',
  'conveyancing',
  'family',
  'advocate',
  'digital',
  'mentalHealth',
  'conference',
  'election',
  'celebrate',
  'supervision',
  'court',
  'justice',
  'template',
  'business',
  'advocacy',
  'writing',
  'calendar',
  'learning',
  'research',
  'career',
  'community',
];

/** Per tenant: palette from its brand colour (spec 01 §1 theme) and its subject map. */
export const TENANT_ART: Record<TenantId, TenantArt> = {
  ota: {
    palette: { brand: '#004C58', accent: '#3FA7A3', light: '#E3F2F1' },
    subjects: OT_SUBJECTS,
    fallbacks: ['hand', 'home', 'goals', 'community'],
  },
  psa: {
    palette: { brand: '#547B04', accent: '#A5C74A', light: '#EEF5DF' },
    subjects: PSA_SUBJECTS,
    fallbacks: ['government', 'community', 'work', 'writing'],
  },
  maritime: {
    palette: { brand: '#1F7A57', accent: '#2FA775', light: '#E2F4EC' },
    subjects: MARITIME_SUBJECTS,
    fallbacks: ['ship', 'passage', 'mooring', 'learning'],
  },
  lawcouncil: {
    palette: { brand: '#5E5241', accent: '#B39B72', light: '#F3EEE6' },
    subjects: LAW_SUBJECTS,
    fallbacks: ['court', 'justice', 'advocate', 'writing'],
  },
  tls: {
    palette: { brand: '#B9530F', accent: '#EC6D19', light: '#FCEBDD' },
    subjects: LAW_SUBJECTS,
    fallbacks: ['court', 'justice', 'firstNations', 'calendar'],
  },
};

/** A small stable hash of a string (FNV-1a, 32 bit). */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The subject of a title for a tenant: first keyword match in the tenant's order, else a fallback by hash. */
export function subjectOf(tenant: TenantId, title: string): SubjectId {
  const art = TENANT_ART[tenant];
  for (const id of art.subjects) if (SUBJECTS[id].keywords.test(title)) return id;
  return art.fallbacks[hashOf(title) % art.fallbacks.length];
}
