/**
 * The placeholder vocabulary the demo data must never contain (issue 21): faker's lorem words and
 * its catch-phrase and buzzword lists (`@faker-js/faker` locale data, so new faker words are
 * covered), plus "lorem" and "ipsum". Words that are also plain English and appear in real
 * association writing ("a", "in", "video", "support", "policy"...) are allowed explicitly below;
 * adding to these lists is a conscious choice reviewed with the corpus.
 */
import { en } from '@faker-js/faker';

/** Lorem words that are also English words (articles, prepositions, loanwords). */
const LATIN_ALSO_ENGLISH = [
  'a',
  'ad',
  'ago',
  'alias',
  'at',
  'auditor',
  'comes',
  'in',
  'id',
  'sit',
  'victoria',
  'video',
];

/** Catch-phrase and buzzword entries that are plain words in a professional association's texts. */
const CATCH_PHRASE_ALSO_PLAIN = [
  'access',
  'advanced',
  'ai',
  'application',
  'applications',
  'approach',
  'architect',
  'capability',
  'capacity',
  'circuit',
  'communities',
  'content',
  'core',
  'database',
  'dedicated',
  'deliver',
  'diverse',
  'drive',
  'dynamic',
  'efficient',
  'engage',
  'engineer',
  'executive',
  'experiences',
  'extended',
  'focused',
  'framework',
  'function',
  'generative',
  'generative ai',
  'hierarchy',
  'hub',
  'hybrid',
  'infrastructure',
  'interface',
  'local',
  'managed',
  'markets',
  'migration',
  'model',
  'models',
  'moderator',
  'monitoring',
  'national',
  'one-to-one',
  'optional',
  'partnerships',
  'persistent',
  'policy',
  'productivity',
  'project',
  'protocol',
  'reduced',
  'regional',
  'relationships',
  'responsive',
  'simplify',
  'software',
  'stable',
  'static',
  'strategy',
  'structure',
  'success',
  'support',
  'sustainable',
  'systematic',
  'systems',
  'transition',
  'uniform',
  'users',
  'website',
  'workforce',
];

const company = en.company as Record<string, string[] | undefined>;
const lorem = (en.lorem as { word?: string[] } | undefined)?.word ?? [];
const catchPhrase = ['adjective', 'descriptor', 'noun', 'buzz_adjective', 'buzz_noun', 'buzz_verb'].flatMap(
  (k) => company[k] ?? [],
);
const allowed = new Set([...LATIN_ALSO_ENGLISH, ...CATCH_PHRASE_ALSO_PLAIN]);
const vocabulary = [...new Set([...lorem, ...catchPhrase, 'lorem', 'ipsum'].map((w) => w.toLowerCase()))].filter(
  (w) => !allowed.has(w),
);
const singleWords = new Set(vocabulary.filter((w) => !w.includes(' ')));
const phrases = vocabulary.filter((w) => w.includes(' '));

/** How many words the vocabulary holds (a sanity check that faker's lists were found). */
export const PLACEHOLDER_VOCABULARY_SIZE = vocabulary.length;

/** The placeholder words and phrases in a text (HTML tags ignored, case-insensitive); empty when clean. */
export function placeholderWords(text: string): string[] {
  const plain = ` ${text
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase()
    .replace(/[’']/g, "'")} `;
  const words = plain.match(/[a-z0-9][a-z0-9'/-]*/g) ?? [];
  const found = new Set<string>();
  for (const w of words) {
    const bare = w.replace(/'s$/, '');
    // Hyphenated faker words ("system-worthy") are checked whole; "post-operative" is not "operative".
    if (singleWords.has(bare)) found.add(bare);
  }
  for (const p of phrases) if (plain.includes(` ${p} `)) found.add(p);
  return [...found];
}
