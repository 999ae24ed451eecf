/** Public skills events: topics with agendas, presenters (fictional), sessions and sponsors. */
import type { EventsCorpus } from '../types';

export const EVENTS: EventsCorpus = {
  conference: 'Public Skills Conference',
  categories: [
    'Policy and advice',
    'Service delivery',
    'Governance and integrity',
    'Leadership and management',
    'Data and evaluation',
  ],
  tags: [
    'Policy',
    'Procurement',
    'Governance',
    'Ethics',
    'Data',
    'Leadership',
    'Evaluation',
    'Writing',
    'Engagement',
    'Careers',
  ],
  canEnrol:
    '<p>Open to members and non-members working in or with the public sector. Graduate members receive the student rate.</p>',
  cpdNote: 'Counts towards your professional learning record. Keep your certificate of attendance.',
  sponsors: [
    'Meridian Public Sector Training',
    'Clearwater Analytics Group',
    'Northgate Workplace Services',
    'Bellbird Consulting',
  ],
  sessions: [
    'Opening address: trust and the everyday work of government',
    'Panel: policy advice in a fast news cycle',
    'Breakout sessions: procurement, digital services and local government',
    'Plenary: what citizens expect from services',
    'Workshops: writing, evaluation and engagement',
    'Case studies: projects that worked and projects that did not',
    'Plenary: leading hybrid teams',
    'Closing panel and awards',
  ],
  topics: [
    {
      title: 'Writing briefs that get read',
      summary: 'Write short, clear briefs that help decision makers act.',
      about:
        'Busy decision makers read the first paragraph and the recommendation. This workshop shows how to structure briefs, cut unnecessary detail and explain risks honestly.',
      agenda: ['What decision makers need', 'Structuring a brief', 'Editing a real brief together'],
      why: 'Bring a brief you have written; we will work on it in small groups.',
    },
    {
      title: 'Contract management essentials',
      summary: 'Set up and manage contracts so suppliers deliver what was agreed.',
      about:
        'Most contract problems start at handover. This course covers handover, performance management, variations and close-out.',
      agenda: ['Handover from procurement', 'Managing performance', 'Variations, disputes and close-out'],
      why: 'Suitable for new contract managers and those wanting a refresher.',
    },
    {
      title: 'Community engagement that reaches everyone',
      summary: 'Plan engagement that hears from people who do not usually respond.',
      about:
        'Traditional consultation often hears from the same voices. This workshop looks at methods that reach young people, culturally diverse communities and people with disability.',
      agenda: ['Who is missing from your consultation?', 'Choosing methods', 'Closing the loop with participants'],
      why: 'Includes our consultation planning template.',
    },
    {
      title: 'Evaluation for programme managers',
      summary: 'Plan evaluations that answer the questions decision makers ask.',
      about:
        'Programme managers often commission evaluations without being evaluators. This course explains programme logic, evaluation questions and how to manage an evaluator.',
      agenda: ['Programme logic', 'Good evaluation questions', 'Commissioning and managing evaluations'],
      why: 'Practical examples from health, education and local government.',
    },
    {
      title: 'Integrity and conflicts of interest',
      summary: 'Recognise, declare and manage conflicts of interest with confidence.',
      about:
        'Integrity failures usually start small. This seminar uses real scenarios to explore conflicts of interest, gifts and working with lobbyists.',
      agenda: ['What counts as a conflict', 'Scenarios and discussion', 'Managing conflicts in practice'],
      why: 'Meets the new annual integrity training requirement in several states.',
    },
    {
      title: 'Leading hybrid teams',
      summary: 'Keep hybrid teams connected, productive and well.',
      about:
        'Hybrid work is here to stay. This webinar shares what managers have learned about onboarding, communication and wellbeing in hybrid teams.',
      agenda: ['Onboarding in a hybrid team', 'Communication rhythms', 'Looking after wellbeing'],
      why: 'Short and practical, with ideas you can try next week.',
    },
    {
      title: 'Plain language for government',
      summary: 'Rewrite letters and web pages so people understand what to do.',
      about:
        'Clear writing saves time for everyone. This workshop applies plain language principles to real letters and web content.',
      agenda: ['Principles of plain language', 'Rewriting a standard letter', 'Testing with readers'],
      why: 'You will leave with a checklist and before and after examples.',
    },
    {
      title: 'Project risk management',
      summary: 'Identify, rate and treat project risks, and report them honestly.',
      about:
        'Projects fail when risks are hidden. This course covers risk registers, escalation and reporting to project boards.',
      agenda: ['Identifying risks', 'Rating and treating risks', 'Escalation and reporting'],
      why: 'Includes our risk register template.',
    },
    {
      title: 'Data sharing between agencies',
      summary: 'Share data safely and lawfully to improve services.',
      about:
        'Data sharing can greatly improve services, but it must respect privacy and security. This seminar covers the legal basis, agreements and practical safeguards.',
      agenda: ['The legal framework', 'Data sharing agreements', 'Privacy and security in practice'],
      why: 'Hear from agencies that have shared data well.',
    },
    {
      title: 'First-time managers programme',
      summary: 'Support for public servants in their first management role.',
      about:
        'Moving into management changes your job overnight. This course covers delegation, feedback, performance conversations and managing former peers.',
      agenda: ['Delegation and priorities', 'Feedback and performance conversations', 'Managing former peers'],
      why: 'Run over three sessions with a peer group you can keep in touch with.',
    },
    {
      title: 'Working with ministers’ offices',
      summary: 'Build good working relationships with advisers while staying impartial.',
      about:
        'Public servants need to be responsive and impartial at the same time. This seminar discusses how to work well with ministerial advisers.',
      agenda: ['Roles and responsibilities', 'Giving frank and fearless advice', 'Handling difficult requests'],
      why: 'Led by former senior public servants and advisers.',
    },
    {
      title: 'Designing digital services with users',
      summary: 'Involve users in designing online services from the start.',
      about:
        'Services designed with users work better and cost less to fix. This workshop covers user research, prototyping and testing in government settings.',
      agenda: ['Planning user research', 'Prototyping and testing', 'Accessibility from the start'],
      why: 'No technical background needed.',
    },
  ],
  presenters: [
    {
      name: 'Dr Eleanor Voss',
      role: 'Deputy Secretary (retired)',
      bio: 'Eleanor spent thirty years in state and federal policy roles and now mentors senior executives.',
    },
    {
      name: 'Raj Malhotra',
      role: 'Procurement Director',
      bio: 'Raj leads procurement for a state transport agency and teaches contract management.',
    },
    {
      name: 'Tanya Ellis',
      role: 'Community Engagement Manager',
      bio: 'Tanya leads engagement at a regional council and has rebuilt its approach to consultation.',
    },
    {
      name: 'Dr Samuel Oduya',
      role: 'Evaluation Lead',
      bio: 'Samuel leads evaluation in a state health department and co-chairs the evaluation network.',
    },
    {
      name: 'Claire Bennett',
      role: 'Integrity Adviser',
      bio: 'Claire advises agencies on integrity frameworks and conflicts of interest.',
    },
    {
      name: 'Michael Tran',
      role: 'Digital Service Manager',
      bio: 'Michael manages an online service used by a million people a year.',
    },
    {
      name: 'Jenny Roberts',
      role: 'Director, People and Culture',
      bio: 'Jenny leads workforce strategy in a federal department and championed its hybrid work policy.',
    },
    {
      name: 'Aroha Williams',
      role: 'Senior Policy Adviser',
      bio: 'Aroha works on housing policy and trains new policy officers in brief writing.',
    },
    {
      name: 'David Kerr',
      role: 'Project Director',
      bio: 'David has directed large infrastructure and technology projects in three states.',
    },
    {
      name: 'Dr Lucy Zhang',
      role: 'Data Governance Manager',
      bio: 'Lucy manages data sharing agreements for a social services agency.',
    },
    {
      name: 'Mark Fitzgerald',
      role: 'Council Chief Executive',
      bio: 'Mark is chief executive of a rural shire and a former state public servant.',
    },
    {
      name: 'Hannah Greer',
      role: 'Plain Language Specialist',
      bio: 'Hannah rewrites government letters and trains teams in clear writing.',
    },
  ],
};
