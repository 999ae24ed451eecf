/** Maritime skills communities: categories, tags, the twelve communities, threads with comments. */
import { FAQ } from '../faq';
import { thread } from '../helpers';
import type { CommunitiesCorpus } from '../types';

const about = (who: string, what: string[], note: string) =>
  `<h2>Who are we?</h2><p>${who}</p><ul>${what.map((w) => `<li>${w}</li>`).join('')}</ul><p>${note}</p>`;

export const COMMUNITIES: CommunitiesCorpus = {
  categories: [
    { name: 'Seafaring roles', children: ['Deck', 'Engineering', 'Ports and terminals', 'Masters'] },
    { name: 'Training and careers', children: ['Cadets and new entrants', 'Safety and learning'] },
    { name: 'Industry and business', children: ['Training providers', 'Operators and employers'] },
    { name: 'Regions', children: ['Regional and remote', 'Metropolitan'] },
  ],
  tags: [
    'Passage planning',
    'Watchkeeping',
    'Mooring',
    'Engines',
    'Electrical',
    'Safety drills',
    'Fatigue',
    'Ferries',
    'Fishing',
    'Offshore',
    'Assessment',
    'Task books',
    'Sea time',
    'Certification',
    'Environment',
    'Leadership',
    'Workforce',
    'Apprentices',
    'Simulators',
    'Regional ports',
  ],
  list: [
    {
      name: 'Deck Officers Network',
      alias: 'deck-officers-network',
      short: 'Bridge and deck practice',
      about: about(
        'A network for deck officers, mates and masters on commercial vessels of every size.',
        [
          'Passage planning and navigation questions',
          'Deck operations and mooring',
          'Sharing lessons from near misses',
        ],
        'Keep vessel names and personal details out of incident discussions.',
      ),
    },
    {
      name: 'Marine Engineers Forum',
      alias: 'marine-engineers-forum',
      short: 'Engine rooms and systems',
      about: about(
        'Engineers and engine room crew sharing fault-finding tips, maintenance practice and career advice.',
        ['Diesel, electrical and hybrid systems', 'Maintenance planning', 'Certificates and career progression'],
        'Photos of equipment are welcome; please remove anything that identifies a vessel.',
      ),
    },
    {
      name: 'Ports and Terminals',
      alias: 'ports-and-terminals',
      short: 'Port and terminal operations',
      about: about(
        'For people working in ports, terminals, pilotage and towage.',
        ['Terminal safety and traffic management', 'Pilotage and towage', 'Port workforce and training'],
        'Posts are approved by a moderator before they appear.',
      ),
    },
    {
      name: 'Masters Group',
      alias: 'masters-group',
      short: 'Certified masters only',
      about: about(
        'A closed group for holders of a master certificate of competency.',
        ['Command decisions and responsibilities', 'Working with owners and regulators', 'Mentoring new masters'],
        'Membership is checked against your certificate of competency.',
      ),
    },
    {
      name: 'Training Providers Forum',
      alias: 'training-providers-forum',
      short: 'Registered training organisations',
      about: about(
        'A forum for registered training organisations delivering maritime qualifications.',
        ['Training package changes', 'Assessment and evidence', 'Working with employers and the regulator'],
        'Please do not post student names or results.',
      ),
    },
    {
      name: 'New to the Industry',
      alias: 'new-to-the-industry',
      short: 'Cadets, apprentices and new crew',
      about: about(
        'Everyone in their first years at sea or in port is welcome, and experienced members who want to help.',
        ['Getting your first certificate', 'Sea time and task books', 'Life on board and shift work'],
        'No question is too basic. Everyone was new once.',
      ),
    },
    {
      name: 'Safety and Incident Learning',
      alias: 'safety-and-incident-learning',
      short: 'Learn from incidents and near misses',
      about: about(
        'Sharing lessons from incidents, investigations and safety alerts so that everyone goes home safe.',
        ['Monthly incident review', 'Safety alerts and investigation reports', 'Drills that work'],
        'Discuss lessons, not blame. De-identify every case.',
      ),
    },
    {
      name: 'Regional Ports and Fishing Crews',
      alias: 'regional-ports-and-fishing-crews',
      short: 'Working the coast and the regions',
      about: about(
        'Crews, skippers and operators outside the big ports: fishing, aquaculture, regional ferries and work boats.',
        ['Training close to home', 'Recruiting and keeping crew', 'Seasonal work and sea time'],
        'City-based members are welcome too.',
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
      name: 'Operators and Employers Circle',
      alias: 'operators-and-employers-circle',
      short: 'Running a maritime business',
      about: about(
        'Owners and managers of vessel operators, ports and maritime service businesses.',
        ['Crewing and rosters', 'Safety management systems', 'Apprentices and workforce programmes'],
        'No advertising, but recommendations are welcome when someone asks.',
      ),
    },
    {
      name: 'Simulator Training Pilot 2024',
      alias: 'simulator-training-pilot-2024',
      short: 'Archived pilot programme',
      about: about(
        'The community of the 2024 simulator training pilot, kept for reference.',
        ['Scenario designs', 'Evaluation findings', 'Lessons learned'],
        'This community is archived and read-only.',
      ),
    },
    {
      name: 'Small Vessel and Coxswain Training',
      alias: 'small-vessel-coxswain-training',
      short: 'Coxswains and small craft',
      about: about(
        'For coxswains, trainers and operators of small commercial vessels.',
        ['Coxswain certificates and sea time', 'Small craft handling', 'Tenders, work boats and water taxis'],
        'Posts are approved by a moderator.',
      ),
    },
  ],
  terms:
    '<h3>Terms and conditions</h3><p>Members keep vessel, crew and passenger details confidential, respect each other and follow the code of conduct.</p><ol><li>Be respectful.</li><li>No identifying details from incidents.</li><li>No advertising.</li></ol>',
  joinQuestions: [
    'Which vessel type and operation do you currently command?',
    'Please upload your master certificate of competency',
    'What is your training organisation’s registration number?',
    'What is the name of your business?',
  ],
  joinAnswer: 'Passenger ferries on Port Phillip, two weeks on and two weeks off',
  faq: FAQ,
  assetFolders: [
    {
      folder: 'Bridge resources',
      description: 'Checklists and quick references for the bridge',
      assets: [
        { name: 'Passage planning checklist', description: 'A one-page checklist for every passage' },
        { name: 'Collision regulations quick card', description: 'Lights and shapes at a glance' },
      ],
    },
    {
      folder: 'Incident learning',
      description: 'Templates for reviewing incidents and near misses',
      assets: [
        { name: 'Incident review template', description: 'Structure a blame-free review' },
        {
          name: 'Safety alerts',
          description: 'The latest safety alerts for members',
          url: 'https://www.maritime.example.org.au/safety-alerts',
        },
      ],
    },
    {
      folder: 'Getting started',
      description: 'For your first year in the industry',
      assets: [
        { name: 'Sea time record guide', description: 'How to record and verify your sea time' },
        { name: 'Career pathways diagram', description: 'Deck, engineering and port pathways' },
      ],
    },
  ],
  followUps: [
    'Thanks, that is really useful.',
    'Agreed. We will try that on our next trip.',
    'Good point, I had not thought of that.',
    'Same on our vessels. It took a while to get right.',
    'Could you share the form? Happy to swap one of ours.',
    'That matches what our crew found too.',
    'Saved this for our next toolbox talk.',
    'Cheers, very helpful.',
  ],
  threads: [
    thread(
      'Passage planning for short harbour runs: how much is enough?',
      [
        'Our masters run the same harbour route twenty times a day. The regulator expects a passage plan, but a full plan for a ten-minute run feels excessive.',
        'How do other ferry operators handle this?',
      ],
      [
        'We have one standing plan for the route, reviewed every season and whenever something changes, plus a daily check of weather and traffic.',
        'Make sure the standing plan covers the unusual days: events, dredging, fog. That is when it matters.',
        'Our plan is a single laminated page on the bridge. Crew actually read it.',
      ],
      [
        'The unusual days point is spot on. Our near misses were all on event days.',
        'Laminated single page is a great idea.',
      ],
    ),
    thread(
      'Deckhand task books: how strict are you with sign-off?',
      [
        'I supervise trainees and some of my colleagues sign off tasks after seeing them once.',
        'How many times do you need to see a task before signing?',
      ],
      [
        'At least three times, on different days and ideally in different conditions.',
        'We ask the trainee to explain why, not just do it. That tells you a lot.',
        'Sign-off should mean you would trust them to do it unsupervised. If not, do not sign.',
      ],
      ['The trust test is a good rule. I will use that.', 'Asking them to explain is a great check.'],
    ),
    thread(
      'Snap-back zones on older vessels',
      [
        'Our older vessels have no snap-back zones painted on deck.',
        'Has anyone marked them retrospectively, and how did you work out where they should be?',
      ],
      [
        'We had a naval architect review the mooring arrangement and then painted the zones. Not expensive.',
        'Painting helps, but crew briefings matter more. Zones change with the lead of the line.',
        'We also moved a bollard that put crew in the zone every time. Small change, big difference.',
      ],
      ['Good reminder that zones change with the line lead.', 'Moving the bollard is a clever fix.'],
    ),
    thread(
      'Fault finding on a generator that trips under load',
      [
        'One of our generators trips after about twenty minutes on load. Fuel and cooling look fine.',
        'Where would you look next?',
      ],
      [
        'Check the governor and the fuel rack for sticking. We had the same symptom from a worn linkage.',
        'Look at the exhaust temperatures per cylinder. One hot cylinder can point you to the problem.',
        'Do not forget the protection settings. Sometimes the trip is the protection, not the engine.',
      ],
      ['It was the linkage in our case too. Thanks.', 'Good point on the protection settings.'],
    ),
    thread(
      'Man overboard drills with a two-person crew',
      [
        'On our work boat we often have only two crew. If one goes over, one person has to do everything.',
        'How do others practise this realistically?',
      ],
      [
        'We practise with a weighted dummy and time the whole recovery, including getting the person aboard.',
        'A recovery sling or ladder makes a huge difference when you are on your own.',
        'Practise in rough weather too, not just on calm days.',
      ],
      ['The weighted dummy showed us how hard it really is.', 'We bought a recovery sling after our last drill.'],
    ),
    thread(
      'Rosters and fatigue on extended tours',
      [
        'We are moving to two-week tours on our supply vessel.',
        'Any advice on rosters that keep crew alert through the second week?',
      ],
      [
        'Avoid changing watch patterns mid-tour. Crew need time to adjust.',
        'Good sleeping conditions matter as much as the roster: dark cabins, quiet spaces.',
        'Ask the crew. They know which patterns leave them exhausted.',
      ],
      [
        'Asking the crew is the simplest and best advice.',
        'We improved cabins last year and saw fewer fatigue reports.',
      ],
    ),
    thread(
      'Getting sea time recorded properly',
      [
        'I am a deckhand and my previous employer did not keep good records.',
        'How can I prove my sea time for my next certificate?',
      ],
      [
        'Ask the previous employer for a statement of service. Most will help if you ask politely.',
        'Pay slips and rosters can support your claim.',
        'From now on, keep your own record signed by the master each month.',
      ],
      ['Good idea to keep my own record from now on.', 'I did not think of pay slips. Thanks.'],
    ),
    thread(
      'Battery-electric ferries: what changed for your crew?',
      [
        'Our operator is taking delivery of its first hybrid ferry next year.',
        'For those already running electric or hybrid vessels, what training did your crew need?',
      ],
      [
        'Isolation procedures were the biggest change. We trained everyone, not only engineers.',
        'Charging at the terminal adds a shore-side interface. Be clear who is responsible for what.',
        'Fire response is different. Talk to your local fire service early.',
      ],
      ['We are meeting the fire service next month. Thanks.', 'Good point about shore-side responsibilities.'],
    ),
    thread(
      'Assessing competence on a busy ferry',
      [
        'I am a workplace assessor and find it hard to observe trainees properly during peak runs.',
        'How do others fit assessment into operations?',
      ],
      [
        'Plan assessments for quieter runs and tell the master beforehand.',
        'Use questioning between runs to cover what you cannot observe.',
        'Third-party reports from the master help build the evidence.',
      ],
      ['Quieter runs make a big difference.', 'Third-party reports have helped us too.'],
    ),
    thread(
      'Recruiting marine engineers in the regions',
      ['We have had an engineer position vacant for five months.', 'What has worked for other regional operators?'],
      [
        'We grew our own: sponsored an apprentice and paid for their study.',
        'Flexible rosters helped us attract engineers with families.',
        'Talk to the local TAFE. Students often want to stay local if there is a pathway.',
      ],
      ['Sponsoring an apprentice is a long game but worth it.', 'We are talking to our TAFE next week.'],
    ),
    thread(
      'Simulator time: does it help trainees at sea?',
      [
        'Our provider offers simulator sessions for cadets.',
        'Has anyone seen a real difference in trainees who have done simulator work?',
      ],
      [
        'Yes, especially for rules of the road and restricted visibility. They are calmer when it happens for real.',
        'It depends on the scenarios. Generic exercises help less than ones based on your own waters.',
        'A good debrief after the simulator matters as much as the exercise.',
      ],
      ['Scenarios based on local waters make sense.', 'The debrief point is a good one.'],
    ),
    thread(
      'Ballast water records during port state inspections',
      ['We had a deficiency last month for ballast water record keeping.', 'What do inspectors most often pick up?'],
      [
        'Missing signatures and times that do not match the deck log.',
        'Make sure the plan on board is the approved version.',
        'Train everyone who fills in the record, not just the chief officer.',
      ],
      ['The mismatch with the deck log was our problem.', 'Training everyone is a good idea.'],
    ),
    thread(
      'Toolbox talks that crews actually listen to',
      ['Our toolbox talks have become a box-ticking exercise.', 'How do you keep them useful?'],
      [
        'Keep them to ten minutes and about one thing.',
        'Ask a crew member to lead the talk each week.',
        'Use a recent near miss from your own operation.',
      ],
      ['Crew-led talks have worked well for us.', 'Real near misses get attention every time.'],
    ),
    thread(
      'Stepping up from mate to master',
      [
        'I have just been promoted to master on a harbour ferry.',
        'What do you wish you had known in your first year of command?',
      ],
      [
        'You are responsible for everything, so ask questions early rather than late.',
        'Build a good relationship with your engineers. They will save you many times.',
        'Take the time to brief the crew, even when you are running late.',
      ],
      ['The engineer relationship point is gold.', 'Briefing the crew is easy to skip. Thanks for the reminder.'],
    ),
    thread(
      'Recognition of prior learning for an experienced skipper',
      [
        'I have fished for twenty years but never upgraded my certificate.',
        'Is recognition of prior learning worth it, and how long does it take?',
      ],
      [
        'It took me about three months with a good provider. Well worth it.',
        'Start collecting evidence now: sea time, references, photos of your work.',
        'Ask the provider for a gap analysis first so you know what is missing.',
      ],
      ['A gap analysis is a great first step.', 'Three months is less than I expected.'],
    ),
    thread(
      'Port traffic management near berths',
      [
        'We have had two near misses between straddle carriers and pedestrians near the berth.',
        'What changes made the biggest difference at other terminals?',
      ],
      [
        'Physical separation: barriers and marked walkways.',
        'Strict rules about when pedestrians can enter operational areas.',
        'Hi-vis alone is not enough. Drivers need clear sight lines.',
      ],
      ['Barriers worked best for us too.', 'Good point about sight lines.'],
    ),
    thread(
      'Cold water survival training for fishing crews',
      ['Our crew fish in southern waters in winter.', 'Does anyone run cold water survival training for their crew?'],
      [
        'We run a practical session in the pool every year before the season.',
        'Teach the first minute: cold shock is what kills people, not hypothermia.',
        'Make sure lifejackets are worn on deck, not stored.',
      ],
      ['The first minute point is so important.', 'Wearing lifejackets on deck is now our rule.'],
    ),
    thread(
      'Training package changes: what are providers doing?',
      ['The new training package version is due next year.', 'How are other providers planning the transition?'],
      [
        'We are mapping old units to new ones now so we can advise current students.',
        'Talk to your employers early. Some want to finish in the old version.',
        'Update assessment tools before you advertise the new courses.',
      ],
      ['Mapping early is a good idea.', 'We will talk to our employers this month.'],
    ),
    thread(
      'Women at sea: facilities on board',
      [
        'We are trying to recruit more women into our crews.',
        'What practical changes on board have made a difference?',
      ],
      [
        'Private cabins and bathrooms are the basics.',
        'PPE that fits. Many women still get given men’s sizes.',
        'A clear process for raising concerns, and a master who acts on it.',
      ],
      ['Fitted PPE is such a simple fix.', 'Agreed, the master sets the culture.'],
    ),
    thread(
      'Water taxi operations at night',
      [
        'We are starting night services on our water taxi route.',
        'What extra training and procedures did others put in place?',
      ],
      [
        'Night navigation practice under supervision before going solo.',
        'Review lighting on the wharves. Some of ours were far too dark.',
        'Passenger briefings matter more at night: where the lifejackets are and how to board.',
      ],
      ['Wharf lighting was a problem for us too.', 'Good point on passenger briefings.'],
    ),
    thread(
      'Engineer apprentices: how much time in the workshop?',
      [
        'We have our first engineering apprentice starting soon.',
        'How do you split time between the workshop and the vessel?',
      ],
      [
        'We do the first three months mostly in the workshop, then rotate.',
        'Pair them with one engineer as a mentor, not whoever is on shift.',
        'Keep the task book up to date every week.',
      ],
      ['A named mentor makes a big difference.', 'Weekly task book updates are a good habit.'],
    ),
    thread(
      'Learning from a grounding without blame',
      [
        'We had a minor grounding last month. Nobody was hurt but the crew are shaken.',
        'How do you run a review that helps people learn without blame?',
      ],
      [
        'Focus on what happened and why, not who.',
        'Ask the crew what would have helped them. They usually know.',
        'Share the lessons with other vessels in the fleet.',
      ],
      ['Asking what would have helped is a good question.', 'Sharing across the fleet is important.'],
    ),
    thread(
      'Coxswain sea time on sheltered waters',
      ['I work on a river and want to get my coxswain certificate.', 'Does my sea time on sheltered waters count?'],
      [
        'It counts, but check the limits for your certificate with the regulator.',
        'Keep detailed records of the vessels and waters you worked on.',
        'Some employers offer coastal trips to help trainees get the right mix.',
      ],
      ['Good idea to ask about coastal trips.', 'Thanks, I will check the limits.'],
    ),
    thread(
      'Emergency drills with passengers on board',
      [
        'Our ferry runs all day with passengers on board.',
        'How do others run meaningful drills without alarming passengers?',
      ],
      [
        'We run full drills before the first service of the day.',
        'Short tabletop drills in the crew room keep everyone sharp.',
        'Announce small drills to passengers. Most are interested, not worried.',
      ],
      ['Morning drills before service work well for us.', 'Tabletop drills are a good idea.'],
    ),
    thread(
      'Keeping older crew in the industry',
      [
        'Many of our most experienced crew are close to retirement.',
        'How are operators keeping their knowledge in the business?',
      ],
      [
        'Mentoring roles with reduced sea time.',
        'Record their knowledge in local procedures before they go.',
        'Part-time and relief work keeps them involved.',
      ],
      ['Mentoring roles are a good idea.', 'We have started recording local knowledge.'],
    ),
  ],
};
