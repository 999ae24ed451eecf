/** Occupational therapy events: topics with agendas, presenters (fictional), sessions and sponsors. */
import type { EventsCorpus } from '../types';

export const EVENTS: EventsCorpus = {
  conference: 'National OT Conference',
  categories: [
    'Clinical practice',
    'Professional practice',
    'Research and evidence',
    'Leadership and management',
    'Ethics and law',
  ],
  tags: [
    'Telehealth',
    'NDIS',
    'Research',
    'CPD',
    'Leadership',
    'Ethics',
    'Assessment',
    'Wellbeing',
    'Rural practice',
    'Dementia',
  ],
  canEnrol: '<p>Open to members and non-members. Students need a current student ID.</p>',
  cpdNote: 'Counts towards your annual CPD hours. Keep your certificate of attendance.',
  sponsors: [
    'Harbourside Seating and Mobility',
    'Kestrel Assistive Technology',
    'Banksia Allied Health Software',
    'Wattle Grove Rehabilitation Supplies',
  ],
  sessions: [
    'Opening keynote: occupation, health and everyday life',
    'Breakout sessions: paediatrics, mental health and aged care',
    'Plenary: what the evidence tells us about home programmes',
    'Workshops: documentation, telehealth and goal setting',
    'Research presentations and poster walk',
    'Panel: the future of rural and remote practice',
    'Plenary: working with First Nations communities',
    'Closing panel and awards',
  ],
  topics: [
    {
      title: 'Sensory processing in the classroom',
      summary:
        'Practical strategies to help children regulate and take part in learning, for therapists who work with schools.',
      about:
        'Teachers often ask occupational therapists for help with children who find the classroom overwhelming. This workshop looks at the current evidence on sensory-based strategies and how to build them into the school day without singling children out.',
      agenda: [
        'What the evidence says about sensory strategies',
        'Observing a child in class: what to look for',
        'Working with teachers on whole-class changes',
      ],
      why: 'Leave with a classroom observation form and a set of strategies you can discuss with teachers next week.',
    },
    {
      title: 'Falls prevention in the home',
      summary: 'Put the new national falls guideline into practice: home assessments, modifications and follow-up.',
      about:
        'The new national guideline gives occupational therapists a central role in preventing falls at home. This session works through the recommendations with case studies from community and hospital discharge services.',
      agenda: [
        'The guideline in twenty minutes',
        'Case studies: three home visits',
        'Follow-up that makes changes stick',
      ],
      why: 'Bring a recent home visit to discuss; you will leave with the updated checklist and a follow-up plan template.',
    },
    {
      title: 'Telehealth that works',
      summary: 'Plan, deliver and document occupational therapy by video with confidence.',
      about:
        'Telehealth is now part of everyday practice. This webinar shares what members have learned about choosing the right clients for video, adapting assessments and keeping sessions engaging.',
      agenda: [
        'Is video right for this client and this goal?',
        'Adapting assessments and activities',
        'Documentation and consent',
      ],
      why: 'Short, practical and full of examples from paediatrics, mental health and aged care.',
    },
    {
      title: 'NDIS plan reviews made simple',
      summary: 'Write reports that help participants get the supports they need at plan review.',
      about:
        'Reports for NDIS plan reviews take time, and a weak report can cost a participant important supports. This workshop shows how to structure functional capacity reports and link recommendations to goals.',
      agenda: ['What reviewers look for', 'Linking supports to goals and evidence', 'Reviewing a report together'],
      why: 'Bring a de-identified report to work on in small groups.',
    },
    {
      title: 'Splinting for the hand therapist',
      summary: 'Hands-on thermoplastic splinting for common hand and wrist conditions.',
      about:
        'A practical day in the splinting lab for therapists who want to build confidence with custom orthoses. Small groups work through static and dynamic designs with an accredited hand therapist.',
      agenda: ['Materials and patterns', 'Static orthoses for the wrist and thumb', 'Dynamic splinting and review'],
      why: 'All materials are provided. Places are limited so everyone gets time at the bench.',
    },
    {
      title: 'School readiness assessment',
      summary:
        'Assessing fine motor, self-care and play skills before school, and talking with families about the results.',
      about:
        'Families and early childhood teachers often ask whether a child is ready for school. This course covers standardised and observational assessment and how to give feedback that helps families plan.',
      agenda: [
        'Screening and assessment tools',
        'Observing play and self-care',
        'Giving feedback to families and teachers',
      ],
      why: 'Includes the Association’s school readiness screening tool and a guide to local referral options.',
    },
    {
      title: 'Home modifications for ageing in place',
      summary: 'From grab rails to bathroom redesign: assessing, recommending and working with builders.',
      about:
        'Most older Australians want to stay in their own homes. This workshop covers minor and major home modifications, reading plans, and working with builders and funding bodies.',
      agenda: [
        'Minor modifications that make a big difference',
        'Major modifications and reading plans',
        'Working with builders and funders',
      ],
      why: 'Suitable for therapists new to home modifications and those wanting a refresher on standards.',
    },
    {
      title: 'Driver assessment essentials',
      summary: 'An introduction to fitness-to-drive assessment for occupational therapists considering this area.',
      about:
        'Driver assessment is a specialised field with its own standards and responsibilities. This seminar introduces the off-road and on-road assessment process and the pathway to qualification.',
      agenda: ['Medical standards for drivers', 'Off-road assessment', 'On-road assessment and reporting'],
      why: 'Hear from experienced driver assessors about what the role is really like.',
    },
    {
      title: 'Dementia-friendly environments',
      summary: 'Design principles and low-cost changes that help people living with dementia at home and in care.',
      about:
        'Thoughtful changes to lighting, colour, signage and layout can reduce confusion and distress. This session applies dementia design principles to homes and residential care.',
      agenda: [
        'How dementia changes the way people use space',
        'Ten design principles',
        'Case studies from home and residential care',
      ],
      why: 'You will leave with a room-by-room audit tool to use with families and care staff.',
    },
    {
      title: 'Clinical supervision models',
      summary: 'Choosing and running the right kind of supervision for your team.',
      about:
        'Supervision is central to safe practice and staff retention. This course compares one-to-one, group and peer supervision and shows how to use the new supervision framework.',
      agenda: ['Models of supervision', 'Agreements, records and feedback', 'When supervision gets difficult'],
      why: 'For supervisors at every level, including those supervising students for the first time.',
    },
    {
      title: 'Goal setting with clients',
      summary: 'Set goals that matter to clients and measure progress towards them.',
      about:
        'Goals that clients care about keep therapy focused. This webinar compares the Canadian Occupational Performance Measure and goal attainment scaling and how to record both.',
      agenda: ['Why client-centred goals matter', 'Using the COPM well', 'Goal attainment scaling step by step'],
      why: 'Includes worked examples you can adapt for your own caseload.',
    },
    {
      title: 'Measuring outcomes in practice',
      summary: 'Choose and use outcome measures that suit your setting and satisfy funders.',
      about:
        'Funders increasingly ask for evidence of outcomes. This workshop helps you choose measures that are meaningful to clients and practical in busy services.',
      agenda: [
        'Choosing a measure',
        'Collecting data without adding hours',
        'Reporting outcomes to clients and funders',
      ],
      why: 'Bring a list of the measures you use now; we will review them together.',
    },
    {
      title: 'Report writing for funders',
      summary: 'Clear, concise reports for the NDIS, workers compensation and aged care funders.',
      about:
        'Each funder wants something slightly different from a report. This session covers the common structure, the differences, and how to write efficiently without losing quality.',
      agenda: ['The structure every report needs', 'What each funder asks for', 'Writing efficiently'],
      why: 'Practical templates for three funders are included.',
    },
    {
      title: 'Pressure care and seating',
      summary: 'Seating assessment and pressure injury prevention for wheelchair users.',
      about:
        'Good seating prevents pressure injuries and helps people take part in daily life. This course covers assessment, pressure mapping and prescribing cushions and backrests.',
      agenda: ['Seating assessment', 'Pressure mapping in practice', 'Prescribing and reviewing equipment'],
      why: 'Includes supervised practice with pressure mapping equipment.',
    },
    {
      title: 'Mental health and occupation',
      summary: 'Occupation-focused practice in community and inpatient mental health services.',
      about:
        'Occupational therapists bring a unique focus on daily life to mental health teams. This seminar looks at occupation-based assessment and group programmes that support recovery.',
      agenda: [
        'Occupational assessment in mental health',
        'Running recovery-focused groups',
        'Working in multidisciplinary teams',
      ],
      why: 'Hear from therapists in the new adult mental health centres.',
    },
    {
      title: 'Return to work planning',
      summary: 'Workplace assessments and graded return-to-work plans that employers can follow.',
      about:
        'Returning to work is good for health, and a clear plan helps everyone involved. This workshop covers workplace assessment, graded plans and communicating with employers and insurers.',
      agenda: [
        'Assessing the worker and the workplace',
        'Writing a graded plan',
        'Communicating with employers and insurers',
      ],
      why: 'Uses the Association’s return to work planning toolkit.',
    },
    {
      title: 'Assistive technology update',
      summary: 'New equipment, funding changes and trial processes for assistive technology.',
      about:
        'Assistive technology changes quickly. This webinar reviews new products in mobility, communication and daily living, and the latest funding rules for trials and prescriptions.',
      agenda: ['What is new in daily living aids', 'Mobility and seating products', 'Funding and trial rules'],
      why: 'A quick way to stay current between conferences.',
    },
    {
      title: 'Cognitive assessment tools',
      summary: 'Choosing and interpreting cognitive assessments in occupational therapy.',
      about:
        'Cognitive assessment informs decisions about safety, discharge and support. This course compares commonly used screening and functional cognitive assessments.',
      agenda: ['Screening tools and their limits', 'Functional cognitive assessment', 'Communicating results'],
      why: 'Case studies from acute, rehabilitation and community settings.',
    },
    {
      title: 'Paediatric feeding',
      summary: 'Assessment and intervention for children with feeding difficulties.',
      about:
        'Feeding difficulties are stressful for families. This seminar covers sensory, motor and behavioural aspects of feeding and how occupational therapists work with speech pathologists and dietitians.',
      agenda: [
        'Assessing feeding difficulties',
        'Intervention approaches',
        'Working with families and other professionals',
      ],
      why: 'Practical strategies for mealtimes at home and in childcare.',
    },
    {
      title: 'Leading a private practice',
      summary: 'Leadership, culture and business basics for practice owners and managers.',
      about:
        'Running a practice means leading people as well as managing a business. This course covers recruitment, culture, supervision and the financial basics of a sustainable practice.',
      agenda: [
        'Recruiting and keeping good staff',
        'Building a healthy practice culture',
        'Understanding your numbers',
      ],
      why: 'Led by practice owners who have grown small practices into regional services.',
    },
  ],
  presenters: [
    {
      name: 'Dr Hannah Lovell',
      role: 'Paediatric Occupational Therapist',
      bio: 'Hannah has worked in paediatric practice for fifteen years and completed her PhD on handwriting interventions in primary schools.',
    },
    {
      name: 'Marcus Te Rangi',
      role: 'Clinical Lead, Community Health',
      bio: 'Marcus leads the occupational therapy team in a large metropolitan community health service and supervises new graduates.',
    },
    {
      name: 'Assoc. Prof. Lena Kowalski',
      role: 'Falls Prevention Researcher',
      bio: 'Lena researches falls prevention and ageing in place and was a member of the national falls guideline reference group.',
    },
    {
      name: 'Grace Whitfield',
      role: 'Practice Owner',
      bio: 'Grace owns a private practice in regional Victoria with twelve therapists working across paediatrics and disability.',
    },
    {
      name: 'Daniel Okafor',
      role: 'Accredited Hand Therapist',
      bio: 'Daniel is an accredited hand therapist who teaches splinting to students and early career therapists.',
    },
    {
      name: 'Sophie Brennan',
      role: 'Mental Health Clinical Lead',
      bio: 'Sophie leads mental health occupational therapy in an adult inpatient unit and runs recovery-focused group programmes.',
    },
    {
      name: 'Dr Aaron Mistry',
      role: 'Outcomes Researcher',
      bio: 'Aaron studies outcome measurement in allied health and advises state health departments on reporting.',
    },
    {
      name: 'Tessa McAllister',
      role: 'Driver Rehabilitation Specialist',
      bio: 'Tessa runs a driver assessment and rehabilitation service in Brisbane and trains new driver assessors.',
    },
    {
      name: 'Ruth Anderson',
      role: 'Seating and Assistive Technology Specialist',
      bio: 'Ruth specialises in seating, pressure care and assistive technology prescription, and works with wheelchair users in community settings.',
    },
    {
      name: 'Jamal Haddad',
      role: 'Workplace Rehabilitation Lead',
      bio: 'Jamal manages a workplace rehabilitation team and has written return-to-work guidance for insurers.',
    },
    {
      name: 'Dr Mei Lin Chow',
      role: 'Dementia Care Researcher',
      bio: 'Mei Lin researches dementia care at home and the design of dementia-friendly environments.',
    },
    {
      name: 'Olivia Fraser',
      role: 'Telehealth Practice Owner',
      bio: 'Olivia established a telehealth-first practice serving families in remote Western Australia.',
    },
  ],
};
