/** Occupational therapy communities: categories, tags, the twelve communities, threads with comments. */
import { FAQ } from '../faq';
import { thread } from '../helpers';
import type { CommunitiesCorpus } from '../types';

const about = (who: string, what: string[], note: string) =>
  `<h2>Who are we?</h2><p>${who}</p><ul>${what.map((w) => `<li>${w}</li>`).join('')}</ul><p>${note}</p>`;

export const COMMUNITIES: CommunitiesCorpus = {
  categories: [
    { name: 'Clinical practice', children: ['Paediatrics', 'Mental health', 'Aged care', 'Hand therapy'] },
    { name: 'Professional development', children: ['Students and new graduates', 'Research and evidence'] },
    { name: 'Practice and funding', children: ['NDIS', 'Private practice'] },
    { name: 'Regions', children: ['Rural and remote', 'Metropolitan'] },
  ],
  tags: [
    'Assessment',
    'Telehealth',
    'NDIS',
    'Funding',
    'Sensory processing',
    'Falls prevention',
    'Dementia',
    'Splinting',
    'Research',
    'Supervision',
    'Ethics',
    'Home modifications',
    'Driving',
    'School readiness',
    'Wellbeing',
    'Leadership',
    'Workforce',
    'CPD',
    'Assistive technology',
    'Rural practice',
  ],
  list: [
    {
      name: 'Paediatric OT Network',
      alias: 'paediatric-ot-network',
      short: 'Practice talk for paediatric OTs',
      about: about(
        'A network for occupational therapists working with children and families in schools, early intervention, hospitals and private practice.',
        [
          'Share resources for sensory, motor and self-care goals',
          'Ask colleagues about assessments and programmes',
          'Hear about paediatric CPD events first',
        ],
        'Please keep client details out of posts and use first initials only when discussing cases.',
      ),
    },
    {
      name: 'Mental Health Practitioners',
      alias: 'mental-health-practitioners',
      short: 'Peer support in mental health',
      about: about(
        'Occupational therapists in community, inpatient and private mental health services supporting each other’s practice.',
        [
          'Discuss occupation-focused assessment and groups',
          'Share recovery-oriented resources',
          'Talk through the challenges of multidisciplinary work',
        ],
        'This is a peer space, not a crisis service. If you need support, contact your employee assistance programme.',
      ),
    },
    {
      name: 'Aged Care and Dementia',
      alias: 'aged-care-and-dementia',
      short: 'Ageing well, dementia and care',
      about: about(
        'For therapists working with older people at home, in hospital and in residential aged care.',
        [
          'Falls prevention and home modifications',
          'Dementia care and environmental design',
          'Funding and workforce changes in aged care',
        ],
        'Posts are approved by a moderator before they appear, usually within one working day.',
      ),
    },
    {
      name: 'Hand Therapy Special Interest Group',
      alias: 'hand-therapy-sig',
      short: 'Accredited hand therapists',
      about: about(
        'A closed group for accredited hand therapists and those working towards accreditation.',
        [
          'Splinting designs and materials',
          'Post-operative protocols and surgeon liaison',
          'Case discussions and journal articles',
        ],
        'Membership is checked against the accreditation register.',
      ),
    },
    {
      name: 'NDIS Providers Forum',
      alias: 'ndis-providers-forum',
      short: 'Registered NDIS providers',
      about: about(
        'A forum for occupational therapists who deliver supports under the National Disability Insurance Scheme.',
        [
          'Pricing, claiming and registration questions',
          'Report writing and plan reviews',
          'Updates from the Association’s disability policy team',
        ],
        'Please do not post participant names or plan details.',
      ),
    },
    {
      name: 'New Graduates Hub',
      alias: 'new-graduates-hub',
      short: 'Your first years in practice',
      about: about(
        'Everyone in their first three years of practice is welcome here, and experienced members who want to help.',
        [
          'Questions you are not sure who else to ask',
          'Supervision, caseloads and first jobs',
          'Study groups and CPD ideas',
        ],
        'No question is too small. Be kind: everyone was new once.',
      ),
    },
    {
      name: 'Research and Evidence Exchange',
      alias: 'research-evidence-exchange',
      short: 'Share and appraise evidence',
      about: about(
        'For clinicians and researchers who want to use, appraise and produce evidence in occupational therapy.',
        ['Monthly journal club', 'Help with research questions and methods', 'Calls for study participants'],
        'Share full references so others can find the papers.',
      ),
    },
    {
      name: 'Rural and Remote OTs',
      alias: 'rural-and-remote-ots',
      short: 'Practice beyond the city',
      about: about(
        'Occupational therapists working outside the major cities, often as the only therapist for hundreds of kilometres.',
        [
          'Outreach, travel and telehealth',
          'Generalist practice and supervision at a distance',
          'Recruitment and retention in the regions',
        ],
        'City-based members interested in a move are welcome too.',
      ),
    },
    {
      name: 'Board Working Group',
      alias: 'board-working-group',
      short: 'Invitation only',
      about: about(
        'A private space for directors and staff working on board papers and governance projects.',
        ['Board paper drafts', 'Committee updates', 'Governance policies under review'],
        'Invitation only. Content is confidential.',
      ),
    },
    {
      name: 'Practice Owners Circle',
      alias: 'practice-owners-circle',
      short: 'Running an OT practice',
      about: about(
        'Owners and managers of occupational therapy practices, from sole traders to multi-site services.',
        ['Staffing, pay and supervision', 'Systems, software and compliance', 'Growing a practice sustainably'],
        'Advertising is not allowed, but recommendations are welcome when someone asks.',
      ),
    },
    {
      name: 'Telehealth Pilot 2024',
      alias: 'telehealth-pilot-2024',
      short: 'Archived pilot programme',
      about: about(
        'The community of the 2024 telehealth pilot, kept for reference now that the pilot has finished.',
        ['Pilot resources and session plans', 'Evaluation findings', 'Lessons learned'],
        'This community is archived and read-only.',
      ),
    },
    {
      name: 'Driver Rehabilitation',
      alias: 'driver-rehabilitation',
      short: 'Driver assessment and rehab',
      about: about(
        'For qualified driver assessors and therapists working towards driver assessment qualification.',
        [
          'Medical standards and licensing',
          'On-road assessment and vehicle modifications',
          'Difficult conversations about driving cessation',
        ],
        'Posts are approved by a moderator.',
      ),
    },
  ],
  terms:
    '<h3>Terms and conditions</h3><p>Members keep client information confidential, respect each other and follow the Code of Ethics.</p><ol><li>Be respectful.</li><li>No client identifiers.</li><li>No advertising.</li></ol>',
  joinQuestions: [
    'Where do you currently practise hand therapy?',
    'Please upload your hand therapy accreditation certificate',
    'What is your NDIS provider registration number?',
    'What is the name of your practice?',
  ],
  joinAnswer: 'Sydney Hand Clinic, three days a week',
  faq: FAQ,
  assetFolders: [
    {
      folder: 'Clinical resources',
      description: 'Templates and handouts for paediatric practice',
      assets: [
        { name: 'Sensory diet planner', description: 'A weekly planner to share with families' },
        { name: 'Fine motor activity chart', description: 'A printable chart for home programmes' },
      ],
    },
    {
      folder: 'Journal club',
      description: 'Appraisal tools and reading lists',
      assets: [
        { name: 'Critical appraisal worksheet', description: 'Prepare for the monthly journal club' },
        {
          name: 'OTseeker',
          description: 'A database of occupational therapy evidence',
          url: 'https://www.otseeker.com/',
        },
      ],
    },
    {
      folder: 'Getting started',
      description: 'For your first year in practice',
      assets: [
        { name: 'New graduate checklist', description: 'What to set up in your first month' },
        { name: 'Supervision session diagram', description: 'How a supervision session runs' },
      ],
    },
  ],
  followUps: [
    'Thanks, that is really helpful.',
    'Agreed. I will try that with my next client and report back.',
    'Good point, I had not thought about it that way.',
    'Same experience here. It took a few weeks to settle in.',
    'Could you share the template? Happy to swap one of mine.',
    'That matches what our team found too.',
    'Thank you, I have saved this for our team meeting.',
    'Really useful. Our service is looking at the same question.',
  ],
  threads: [
    thread(
      'Sensory diets: how do you get teachers on board?',
      [
        'I have three children at the same primary school with sensory diets, and the teachers are struggling to fit the activities into the day. The plans look great on paper but barely happen.',
        'How do you make sensory strategies workable in a busy classroom?',
      ],
      [
        'I stopped writing separate plans and now build two or three strategies into routines the whole class already does, like movement breaks after lunch. Much better uptake.',
        'Ask the teacher what the hardest part of the day is and start there. One strategy that solves a real problem beats ten that do not.',
        'We run a short staff meeting session each term. Teachers are far more willing once they understand the reason behind each activity.',
      ],
      [
        'Yes, whole-class strategies have worked for us too. Nobody feels singled out.',
        'The staff meeting idea is great. Do you find principals are happy to give you the time?',
      ],
    ),
    thread(
      'Falls risk screening tools in community practice',
      [
        'Our community team is reviewing which falls risk screen we use at intake. We currently use a locally developed checklist but want something validated.',
        'What are others using, and how long does it take in a home visit?',
      ],
      [
        'We moved to a validated screen last year. It takes about ten minutes and the results are easier to explain to GPs.',
        'Whatever you choose, make sure it links to an action plan. A score on its own does not change much.',
        'The new national guideline lists a few options with their strengths. Worth reading the appendix before you decide.',
      ],
      [
        'Completely agree about the action plan. We added a follow-up call at six weeks.',
        'Thanks, I had missed the appendix. Very useful.',
      ],
    ),
    thread(
      'Telehealth sessions with toddlers: tips?',
      [
        'I have been asked to run early intervention sessions by video for families who live three hours away. I am confident with school-aged children but toddlers are a different story.',
        'Any advice on keeping sessions useful when the child wanders off after two minutes?',
      ],
      [
        'Coach the parent rather than the child. Most of my telehealth sessions with toddlers are really parent coaching sessions.',
        'Ask families to set up the camera in the space where the routine happens, like the kitchen at mealtime. You see real life instead of a staged activity.',
        'Keep sessions shorter and more frequent. Thirty minutes weekly works better than an hour each fortnight.',
      ],
      [
        'Parent coaching has been the key for me too. Families say they feel more confident between sessions.',
        'Good tip on the camera. I will ask families to film a routine beforehand as well.',
      ],
    ),
    thread(
      'NDIS plan reviews: how much detail in the report?',
      [
        'I keep writing reports that run to twelve pages and I suspect nobody reads them in full.',
        'For those who have had good outcomes at plan review, how long are your reports and what do you leave out?',
      ],
      [
        'Mine are usually five or six pages. The summary of recommendations on page one matters most.',
        'I include standardised assessment scores in a table and keep the narrative short. Reviewers seem to prefer it.',
        'Link every recommendation to a goal in the participant’s plan. That is what gets supports approved.',
      ],
      [
        'Putting the recommendations up front changed everything for my reports too.',
        'The table idea is good. It also saves me time when I write the next report.',
      ],
    ),
    thread(
      'Splint fabrication for boutonnière deformity',
      [
        'I have a client with a boutonnière deformity after a sporting injury, about three weeks post injury. The surgeon wants conservative management.',
        'Which splint designs have others found most comfortable for long-term wear?',
      ],
      [
        'A relative motion splint has worked well for my clients. It allows more hand use than a static extension splint.',
        'Check skin daily in the first week. I have seen pressure areas over the PIP joint with static designs.',
        'I give clients a written wear schedule and a photo of the correct position. It reduces errors at home.',
      ],
      [
        'Relative motion splints have been a game changer in our clinic too.',
        'The photo is a great idea. Clients often put the splint on slightly wrong.',
      ],
    ),
    thread(
      'School readiness: what do you tell worried parents?',
      [
        'Every year I get calls from parents who are unsure whether to send their child to school or wait another year.',
        'How do you structure those conversations, and what do you assess?',
      ],
      [
        'I look at self-care, fine motor skills, play with other children and how the child copes with separation. Academic skills are not my focus.',
        'I always ask what the kindergarten teacher thinks. They see the child in a group every day.',
        'I try to avoid a yes or no answer. I give parents a picture of strengths and areas to work on, and let them decide.',
      ],
      [
        'The kindergarten teacher’s view is so valuable. I send a short questionnaire now.',
        'Yes, giving parents the full picture is much more respectful.',
      ],
    ),
    thread(
      'Home modifications: working with builders',
      [
        'I recommended a step-free shower for an older client and the builder has come back with a design that does not meet the standards I specified.',
        'How do others handle this without delaying the work?',
      ],
      [
        'I now meet the builder on site before the quote. It saves so much back and forth.',
        'Put the key measurements in a table in your report. Builders read tables more carefully than paragraphs.',
        'If the funder is paying, ask them to make your report part of the contract. That gives the builder a clear reference.',
      ],
      [
        'The site meeting is worth the extra hour every time.',
        'Good idea about the contract. I will raise it with our funder.',
      ],
    ),
    thread(
      'Driver assessments for clients with early dementia',
      [
        'I am seeing more referrals for clients with a recent dementia diagnosis who want to keep driving.',
        'How do you approach the assessment and the conversation with the family?',
      ],
      [
        'I do a thorough off-road assessment first and involve the family from the start. The on-road result is rarely a surprise that way.',
        'I discuss a plan for stopping driving even when the client passes. It makes the later conversation easier.',
        'Conditional licences can be a good middle step, such as local driving in daylight only.',
      ],
      [
        'Planning ahead for driving cessation is so important. Thank you.',
        'Conditional licences have helped several of my clients keep their independence a little longer.',
      ],
    ),
    thread(
      'Dementia-friendly design in residential care',
      [
        'Our facility is refurbishing one wing and I have been asked for input on the design.',
        'Which changes made the biggest difference in your experience?',
      ],
      [
        'Contrast made the biggest difference for us: toilet seats, door frames and handrails.',
        'Reduce glare from windows and shiny floors. Residents were walking around reflections they thought were water.',
        'Make the bathroom visible from the bed. We saw fewer accidents overnight once residents could see the toilet.',
      ],
      [
        'We had the same problem with shiny floors. Matt finishes made a real difference.',
        'Great point about sight lines to the bathroom.',
      ],
    ),
    thread(
      'Supervision models for a growing team',
      [
        'Our team has grown from four to eleven therapists in two years, and one-to-one supervision with me is no longer sustainable.',
        'Has anyone moved to group or peer supervision? How did it go?',
      ],
      [
        'We now run group supervision fortnightly and one-to-one monthly. Staff say they learn a lot from each other.',
        'Train senior therapists as supervisors early. It shares the load and is good development for them.',
        'Keep a clear record of what is discussed in group supervision. It is easy for actions to get lost.',
      ],
      [
        'We are considering the same mix. Good to hear it works.',
        'Training senior staff has been good for retention too.',
      ],
    ),
    thread(
      'Goal setting with clients who struggle to name goals',
      [
        'Some of my clients in community mental health find it hard to name goals when I ask directly.',
        'What approaches help?',
      ],
      [
        'I ask about a typical day and what they would change about it. Goals come out of the story.',
        'Photos and card sorts help some clients. Seeing activities makes it easier to choose.',
        'Sometimes the first goal is simply to come back next week. That is fine.',
      ],
      ['Asking about a typical day works well for me too.', 'I like the card sort idea. Do you use a particular set?'],
    ),
    thread(
      'Outcome measures that funders accept',
      [
        'Our practice is being asked by an insurer for outcome data across all clients.',
        'Which measures have others used that are practical and accepted by funders?',
      ],
      [
        'We use the COPM with every adult client. It is quick and funders recognise it.',
        'Goal attainment scaling works well for children and shows progress clearly.',
        'Agree a small set of measures across the team. Consistency matters more than the perfect measure.',
      ],
      [
        'Consistency across the team is a good point. We have too many different tools.',
        'Goal attainment scaling has worked well in our paediatric team.',
      ],
    ),
    thread(
      'Report writing: templates that save time',
      [
        'I spend almost as long writing reports as I do seeing clients.',
        'Does anyone have a template or process that has made a real difference?',
      ],
      [
        'Dictation software has halved my writing time.',
        'I write the recommendations section first. The rest of the report supports it.',
        'Block out report time in your diary each day instead of leaving it all to Friday.',
      ],
      ['Writing recommendations first is a clever idea. I will try it.', 'Daily report time has saved my weekends.'],
    ),
    thread(
      'Pressure care for clients at home',
      [
        'I have a client at home who has developed a stage two pressure injury despite a new cushion.',
        'What would you check first?',
      ],
      [
        'Check how long the client is sitting without a break. The best cushion will not help if they sit for eight hours.',
        'Look at transfers. Shearing during transfers often causes injuries in the same spot.',
        'Review the cushion set-up. It may have been inflated or positioned incorrectly.',
      ],
      [
        'Good reminder about sitting time. I will ask the carers to keep a log.',
        'Transfers are often overlooked. Thanks.',
      ],
    ),
    thread(
      'First job: hospital or community?',
      [
        'I am finishing my degree and have offers from a large hospital and a community health service.',
        'For those who have worked in both, what would you suggest for a first job?',
      ],
      [
        'The hospital gave me structured supervision and variety. That was invaluable in my first year.',
        'Community taught me independence quickly, but I was lucky to have a very supportive senior.',
        'Ask both employers what supervision looks like. That matters more than the setting.',
      ],
      [
        'Asking about supervision is excellent advice.',
        'I started in community too and would do it again, but only with good support.',
      ],
    ),
    thread(
      'Journal club: this month’s paper on handwriting',
      [
        'This month we are reading the randomised trial of a classroom handwriting programme published last year.',
        'Please post your thoughts on the methods and whether you would use the programme.',
      ],
      [
        'The sample size was good but the follow-up was only six weeks. I would like to know if the gains last.',
        'I liked that teachers delivered the programme. That makes it more realistic for schools.',
        'The outcome measure was legibility only. Speed matters a lot in upper primary.',
      ],
      [
        'Good point about follow-up. The authors mention a twelve-month study is underway.',
        'Agree about speed. It is often the bigger issue for older students.',
      ],
    ),
    thread(
      'Outreach clinics: how do you manage travel time?',
      [
        'I cover four towns in western New South Wales and spend about a third of my week driving.',
        'How do other rural therapists organise outreach to make the most of their time?',
      ],
      [
        'I run set clinic days in each town and book clients in clusters.',
        'Telehealth for reviews has freed up a lot of travel time for me.',
        'Partner with the local health service for rooms. It is much easier than home visits for every client.',
      ],
      ['Clustered bookings have worked well for us too.', 'Telehealth reviews are a great idea for stable clients.'],
    ),
    thread(
      'Setting fees for a new private practice',
      [
        'I am opening a small private practice next year and I am unsure how to set my fees for private clients.',
        'How did others decide?',
      ],
      [
        'Work out your real costs first, including insurance, supervision, rooms and unpaid admin time.',
        'Look at what other practices charge locally, but do not undercut just to attract clients.',
        'Review fees every year. It is harder to make a big increase later.',
      ],
      ['Unpaid admin time is the one I underestimated.', 'Annual reviews are a good habit. Thanks.'],
    ),
    thread(
      'Assistive technology trials: who pays?',
      [
        'A client needs a powered wheelchair trial, and the supplier wants to charge for the trial period.',
        'How are others handling trial costs?',
      ],
      [
        'Some suppliers waive the fee if the chair is then purchased through them. Worth asking.',
        'The NDIS will fund trials if they are in the plan. Put it in your report early.',
        'Our health service has a loan pool for short trials. Check whether yours does.',
      ],
      ['Asking the supplier directly helped me last time.', 'I did not know about loan pools. I will check.'],
    ),
    thread(
      'Cognitive screening before discharge',
      [
        'Our hospital team is debating which cognitive screen to use before discharge for older patients.',
        'What do others use, and do you follow up with a functional assessment?',
      ],
      [
        'We use a screen and then a kitchen task assessment for anyone who will live alone.',
        'A screen alone can miss problems with planning and safety. Functional assessment is essential.',
        'Involve the family. They often notice changes the screen does not pick up.',
      ],
      [
        'Kitchen task assessments have been very telling in our service too.',
        'Family input is so valuable. Thanks for the reminder.',
      ],
    ),
    thread(
      'Paediatric feeding: working with speech pathologists',
      [
        'I am new to paediatric feeding and work in a team with a speech pathologist.',
        'How do you divide roles so families are not confused?',
      ],
      [
        'We do joint assessments and agree who leads each goal.',
        'Occupational therapy usually leads on sensory and positioning, speech pathology on oral motor skills and swallowing.',
        'Give families one written plan from both of you.',
      ],
      [
        'One plan from both therapists has made a big difference for our families.',
        'Joint assessments are more efficient too.',
      ],
    ),
    thread(
      'Burnout in the first two years',
      [
        'I am in my second year and feeling exhausted. My caseload keeps growing and I am not sure how to say no.',
        'Has anyone else been through this?',
      ],
      [
        'Yes. Talk to your supervisor about your caseload. It is their job to help you manage it.',
        'Keep track of your hours for two weeks. Data makes the conversation easier.',
        'Protect your lunch break. It sounds small but it helped me a lot.',
      ],
      [
        'Tracking hours was what finally got my manager to listen.',
        'Thank you. It helps to know I am not the only one.',
      ],
    ),
    thread(
      'Return to work after hand injury',
      [
        'I have a client, a chef, who wants to return to work six weeks after a flexor tendon repair.',
        'How do you plan the return with the employer?',
      ],
      [
        'Start with modified duties: no heavy lifting and limited knife work at first.',
        'Visit the workplace if you can. Kitchens vary a lot.',
        'Put the restrictions in writing for the employer and review them every fortnight.',
      ],
      [
        'A workplace visit made a big difference for my last client in hospitality.',
        'Fortnightly reviews keep everyone on track.',
      ],
    ),
    thread(
      'CPD ideas on a small budget',
      ['My employer has a very limited CPD budget this year.', 'What low-cost CPD have others found worthwhile?'],
      [
        'Journal clubs are free and count towards CPD hours.',
        'Association webinars are free for members and the recordings stay online.',
        'Peer observation: spend a morning with a colleague in another team.',
      ],
      [
        'Peer observation was one of the best learning experiences I have had.',
        'I had forgotten the recordings are free. Thanks.',
      ],
    ),
    thread(
      'Working with interpreters in sessions',
      [
        'I work in western Sydney and about half of my clients need an interpreter.',
        'Any tips for running good sessions with interpreters?',
      ],
      [
        'Brief the interpreter before the session about what you will be doing.',
        'Speak to the client, not the interpreter, and keep sentences short.',
        'Allow extra time. Sessions with interpreters take longer and that is normal.',
      ],
      ['A short briefing beforehand makes a real difference.', 'Good reminder to speak directly to the client.'],
    ),
    thread(
      'Handover when leaving a role',
      [
        'I am leaving my job next month after four years and want to leave my clients in good hands.',
        'What should a good handover include?',
      ],
      [
        'A short summary for each client with goals, progress and next steps.',
        'Tell clients early and introduce them to the new therapist if you can.',
        'Make sure all reports and notes are finished before your last day.',
      ],
      ['Introducing clients to the new therapist helps so much.', 'Good advice. I will start the summaries now.'],
    ),
    thread(
      'Group programmes in community mental health',
      [
        'We want to start a cooking group for clients in our community mental health team.',
        'Has anyone run something similar? What worked?',
      ],
      [
        'Keep the group small, six to eight people, and let members choose the recipes.',
        'Budget for ingredients from the start. It is the first thing managers ask about.',
        'Build in a shared meal at the end. It is often the part people value most.',
      ],
      ['Letting members choose recipes gave our group real ownership.', 'The shared meal is so important.'],
    ),
    thread(
      'Documenting consent for telehealth',
      ['Our practice is updating its consent process for telehealth sessions.', 'How do others record consent?'],
      [
        'We use a written form at intake and note verbal consent at the start of each session.',
        'Include what happens if the connection drops and how privacy is protected.',
        'The Association’s consent form is a good starting point and comes in several languages.',
      ],
      ['The translated forms are a great resource.', 'Recording consent each session is good practice.'],
    ),
    thread(
      'Students on placement: how many is too many?',
      [
        'Our team has been asked to take four students at once next semester.',
        'How many students can a small team realistically support?',
      ],
      [
        'We find two students per supervisor is the maximum.',
        'Peer placement models can work well if the students are paired.',
        'Plan the supervision timetable before you agree.',
      ],
      ['Pairing students has worked well for us.', 'Planning the timetable first is good advice.'],
    ),
    thread(
      'Equipment prescription for bariatric clients',
      [
        'I have a client who needs bariatric equipment at home and the options are limited.',
        'Where do others source equipment and what do you check?',
      ],
      [
        'Check weight limits on every item, including the bed and the toilet.',
        'Check door widths before ordering anything large.',
        'Ask suppliers for a home demonstration. It avoids expensive mistakes.',
      ],
      ['Door widths caught me out once. Thanks.', 'Home demonstrations are worth it.'],
    ),
  ],
};
