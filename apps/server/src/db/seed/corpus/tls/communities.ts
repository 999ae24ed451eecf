/** Territory law society communities: categories, tags, the twelve communities, threads with comments. */
import { FAQ } from '../faq';
import { thread } from '../helpers';
import type { CommunitiesCorpus } from '../types';

const about = (who: string, what: string[], note: string) =>
  `<h2>Who are we?</h2><p>${who}</p><ul>${what.map((w) => `<li>${w}</li>`).join('')}</ul><p>${note}</p>`;

export const COMMUNITIES: CommunitiesCorpus = {
  categories: [
    {
      name: 'Practice areas',
      children: ['Family and children', 'Criminal law', 'Community legal services', 'Courts and advocacy'],
    },
    { name: 'Learning', children: ['New practitioners', 'CPD and research'] },
    { name: 'Practice', children: ['Property and conveyancing', 'Practice management'] },
    { name: 'Regions', children: ['Remote communities', 'Town practice'] },
  ],
  tags: [
    'Bail',
    'Sentencing',
    'Parenting',
    'Child protection',
    'Wills',
    'Probate',
    'Conveyancing',
    'Leases',
    'Trust accounts',
    'Costs',
    'CPD',
    'Ethics',
    'Interpreters',
    'Circuit',
    'E-filing',
    'Supervision',
    'Wellbeing',
    'Insurance',
    'Precedents',
    'Local Court',
  ],
  list: [
    {
      name: 'Family and Children’s Law Group',
      alias: 'family-and-childrens-law-group',
      short: 'Family and child protection practice',
      about: about(
        'Practitioners in family law and child protection across the Territory.',
        [
          'Parenting and property matters',
          'Child protection proceedings',
          'Working with families in remote communities',
        ],
        'Never post details that could identify a child or family.',
      ),
    },
    {
      name: 'Criminal Practitioners Group',
      alias: 'criminal-practitioners-group',
      short: 'Defence and prosecution',
      about: about(
        'Defence lawyers, prosecutors and duty lawyers sharing practice.',
        ['Bail and sentencing', 'Local and Supreme Court practice', 'Circuit sittings'],
        'Keep matters de-identified.',
      ),
    },
    {
      name: 'Community Legal Services',
      alias: 'community-legal-services',
      short: 'Legal aid and community legal centres',
      about: about(
        'Lawyers in legal aid, community legal centres and Aboriginal legal services.',
        ['Service models and funding', 'Outreach and remote services', 'Referrals and partnerships'],
        'Posts are approved by a moderator before they appear.',
      ),
    },
    {
      name: 'Supreme Court Advocates',
      alias: 'supreme-court-advocates',
      short: 'Practitioners before the Supreme Court',
      about: about(
        'A closed group for practitioners who appear regularly in the Supreme Court.',
        ['Practice directions', 'Trials and appeals', 'Advocacy skills'],
        'Membership is checked against your practising certificate.',
      ),
    },
    {
      name: 'Property and Conveyancing Group',
      alias: 'property-and-conveyancing-group',
      short: 'Conveyancing and leasing',
      about: about(
        'Practitioners in conveyancing, leasing and property law.',
        ['Rule changes and verification of identity', 'Electronic settlement', 'Leases and land matters'],
        'Do not post client or property details.',
      ),
    },
    {
      name: 'New Practitioners',
      alias: 'new-practitioners',
      short: 'Your first years in practice',
      about: about(
        'Practitioners in their first five years, and experienced members who want to help.',
        ['Supervised practice', 'First court appearances', 'Finding your way in a small profession'],
        'No question is too basic.',
      ),
    },
    {
      name: 'CPD and Legal Research',
      alias: 'cpd-and-legal-research',
      short: 'Learning and research',
      about: about(
        'Sharing CPD opportunities, research tips and recent decisions.',
        ['CPD sessions and recordings', 'Research resources', 'Recent decisions'],
        'Share full citations.',
      ),
    },
    {
      name: 'Remote Communities Practice',
      alias: 'remote-communities-practice',
      short: 'Practising beyond the towns',
      about: about(
        'Practitioners who travel to or work in remote communities.',
        ['Circuit sittings and travel', 'Interpreters and community organisations', 'Culturally safe practice'],
        'Town-based members are welcome too.',
      ),
    },
    {
      name: 'Council Working Group',
      alias: 'council-working-group',
      short: 'Invitation only',
      about: about(
        'A private space for council members and staff.',
        ['Council paper drafts', 'Committee updates', 'Policies under review'],
        'Invitation only. Content is confidential.',
      ),
    },
    {
      name: 'Sole Practitioners and Small Firms',
      alias: 'sole-practitioners-and-small-firms',
      short: 'Running a small practice',
      about: about(
        'Sole practitioners and principals of small firms.',
        ['Trust accounting and compliance', 'Cover arrangements and absences', 'Systems and software'],
        'No advertising.',
      ),
    },
    {
      name: 'E-filing Pilot 2024',
      alias: 'e-filing-pilot-2024',
      short: 'Archived pilot programme',
      about: about(
        'The community of the 2024 electronic filing pilot, kept for reference.',
        ['Pilot guidance', 'Feedback to the court', 'Lessons learned'],
        'This community is archived and read-only.',
      ),
    },
    {
      name: 'Wills and Estates Group',
      alias: 'wills-and-estates-group',
      short: 'Wills, probate and estates',
      about: about(
        'Practitioners in wills, probate and estate disputes.',
        ['Drafting and precedents', 'Probate practice', 'Family provision claims'],
        'Posts are approved by a moderator.',
      ),
    },
  ],
  terms:
    '<h3>Terms and conditions</h3><p>Members keep client information confidential, respect each other and follow the professional conduct rules.</p><ol><li>Be respectful.</li><li>No client identifiers.</li><li>No advertising.</li></ol>',
  joinQuestions: [
    'In which courts do you appear most often?',
    'Please upload your current practising certificate',
    'How much of your practice is conveyancing or property work?',
    'What is the name of your practice?',
  ],
  joinAnswer: 'Supreme Court in Darwin, and circuit sittings in Katherine',
  faq: FAQ,
  assetFolders: [
    {
      folder: 'Practice resources',
      description: 'Checklists for family and children’s matters',
      assets: [
        { name: 'Parenting matter checklist', description: 'Documents and steps for a new matter' },
        { name: 'Child protection process diagram', description: 'From notification to orders' },
      ],
    },
    {
      folder: 'Research guides',
      description: 'Guides and links for legal research',
      assets: [
        { name: 'Legal research guide', description: 'Finding Territory legislation and cases' },
        {
          name: 'Territory decisions',
          description: 'Recent decisions of Territory courts',
          url: 'https://www.tls.example.org.au/decisions',
        },
      ],
    },
    {
      folder: 'Getting started',
      description: 'For your first years in practice',
      assets: [
        { name: 'Supervised practice guide', description: 'What to record and when' },
        { name: 'Territory courts diagram', description: 'How the courts fit together' },
      ],
    },
  ],
  followUps: [
    'Thanks, that is very helpful.',
    'Agreed. I will try that next time.',
    'Good point, I had not considered that.',
    'Same experience here.',
    'Could you share the precedent? Happy to swap one of ours.',
    'That matches what we see on circuit too.',
    'Saved for later, thank you.',
    'Really useful, thanks for posting.',
  ],
  threads: [
    thread(
      'Taking instructions on circuit with little time',
      [
        'On circuit I often have ten clients and two hours before court.',
        'How do others take proper instructions in that time?',
      ],
      [
        'Work with the community legal service to see clients the day before.',
        'Use an interpreter from the start. It saves time overall.',
        'Prioritise custody matters and seek adjournments where instructions are incomplete.',
      ],
      ['Seeing clients the day before makes a huge difference.', 'Good point on prioritising custody matters.'],
    ),
    thread(
      'Trust account reconciliation software',
      [
        'I am a sole practitioner and still reconcile my trust account in a spreadsheet.',
        'What software are others using?',
      ],
      [
        'Practice management software with built-in trust accounting is worth the cost.',
        'Ask the examiner which systems cause the fewest problems.',
        'Whatever you use, reconcile on the same day every month.',
      ],
      ['Asking the examiner is a sensible idea.', 'A fixed day each month is the habit that matters.'],
    ),
    thread(
      'Electronic filing: teething problems',
      ['The new e-filing system rejected three of my documents this week.', 'Is anyone else having trouble?'],
      [
        'Check the file size and format. Most rejections I had were PDFs that were too large.',
        'Name files exactly as the practice direction says.',
        'The registry has been helpful when I called.',
      ],
      ['File size was my problem too.', 'The registry helped me as well.'],
    ),
    thread(
      'Verification of identity for clients without documents',
      [
        'Some of my clients in remote communities have no driver licence or passport.',
        'How are others meeting the new verification of identity standard?',
      ],
      [
        'The rules allow alternative documents. Check the list in the Society’s checklist.',
        'A statutory declaration from a community leader can support identity.',
        'Ask the land council or community office for help.',
      ],
      ['The Society checklist was clear on this.', 'Community offices have been very helpful.'],
    ),
    thread(
      'First appearance in the Supreme Court',
      ['I have my first Supreme Court appearance next week.', 'Any advice?'],
      [
        'Read the practice directions and watch a list the day before.',
        'Prepare a short outline even for procedural matters.',
        'Speak slowly and address the judge properly.',
      ],
      ['Watching a list is great advice.', 'A short outline gives confidence.'],
    ),
    thread(
      'Will instructions from elderly clients',
      [
        'An elderly client wants to change her will and her son keeps coming to appointments.',
        'How do others handle this?',
      ],
      [
        'Always see the client alone for at least part of the meeting.',
        'Keep detailed notes about capacity and instructions.',
        'If in doubt, get a medical opinion on capacity.',
      ],
      ['Seeing the client alone is essential.', 'Detailed notes protect everyone.'],
    ),
    thread(
      'Cover arrangements for sole practitioners',
      ['I am having surgery and will be away for four weeks.', 'How do other sole practitioners arrange cover?'],
      [
        'Arrange a written cover agreement with another practitioner.',
        'Tell the Society and your insurer.',
        'Make sure someone can operate the trust account.',
      ],
      ['Trust account access is easy to forget.', 'A written agreement is the way to go.'],
    ),
    thread(
      'Child protection matters and family members on country',
      [
        'I act for a mother in a child protection matter and her family are on country.',
        'How do others involve extended family?',
      ],
      [
        'Ask the client who should be involved and how.',
        'Work with the Aboriginal legal service and community organisations.',
        'Allow time for family meetings before court dates.',
      ],
      ['Asking the client first is essential.', 'Time for family meetings makes a difference.'],
    ),
    thread(
      'CPD points for remote practitioners',
      ['I practise in a remote town and find it hard to attend CPD sessions.', 'How do others get their points?'],
      [
        'The Society recordings count for points.',
        'Some sessions are run by video link.',
        'Peer discussion groups can count if structured properly.',
      ],
      ['The recordings are a lifesaver.', 'I did not know peer groups could count.'],
    ),
    thread(
      'Bail conditions in remote communities',
      [
        'Curfew and residence conditions often do not suit life in remote communities.',
        'How do others argue for workable conditions?',
      ],
      [
        'Explain to the court what the community is like and what is realistic.',
        'Propose conditions with the community organisation’s support.',
        'Avoid conditions that prevent cultural obligations.',
      ],
      ['Community support makes proposals more credible.', 'Cultural obligations are important to raise.'],
    ),
    thread(
      'Supervising a new practitioner in a small firm',
      ['I am about to supervise my first new practitioner.', 'What works in a small firm?'],
      [
        'A daily check-in, even for ten minutes.',
        'Review all outgoing letters for the first few months.',
        'Take them to court with you.',
      ],
      ['Daily check-ins are simple and effective.', 'Taking them to court is a great idea.'],
    ),
    thread(
      'Family provision claims against small estates',
      [
        'A family provision claim threatens to use up most of a small estate in costs.',
        'How do others manage proportionality?',
      ],
      [
        'Push for early mediation.',
        'Be frank with clients about costs.',
        'Consider the court’s approach to costs in small estates.',
      ],
      ['Early mediation saved our last matter.', 'Frank costs advice is essential.'],
    ),
    thread(
      'Interpreters for conferences before court',
      ['Getting an interpreter for a conference before court is hard.', 'How do others manage?'],
      [
        'Book through the interpreter service as early as possible.',
        'Telephone interpreting can work for short conferences.',
        'Ask the legal service which interpreters know the community.',
      ],
      ['Telephone interpreting has helped me.', 'Local knowledge is invaluable.'],
    ),
    thread(
      'Leasing disputes for small business clients',
      ['A small business client is in dispute with a landlord over repairs.', 'What approaches have worked?'],
      [
        'Check the lease and any retail leasing legislation first.',
        'A letter setting out obligations often resolves it.',
        'Mediation before litigation.',
      ],
      ['Starting with the lease is the key.', 'Mediation often works.'],
    ),
    thread(
      'Workload on the duty lawyer roster',
      ['The duty lawyer lists are getting longer.', 'How are others managing?'],
      [
        'Triage early and identify custody matters first.',
        'Ask for help from the legal aid team.',
        'Take breaks between matters.',
      ],
      ['Triage makes a real difference.', 'Breaks are important.'],
    ),
    thread(
      'Probate applications: common rejections',
      ['My last two probate applications were returned by the registry.', 'What are the common problems?'],
      [
        'Mismatched names between the will and the death certificate.',
        'Missing affidavits about the will’s execution.',
        'Check the registry’s checklist before filing.',
      ],
      ['Name mismatches were my problem.', 'The checklist is very useful.'],
    ),
    thread(
      'Conflicts in a small town',
      ['In a small town I often know both parties.', 'How do others manage conflicts?'],
      [
        'Check conflicts carefully and decline when in doubt.',
        'Keep a list of practitioners in other towns for referrals.',
        'Call the Society’s ethics counsel.',
      ],
      ['Referrals to other towns help.', 'The ethics counsel has been very helpful.'],
    ),
    thread(
      'Professional indemnity renewals',
      ['My insurance premium has gone up again.', 'Are others seeing the same?'],
      [
        'Premiums depend on claims history and practice areas.',
        'Risk management training can help.',
        'Ask your broker to explain the increase.',
      ],
      ['Risk management training is a good idea.', 'My broker explained it well.'],
    ),
    thread(
      'Sentencing reports in remote matters',
      ['Pre-sentence reports are slow for clients in remote communities.', 'How do others manage?'],
      [
        'Request reports early.',
        'Gather letters from community members and employers.',
        'Explain delays to the court and the client.',
      ],
      ['Community letters carry weight.', 'Early requests help.'],
    ),
    thread(
      'Moving to the Territory from interstate',
      ['I am moving to Darwin from Melbourne next year.', 'What should I know about practising here?'],
      [
        'Practice is more varied. You will do a bit of everything.',
        'Build relationships with the courts and legal services.',
        'Circuit work is a big part of life here.',
      ],
      ['The variety is what I am looking forward to.', 'Good advice on relationships.'],
    ),
    thread(
      'Precedents for small practices',
      ['I need a set of precedents for a small general practice.', 'Where do others get theirs?'],
      [
        'The Society precedents are a good starting point.',
        'Adapt them to your own practice and keep them updated.',
        'Ask colleagues. Many are happy to share.',
      ],
      ['The Society precedents are good.', 'Keeping them updated is important.'],
    ),
    thread(
      'Working with community legal centres on referrals',
      ['I often refer clients to community legal centres.', 'How can referrals work better?'],
      [
        'Call ahead to check they can take the matter.',
        'Send a short summary with the client’s consent.',
        'Follow up to see how it went.',
      ],
      ['Calling ahead saves the client a wasted trip.', 'Consent matters.'],
    ),
    thread(
      'Wellbeing after a difficult trial',
      ['I finished a long trial last week and I am exhausted.', 'How do others recover?'],
      [
        'Take real time off, even a few days.',
        'Debrief with a trusted colleague.',
        'The Society counselling service is free.',
      ],
      ['Time off is important.', 'The counselling service is excellent.'],
    ),
    thread(
      'Costs agreements in small matters',
      ['Costs agreements feel excessive for small matters.', 'What are others doing?'],
      [
        'Check whether disclosure thresholds apply.',
        'Use a short plain-language agreement.',
        'Explain costs clearly at the first meeting.',
      ],
      ['Plain language helps clients.', 'Clear explanations prevent disputes.'],
    ),
    thread(
      'Court etiquette on circuit',
      ['I am going on my first circuit next month.', 'Is etiquette different from town?'],
      [
        'The court is often in a community hall. Respect the space.',
        'Dress appropriately for the heat but professionally.',
        'Be patient. Lists can run late.',
      ],
      ['Respecting the space is important.', 'Patience is essential.'],
    ),
  ],
};
