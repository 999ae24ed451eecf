/** Public skills communities: categories, tags, the twelve communities, threads with comments. */
import { FAQ } from '../faq';
import { thread } from '../helpers';
import type { CommunitiesCorpus } from '../types';

const about = (who: string, what: string[], note: string) =>
  `<h2>Who are we?</h2><p>${who}</p><ul>${what.map((w) => `<li>${w}</li>`).join('')}</ul><p>${note}</p>`;

export const COMMUNITIES: CommunitiesCorpus = {
  categories: [
    {
      name: 'Policy and services',
      children: ['Policy', 'Digital services', 'Local government', 'Executive leadership'],
    },
    { name: 'Learning and careers', children: ['Graduates and early careers', 'Evaluation and evidence'] },
    { name: 'Management and delivery', children: ['Procurement', 'Team leadership'] },
    { name: 'Regions', children: ['Regional', 'Capital cities'] },
  ],
  tags: [
    'Briefs',
    'Consultation',
    'Contracts',
    'Grants',
    'Risk',
    'Evaluation',
    'Data',
    'Privacy',
    'Integrity',
    'Writing',
    'Hybrid work',
    'Recruitment',
    'Onboarding',
    'Projects',
    'Budgets',
    'Accessibility',
    'Mentoring',
    'Wellbeing',
    'Careers',
    'Regional service',
  ],
  list: [
    {
      name: 'Policy Practitioners Network',
      alias: 'policy-practitioners-network',
      short: 'Policy work in practice',
      about: about(
        'A network for policy officers and advisers across federal, state and local government.',
        ['Brief writing and advice', 'Consultation and evidence', 'Working with ministers’ offices'],
        'Please do not share cabinet or confidential material.',
      ),
    },
    {
      name: 'Digital Services Community',
      alias: 'digital-services-community',
      short: 'Designing services online',
      about: about(
        'For people who design, build and run digital government services.',
        ['User research and testing', 'Accessibility', 'Running services day to day'],
        'Share what you have learned, including what did not work.',
      ),
    },
    {
      name: 'Local Government Exchange',
      alias: 'local-government-exchange',
      short: 'Councils sharing practice',
      about: about(
        'Council staff from around the country sharing practice and solving common problems.',
        ['Community services and planning', 'Rates, budgets and reporting', 'Working with councillors'],
        'Posts are approved by a moderator before they appear.',
      ),
    },
    {
      name: 'Senior Executives Circle',
      alias: 'senior-executives-circle',
      short: 'Senior executive members only',
      about: about(
        'A closed group for senior executives across government.',
        ['Leading through change', 'Governance and accountability', 'Mentoring future leaders'],
        'Membership is checked against your classification.',
      ),
    },
    {
      name: 'Procurement and Contracts Forum',
      alias: 'procurement-and-contracts-forum',
      short: 'Procurement practitioners',
      about: about(
        'A forum for procurement officers and contract managers.',
        ['Procurement rules and thresholds', 'Contract management', 'Local and social procurement'],
        'Do not post supplier names in disputes.',
      ),
    },
    {
      name: 'Graduates and Early Careers',
      alias: 'graduates-and-early-careers',
      short: 'Your first years in the public service',
      about: about(
        'Everyone in their first years in the public sector is welcome, and experienced members who want to help.',
        ['Graduate programmes and rotations', 'Applications and interviews', 'Finding your feet'],
        'No question is too small.',
      ),
    },
    {
      name: 'Evaluation and Evidence Network',
      alias: 'evaluation-and-evidence-network',
      short: 'Evidence for better decisions',
      about: about(
        'For evaluators, analysts and anyone using evidence in government.',
        ['Evaluation design and methods', 'Reading group', 'Sharing reports and findings'],
        'Share full references so others can find the reports.',
      ),
    },
    {
      name: 'Regional Public Servants',
      alias: 'regional-public-servants',
      short: 'Working outside the capitals',
      about: about(
        'Public servants in regional offices and councils, often working far from head office.',
        ['Remote working and travel', 'Regional service delivery', 'Career development outside the capitals'],
        'Capital city members are welcome too.',
      ),
    },
    {
      name: 'Board Working Group',
      alias: 'board-working-group',
      short: 'Invitation only',
      about: about(
        'A private space for directors and staff working on board papers and governance projects.',
        ['Board paper drafts', 'Committee updates', 'Policies under review'],
        'Invitation only. Content is confidential.',
      ),
    },
    {
      name: 'Managers and Team Leaders Circle',
      alias: 'managers-and-team-leaders-circle',
      short: 'Leading teams in government',
      about: about(
        'Team leaders and managers sharing practical advice on leading people.',
        ['Performance and feedback', 'Recruitment and onboarding', 'Hybrid teams'],
        'Keep staff details confidential.',
      ),
    },
    {
      name: 'Hybrid Work Pilot 2024',
      alias: 'hybrid-work-pilot-2024',
      short: 'Archived pilot programme',
      about: about(
        'The community of the 2024 hybrid work pilot, kept for reference.',
        ['Pilot guidance', 'Evaluation findings', 'Lessons learned'],
        'This community is archived and read-only.',
      ),
    },
    {
      name: 'Community Engagement Practitioners',
      alias: 'community-engagement-practitioners',
      short: 'Consultation and engagement',
      about: about(
        'For people who plan and run community engagement.',
        ['Methods that reach more people', 'Reporting back to communities', 'Online and face-to-face engagement'],
        'Posts are approved by a moderator.',
      ),
    },
  ],
  terms:
    '<h3>Terms and conditions</h3><p>Members keep confidential information out of the community, respect each other and follow the code of conduct.</p><ol><li>Be respectful.</li><li>No confidential or classified material.</li><li>No advertising.</li></ol>',
  joinQuestions: [
    'Which agency do you work for, and in what role?',
    'Please upload a letter confirming your senior executive classification',
    'Which procurement accreditation do you hold?',
    'Which team do you lead?',
  ],
  joinAnswer: 'Department of Housing, Director of Policy',
  faq: FAQ,
  assetFolders: [
    {
      folder: 'Policy toolkit',
      description: 'Templates for everyday policy work',
      assets: [
        { name: 'Brief template', description: 'A two-page decision brief' },
        { name: 'Policy cycle diagram', description: 'The stages of policy development' },
      ],
    },
    {
      folder: 'Reading group',
      description: 'Reports and reading lists',
      assets: [
        { name: 'Evaluation reading list', description: 'This year’s reading group papers' },
        {
          name: 'Evaluation resources',
          description: 'Guides and examples for members',
          url: 'https://www.psa.example.org.au/evaluation',
        },
      ],
    },
    {
      folder: 'Getting started',
      description: 'For your first year in the public service',
      assets: [
        { name: 'First month checklist', description: 'What to set up in your first month' },
        { name: 'How government works diagram', description: 'Parliament, ministers and departments' },
      ],
    },
  ],
  followUps: [
    'Thanks, that is really helpful.',
    'Agreed. I will raise this with my team.',
    'Good point, I had not thought of that.',
    'Same experience in our agency.',
    'Could you share the template? Happy to swap one of ours.',
    'That matches what we found too.',
    'Saved this for our next team meeting.',
    'Really useful, thank you.',
  ],
  threads: [
    thread(
      'How long should a decision brief be?',
      [
        'Our executive keeps sending briefs back as too long. We are averaging four pages.',
        'What length do others aim for, and what do you cut?',
      ],
      [
        'Two pages, with attachments for detail. The recommendation goes first.',
        'Cut the history. Decision makers rarely need it.',
        'Ask your executive what they want. Some prefer dot points, some prose.',
      ],
      ['Cutting the history made a big difference for us.', 'Asking the executive directly is simple and effective.'],
    ),
    thread(
      'Consultation fatigue in a small community',
      [
        'Our town has been consulted on five projects this year and people are tired of it.',
        'How do you engage without adding to the fatigue?',
      ],
      [
        'Coordinate with other agencies and run joint sessions.',
        'Report back on what happened with the last round before asking again.',
        'Use existing groups instead of new events.',
      ],
      ['Reporting back first is key. People want to see results.', 'Joint sessions are a great idea.'],
    ),
    thread(
      'Managing a supplier who keeps missing milestones',
      ['Our IT supplier has missed three milestones in a row.', 'What steps do others take before things escalate?'],
      [
        'Document everything and meet in person to agree a recovery plan.',
        'Check the contract for performance provisions before the meeting.',
        'Involve your procurement team early.',
      ],
      ['A written recovery plan helped us get back on track.', 'Good reminder to check the contract first.'],
    ),
    thread(
      'Evaluating a programme that started without a baseline',
      ['We have been asked to evaluate a programme that started two years ago with no baseline data.', 'Any advice?'],
      [
        'Look for administrative data that existed before the programme.',
        'Be honest about the limits in your report.',
        'Interviews with staff and participants can fill some gaps.',
      ],
      ['Administrative data saved our evaluation.', 'Being honest about limits builds trust.'],
    ),
    thread(
      'Conflicts of interest on a grants panel',
      ['A panel member has just realised she knows one of the applicants well.', 'What is the right process?'],
      [
        'She should declare it in writing and step out of that assessment.',
        'Record the declaration and how it was managed in the panel minutes.',
        'If in doubt, ask your integrity team.',
      ],
      ['Recording it in the minutes is important.', 'Good advice. We will talk to the integrity team.'],
    ),
    thread(
      'Onboarding new staff in a hybrid team',
      ['Our new starters say they feel isolated when half the team works from home.', 'What has worked for others?'],
      [
        'We ask the whole team to be in the office for a new starter’s first two weeks.',
        'Give every new starter a buddy who is not their manager.',
        'Short daily check-ins for the first month.',
      ],
      ['The buddy system has worked well for us.', 'Two weeks in the office is a good idea.'],
    ),
    thread(
      'Plain language in legal letters',
      [
        'Our legal team insists on wording that nobody understands.',
        'How have others got plain language through legal review?',
      ],
      [
        'Involve the lawyers early and show them the complaints data.',
        'Keep the legal wording but add a plain summary at the top.',
        'Test the letter with real readers and share the results.',
      ],
      ['The complaints data convinced our lawyers.', 'A plain summary at the top is a good compromise.'],
    ),
    thread(
      'Risk registers that are actually used',
      ['Our project risk register is updated once a month and nobody reads it.', 'How do you make it useful?'],
      [
        'Review the top five risks at every project meeting.',
        'Give every risk an owner who reports on it.',
        'Delete risks that are no longer relevant.',
      ],
      ['Owners made a big difference for us.', 'Reviewing the top five keeps it manageable.'],
    ),
    thread(
      'First job after the graduate programme',
      ['I am finishing my graduate rotations and need to choose a permanent role.', 'How did others decide?'],
      [
        'Choose the manager, not just the work.',
        'Think about which rotation you learned most in.',
        'Ask people in the team what it is like to work there.',
      ],
      ['Choosing the manager is great advice.', 'I will talk to people in the teams.'],
    ),
    thread(
      'Working with a new minister’s office',
      [
        'We have a new minister and the office works very differently from the last one.',
        'How do you build a good relationship quickly?',
      ],
      [
        'Ask the chief of staff how they like to receive information.',
        'Be responsive but keep your advice impartial.',
        'Keep a record of every request and response.',
      ],
      ['Asking the chief of staff helped us.', 'A record of requests is essential.'],
    ),
    thread(
      'User testing on a tight budget',
      ['We need to test a new online form but have no budget for research.', 'Any low-cost approaches?'],
      [
        'Test with five people from other teams. You will find most problems.',
        'Use the public library for sessions. Staff are often happy to help.',
        'Watch recordings of real users if you have analytics.',
      ],
      ['Five people really does find most problems.', 'The library is a good idea.'],
    ),
    thread(
      'Regional staff and head office meetings',
      [
        'Head office meetings are scheduled for 9 am, which means a 6 am start for our regional staff.',
        'How do others include regional staff fairly?',
      ],
      [
        'Schedule meetings for late morning and make them online by default.',
        'Rotate meetings to regional offices a few times a year.',
        'Record key meetings for those who cannot attend.',
      ],
      ['Late morning meetings are a simple fix.', 'Rotating locations builds real connection.'],
    ),
    thread(
      'Local procurement targets: how are you reporting?',
      ['Our council has new targets for local procurement.', 'How are others defining and reporting local spend?'],
      [
        'We define local as suppliers with an office in the region.',
        'Report quarterly and publish the results.',
        'Talk to local businesses about barriers to tendering.',
      ],
      ['Publishing results keeps us accountable.', 'Talking to businesses is a good step.'],
    ),
    thread(
      'Performance conversations that are not a tick box',
      ['Our annual performance reviews feel like paperwork.', 'How do you make them useful?'],
      [
        'Have short conversations every month so the annual one has no surprises.',
        'Ask staff what they want to learn next year.',
        'Link goals to the team plan.',
      ],
      ['Monthly conversations changed everything for my team.', 'Asking about learning goals works well.'],
    ),
    thread(
      'Data sharing agreements taking months',
      ['Our data sharing agreement with another agency has taken six months.', 'Any tips for speeding this up?'],
      [
        'Use a standard template both agencies have already approved.',
        'Get privacy and legal in the same meeting.',
        'Agree the purpose first. Most delays come from unclear purpose.',
      ],
      ['A standard template would have saved us months.', 'Agreeing the purpose first is good advice.'],
    ),
    thread(
      'Accessibility in public documents',
      ['We publish a lot of PDFs and I suspect many are not accessible.', 'Where should we start?'],
      [
        'Publish key information as web pages, not PDFs.',
        'Use headings and alt text in every document.',
        'Test with a screen reader before publishing.',
      ],
      ['Moving to web pages is the best fix.', 'Testing with a screen reader is eye-opening.'],
    ),
    thread(
      'Budget bids for small programmes',
      ['I am preparing my first budget bid for a small community programme.', 'What makes a strong bid?'],
      [
        'Be clear about the problem and who it affects.',
        'Show evidence the approach works elsewhere.',
        'Include how you will measure success.',
      ],
      ['Evidence from elsewhere strengthened our bid.', 'Measuring success is often forgotten.'],
    ),
    thread(
      'Mentoring across agencies',
      ['I would like a mentor from outside my agency.', 'How did others find one?'],
      [
        'The Association’s mentoring programme matched me with someone great.',
        'Ask a speaker you admired at a conference.',
        'Be clear about what you want to learn.',
      ],
      ['The mentoring programme is excellent.', 'Being clear about goals helps both sides.'],
    ),
    thread(
      'Grants rounds with too many applications',
      ['Our last grants round had four times more applications than we could fund.', 'How do others manage this?'],
      [
        'Use an expression of interest stage first.',
        'Make eligibility criteria clearer.',
        'Give feedback to unsuccessful applicants.',
      ],
      ['An expression of interest stage saved us a lot of work.', 'Feedback helps applicants next time.'],
    ),
    thread(
      'Wellbeing in frontline service teams',
      ['Our frontline staff deal with distressed customers every day.', 'What support has made a difference?'],
      [
        'Regular debriefs after difficult calls.',
        'Access to an employee assistance programme that staff actually use.',
        'Managers who check in, not only when something goes wrong.',
      ],
      ['Debriefs make a real difference.', 'Regular check-ins matter.'],
    ),
    thread(
      'Recruitment panels that move faster',
      ['Our recruitment takes three months from advertising to offer.', 'How have others sped it up?'],
      [
        'Book panel times before the job is advertised.',
        'Shorter applications: a one-page statement instead of selection criteria.',
        'Use merit lists to fill similar roles.',
      ],
      ['Booking the panel early is simple and effective.', 'Merit lists have saved us time.'],
    ),
    thread(
      'Closing the loop after consultation',
      ['We ran a big consultation last year and never told people what happened.', 'How do you report back well?'],
      [
        'A short summary of what we heard and what we did.',
        'Send it to everyone who took part.',
        'Explain what did not change and why.',
      ],
      ['Explaining what did not change builds trust.', 'A short summary is all most people want.'],
    ),
    thread(
      'Project boards that add value',
      ['Our project board meetings feel like status updates.', 'How do you make them useful?'],
      [
        'Send updates in writing and use the meeting for decisions.',
        'Bring the top risks and issues only.',
        'Ask the board for help, not just approval.',
      ],
      ['Using the meeting for decisions changed everything.', 'Asking for help is underused.'],
    ),
    thread(
      'Secondments: worth it?',
      ['I have been offered a six-month secondment to another department.', 'Was it worth it for others?'],
      [
        'Yes. I learned more in six months than in two years.',
        'Agree with your manager how you will come back.',
        'Use it to build your network.',
      ],
      ['Agreeing the return is important.', 'The network has been the lasting benefit for me.'],
    ),
    thread(
      'Writing for the web',
      ['We are rewriting our agency’s website.', 'Any tips for writing content people actually read?'],
      [
        'Start with the task people come to do.',
        'Short sentences and plenty of headings.',
        'Test with users before launch.',
      ],
      ['Starting with tasks is the key.', 'Testing before launch caught many problems for us.'],
    ),
  ],
};
