/** Law council communities: categories, tags, the twelve communities, threads with comments. */
import { FAQ } from '../faq';
import { thread } from '../helpers';
import type { CommunitiesCorpus } from '../types';

const about = (who: string, what: string[], note: string) =>
  `<h2>Who are we?</h2><p>${who}</p><ul>${what.map((w) => `<li>${w}</li>`).join('')}</ul><p>${note}</p>`;

export const COMMUNITIES: CommunitiesCorpus = {
  categories: [
    { name: 'Practice areas', children: ['Family law', 'Criminal law', 'Access to justice', 'Courts and tribunals'] },
    { name: 'Careers and learning', children: ['Early career', 'Law reform'] },
    { name: 'Specialist practice', children: ['Migration law', 'Firm management'] },
    { name: 'Regions', children: ['Regional and remote', 'Capital cities'] },
  ],
  tags: [
    'Parenting',
    'Property',
    'Bail',
    'Sentencing',
    'Legal aid',
    'Pro bono',
    'Evidence',
    'Advocacy',
    'Ethics',
    'Costs',
    'Privacy',
    'Visas',
    'Technology',
    'Supervision',
    'Wellbeing',
    'Submissions',
    'Interpreters',
    'Remote hearings',
    'Trust accounts',
    'Regional courts',
  ],
  list: [
    {
      name: 'Family Law Section',
      alias: 'family-law-section',
      short: 'Family law practitioners',
      about: about(
        'The national community of family law practitioners.',
        ['The reforms and new case law', 'Practice and procedure in the courts', 'Family violence and safety'],
        'Never post client names or details that could identify a family.',
      ),
    },
    {
      name: 'Criminal Law Committee',
      alias: 'criminal-law-committee',
      short: 'Defence and prosecution practice',
      about: about(
        'Criminal lawyers from defence, prosecution and legal aid sharing practice and law reform ideas.',
        ['Bail, sentencing and appeals', 'Evidence and procedure', 'Law reform submissions'],
        'Keep matters de-identified.',
      ),
    },
    {
      name: 'Access to Justice Network',
      alias: 'access-to-justice-network',
      short: 'Legal aid, CLCs and pro bono',
      about: about(
        'For lawyers in legal aid, community legal centres and pro bono practice.',
        ['Funding and service models', 'Pro bono partnerships', 'Reaching people who miss out'],
        'Posts are approved by a moderator before they appear.',
      ),
    },
    {
      name: 'Federal Court Practitioners',
      alias: 'federal-court-practitioners',
      short: 'Practitioners before federal courts',
      about: about(
        'A closed group for practitioners who appear regularly in federal courts.',
        ['Practice notes and procedure', 'Case management', 'Appeals'],
        'Membership is checked against your practising certificate.',
      ),
    },
    {
      name: 'Migration Law Practitioners',
      alias: 'migration-law-practitioners',
      short: 'Migration and refugee law',
      about: about(
        'Lawyers practising in migration and refugee law.',
        ['Visa changes and policy', 'Merits and judicial review', 'Working with vulnerable clients'],
        'Please do not post client details.',
      ),
    },
    {
      name: 'Early Career Lawyers',
      alias: 'early-career-lawyers',
      short: 'Your first years in law',
      about: about(
        'Law graduates and lawyers in their first five years of practice.',
        ['Admission and practising certificates', 'Supervision and workloads', 'Choosing a practice area'],
        'No question is too basic.',
      ),
    },
    {
      name: 'Law Reform and Policy Exchange',
      alias: 'law-reform-and-policy-exchange',
      short: 'Submissions and inquiries',
      about: about(
        'For members who contribute to submissions, inquiries and policy work.',
        ['Current inquiries', 'Drafting submissions', 'Sharing research'],
        'Share full references to the materials you cite.',
      ),
    },
    {
      name: 'Regional and Remote Practitioners',
      alias: 'regional-and-remote-practitioners',
      short: 'Practice beyond the capitals',
      about: about(
        'Lawyers practising in regional towns and remote communities.',
        ['Circuit courts and travel', 'Generalist practice', 'Recruitment and succession'],
        'City members are welcome too.',
      ),
    },
    {
      name: 'Directors Working Group',
      alias: 'directors-working-group',
      short: 'Invitation only',
      about: about(
        'A private space for directors and staff working on governance projects.',
        ['Board paper drafts', 'Committee updates', 'Policies under review'],
        'Invitation only. Content is confidential.',
      ),
    },
    {
      name: 'Practice Principals Circle',
      alias: 'practice-principals-circle',
      short: 'Running a law practice',
      about: about(
        'Principals of law practices, from sole practitioners to mid-sized firms.',
        ['Trust accounting and compliance', 'Staff, supervision and culture', 'Systems and technology'],
        'No advertising.',
      ),
    },
    {
      name: 'Remote Hearings Pilot 2024',
      alias: 'remote-hearings-pilot-2024',
      short: 'Archived pilot programme',
      about: about(
        'The community of the 2024 remote hearings pilot, kept for reference.',
        ['Pilot protocols', 'Evaluation findings', 'Lessons learned'],
        'This community is archived and read-only.',
      ),
    },
    {
      name: 'Legal Technology and AI',
      alias: 'legal-technology-and-ai',
      short: 'Technology in legal practice',
      about: about(
        'Practitioners exploring technology, from practice management software to AI tools.',
        ['Tools and what they are good for', 'Risks and professional duties', 'Firm policies'],
        'Posts are approved by a moderator.',
      ),
    },
  ],
  terms:
    '<h3>Terms and conditions</h3><p>Members keep client information confidential, respect each other and follow the professional conduct rules.</p><ol><li>Be respectful.</li><li>No client identifiers.</li><li>No advertising.</li></ol>',
  joinQuestions: [
    'Which federal courts do you appear in most often?',
    'Please upload your current practising certificate',
    'How many years have you practised in migration law?',
    'What is the name of your practice?',
  ],
  joinAnswer: 'Federal Circuit and Family Court, mainly in Sydney and Parramatta',
  faq: FAQ,
  assetFolders: [
    {
      folder: 'Practice resources',
      description: 'Checklists and diagrams for family law practice',
      assets: [
        { name: 'Parenting matter checklist', description: 'Documents and steps for a new parenting matter' },
        { name: 'Family law pathway diagram', description: 'From dispute resolution to final orders' },
      ],
    },
    {
      folder: 'Submissions library',
      description: 'Guides and past submissions',
      assets: [
        { name: 'Submission writing guide', description: 'How to write a submission that is read' },
        {
          name: 'Current inquiries',
          description: 'Inquiries the Council is preparing submissions for',
          url: 'https://www.lawcouncil.example.org.au/inquiries',
        },
      ],
    },
    {
      folder: 'Getting started',
      description: 'For your first years in practice',
      assets: [
        { name: 'First year checklist', description: 'What to set up in your first year' },
        { name: 'Court hierarchy diagram', description: 'How the courts fit together' },
      ],
    },
  ],
  followUps: [
    'Thanks, that is very helpful.',
    'Agreed. I will raise it with my principal.',
    'Good point, I had not considered that.',
    'Same experience in our practice.',
    'Could you share the precedent? Happy to swap one of ours.',
    'That matches what we have seen in court too.',
    'Saved for our next team meeting.',
    'Really useful, thank you.',
  ],
  threads: [
    thread(
      'Preparing clients for the first family dispute resolution session',
      [
        'Many of my clients arrive at their first family dispute resolution session anxious and unprepared.',
        'How do you prepare them?',
      ],
      [
        'I send a one-page explanation of the process a week before.',
        'We role-play the opening statement so they know what to say.',
        'Talk about what a realistic outcome looks like before the session.',
      ],
      ['The one-page explanation is a great idea.', 'Realistic expectations make a big difference.'],
    ),
    thread(
      'Bail applications on a Friday afternoon',
      ['I keep getting bail matters late on Friday with almost no instructions.', 'How do others prepare quickly?'],
      [
        'Have a bail checklist ready and ask the family for the key facts straight away.',
        'Ring the prosecutor early to find out their position.',
        'Have accommodation and reporting options ready before you stand up.',
      ],
      ['A checklist saves so much time.', 'Calling the prosecutor early has helped me too.'],
    ),
    thread(
      'Pro bono partnerships with community legal centres',
      [
        'Our firm wants to start a pro bono partnership with a local community legal centre.',
        'What makes these partnerships work?',
      ],
      [
        'Ask the centre what they need rather than offering what you want to do.',
        'Commit for at least two years so the centre can plan.',
        'Give lawyers proper time, not just after hours.',
      ],
      ['Asking the centre what they need is the key.', 'Time commitment matters a lot.'],
    ),
    thread(
      'Case management hearings: what judges expect',
      ['I have my first case management hearing in the federal court next month.', 'What should I have ready?'],
      [
        'A short proposed timetable, agreed with the other side if possible.',
        'Know your case well enough to answer questions about issues and evidence.',
        'Read the relevant practice note twice.',
      ],
      ['The agreed timetable is always appreciated.', 'Practice notes are essential reading.'],
    ),
    thread(
      'Supporting clients through long visa processing times',
      ['Some of my clients have been waiting more than two years for a decision.', 'How do you support them?'],
      [
        'Regular updates, even when there is no news.',
        'Refer to community support services for housing and health.',
        'Explain clearly what you can and cannot influence.',
      ],
      ['Regular updates help so much.', 'Referrals to community services are important.'],
    ),
    thread(
      'Choosing a practice area as a graduate',
      ['I am in my first year and rotating through three teams.', 'How did others choose their practice area?'],
      [
        'Follow the work you lose track of time doing.',
        'Choose a good supervisor over a prestigious team.',
        'It is not permanent. Many lawyers change areas.',
      ],
      ['A good supervisor made all the difference for me.', 'Good to know it is not permanent.'],
    ),
    thread(
      'Writing a submission with limited time',
      [
        'An inquiry closes in two weeks and our committee wants to make a submission.',
        'How do you produce something useful quickly?',
      ],
      [
        'Focus on three or four recommendations you can support well.',
        'Use de-identified case studies from members.',
        'Ask for a short extension. Committees often agree.',
      ],
      ['A few strong recommendations beat a long list.', 'I did not know extensions were common.'],
    ),
    thread(
      'Circuit court travel and client contact',
      [
        'I travel with the circuit court to four communities and often meet clients for the first time on the day.',
        'How do others make contact earlier?',
      ],
      [
        'Work with community organisations and legal aid officers who are there all the time.',
        'Phone calls through the clinic or council office.',
        'Use interpreters from the first contact.',
      ],
      ['Community organisations are essential.', 'Interpreters from the start is good practice.'],
    ),
    thread(
      'Trust account reconciliations for a small practice',
      ['I am a sole practitioner and find monthly trust reconciliations stressful.', 'How do others manage them?'],
      [
        'Set a fixed day each month and never skip it.',
        'Use practice management software that reconciles automatically.',
        'Have your external examiner review your process.',
      ],
      ['A fixed day is simple but effective.', 'Good software has made it easier for me too.'],
    ),
    thread(
      'Using AI tools for research: where do you draw the line?',
      ['Our firm is trialling an AI research tool.', 'How are other firms using these tools safely?'],
      [
        'Never rely on an authority you have not read yourself.',
        'Do not put confidential client information into public tools.',
        'Write a firm policy and train everyone on it.',
      ],
      ['Reading every authority is non-negotiable.', 'We are writing our policy now.'],
    ),
    thread(
      'Remote hearings and self-represented litigants',
      [
        'Self-represented litigants often struggle with remote hearings.',
        'What can practitioners do to help the hearing run fairly?',
      ],
      [
        'Send the other side the link and instructions early.',
        'Suggest a test call before the hearing.',
        'Be patient and courteous when technology fails.',
      ],
      ['Test calls prevent most problems.', 'Patience goes a long way.'],
    ),
    thread(
      'Vicarious trauma in family violence matters',
      [
        'I have been working on family violence matters for three years and it is taking a toll.',
        'How do others look after themselves?',
      ],
      [
        'Regular supervision and debriefs with colleagues.',
        'Limit the number of these matters you carry at once.',
        'Use your employee assistance programme. It is confidential.',
      ],
      ['Limiting the number of matters has helped me.', 'Thank you for raising this.'],
    ),
    thread(
      'Costs disclosure when estimates change',
      [
        'A matter has become much more complex and my estimate is now well out.',
        'How do others handle updated disclosure?',
      ],
      [
        'Update the client in writing as soon as you know.',
        'Explain why the estimate has changed.',
        'Keep a record of the conversation.',
      ],
      ['Updating early avoids disputes later.', 'Explaining why is important.'],
    ),
    thread(
      'Interpreters in criminal matters',
      [
        'I often get an interpreter only on the day of a hearing.',
        'How do others get interpreters for conferences before court?',
      ],
      [
        'Legal aid will often fund interpreters for conferences.',
        'Book early. Some languages are very hard to find.',
        'Brief the interpreter on terms that will come up.',
      ],
      ['Booking early is essential for some languages.', 'Briefing the interpreter helps a lot.'],
    ),
    thread(
      'Succession planning for a regional practice',
      [
        'I want to retire in five years but there is nobody to take over my practice.',
        'How have others handled succession?',
      ],
      [
        'Start recruiting a junior lawyer now and train them up.',
        'Talk to other local practices about a merger.',
        'Contact the law society early. They have seen many succession plans.',
      ],
      ['Five years is a good time to start.', 'Merger talks are worth a try.'],
    ),
    thread(
      'Admission and the first practising certificate',
      ['I was admitted last month and need my first practising certificate.', 'What conditions should I expect?'],
      [
        'Most first certificates require supervised practice for two years.',
        'Check that your employer can provide supervision.',
        'Keep a record of your supervised practice.',
      ],
      ['Keeping a record is a good idea.', 'Thanks, that is clear.'],
    ),
    thread(
      'Sentencing submissions for young offenders',
      ['I have my first sentencing hearing for a young person next week.', 'What makes a strong submission?'],
      [
        'Focus on rehabilitation and the young person’s circumstances.',
        'Get reports from school, youth workers and family.',
        'Be realistic about the options available.',
      ],
      ['Reports from school made a big difference in my last matter.', 'Rehabilitation is the key focus.'],
    ),
    thread(
      'Supervising a graduate for the first time',
      ['I have been asked to supervise a graduate for the first time.', 'What do I need to do well?'],
      [
        'Set aside regular time each week.',
        'Review their work carefully and explain your changes.',
        'Ask how they are going, not just about the work.',
      ],
      ['Regular time is the most important thing.', 'Explaining changes helps them learn.'],
    ),
    thread(
      'Privacy reforms: advising small business clients',
      ['Several small business clients have asked about the privacy reforms.', 'What are you telling them?'],
      [
        'Start with what personal information they hold and why.',
        'Update privacy policies and collection notices.',
        'Plan for data breaches now.',
      ],
      ['Starting with what they hold is sensible.', 'Breach planning is often overlooked.'],
    ),
    thread(
      'Merits review hearings: preparing the client',
      ['My client is nervous about giving evidence at the tribunal.', 'How do others prepare clients?'],
      [
        'Explain the process and who will be in the room.',
        'Practise answering questions without coaching.',
        'Make sure they have an interpreter if needed.',
      ],
      ['Explaining who will be there helps a lot.', 'Good point on interpreters.'],
    ),
    thread(
      'Managing workload in legal aid practice',
      ['Our legal aid team has a growing caseload and no new staff.', 'How are others coping?'],
      [
        'Triage carefully and refer what you can.',
        'Be honest with management about capacity.',
        'Protect time for the most complex matters.',
      ],
      ['Honest conversations with management are essential.', 'Triage has helped us.'],
    ),
    thread(
      'Expert witnesses in family law',
      ['I need a family report writer for a complex parenting matter.', 'How do others choose experts?'],
      [
        'Check their experience with similar matters.',
        'Read some of their previous reports if you can.',
        'Agree on a single expert with the other side where possible.',
      ],
      ['A single agreed expert saves time and money.', 'Reading previous reports is a good idea.'],
    ),
    thread(
      'Moving from solicitor to the bar',
      ['I am thinking about going to the bar after eight years as a solicitor.', 'What should I consider?'],
      [
        'Talk to barristers about the first two years. They are hard.',
        'Build relationships with solicitors who might brief you.',
        'Have savings to cover a slow start.',
      ],
      ['Savings are important advice.', 'Relationships with solicitors matter most.'],
    ),
    thread(
      'Technology for a small practice on a budget',
      [
        'I run a two-lawyer practice and need better systems.',
        'What technology has made the biggest difference for others?',
      ],
      [
        'Practice management software with trust accounting built in.',
        'A good document management system.',
        'Secure client portals instead of email attachments.',
      ],
      ['Built-in trust accounting saved me hours.', 'Client portals are much safer.'],
    ),
    thread(
      'First Nations clients and culturally safe practice',
      ['I want to make my practice more culturally safe for First Nations clients.', 'Where should I start?'],
      [
        'Cultural capability training developed by First Nations people.',
        'Build relationships with Aboriginal legal services.',
        'Allow more time for meetings and involve family where the client wants it.',
      ],
      ['Relationships with Aboriginal legal services are essential.', 'Allowing more time makes a difference.'],
    ),
  ],
};
