/** Occupational therapy (reference tenant `ota`): news, resources and member-only pages. Newest first. */
import { article } from '../helpers';
import type { CorpusArticle, CorpusPage } from '../types';

export const NEWS_CATEGORIES = ['Advocacy', 'Association news', 'Events and CPD', 'Member stories', 'Research'];
export const RESOURCE_CATEGORIES = [
  'Clinical guidelines',
  'Practice tools',
  'Research summaries',
  'Templates and forms',
  'Webinars and media',
];
export const CONTENT_TAGS = [
  'Aged care',
  'Assessment',
  'Clinical practice',
  'Ethics',
  'Funding',
  'Leadership',
  'Mental health',
  'NDIS',
  'Paediatrics',
  'Policy',
  'Professional development',
  'Research',
  'Rural and remote',
  'Telehealth',
  'Wellbeing',
];

export const NEWS: CorpusArticle[] = [
  article(
    'Telehealth item numbers extended for another two years',
    'The Department of Health has confirmed that allied health telehealth items will continue, including video consultations for chronic disease management plans.',
    [
      'After more than a year of advocacy by the Association and other allied health peak bodies, the Department of Health has confirmed that telehealth items for occupational therapy will continue for at least two more years.',
      'Our submission drew on the experience of more than 400 members who answered last year’s telehealth survey. Many told us that video sessions are now a routine part of their caseload, particularly for clients in regional areas and for carers who cannot easily travel.',
      'We will publish updated practice guidance on the resources page before the changes take effect. Questions can be sent to the policy team through the member enquiry form.',
    ],
    [
      'Video consultations remain claimable under chronic disease management plans.',
      'Telephone consultations stay limited to follow-up sessions.',
      'Record the mode of delivery in your clinical notes for every session.',
    ],
  ),
  article(
    'Member story: building a school-based OT service in the Pilbara',
    'Karratha occupational therapist Jessica Nguyen shares how she grew a two-day-a-week school service into a regional programme.',
    [
      'When Jessica Nguyen moved to Karratha in 2021 she was the only paediatric occupational therapist within 200 kilometres. Three years later her practice supports eleven schools and employs four therapists.',
      '“The turning point was sitting down with principals and asking what their teachers actually needed,” Jessica says. “It was rarely more individual therapy. It was help with classroom set-up, handwriting groups and a clear pathway for families who needed more.”',
      'Jessica will speak about her model at the Rural and Remote Forum later this year. She encourages any member thinking about a move to the regions to get in touch through the Rural and Remote OTs community.',
    ],
  ),
  article(
    'Board nominations open for the 2026 election',
    'Nominations are open for three director positions on the Association board. Nominations close at 5 pm AEST on the last Friday of next month.',
    [
      'The Association board is seeking nominations for three director positions, each for a three-year term. Directors guide the strategy of the Association, oversee its finances and represent members to government and the wider health sector.',
      'Any full member who has held membership for at least two consecutive years may nominate. Nominations must be supported by two other full members.',
    ],
    [
      'Read the director position description on the member-only pages.',
      'Submit your nomination form and a 300-word statement to the company secretary.',
      'Candidates are invited to a briefing with the chair before voting opens.',
    ],
    'How to nominate',
  ),
  article(
    'New national guideline on falls prevention in the home',
    'The updated guideline gives occupational therapists a stronger role in home assessments for older people at risk of falls.',
    [
      'A new national guideline on preventing falls in older people living at home was released this week. It recommends that people who have had a fall, or who are at high risk, are offered a home safety assessment by an occupational therapist.',
      'The Association was part of the expert reference group and contributed the sections on environmental assessment and the use of grab rails, lighting and flooring changes.',
      'A summary of the guideline and a one-page checklist for clinicians are now available in Resources.',
    ],
    [
      'Home assessments are recommended for everyone discharged from hospital after a fall.',
      'Exercise programmes and home modifications work best together.',
      'Follow-up within six weeks is recommended to check that changes are in use.',
    ],
  ),
  article(
    'NDIS pricing review: what the new limits mean for therapy supports',
    'The annual pricing review leaves the therapy price limit unchanged and introduces new rules for travel claims. Here is our summary.',
    [
      'The National Disability Insurance Agency has released the outcome of its annual pricing review. The price limit for therapy supports delivered by occupational therapists is unchanged for the coming financial year.',
      'The Association is disappointed that the review did not recognise the rising costs of running a practice, including insurance, supervision and professional development. We will keep raising this with the Agency and the Minister.',
    ],
    [
      'Provider travel can be claimed for up to 30 minutes in cities and 60 minutes in regional areas.',
      'Cancellation rules are unchanged: short-notice cancellations can be claimed at 100 per cent.',
      'Reports required by the Agency remain claimable as non-face-to-face time.',
    ],
  ),
  article(
    'Research grant recipients announced',
    'Five member-led projects share this year’s research grant funding, including studies on handwriting, return to work and dementia care at home.',
    [
      'The Research Committee received 34 applications for this year’s member research grants, the highest number since the programme began. Five projects have been funded.',
      'Funded projects include a trial of a classroom handwriting programme in Tasmania, a study of return-to-work outcomes after hand injury, and an evaluation of an occupational therapy home programme for people living with dementia and their carers.',
      'Recipients will present their findings at the national conference. Applications for next year’s round open in March.',
    ],
  ),
  article(
    'Celebrating Occupational Therapy Week',
    'This year’s theme, “Everyday occupations, every day”, highlights the difference occupational therapists make in people’s daily lives.',
    [
      'Occupational Therapy Week runs from the last Monday of October. This year’s theme celebrates the ordinary activities that matter most to the people we work with: getting dressed, cooking a meal, going to school or returning to work.',
      'Members can download posters, social media tiles and a short presentation for community groups from the resources page. We would love to see how you celebrate, so tag the Association in your posts.',
    ],
  ),
  article(
    'Submission to the aged care workforce inquiry',
    'The Association has urged the inquiry to fund allied health in residential aged care and to include occupational therapists in care minutes.',
    [
      'Our submission to the Senate inquiry into the aged care workforce calls for allied health services to be funded directly in residential aged care, rather than competing with nursing and personal care within a single budget.',
      'Members working in aged care told us that since the funding changes, occupational therapy hours in many homes have fallen sharply, with therapists often limited to pressure care and seating reviews.',
    ],
    [
      'A minimum allied health time per resident, reported publicly.',
      'Funding for reablement and falls prevention, not only equipment prescription.',
      'Better access to occupational therapy for residents living with dementia.',
    ],
    'Our recommendations',
  ),
  article(
    'Supervision framework for new graduates now available',
    'A new framework sets out what good supervision looks like in the first two years of practice, with templates for supervisors and graduates.',
    [
      'Early career members asked for clearer guidance on supervision, and many supervisors told us they wanted the same. The new framework describes the frequency, content and documentation of supervision in the first two years of practice.',
      'It includes a supervision agreement template, a reflective practice log and a guide to giving feedback. The framework was developed with the New Graduates Hub and tested in twelve workplaces.',
    ],
  ),
  article(
    'Annual report: a year of growth and advocacy',
    'Membership passed 14,000 this year, and the Association made 23 submissions to government on behalf of members.',
    [
      'The annual report for the last financial year is now available. Membership grew by nine per cent, with the strongest growth among students and new graduates.',
      'Highlights include the telehealth campaign, the new supervision framework and a record number of CPD events, more than half of them online or in regional centres.',
      'The report, the audited financial statements and the chair’s address are available on the member-only pages ahead of the annual general meeting.',
    ],
  ),
  article(
    'Driver assessment services: new referral pathway in Queensland',
    'Queensland’s transport department has changed the way medical and occupational therapy driver assessments are requested.',
    [
      'From next month, doctors in Queensland can refer patients directly to a qualified occupational therapy driver assessor through the online medical condition reporting system.',
      'The change should shorten waiting times and reduce the paperwork families face. Driver assessors should make sure their details are current on the transport department’s list of approved assessors.',
    ],
  ),
  article(
    'Mental health: occupational therapists in the new adult centres',
    'The new adult mental health centres will employ occupational therapists as part of every multidisciplinary team.',
    [
      'State and federal governments have confirmed that occupational therapists will be part of the core team in the new adult mental health centres opening over the next three years.',
      'The Association advocated for this through the national mental health workforce strategy. Members interested in working in the centres can find recruitment information through the state health departments.',
    ],
  ),
  article(
    'Member story: returning to practice after a career break',
    'After eight years away raising a family, Priya Raman describes how she updated her skills and returned to a community health role.',
    [
      'Priya Raman stepped away from clinical work when her first child was born. When she decided to return, she was worried about how much practice had changed.',
      '“The return-to-practice programme was exactly what I needed,” she says. “A supervised placement, a reading list and a mentor who had done the same thing ten years earlier.”',
      'Priya now works three days a week in a community health team in Geelong. She recommends that anyone planning a return starts with a conversation with the registration board about recency of practice requirements.',
    ],
  ),
  article(
    'Call for abstracts: national conference',
    'Abstracts are invited for oral presentations, posters and workshops at next year’s national conference in Adelaide.',
    [
      'The scientific committee invites abstracts for the national conference. We welcome research, quality improvement projects, practice innovations and student work.',
      'This year the committee especially encourages submissions on rural and remote practice, First Nations health, and occupational therapy in primary care.',
    ],
    [
      'Oral presentations: 15 minutes plus questions.',
      'Posters: digital posters on screens in the exhibition hall.',
      'Workshops: 90 minutes, practical and hands-on.',
    ],
    'Presentation formats',
  ),
  article(
    'Changes to professional indemnity insurance for members',
    'The member insurance policy now covers telehealth sessions delivered to clients overseas, up to 30 days at a time.',
    [
      'Following requests from members who continue to see clients while they are travelling, the professional indemnity policy offered through the Association now covers telehealth sessions with Australian clients who are temporarily overseas.',
      'Cover applies for up to 30 consecutive days. Members should check the local laws of the country where the client is located before starting sessions.',
    ],
  ),
  article(
    'Hand therapy accreditation: applications for the next intake',
    'Applications are open for the next intake of the hand therapy accreditation programme, with places for 40 therapists.',
    [
      'The hand therapy accreditation programme prepares occupational therapists for advanced practice in hand and upper limb rehabilitation. The next intake opens in February.',
      'Applicants need two years of experience, including at least one year working with hand conditions, and a supervisor who has agreed to support them through the case studies.',
    ],
  ),
];

export const RESOURCES: CorpusArticle[] = [
  article(
    'Telehealth practice guide for occupational therapists',
    'A practical guide to planning, running and documenting occupational therapy sessions by video.',
    [
      'This guide covers when telehealth is a good fit, how to prepare clients and carers, and how to adapt assessments and interventions for video.',
      'It includes a consent script, a technology checklist for clients and examples of activities that work well on screen with children and adults.',
    ],
    [
      'Decide with the client whether video suits the goal of the session.',
      'Check privacy and who else is in the room.',
      'Have a plan if the connection drops.',
    ],
    'Before the session',
  ),
  article(
    'Home safety assessment checklist',
    'A room-by-room checklist for home visits with older clients, aligned with the new falls prevention guideline.',
    [
      'Use this checklist during home visits to record hazards, current use of equipment and the client’s own priorities. Each section has space for recommendations and follow-up dates.',
      'A shorter version for telehealth home assessments, where the client or carer walks you through the home, is included at the end.',
    ],
  ),
  article(
    'Writing reports for the NDIS: a template and worked example',
    'A report template with headings the Agency expects, plus a de-identified example for a young adult with autism.',
    [
      'Functional capacity reports are often the key evidence in NDIS plan reviews. This template follows the structure reviewers look for: background, functional assessment, goals, recommended supports and the reasons for each.',
      'The worked example shows how to link each recommended support to the participant’s goals and to the reasonable and necessary criteria.',
    ],
    [
      'Describe function, not diagnosis.',
      'Quote standardised assessment results with the date they were given.',
      'Explain what happens if a support is not funded.',
    ],
    'Tips',
  ),
  article(
    'Sensory processing: a summary of the evidence',
    'What recent systematic reviews say about sensory-based interventions for children, in plain language.',
    [
      'This summary brings together six systematic reviews published since 2019 on sensory-based interventions for children with autism and developmental delay.',
      'The evidence is strongest for interventions that are goal-directed and embedded in daily routines, and weaker for passive or one-size-fits-all programmes. The summary includes questions to help you discuss the evidence with families.',
    ],
  ),
  article(
    'Clinical supervision agreement template',
    'An editable agreement for supervisors and supervisees, with prompts for goals, frequency and confidentiality.',
    [
      'A written agreement sets clear expectations from the first supervision session. This template is part of the new supervision framework.',
      'It covers the purpose of supervision, how often you will meet, how sessions will be recorded, and what happens if concerns about practice arise.',
    ],
  ),
  article(
    'Webinar recording: documentation that stands up to audit',
    'A one-hour webinar on clinical notes, consent and record keeping, with questions from members.',
    [
      'In this recorded webinar, two experienced practice owners walk through common documentation problems found in audits and complaints.',
      'Topics include writing notes the same day, recording consent for telehealth, and keeping records when you work across several organisations.',
    ],
  ),
  article(
    'Return to work planning toolkit',
    'Forms and guides for workplace assessments, graded return-to-work plans and communication with employers.',
    [
      'This toolkit supports occupational therapists working in workers compensation and income protection schemes.',
      'It includes a workplace assessment form, a graded hours template, and a letter template for explaining recommendations to employers and case managers.',
    ],
  ),
  article(
    'Dementia-friendly environments: design principles',
    'Ten principles for making homes and care settings easier to understand and safer for people living with dementia.',
    [
      'Good design can reduce confusion, distress and falls for people living with dementia. These principles draw on environmental design research and the experience of members in aged care.',
      'Each principle comes with low-cost changes, such as contrasting toilet seats, clear signage and reducing glare, as well as larger renovation ideas.',
    ],
  ),
  article(
    'Driver assessment: fitness to drive quick reference',
    'A summary of the medical standards for drivers, with the conditions most often seen by occupational therapy driver assessors.',
    [
      'This quick reference summarises the national medical standards for private and commercial drivers and where occupational therapy assessment fits.',
      'It includes tables for stroke, dementia, vision loss and musculoskeletal conditions, and a flow chart for conditional licences.',
    ],
  ),
  article(
    'Research summary: occupational therapy in primary care',
    'What the evidence says about occupational therapists working in general practice teams.',
    [
      'A scoping review of 28 studies found that occupational therapists in primary care most often support people with chronic conditions, mental health concerns and frailty.',
      'Outcomes included improved self-management, fewer emergency department visits and high satisfaction among general practitioners. The summary highlights gaps, including the lack of funding models outside pilot programmes.',
    ],
  ),
  article(
    'Consent form for telehealth sessions',
    'A plain-language consent form for clients and parents, available in English and five community languages.',
    [
      'This consent form explains how telehealth sessions work, what information is recorded and how privacy is protected.',
      'Translations are available in Vietnamese, Arabic, Simplified Chinese, Greek and Italian.',
    ],
  ),
  article(
    'Pressure care and seating: clinical guideline summary',
    'Key recommendations on pressure injury prevention and seating assessment for wheelchair users.',
    [
      'This summary of the international pressure injury guideline focuses on recommendations for seating, positioning and support surfaces.',
      'It includes a seating assessment record and advice on reviewing pressure care equipment after changes in weight or health.',
    ],
  ),
  article(
    'Podcast: occupational therapy and chronic pain',
    'A 40-minute conversation with a pain management occupational therapist about pacing, goal setting and returning to valued activities.',
    [
      'In this episode, a senior occupational therapist from a multidisciplinary pain service explains how she helps people with persistent pain rebuild their routines.',
      'She talks about activity pacing, flare-up plans and working alongside physiotherapists and psychologists.',
    ],
  ),
  article(
    'School readiness screening tool',
    'A short screening tool for kindergarten teachers and occupational therapists, with guidance on next steps.',
    [
      'This screening tool covers fine motor skills, self-care, attention and play. It is designed to identify children who may benefit from further occupational therapy assessment before they start school.',
      'The guide explains how to share results with families sensitively and which community services can help.',
    ],
  ),
  article(
    'Private practice business planning workbook',
    'A workbook for members starting or growing a private practice: fees, staffing, insurance and compliance.',
    [
      'Starting a private practice involves many decisions beyond clinical work. This workbook guides you through setting fees, choosing a business structure, employing staff and meeting your obligations.',
      'It includes a cash-flow spreadsheet and a checklist for registering with the NDIS and private health funds.',
    ],
  ),
  article(
    'Goal setting with clients: a practice guide',
    'How to set goals that clients care about, using the Canadian Occupational Performance Measure and goal attainment scaling.',
    [
      'Client-centred goals are at the heart of occupational therapy. This guide compares two widely used approaches and shows how to record goals so that progress can be measured.',
      'Worked examples cover a child starting school, an adult after stroke and an older person who wants to keep gardening.',
    ],
  ),
];

export const PAGES: CorpusPage[] = [
  {
    name: 'Member benefits',
    body: '<h2>Your member benefits</h2><p>Membership supports you at every stage of your career, from your first placement to running your own practice.</p><ul><li>Professional indemnity and public liability insurance at member rates</li><li>Discounts on CPD events, the national conference and online courses</li><li>Practice advice from our professional practice team by phone and email</li><li>Access to the member communities, journal and resources</li></ul><p>Contact the member services team if you have questions about your membership.</p>',
  },
  {
    name: 'Code of ethics',
    body: '<h2>Code of ethics</h2><p>Members act with integrity, respect and accountability in their work with clients, colleagues and the community.</p><ol><li>Respect the dignity, rights and choices of every client.</li><li>Practise within the limits of your knowledge and skills.</li><li>Keep client information confidential.</li><li>Act honestly in all professional and business dealings.</li></ol><p>Concerns about a member’s conduct can be raised confidentially with the professional standards team.</p>',
  },
  {
    name: 'Annual general meeting',
    body: '<h2>Annual general meeting</h2><p>All members are invited to the annual general meeting, held online and in Melbourne.</p><h3>Agenda</h3><ol><li>Chair’s address and annual report</li><li>Financial statements and auditor’s report</li><li>Election of directors</li><li>Questions from members</li></ol><p>Members who cannot attend may appoint a proxy. Proxy forms must reach the company secretary 48 hours before the meeting.</p>',
  },
];
