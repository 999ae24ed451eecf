/** Maritime skills (`maritime`): news, resources and member-only pages. Newest first. */
import { article } from '../helpers';
import type { CorpusArticle, CorpusPage } from '../types';

export const NEWS_CATEGORIES = [
  'Industry news',
  'Association news',
  'Training and assessment',
  'Member stories',
  'Safety',
];
export const RESOURCE_CATEGORIES = [
  'Training guides',
  'Safety guides',
  'Assessment tools',
  'Templates and forms',
  'Webinars and media',
];
export const CONTENT_TAGS = [
  'Deck operations',
  'Marine engineering',
  'Ports and terminals',
  'Safety',
  'Training',
  'Assessment',
  'Certification',
  'Workforce',
  'Fishing',
  'Ferries',
  'Offshore',
  'Environment',
  'Leadership',
  'Regional',
  'Apprenticeships',
];

export const NEWS: CorpusArticle[] = [
  article(
    'Sea time requirements for coxswains to be reviewed',
    'The national regulator has opened consultation on the sea time needed for Coxswain Grade 1 and Grade 2 certificates.',
    [
      'The national maritime safety regulator has begun a review of the qualifying sea time for coxswain certificates of competency. The review follows long-standing concerns from operators in regional ports that the current requirements slow the entry of new crew.',
      'Maritime Skills Australia will make a submission and wants to hear from members who train, employ or work as coxswains. Our survey is open for four weeks.',
    ],
    [
      'Whether simulator hours should count towards sea time.',
      'How sea time is recorded and verified by operators.',
      'Recognition of time on inland and sheltered waters.',
    ],
    'What the review covers',
  ),
  article(
    'Member story: from deckhand to ferry master in six years',
    'Brisbane ferry master Liam Harper shares how structured mentoring and part-time study helped him move up through the ranks.',
    [
      'Liam Harper joined a river ferry operator as a casual deckhand at 19. Six years later he holds a Master less than 35 metres certificate and runs a vessel carrying up to 150 passengers.',
      '“The biggest help was a master who let me take the wheel under supervision every shift and signed my task book properly,” Liam says. “Study on top of shift work is hard, but a clear plan made it possible.”',
      'Liam now mentors two new deckhands and encourages operators to give trainees regular, supervised time at the controls.',
    ],
  ),
  article(
    'New unit of competency on battery-electric vessel safety',
    'A new unit covering the safe operation and maintenance of battery-electric propulsion will be available to training providers from July.',
    [
      'Electric and hybrid ferries are now operating in several Australian harbours, and crews need skills that existing units do not cover. A new unit of competency on battery-electric vessel safety has been endorsed after two years of industry consultation.',
      'The unit covers isolation procedures, thermal runaway risks, charging operations and emergency response. Training providers can apply to add it to their scope from July.',
    ],
  ),
  article(
    'Annual conference programme released',
    'Workforce shortages, decarbonisation and the future of seafarer training headline this year’s conference in Fremantle.',
    [
      'The programme for the annual Maritime Skills Conference is now available. Over two days, speakers from operators, ports, training providers and unions will discuss the challenges facing the maritime workforce.',
      'Early-bird registration closes at the end of next month. Members receive a discounted rate, and a limited number of free places are available for cadets and apprentices.',
    ],
  ),
  article(
    'Safety alert: man overboard recovery on small vessels',
    'Following two incidents this year, operators are reminded to practise recovery of a person from the water with the crew they actually sail with.',
    [
      'Two incidents this year involved crew on small commercial vessels who could not recover a person from the water quickly, despite having the right equipment on board. In both cases the crew had not practised recovery together.',
      'Operators are reminded that drills should be realistic, include every crew member, and be recorded in the vessel’s safety management system.',
    ],
    [
      'Run a recovery drill at least every three months.',
      'Practise with the vessel’s own recovery equipment.',
      'Review what went well and what did not after every drill.',
    ],
    'What operators should do',
  ),
  article(
    'Workforce survey: one in three operators cannot fill engineer roles',
    'Our annual workforce survey shows the shortage of marine engineers is now the industry’s biggest concern.',
    [
      'More than 300 operators, ports and training providers took part in this year’s workforce survey. A third of operators said they had left a marine engineer position unfilled for more than three months.',
      'Deck roles were easier to fill, but many operators reported losing experienced crew to the offshore and resources sectors. The full report and our recommendations to government are available to members.',
    ],
  ),
  article(
    'Apprenticeship incentives extended for maritime trades',
    'Employers who take on apprentice marine engineers and deckhands will continue to receive wage support for another year.',
    [
      'The federal government has confirmed that wage support for employers of maritime apprentices will continue for another year. The extension covers new apprentices who start before the end of June next year.',
      'Maritime Skills Australia advocated for the extension, pointing to the long lead time needed to train engineers and the small size of many employers.',
    ],
  ),
  article(
    'Training provider forum: changes to assessment evidence',
    'Providers met in Hobart to discuss the new rules on evidence of sea time and workplace assessment.',
    [
      'More than 40 registered training organisations attended the training provider forum in Hobart. The main topic was the revised guidance on what counts as evidence for workplace assessment.',
      'Providers agreed to share a common task book template so that trainees moving between employers keep a consistent record.',
    ],
  ),
  article(
    'Member story: running a fishing crew training programme in Port Lincoln',
    'A family-owned fishing business has trained more than 40 local crew in ten years. Skipper Anna Kowalczyk explains how.',
    [
      'Anna Kowalczyk took over her family’s tuna business in 2014 and found that recruiting trained crew was her biggest problem.',
      '“We decided to train our own,” she says. “We partnered with a local provider, built a task book around the work we actually do, and paired every new starter with an experienced hand.”',
      'Most of the crew trained through the programme still work in the local industry.',
    ],
  ),
  article(
    'Environmental management: new ballast water guidance',
    'Updated guidance explains the crew training needed to meet ballast water management requirements.',
    [
      'New guidance on ballast water management sets out what crew on vessels visiting Australian ports need to know, including record keeping and the use of treatment systems.',
      'A short online module for crew is now available in the resources section.',
    ],
  ),
  article(
    'Board elections: three positions open',
    'Nominations are open for three director positions on the Maritime Skills Australia board.',
    [
      'The board is seeking nominations from members with experience in vessel operations, training or port management. Directors serve three-year terms.',
      'Nomination forms and the director position description are on the member-only pages.',
    ],
  ),
  article(
    'Regional training grants open for small operators',
    'Operators with fewer than 20 employees can apply for grants covering up to 80 per cent of crew training costs.',
    [
      'A new round of regional training grants is open for small vessel operators. Grants cover up to 80 per cent of course fees and travel for crew training in regional areas.',
      'Maritime Skills Australia can help members prepare applications. Contact the member services team for a checklist.',
    ],
  ),
];

export const RESOURCES: CorpusArticle[] = [
  article(
    'Passage planning guide for small commercial vessels',
    'A practical guide to appraisal, planning, execution and monitoring for masters of vessels under 35 metres.',
    [
      'Good passage planning prevents groundings and collisions. This guide walks through the four stages of passage planning with examples from coastal and harbour operations.',
      'It includes a checklist and a blank plan you can adapt for your vessel.',
    ],
    [
      'Check weather and tides at every stage.',
      'Mark no-go areas clearly on the chart.',
      'Brief the crew before departure.',
    ],
    'Key points',
  ),
  article(
    'Task book template for deckhand trainees',
    'An editable task book covering the skills a new deckhand must show before sign-off.',
    [
      'This task book lists the practical tasks expected of a trainee deckhand, from line handling and mooring to emergency drills.',
      'Each task has space for the date, the vessel and the signature of the supervising crew member.',
    ],
  ),
  article(
    'Engine room watchkeeping: a refresher',
    'The essentials of safe engine room watchkeeping for engineers on coastal vessels.',
    [
      'This refresher covers handover, rounds, log keeping and responding to alarms. It is written for marine engineers returning to watchkeeping after time ashore.',
      'Case studies show how small lapses in watchkeeping led to serious incidents.',
    ],
  ),
  article(
    'Fatigue management for vessel crews',
    'How to plan rosters and recognise fatigue on board, with a self-check card for crew.',
    [
      'Fatigue is a factor in many marine incidents. This guide explains the hours of work and rest requirements and how to plan rosters that keep crew alert.',
      'A pocket-sized self-check card helps crew recognise the signs of fatigue in themselves and others.',
    ],
  ),
  article(
    'Webinar recording: assessing competence on board',
    'A one-hour webinar for workplace assessors on gathering valid evidence during real operations.',
    [
      'In this recorded webinar, two experienced assessors explain how to observe and record competence during normal vessel operations without disrupting the work.',
      'Topics include questioning techniques, third-party reports and what to do when a trainee is not yet competent.',
    ],
  ),
  article(
    'Emergency drill record form',
    'A form for recording fire, abandon ship and man overboard drills, with prompts for debriefing.',
    [
      'Regular drills keep crew ready for emergencies. This form records who took part, what was practised and what the crew learned.',
      'It is designed to fit into most safety management systems.',
    ],
  ),
  article(
    'Career pathways in the maritime industry',
    'A diagram and guide showing entry points and progression for deck, engineering and port roles.',
    [
      'This guide shows the main career pathways in the Australian maritime industry, from entry-level roles to master and chief engineer.',
      'It is useful for school career advisers, job seekers and employers planning workforce development.',
    ],
  ),
  article(
    'Safe mooring operations guide',
    'Mooring is one of the most dangerous routine tasks on board. This guide covers snap-back zones, communication and equipment checks.',
    [
      'Mooring incidents cause serious injuries every year. This guide explains snap-back zones, safe communication between the bridge and the mooring team, and how to inspect lines and winches.',
      'It includes a toolbox talk that supervisors can run in ten minutes.',
    ],
  ),
  article(
    'Recognition of prior learning: a guide for experienced crew',
    'How experienced seafarers can have their skills recognised towards a qualification.',
    [
      'Many experienced crew have the skills for a higher qualification but not the paperwork. This guide explains how recognition of prior learning works and what evidence to collect.',
      'It includes a checklist of common evidence such as sea service records, references and task books.',
    ],
  ),
  article(
    'Podcast: women at sea',
    'Three masters and engineers talk about their careers and what would help more women join the industry.',
    [
      'In this episode, a ferry master, a chief engineer and a harbour pilot talk about their paths into the industry and the changes they have seen.',
      'They share practical advice for employers on recruitment, facilities on board and mentoring.',
    ],
  ),
  article(
    'Environmental compliance checklist for operators',
    'A checklist covering garbage, oil, sewage and ballast water requirements for domestic commercial vessels.',
    [
      'This checklist helps operators confirm that their vessel and crew meet environmental requirements. Each item links to the relevant guidance.',
      'It is suitable for internal audits and for preparing for a survey.',
    ],
  ),
  article(
    'Toolbox talk pack: ten safety topics',
    'Ten ready-to-run toolbox talks for vessel crews, each about ten minutes long.',
    [
      'This pack contains ten short toolbox talks covering mooring, fatigue, slips and falls, hot work, enclosed spaces and more.',
      'Each talk has key messages, questions to ask the crew and space to record attendance.',
    ],
  ),
];

export const PAGES: CorpusPage[] = [
  {
    name: 'Member benefits',
    body: '<h2>Your member benefits</h2><p>Membership connects you with operators, training providers and seafarers across the country.</p><ul><li>Discounted registration for the annual conference and training events</li><li>Industry updates on regulation, training packages and workforce programmes</li><li>Access to the member communities, resources and safety alerts</li><li>A voice in our submissions to government</li></ul><p>Contact the member services team if you have questions about your membership.</p>',
  },
  {
    name: 'Code of conduct',
    body: '<h2>Code of conduct</h2><p>Members put safety first and act with integrity towards crew, passengers, trainees and the marine environment.</p><ol><li>Put the safety of people and vessels first.</li><li>Train and assess honestly and fairly.</li><li>Respect colleagues and trainees.</li><li>Protect the marine environment.</li></ol><p>Concerns about a member’s conduct can be raised confidentially with the chief executive.</p>',
  },
  {
    name: 'Annual general meeting',
    body: '<h2>Annual general meeting</h2><p>All members are invited to the annual general meeting, held online and in Fremantle during the conference.</p><h3>Agenda</h3><ol><li>Chair’s report</li><li>Financial statements</li><li>Election of directors</li><li>Questions from members</li></ol><p>Proxy forms must reach the company secretary 48 hours before the meeting.</p>',
  },
];
