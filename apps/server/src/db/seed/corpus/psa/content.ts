/** Public skills (`psa`, people who work in and for the public sector): news, resources, pages. Newest first. */
import { article } from '../helpers';
import type { CorpusArticle, CorpusPage } from '../types';

export const NEWS_CATEGORIES = [
  'Public sector news',
  'Association news',
  'Learning and careers',
  'Member stories',
  'Research and reports',
];
export const RESOURCE_CATEGORIES = [
  'Practice guides',
  'Toolkits',
  'Research summaries',
  'Templates and forms',
  'Webinars and media',
];
export const CONTENT_TAGS = [
  'Policy',
  'Procurement',
  'Project management',
  'Governance',
  'Ethics',
  'Data',
  'Digital services',
  'Leadership',
  'Community engagement',
  'Evaluation',
  'Writing',
  'Risk',
  'Regional',
  'Careers',
  'Wellbeing',
];

export const NEWS: CorpusArticle[] = [
  article(
    'New capability framework for policy officers released',
    'The framework describes the skills policy officers need at each level, from graduate to executive, with examples from state and local government.',
    [
      'After eighteen months of consultation with members across every level of government, the Public Skills Association has released its capability framework for policy work.',
      'The framework sets out six capabilities, including evidence and analysis, consultation, writing and advice, and working with ministers’ offices. Each capability has examples of what good practice looks like at four career stages.',
    ],
    [
      'Use it to plan your own development.',
      'Managers can use it in performance conversations.',
      'Agencies can map it to their role descriptions.',
    ],
    'How to use it',
  ),
  article(
    'Member story: rebuilding a council’s community engagement team',
    'Community engagement manager Tanya Ellis explains how her regional council went from one-off surveys to ongoing conversations with residents.',
    [
      'When Tanya Ellis joined a regional council in Victoria, engagement meant an online survey and a public notice in the paper.',
      '“We started turning up where people already were: sports clubs, markets, school pick-up,” she says. “Response rates went up, and so did the quality of the feedback.”',
      'Tanya will share her approach at the Community Engagement Forum next month.',
    ],
  ),
  article(
    'Procurement reforms: what changes for contract managers',
    'New procurement rules take effect on 1 July, with higher thresholds and new reporting on local and social procurement.',
    [
      'State procurement rules are changing from 1 July. Thresholds for simple quotes will rise, and agencies will need to report on purchases from local, Aboriginal-owned and social enterprises.',
      'The Association has published a plain-language summary and will run two webinars for contract managers before the changes start.',
    ],
  ),
  article(
    'Annual conference: registrations open',
    'This year’s conference in Canberra focuses on trust in public institutions and the skills needed to rebuild it.',
    [
      'Registrations are open for the Public Skills Conference. Over two days, speakers from federal, state and local government will discuss trust, integrity and the everyday skills that make services work.',
      'Members receive a discounted rate, and graduate members can apply for one of twenty free places.',
    ],
  ),
  article(
    'Survey: hybrid work is here to stay in the public sector',
    'Our member survey shows most public servants now work from home two or three days a week, and most managers want to keep it that way.',
    [
      'More than 2,000 members answered this year’s workforce survey. Three quarters now work in a hybrid arrangement, and most managers reported no drop in productivity.',
      'Members did raise concerns about onboarding new staff and keeping teams connected. The full report includes practical suggestions from members.',
    ],
  ),
  article(
    'Integrity training to become mandatory for senior staff',
    'New integrity requirements mean senior public servants will complete annual training on conflicts of interest and gifts.',
    [
      'From the next financial year, senior staff in state agencies will complete annual integrity training. The training covers conflicts of interest, gifts and benefits, and working with lobbyists.',
      'The Association welcomes the change and has offered its ethics short course as one way for members to meet the requirement.',
    ],
  ),
  article(
    'Graduate programme applications open',
    'The Association’s graduate development programme pairs new public servants with experienced mentors for twelve months.',
    [
      'Applications are open for the next intake of our graduate development programme. Participants take part in monthly workshops and meet a mentor from another agency every month.',
      'The programme is free for graduate members.',
    ],
  ),
  article(
    'Plain language in government letters: new guidance',
    'A new guide shows how to rewrite standard letters so people understand what they need to do.',
    [
      'Confusing letters lead to phone calls, complaints and missed deadlines. Our new guide shows, with before and after examples, how to make standard government letters clear.',
      'The guide was tested with community members, including people who speak English as a second language.',
    ],
  ),
  article('Board nominations now open', 'Three director positions are open on the Public Skills Association board.', [
    'We are seeking nominations for three director positions. We particularly encourage nominations from members in local government and regional areas.',
    'Nomination forms are on the member-only pages.',
  ]),
  article(
    'Evaluation network launches in Perth',
    'A new network for evaluators in Western Australian agencies will meet quarterly.',
    [
      'Members working in evaluation in Western Australia have formed a local network. The first meeting looked at how to plan evaluations when programmes are designed quickly.',
      'All members are welcome to join the network through the communities.',
    ],
  ),
  article(
    'Member story: leading a shared services merger',
    'Canberra director Paul Osei explains what he learned bringing three corporate teams together.',
    [
      'When three agencies merged their corporate services, Paul Osei was asked to lead the new team of 140 staff.',
      '“Most of the work was listening,” he says. “People needed to know what would change for them and when.” Paul shares his approach in the Managers and Team Leaders Circle.',
    ],
  ),
  article(
    'Short course calendar for the new financial year',
    'Our short courses in policy, procurement, evaluation and leadership are now open for registration.',
    [
      'The short course calendar for the new financial year is now available. Courses run online and in every capital city, with regional sessions in Townsville, Bendigo and Launceston.',
      'Members receive a discount of 25 per cent on every course.',
    ],
  ),
];

export const RESOURCES: CorpusArticle[] = [
  article(
    'Writing a ministerial brief',
    'A practical guide to briefs that are short, clear and useful to busy decision makers.',
    [
      'A good brief tells the reader what they need to decide, why, and what happens next. This guide shows how to structure a brief and what to leave out.',
      'It includes three examples: a noting brief, a decision brief and a brief for a meeting.',
    ],
    ['Put the recommendation first.', 'Keep it to two pages.', 'Explain the risks honestly.'],
    'Key points',
  ),
  article(
    'Community consultation planning template',
    'Plan who to talk to, how, and how you will report back, on a single template.',
    [
      'This template helps you plan consultation that reaches the people affected by a decision, not just those who always respond.',
      'It includes a stakeholder map, a method selector and a plan for closing the loop with participants.',
    ],
  ),
  article(
    'Conflict of interest declaration form',
    'A simple form and guidance for declaring and managing conflicts of interest.',
    [
      'Declaring a conflict early protects you and your agency. This form and guide explain what to declare and how conflicts are managed.',
      'Examples cover procurement panels, grants assessment and recruitment.',
    ],
  ),
  article(
    'Programme evaluation toolkit',
    'Plan and run evaluations that answer the questions decision makers actually ask.',
    [
      'This toolkit takes you from programme logic to evaluation questions, data collection and reporting.',
      'It is written for public servants who manage evaluations, whether they do the work themselves or commission it.',
    ],
  ),
  article(
    'Webinar recording: managing contracts well',
    'A one-hour webinar on contract management basics, from handover to close-out.',
    [
      'Experienced contract managers explain how to set up a contract for success, manage performance and deal with variations.',
      'The recording includes questions from members about difficult suppliers.',
    ],
  ),
  article(
    'Risk register template for projects',
    'An editable risk register with guidance on rating and treating project risks.',
    [
      'This register helps project teams record risks, rate them consistently and track treatments.',
      'The guidance explains how to escalate risks and report them to a project board.',
    ],
  ),
  article(
    'Research summary: what builds trust in public services',
    'What the evidence says about the drivers of trust in government services.',
    [
      'This summary draws on national and international studies of trust in public services.',
      'Reliability, fairness and being treated with respect matter more to people than speed alone. The summary suggests practical steps for service teams.',
    ],
  ),
  article(
    'Podcast: careers across the three levels of government',
    'Three members talk about moving between local, state and federal roles.',
    [
      'In this episode, three members share how they moved between councils, state agencies and federal departments, and what they learned along the way.',
      'They offer advice on applications, interviews and making the most of a secondment.',
    ],
  ),
  article('Data sharing agreement template', 'A template for sharing data between agencies safely and lawfully.', [
    'Sharing data can improve services, but it has to be done carefully. This template covers purpose, security, privacy and how long the data will be kept.',
    'It comes with a checklist to complete before signing.',
  ]),
  article(
    'Onboarding checklist for new team members',
    'A checklist for managers welcoming a new public servant to their team, in the office or at home.',
    [
      'A good first month makes a lasting difference. This checklist covers access and equipment, introductions, first tasks and check-ins.',
      'It includes extra steps for new starters who will work in a hybrid arrangement.',
    ],
  ),
  article(
    'Grants assessment guide',
    'How to assess grant applications fairly and consistently, with a scoring template.',
    [
      'Fair grants assessment protects applicants and the agency. This guide covers panel set-up, conflicts of interest, scoring and documenting decisions.',
      'A scoring template and moderation notes are included.',
    ],
  ),
  article('Stakeholder mapping template', 'Identify who is affected by a project or policy and how to involve them.', [
    'This template helps teams identify stakeholders, understand their interests and plan how to engage them.',
    'It works for policy projects, service changes and procurement.',
  ]),
];

export const PAGES: CorpusPage[] = [
  {
    name: 'Member benefits',
    body: '<h2>Your member benefits</h2><p>Membership supports public servants at every level of government and every stage of their career.</p><ul><li>Discounts on short courses, the annual conference and webinars</li><li>The graduate development and mentoring programmes</li><li>Practice guides, toolkits and templates</li><li>Member communities across agencies and regions</li></ul>',
  },
  {
    name: 'Code of conduct',
    body: '<h2>Code of conduct</h2><p>Members serve the public with integrity, impartiality and respect.</p><ol><li>Act in the public interest.</li><li>Declare and manage conflicts of interest.</li><li>Treat colleagues and the community with respect.</li><li>Use public resources carefully.</li></ol>',
  },
  {
    name: 'Annual general meeting',
    body: '<h2>Annual general meeting</h2><p>All members are invited to the annual general meeting, held online and in Canberra.</p><h3>Agenda</h3><ol><li>President’s report</li><li>Financial statements</li><li>Election of directors</li><li>Questions from members</li></ol>',
  },
];
