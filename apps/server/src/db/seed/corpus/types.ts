/**
 * The shape of a tenant's demo corpus (issue 21): written texts the seed steps pick from instead of
 * generated placeholder text. Plain data; one folder per tenant field under `corpus/<tenant>/`.
 * HTML strings use only what the rich-text renderer accepts (h2, h3, p, ul, ol, li, strong, em,
 * blockquote, a).
 */

/** A news item or resource: title (≤ 150 chars), one-sentence summary and an HTML body. */
export interface CorpusArticle {
  title: string;
  summary: string;
  body: string;
}

/** A member-only page: its name (menu label) and HTML body. */
export interface CorpusPage {
  name: string;
  body: string;
}

/** One event topic: title, one-sentence summary, an About paragraph, three agenda points, why attend. */
export interface CorpusEvent {
  title: string;
  summary: string;
  about: string;
  agenda: [string, string, string];
  why: string;
}

/** An event presenter (fictional): name, role and a short HTML-free bio. */
export interface CorpusPresenter {
  name: string;
  role: string;
  bio: string;
}

/** The events part of a corpus. */
export interface EventsCorpus {
  /** The conference series name ("National OT Conference"). */
  conference: string;
  /** At least 12 topics; events take them in turn. */
  topics: CorpusEvent[];
  /** Twelve presenters. */
  presenters: CorpusPresenter[];
  /**
   * The presenter of each topic (index into `presenters`, one per topic): someone whose role and
   * bio fit the subject (issue 32: an assistive-technology webinar is presented by an AT specialist).
   * Optional in a corpus file; each tenant's index sets it.
   */
  topicPresenters?: number[];
  /** Session titles of multi-day events, taken in turn (at least 8). */
  sessions: string[];
  /** Fictional sponsors. */
  sponsors: string[];
  /** Five event category labels and ten event tags. */
  categories: string[];
  tags: string[];
  /** Who can enrol (HTML). */
  canEnrol: string;
  /** CPD note on events that carry CPD hours. */
  cpdNote: string;
}

/** One community in the slot order of `communities/plans.ts` PLANS. */
export interface CorpusCommunity {
  name: string;
  alias: string;
  short: string;
  /** About text (HTML). */
  about: string;
}

/** A post with the comments (first level) and replies that answer it. */
export interface CorpusThread {
  title: string;
  /** HTML body. */
  body: string;
  /** Three first-level comments (plain text, wrapped in <p> by the seed). */
  comments: [string, string, string];
  /** Two replies to the comments. */
  replies: [string, string];
}

/** The communities part of a corpus. */
export interface CommunitiesCorpus {
  /** Four parent categories with 4, 2, 2 and 2 children (the shape of the ota tree). */
  categories: { name: string; children: string[] }[];
  /** Twenty community tags (shared with the events seed). */
  tags: string[];
  /** Twelve communities in PLANS slot order. */
  list: CorpusCommunity[];
  /** Terms and conditions of communities that ask for them (HTML). */
  terms: string;
  /** Join questions: the accreditation slot's text and file questions, the provider slot's, the owners slot's. */
  joinQuestions: [string, string, string, string];
  /** The demo member's answer to the first join question. */
  joinAnswer: string;
  /**
   * Three asset folders (the `ASSET_PLANS` slots), each with a name and description per file of the
   * slot: [name, description] for a PDF or PNG, plus `url` for a link.
   */
  assetFolders: {
    folder: string;
    description: string;
    assets: { name: string; description: string; url?: string }[];
  }[];
  /** The threads posts are written from (at least 25; some written for no community are not posted). */
  threads: CorpusThread[];
  /**
   * The community slot (index into `list`, PLANS order) each thread is written for, one per thread
   * (issue 32): a community's posts are its own threads, so within a tenant no post repeats and each
   * fits its community's subject. `null`: the thread fits no community and is not posted. Each tenant's
   * index sets it (`corpus/thread-communities.ts`).
   */
  threadCommunities?: (number | null)[];
  /** Short follow-ups that fit under any reply (third-level comments). */
  followUps: string[];
  /** The community FAQ: question and answer (HTML), in display order. */
  faq: [string, string][];
}

/** Everything a tenant's seed reads from its corpus. */
export interface TenantCorpus {
  newsCategories: string[];
  resourceCategories: string[];
  /** Fifteen content tags. */
  contentTags: string[];
  /** Newest first: news[0] is the most recent item. At least 12 (a page of 8 with hidden items between); ota more. */
  news: CorpusArticle[];
  resources: CorpusArticle[];
  /** Three member-only pages (Member benefits, Code of ethics, Annual general meeting slots). */
  pages: CorpusPage[];
  events: EventsCorpus;
  communities: CommunitiesCorpus;
}
