/** Territory law society events: topics with agendas, presenters (fictional), sessions and sponsors. */
import type { EventsCorpus } from '../types';

export const EVENTS: EventsCorpus = {
  conference: 'Territory Legal Convention',
  categories: ['Ethics', 'Practice management', 'Advocacy', 'Substantive law', 'Wellbeing'],
  tags: [
    'CPD',
    'Ethics',
    'Advocacy',
    'Trust accounts',
    'Family law',
    'Criminal law',
    'Conveyancing',
    'Wills',
    'Interpreters',
    'Remote practice',
  ],
  canEnrol:
    '<p>Open to Society members and other practitioners. Law students and graduates receive a reduced rate.</p>',
  cpdNote: 'CPD points as shown. The Society records points for members automatically.',
  sponsors: [
    'Frangipani Legal Supplies',
    'Top End Practice Software',
    'Banyan Court Reporting',
    'Arafura Professional Insurance',
  ],
  sessions: [
    'Opening address: practising law in the Territory',
    'Panel: remote communities and the courts',
    'Breakout sessions: family, criminal and property practice',
    'Plenary: ethics in small practices',
    'Workshops: advocacy and practice management',
    'Panel: interpreters and culturally safe practice',
    'Plenary: wellbeing and sustainable practice',
    'Closing address and awards',
  ],
  topics: [
    {
      title: 'Ethics for small practices',
      summary: 'Ethical problems that come up when you practise alone or in a small firm.',
      about:
        'Small practices face ethical problems without a large firm’s support. This session works through conflicts, confidentiality and acting for family and friends.',
      agenda: ['Conflicts in small communities', 'Acting for people you know', 'Where to get ethics advice'],
      why: 'Meets the ethics CPD requirement.',
    },
    {
      title: 'Trust accounting refresher',
      summary: 'Keep your trust account compliant and avoid common problems.',
      about: 'This course covers reconciliations, receipts, transfers and what examiners look for.',
      agenda: ['Monthly reconciliations', 'Receipts and authorities', 'What examiners look for'],
      why: 'Meets the practice management CPD requirement.',
    },
    {
      title: 'Advocacy in the Local Court',
      summary: 'Practical advocacy skills for busy Local Court lists.',
      about:
        'The Local Court moves quickly. This workshop covers bail applications, pleas and short submissions with feedback from magistrates.',
      agenda: ['Bail applications', 'Pleas in mitigation', 'Short, clear submissions'],
      why: 'Small groups with individual feedback.',
    },
    {
      title: 'Working with interpreters',
      summary: 'Take instructions and appear in court effectively with interpreters.',
      about:
        'Many clients in the Territory speak an Aboriginal language as their first language. This session covers booking, briefing and working with interpreters.',
      agenda: ['Booking and briefing interpreters', 'Taking instructions', 'Interpreters in court'],
      why: 'Presented with experienced interpreters.',
    },
    {
      title: 'Wills and estates update',
      summary: 'Recent cases and practice points in wills and estates.',
      about:
        'This seminar covers recent decisions on family provision claims, informal wills and testamentary capacity.',
      agenda: ['Family provision claims', 'Informal wills', 'Testamentary capacity'],
      why: 'Includes the Society’s updated will precedent.',
    },
    {
      title: 'Conveyancing rule changes',
      summary: 'The new verification of identity standard and other changes.',
      about:
        'The amended conveyancing rules take effect next quarter. This webinar explains the changes and how to comply.',
      agenda: ['Verification of identity', 'Other rule changes', 'Clients without standard documents'],
      why: 'Short and practical.',
    },
    {
      title: 'Circuit court practice',
      summary: 'Preparing for circuit sittings in remote communities.',
      about:
        'Circuit work is demanding and rewarding. This seminar covers travel, client contact, community organisations and court etiquette.',
      agenda: ['Before you travel', 'Meeting clients on circuit', 'Working with community organisations'],
      why: 'Led by practitioners who travel with the circuit.',
    },
    {
      title: 'Family law for general practitioners',
      summary: 'Family law essentials for practitioners in general practice.',
      about:
        'Many practitioners in smaller towns handle some family law. This course covers parenting and property basics and when to refer.',
      agenda: ['Parenting matters', 'Property settlements', 'When to refer'],
      why: 'Suitable for general practitioners and new lawyers.',
    },
    {
      title: 'Managing stress and workload',
      summary: 'Practical strategies for sustainable practice.',
      about: 'Legal practice is demanding. This session covers workload, boundaries and where to find support.',
      agenda: ['Recognising stress', 'Managing workload', 'Support available to members'],
      why: 'Confidential and practical.',
    },
    {
      title: 'Electronic filing in practice',
      summary: 'Hands-on training in the Local Court electronic filing system.',
      about: 'This hands-on session walks through registering, filing and paying fees in the new system.',
      agenda: ['Registering your practice', 'Filing documents', 'Fees and common errors'],
      why: 'Bring a laptop.',
    },
    {
      title: 'Supervising new practitioners',
      summary: 'Give new practitioners the supervision they need.',
      about: 'This seminar covers supervised practice requirements, delegation, feedback and supporting wellbeing.',
      agenda: ['Supervised practice requirements', 'Delegation and feedback', 'Supporting wellbeing'],
      why: 'For principals and senior practitioners.',
    },
    {
      title: 'Criminal law update',
      summary: 'Recent decisions and legislative changes in criminal law.',
      about: 'This seminar reviews recent appellate decisions and changes to bail and sentencing legislation.',
      agenda: ['Recent decisions', 'Bail changes', 'Sentencing changes'],
      why: 'Presented by a senior defence barrister and a prosecutor.',
    },
  ],
  presenters: [
    {
      name: 'Gwen Fletcher',
      role: 'Principal (retired)',
      bio: 'Gwen practised in Alice Springs for forty years and served two terms as Society president.',
    },
    {
      name: 'Judge Robert Haines',
      role: 'Local Court Judge (retired)',
      bio: 'Robert sat in the Local Court for eighteen years, including many circuit sittings.',
    },
    {
      name: 'Maria Santos',
      role: 'Trust Account Examiner',
      bio: 'Maria has examined trust accounts for practices of every size for twenty years.',
    },
    {
      name: 'Jacob Tipiloura',
      role: 'Senior Interpreter',
      bio: 'Jacob interprets in courts and legal services and trains new interpreters.',
    },
    {
      name: 'Emma Carr',
      role: 'Wills and Estates Lawyer',
      bio: 'Emma is an accredited specialist in wills and estates in Darwin.',
    },
    { name: 'Nick Papadakis', role: 'Conveyancing Partner', bio: 'Nick leads the property team at a Darwin firm.' },
    {
      name: 'Lisa Reynolds',
      role: 'Principal Solicitor',
      bio: 'Lisa leads a legal service that travels to remote communities every month.',
    },
    {
      name: 'Hamish Grant',
      role: 'Barrister',
      bio: 'Hamish practises in criminal law and appears regularly on circuit.',
    },
    {
      name: 'Dr Anita Rao',
      role: 'Psychologist',
      bio: 'Anita supports legal professionals through the Society’s wellbeing programme.',
    },
    { name: 'Sam Liddle', role: 'Family Lawyer', bio: 'Sam practises family law in Alice Springs and Tennant Creek.' },
    {
      name: 'Fiona McKenzie',
      role: 'Court Registrar',
      bio: 'Fiona led the rollout of electronic filing in the Local Court.',
    },
    {
      name: 'Chris Aldridge',
      role: 'Prosecutor',
      bio: 'Chris is a senior prosecutor with fifteen years of trial experience.',
    },
  ],
};
