/** Maritime skills events: topics with agendas, presenters (fictional), sessions and sponsors. */
import type { EventsCorpus } from '../types';

export const EVENTS: EventsCorpus = {
  conference: 'Maritime Skills Conference',
  categories: [
    'Vessel operations',
    'Training and assessment',
    'Safety and environment',
    'Leadership and management',
    'Regulation and compliance',
  ],
  tags: [
    'Deck',
    'Engineering',
    'Safety',
    'Training',
    'Assessment',
    'Ports',
    'Ferries',
    'Fishing',
    'Environment',
    'Workforce',
  ],
  canEnrol:
    '<p>Open to members and non-members. Cadets and apprentices receive the student rate with proof of enrolment.</p>',
  cpdNote:
    'Counts towards your professional development record. Keep your certificate of attendance with your sea service records.',
  sponsors: [
    'Southern Cross Marine Training',
    'Bluewater Propulsion Systems',
    'Harbourline Ferries',
    'Anchor Point Safety Equipment',
  ],
  sessions: [
    'Opening address: the workforce we need for the next decade',
    'Panel: attracting and keeping young seafarers',
    'Breakout sessions: deck, engineering and port operations',
    'Plenary: decarbonisation and new propulsion',
    'Workshops: assessment on board and task books',
    'Case studies: lessons from recent incidents',
    'Plenary: simulators in training',
    'Closing panel and industry awards',
  ],
  topics: [
    {
      title: 'Passage planning for small vessels',
      summary: 'A practical workshop on planning coastal and harbour passages for masters of vessels under 35 metres.',
      about:
        'Groundings and collisions often start with a weak plan. This workshop works through appraisal, planning, execution and monitoring using real charts and local examples.',
      agenda: [
        'Appraisal: weather, tides and hazards',
        'Building and checking the plan',
        'Monitoring the passage and briefing the crew',
      ],
      why: 'Bring your own charts or use ours; you will leave with a plan template for your vessel.',
    },
    {
      title: 'Workplace assessment on board',
      summary: 'Gather valid evidence of competence during real vessel operations.',
      about:
        'Assessing on board is different from assessing in a classroom. This course shows assessors how to observe, question and record evidence without disrupting operations.',
      agenda: ['Rules of evidence', 'Observation and questioning on board', 'Recording decisions and giving feedback'],
      why: 'For workplace assessors, supervisors and training managers.',
    },
    {
      title: 'Battery-electric vessel safety',
      summary: 'Safe operation, charging and emergency response for electric and hybrid vessels.',
      about:
        'Electric ferries bring new risks for crews and shore staff. This seminar covers isolation procedures, thermal events and emergency response planning.',
      agenda: [
        'How battery systems work on board',
        'Isolation and charging procedures',
        'Responding to a thermal event',
      ],
      why: 'Hear from crews already operating electric ferries.',
    },
    {
      title: 'Man overboard recovery',
      summary: 'Hands-on recovery drills on the water for small vessel crews.',
      about:
        'Recovering a person from the water is harder than most crews expect. This practical day runs realistic drills with different recovery equipment.',
      agenda: ['Planning the recovery', 'Drills with different equipment', 'Debrief and safety management records'],
      why: 'Wear clothes you do not mind getting wet; lifejackets are provided.',
    },
    {
      title: 'Engine room fault finding',
      summary: 'Diagnose common faults in marine diesel engines and auxiliary systems.',
      about:
        'This course builds fault-finding skills for engineers on coastal and harbour vessels, using a training engine and real case studies.',
      agenda: [
        'A structured approach to fault finding',
        'Fuel, cooling and lubrication faults',
        'Electrical and control faults',
      ],
      why: 'Practical work on a training engine in small groups.',
    },
    {
      title: 'Fatigue and rostering',
      summary: 'Plan rosters that meet hours of rest rules and keep crews alert.',
      about:
        'Fatigue contributes to many incidents. This webinar explains the rules, the science and the practical steps operators can take.',
      agenda: ['Hours of work and rest', 'Building better rosters', 'Recognising fatigue on board'],
      why: 'Short, practical and suitable for operators, masters and crew.',
    },
    {
      title: 'Safe mooring operations',
      summary: 'Snap-back zones, communication and equipment checks for mooring teams.',
      about:
        'Mooring is one of the most dangerous routine tasks on board. This workshop covers safe practice for crews and shore-side line handlers.',
      agenda: ['Understanding snap-back', 'Communication between bridge and deck', 'Inspecting lines and winches'],
      why: 'Includes a toolbox talk you can run with your own crew.',
    },
    {
      title: 'Leading a vessel crew',
      summary: 'Leadership and communication for new masters and supervisors.',
      about:
        'Moving from crew member to master means leading people you used to work beside. This course covers communication, giving feedback and handling conflict on board.',
      agenda: [
        'Setting expectations on board',
        'Giving and receiving feedback',
        'Handling conflict and difficult conversations',
      ],
      why: 'Led by experienced masters from ferry, fishing and offshore operations.',
    },
    {
      title: 'Ballast water and environmental compliance',
      summary: 'What crews need to know about ballast water, garbage and oil record keeping.',
      about:
        'Environmental compliance is checked at every survey and port state inspection. This seminar explains the requirements and the records crews must keep.',
      agenda: ['Ballast water management', 'Garbage and oil records', 'Preparing for inspection'],
      why: 'Includes our environmental compliance checklist.',
    },
    {
      title: 'Recognition of prior learning for seafarers',
      summary: 'Turn years at sea into a qualification: evidence, process and tips.',
      about:
        'Many experienced crew have the skills for a higher certificate but not the paperwork. This webinar explains how recognition of prior learning works.',
      agenda: ['What counts as evidence', 'Working with a training provider', 'Common problems and how to avoid them'],
      why: 'Useful for crew, employers and training providers.',
    },
    {
      title: 'Simulator training in practice',
      summary: 'Getting the most from bridge and engine room simulators.',
      about:
        'Simulators let trainees practise rare and dangerous situations safely. This seminar looks at how providers and operators can design better simulator exercises.',
      agenda: ['Designing realistic scenarios', 'Debriefing simulator exercises', 'Linking simulator time to sea time'],
      why: 'Includes a visit to a full mission bridge simulator.',
    },
    {
      title: 'Port operations and stevedoring safety',
      summary: 'Safety leadership for port and terminal supervisors.',
      about:
        'Ports bring together ships, heavy machinery and people. This course covers traffic management, lifting operations and safety leadership in terminals.',
      agenda: ['Traffic management in terminals', 'Lifting and cargo operations', 'Leading safety on shift'],
      why: 'For supervisors and leading hands in ports and terminals.',
    },
  ],
  presenters: [
    {
      name: 'Captain Rachel Doyle',
      role: 'Ferry Master',
      bio: 'Rachel has commanded passenger ferries on Sydney Harbour for twelve years and mentors new masters.',
    },
    {
      name: 'Tomasz Nowak',
      role: 'Chief Engineer',
      bio: 'Tomasz is a chief engineer with twenty years in coastal shipping and now teaches marine engineering part time.',
    },
    {
      name: 'Dr Fiona Hale',
      role: 'Maritime Researcher',
      bio: 'Fiona researches fatigue and human factors in marine incidents.',
    },
    {
      name: 'Ben Tuilagi',
      role: 'Training Manager',
      bio: 'Ben manages training for a regional ferry operator and leads its deckhand traineeship programme.',
    },
    {
      name: 'Captain Aisha Rahman',
      role: 'Harbour Pilot',
      bio: 'Aisha is a harbour pilot in Western Australia and a former offshore vessel master.',
    },
    {
      name: 'Greg Mallory',
      role: 'Workplace Assessor',
      bio: 'Greg has assessed deck and engineering candidates on board for fifteen years.',
    },
    {
      name: 'Hiroko Sato',
      role: 'Environmental Adviser',
      bio: 'Hiroko advises operators on environmental compliance and ballast water management.',
    },
    {
      name: 'Callum Reid',
      role: 'Port Operations Manager',
      bio: 'Callum manages operations at a bulk terminal in Queensland and chairs its safety committee.',
    },
    {
      name: 'Captain Sione Fifita',
      role: 'Fishing Vessel Skipper',
      bio: 'Sione skippers a longline vessel out of Mooloolaba and trains new crew every season.',
    },
    {
      name: 'Natalie Ward',
      role: 'Simulator Instructor',
      bio: 'Natalie designs bridge simulator exercises for cadets and experienced officers.',
    },
    {
      name: 'Peter Lindqvist',
      role: 'Electrical Engineer',
      bio: 'Peter commissioned the battery systems on two electric ferries and trains crews in their safe use.',
    },
    {
      name: 'Joanne Pike',
      role: 'Training Provider Director',
      bio: 'Joanne runs a registered training organisation specialising in small vessel qualifications.',
    },
  ],
};
