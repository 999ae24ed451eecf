/**
 * Maritime community posts written for each community (issue 32), by slot (PLANS order; see
 * thread-communities.ts). They follow the threads of communities.ts placed in the same slot.
 */
import { post, type SlotThread } from '../helpers';

export const POSTS: SlotThread[][] = [
  // 0 Deck Officers Network
  [
    post(
      ['Watchkeeping', 'Passage planning'],
      'ECDIS alarms on a coastal passage: how many is too many?',
      [
        'On our last coastal run the ECDIS sounded more than sixty alarms in a four-hour watch, most of them for the safety contour in areas we were never going near. The junior officer on watch started acknowledging them without looking.',
        'How do other deck officers set up alarms so that the ones that matter still get attention?',
      ],
      [
        'We review the safety contour and look-ahead settings for each leg as part of the passage plan. Most nuisance alarms come from one setting for the whole voyage.',
        'Agree the settings at the master’s briefing and write them in the plan. Then nobody changes them on watch without a reason.',
        'Alarm fatigue is a real risk. We log the number of alarms per watch and discuss it at the safety meeting.',
      ],
      [
        'Setting the contour per leg is what we are missing. Thank you.',
        'Logging the number of alarms is a simple way to show the problem.',
      ],
    ),
    post(
      ['Mooring', 'Leadership'],
      'Mooring stations with a reduced crew',
      [
        'Our vessel now sails with one fewer deckhand, and the aft mooring station often has only two people. In strong winds that is not enough to handle the lines safely.',
        'How are other vessels managing mooring operations with smaller crews?',
      ],
      [
        'We bring an engineer to the aft station in poor weather. It is written into our mooring plan.',
        'Use the tugs or the line boat earlier. Do not wait until the crew is struggling.',
        'Raise it formally with the company. A crew size that only works in good weather is a safety issue.',
      ],
      [
        'Writing the engineer into the plan makes it normal rather than a favour.',
        'We will raise it through the safety committee this month.',
      ],
    ),
    post(
      ['Watchkeeping', 'Fatigue'],
      'Lookout at night on a two-watch system',
      [
        'On our coastal tanker the officer of the watch is often the only person on the bridge at night, with the lookout called when needed.',
        'Is anyone else working this way? How do you decide when a dedicated lookout is needed?',
      ],
      [
        'We always have a lookout in darkness. It is in our safety management system and the master enforces it.',
        'Traffic density, visibility and fatigue should all be part of the decision. Write the criteria down.',
        'A lookout is also a second person if the watchkeeper becomes unwell. That alone justifies it.',
      ],
      [
        'Writing the criteria down would stop the decision being made differently by each officer.',
        'Good point about the watchkeeper becoming unwell. I had not thought of it that way.',
      ],
    ),
    post(
      ['Passage planning', 'Environment'],
      'Passage planning through the Great Barrier Reef',
      [
        'I am second mate on a bulk carrier that will transit the inner route for the first time in several years. The pilot boards at the northern end.',
        'Apart from the compulsory pilotage and the reporting system, what do you include in the plan for the reef?',
      ],
      [
        'Mark the no-anchoring areas clearly on the chart. If something goes wrong, you need to know where you cannot drop anchor.',
        'Check the tidal streams in the narrow sections. They are stronger than many officers expect.',
        'Brief the whole bridge team on the pilot’s role. The master is still responsible.',
      ],
      ['No-anchoring areas are a great point for the emergency section.', 'The bridge team briefing is on the list.'],
    ),
    post(
      ['Watchkeeping'],
      'Handover between watches: what do you actually say?',
      [
        'I have noticed that handovers on our bridge vary a lot between officers. Some are thorough; others are a quick "nothing to report".',
        'Does anyone use a checklist or a structure for watch handover?',
      ],
      [
        'We use a short checklist: position, traffic, weather, equipment, master’s orders. It takes two minutes.',
        'The incoming officer should have time to adjust their eyes before taking over at night.',
        'Handover in front of the radar and the chart, not at the bridge door.',
      ],
      ['Night vision time is something we often rush. Good reminder.', 'We will try the checklist on our next voyage.'],
    ),
    post(
      ['Passage planning', 'Certification'],
      'Electronic chart updates and weekly notices',
      [
        'Our company has moved to electronic charts only. I am responsible for the updates and want to make sure nothing is missed.',
        'How do others check that every update has been applied and that the temporary notices are visible?',
      ],
      [
        'Keep a record of each update with the date and the officer who checked it.',
        'Temporary and preliminary notices are not always included. Check them separately.',
        'Port state inspectors ask about this. Have the records ready.',
      ],
      ['Temporary notices are the part I was unsure about. Thank you.', 'A simple record per update is easy to start.'],
    ),
    post(
      ['Watchkeeping', 'Ferries'],
      'Restricted visibility on a busy harbour crossing',
      [
        'Fog on our harbour crossing has become more frequent in winter. We run a fast ferry schedule and there is pressure to keep to time.',
        'How do other ferry officers manage restricted visibility without cutting corners?',
      ],
      [
        'Our company gives the master clear authority to reduce speed or cancel. That takes the pressure off.',
        'Two people on the bridge in fog, one on radar and one on lookout.',
        'Sound signals are still required, even on short crossings.',
      ],
      [
        'Master’s authority to cancel is essential. Schedule cannot come first.',
        'Two on the bridge in fog is our rule now too.',
      ],
    ),
  ],
  // 1 Marine Engineers Forum
  [
    post(
      ['Engines', 'Environment'],
      'Switching to low-sulphur fuel: problems in older engines',
      [
        'Since switching to very low sulphur fuel oil, we have had more fuel pump wear and some problems with separators on our older main engine.',
        'What changes have other engineers made?',
      ],
      [
        'We changed the separator settings and cleaned more often. The new fuels vary more between bunkers.',
        'Test every bunker before use. Compatibility between batches was our main issue.',
        'Check the lubricating oil as well. The base number may need to change.',
      ],
      [
        'Testing every bunker is now routine for us.',
        'Good point about lubricating oil. We will talk to our supplier.',
      ],
    ),
    post(
      ['Electrical', 'Assessment'],
      'Insulation resistance testing routines',
      [
        'Our planned maintenance system calls for insulation resistance testing on motors every six months, but the results are rarely trended.',
        'How do other engineers use the results?',
      ],
      [
        'We record results in a spreadsheet and look at the trend. A falling reading tells you more than one low value.',
        'Test at the same temperature where you can. Readings change a lot with heat.',
        'Prioritise motors that are hard to replace at sea.',
      ],
      ['Trending is what we need. I will set up a sheet.', 'Temperature is a good point. Our readings jump around.'],
    ),
    post(
      ['Engines', 'Leadership'],
      'Planned maintenance by running hours on short-sea vessels',
      [
        'Our vessels spend a lot of time idling in port, and the maintenance intervals based on running hours do not seem to match the wear we see.',
        'Has anyone changed their maintenance approach for this kind of operation?',
      ],
      [
        'We moved some items to calendar intervals as well as running hours, whichever comes first.',
        'Condition monitoring, such as oil analysis, helped us set better intervals.',
        'Talk to the engine maker. They may have guidance for low-load operation.',
      ],
      [
        'Oil analysis would give us evidence. We will start next month.',
        'Good idea to ask the maker about low-load operation.',
      ],
    ),
    post(
      ['Electrical', 'Safety drills'],
      'Blackout recovery drills',
      [
        'We had an unplanned blackout during manoeuvring last month. Recovery took longer than it should have because the procedure was not clear to everyone.',
        'How often do other vessels run blackout drills, and how realistic are they?',
      ],
      [
        'We run a blackout drill every quarter, at sea and in a safe position.',
        'Have the recovery steps on a laminated card at the switchboard.',
        'Include the bridge. They need to know what to expect and how long it takes.',
      ],
      [
        'A card at the switchboard would have helped us a lot.',
        'The bridge was not part of our drills. We will change that.',
      ],
    ),
    post(
      ['Engines', 'Apprentices'],
      'Teaching fault finding to junior engineers',
      [
        'I am chief engineer on a ferry with two junior engineers. They can follow the procedures but struggle when something unusual happens.',
        'How do other senior engineers teach fault finding?',
      ],
      [
        'Ask them to explain their thinking before you give the answer.',
        'Use real faults from the logbook as exercises during quiet watches.',
        'Let them lead when it is safe to do so. That is how I learned.',
      ],
      ['Using logbook faults as exercises is a good idea.', 'Letting them lead is hard but important.'],
    ),
    post(
      ['Environment', 'Engines'],
      'Oily water separator records and inspections',
      [
        'A port state inspector spent an hour in our engine room looking at the oily water separator and the oil record book.',
        'What do inspectors focus on, and how do you keep records in order?',
      ],
      [
        'They compare the record book with the tank soundings and the separator’s running hours.',
        'Make sure the alarm and the automatic stop work and are tested regularly.',
        'Every entry must be signed and dated. Gaps raise questions.',
      ],
      ['Tank soundings matching the book is the key point.', 'We test the alarm monthly and record it now.'],
    ),
  ],
  // 2 Ports and Terminals
  [
    post(
      ['Regional ports', 'Safety drills'],
      'Vehicle and pedestrian separation on the wharf',
      [
        'We have had two near misses this year between straddle carriers and people walking on the wharf. The pedestrian routes are marked, but people take shortcuts.',
        'What have other terminals done to separate people and machines?',
      ],
      [
        'Physical barriers, not just paint. People follow what is easiest.',
        'Shuttle buses to move crew and visitors across the terminal removed most of our pedestrian traffic.',
        'Ask the workers where they walk and why. The shortcuts often show a real need.',
      ],
      [
        'Asking why they take shortcuts is a good point. The toilet block is on the wrong side.',
        'Barriers are in our budget for next year.',
      ],
    ),
    post(
      ['Regional ports', 'Workforce'],
      'Rostering stevedores around ship delays',
      [
        'Ship arrivals at our terminal are increasingly unpredictable. Crews are called in and then sent home when the ship is late.',
        'How are other terminals rostering to cope with delays?',
      ],
      [
        'We confirm shifts with the ship’s agent twelve hours before, not twenty-four.',
        'A small pool of flexible workers helps, but they need a guaranteed minimum.',
        'Share the arrival information with the workforce as soon as you have it.',
      ],
      [
        'Twelve hours confirmation is a good compromise.',
        'Sharing information early has reduced frustration for us too.',
      ],
    ),
    post(
      ['Environment', 'Regional ports'],
      'Shore power for cruise ships',
      [
        'Our port is planning shore power for cruise ships, after complaints from residents about exhaust and noise.',
        'Has any Australian port installed it, and what did you learn?',
      ],
      [
        'The cost of the grid connection was far higher than the equipment. Start with the electricity supplier.',
        'Check how many ships calling at your port can connect. It may be fewer than you think.',
        'Residents’ support helps with funding applications.',
      ],
      ['We will talk to the electricity supplier first.', 'Counting ships that can connect is a good reality check.'],
    ),
    post(
      ['Mooring', 'Regional ports'],
      'Mooring line failures in swell',
      [
        'Our berth is exposed to long-period swell in winter, and we have had several mooring line failures.',
        'What have other ports done to reduce ship movement at the berth?',
      ],
      [
        'We installed a swell monitoring system and give ships advice on extra lines.',
        'Shore tension units made a big difference at one berth.',
        'Work with the harbour master on when ships should leave the berth.',
      ],
      [
        'Swell monitoring is something we could start with.',
        'Clear criteria for leaving the berth would help our pilots.',
      ],
    ),
    post(
      ['Certification', 'Regional ports'],
      'Port security training for new staff',
      [
        'Our new terminal staff need maritime security training before they can work unescorted. The course is only run in the capital twice a year.',
        'How do other regional ports manage this?',
      ],
      [
        'We run the training in-house with an accredited provider visiting us.',
        'Group new starters into intakes so one course covers several people.',
        'Escorting new staff while they wait is expensive. The in-house course paid for itself.',
      ],
      ['An in-house course is what we need.', 'Intakes would help us plan.'],
    ),
    post(
      ['Regional ports', 'Leadership'],
      'Community relations at a working port',
      [
        'Our port is next to a growing residential area, and complaints about noise and lights have increased.',
        'What have other ports done to keep good relations with neighbours?',
      ],
      [
        'A community liaison group that meets quarterly has helped us.',
        'Tell residents about night operations in advance.',
        'Open days help people understand what the port does for the town.',
      ],
      ['Open days are a great idea.', 'We will start a liaison group.'],
    ),
    post(
      ['Regional ports', 'Passage planning'],
      'Tidal windows for deep-draught ships at a river port',
      [
        'Our river port can only take deep-draught bulk carriers within a two-hour window around high water. Ships that miss it wait twelve hours at anchor.',
        'The harbour master is reviewing how the windows are calculated, including squat and the latest survey data. How do other ports with tidal restrictions set and publish their windows?',
        'We would also like to hear how you communicate changes to agents and masters at short notice.',
      ],
      [
        'We use dynamic under-keel clearance software, which gave us a wider window on most tides.',
        'Publish the rules and the calculation on the port’s website. Agents stop arguing when they can see the numbers.',
        'Resurvey the channel after floods. The depths can change a lot in one wet season.',
      ],
      [
        'Dynamic under-keel clearance is on our list to evaluate.',
        'Good point about floods. Our last survey was before the wet.',
      ],
    ),
  ],
  // 3 Masters Group
  [
    post(
      ['Leadership', 'Certification'],
      'Preparing for a port state control inspection as master',
      [
        'We have a more detailed inspection due at our next port. I want the crew to be confident rather than anxious.',
        'How do other masters prepare?',
      ],
      [
        'Walk the ship with the chief officer and chief engineer a week before, as if you were the inspector.',
        'Make sure the crew can explain what they do in an emergency. Inspectors ask them directly.',
        'Keep certificates and records in one place. Time spent searching looks bad.',
      ],
      ['A walk-through a week before is a good idea.', 'Crew explaining their duties is often where we fall down.'],
    ),
    post(
      ['Leadership', 'Fatigue'],
      'Hours of rest records that reflect reality',
      [
        'I suspect some crew are recording hours of rest that comply with the rules rather than what they actually worked.',
        'How do other masters make sure the records are honest without punishing people for being honest?',
      ],
      [
        'Say clearly that honest records are expected and that you will fix the roster, not blame the person.',
        'Look at the work done, like port operations, and check it matches the records.',
        'If the records show breaches, report them and change the plan. Crew notice when nothing happens.',
      ],
      [
        'Fixing the roster rather than blaming is the key message.',
        'We will review port days first. That is where the problem is.',
      ],
    ),
    post(
      ['Leadership', 'Safety drills'],
      'Leading after a crew member’s death',
      [
        'A crew member on my vessel died suddenly from natural causes during a voyage last month. The crew are shaken and I am not sure how to support them.',
        'For masters who have been through this, what helped?',
      ],
      [
        'Ask the company for access to counselling for the whole crew, on board or by phone.',
        'Hold a small memorial on board. It helps people grieve.',
        'Look after yourself too. The master carries a lot in these situations.',
      ],
      ['A memorial is planned for our next day in port.', 'Thank you. I have spoken to the company about counselling.'],
    ),
    post(
      ['Leadership', 'Passage planning'],
      'Master–pilot exchange: what do you insist on?',
      [
        'I have had pilots board and go straight to the controls without discussing the plan.',
        'What do other masters insist on in the master–pilot exchange?',
      ],
      [
        'The pilot’s plan, the ship’s particulars and any defects, before the pilot takes the con.',
        'Agree when and how the bridge team will speak up.',
        'Remember you can take the con back if needed.',
      ],
      ['Agreeing how the team will speak up is important.', 'Good reminder that the master is still in command.'],
    ),
    post(
      ['Leadership', 'Workforce'],
      'Mentoring mates towards command',
      [
        'I have two chief mates who want to sit their master’s exam in the next year.',
        'How do other masters prepare their mates for command?',
      ],
      [
        'Let them handle the ship in port and at sea under supervision.',
        'Involve them in company correspondence and decisions. Command is not only ship handling.',
        'Talk through your decisions aloud. They learn your reasoning.',
      ],
      ['Involving them in correspondence is a good idea.', 'I will start thinking aloud more.'],
    ),
    post(
      ['Leadership', 'Environment'],
      'Reporting a pollution incident as master',
      [
        'We had a small hydraulic oil spill from a deck crane last month. I reported it, but the process was confusing.',
        'What are the reporting steps, and who do you call first?',
      ],
      [
        'Report to the maritime safety authority and the port straight away.',
        'Record everything: time, position, amount and actions taken.',
        'The company’s emergency response plan should have the numbers. Check it is up to date.',
      ],
      ['Our plan had an old number. We have fixed it.', 'Good reminder to record everything.'],
    ),
  ],
  // 4 Training Providers Forum
  [
    post(
      ['Assessment', 'Certification'],
      'Assessor qualifications: updating for the new unit',
      [
        'Our assessors need to update their qualification to the new assessment unit by the end of the year.',
        'How are other providers managing this for staff who are also working at sea?',
      ],
      [
        'We run the update as a blended course with a short face-to-face workshop.',
        'Schedule it during their leave periods and pay for their time.',
        'Start early. Everyone will be trying to do it in the last month.',
      ],
      ['A blended course suits our seagoing assessors.', 'Paying for their time is fair.'],
    ),
    post(
      ['Simulators', 'Assessment'],
      'Simulator assessments that meet the standard',
      [
        'We want to use our bridge simulator for part of the assessment for a deck certificate.',
        'How have other providers documented simulator assessments for audits?',
      ],
      [
        'Record each exercise and the assessor’s observations against the performance criteria.',
        'Use scenarios that reflect real operations, not just exercises.',
        'Check with the regulator what can be assessed by simulator.',
      ],
      ['Recording observations against criteria is what auditors want.', 'We will check with the regulator first.'],
    ),
    post(
      ['Workforce', 'Certification'],
      'Finding trainers with current sea experience',
      [
        'Our provider struggles to find trainers with recent sea experience. Most experienced mariners earn more at sea.',
        'How are other providers recruiting trainers?',
      ],
      [
        'Part-time trainers who work at sea on a swing roster work well for us.',
        'Partner with operators to release senior crew for a course.',
        'Pay for trainer qualifications for mariners interested in teaching.',
      ],
      ['Swing roster trainers is a good model.', 'Partnering with operators is worth exploring.'],
    ),
    post(
      ['Task books', 'Assessment'],
      'Digital task books: any experience?',
      [
        'We are considering a digital task book for trainees. Paper books get lost or damaged at sea.',
        'Has any provider made the change?',
      ],
      [
        'We moved to a digital system last year. Offline access is essential at sea.',
        'Make sure assessors on board can sign off easily.',
        'Keep a way to export records for the regulator.',
      ],
      ['Offline access is on our requirements list.', 'Export for the regulator is a good point.'],
    ),
  ],
  // 5 New to the Industry
  [
    post(
      ['Sea time', 'Certification'],
      'How do I get my first job as a deckhand?',
      [
        'I have finished my general purpose hand course and have my medical. I am applying for deckhand jobs but most ask for experience.',
        'How did others get their first job at sea?',
      ],
      [
        'Ferries and tour boats often take new deckhands. Start there.',
        'Visit the marina and talk to skippers. Many jobs are not advertised.',
        'Be flexible about location. Regional ports often need crew.',
      ],
      ['Talking to skippers in person is good advice.', 'I will look at regional jobs too.'],
    ),
    post(
      ['Fatigue', 'Sea time'],
      'First swing: what should I expect?',
      [
        'I start my first four-week swing on an offshore supply vessel next month.',
        'What should I pack, and how do I look after myself?',
      ],
      [
        'Good work boots, a few comfortable clothes and something to do in your time off.',
        'Sleep when you can. The first week is tiring.',
        'Stay in touch with home, but do not expect perfect internet.',
      ],
      ['Sleep is the key. Thanks.', 'Good to know about the internet.'],
    ),
    post(
      ['Apprentices', 'Engines'],
      'Starting a marine engineering apprenticeship at 30',
      [
        'I have worked as a diesel mechanic on trucks for ten years and want to move into marine engineering. Most apprentices I see are straight out of school.',
        'Is it worth starting an apprenticeship at 30, or is there a faster path with my trade?',
      ],
      [
        'Your trade may count towards an engineering certificate. Ask a training provider about recognition of prior learning.',
        'Plenty of engineers came from land-based trades. Operators value the practical skills.',
        'Look for operators that take adult apprentices. Pay is often better than the junior rate.',
      ],
      [
        'Recognition of prior learning sounds like the first step. Thank you.',
        'Good to know about adult apprentice pay.',
      ],
    ),
    post(
      ['Task books', 'Sea time'],
      'Getting my task book signed off on a busy vessel',
      [
        'I am a deck cadet on a coastal vessel. Everyone is busy, and I find it hard to ask officers to watch me do tasks and sign them off.',
        'How did other cadets get their task books completed?',
      ],
      [
        'Ask the officer at the start of the watch which task you can do together that day.',
        'Keep your task book with you. Opportunities come up without warning.',
        'Talk to the master if you are falling behind. They want you to finish.',
      ],
      ['Asking at the start of the watch is a good idea.', 'I will speak to the master this week.'],
    ),
    post(
      ['Workforce', 'Fatigue'],
      'Living on board for the first time',
      [
        'I join my first vessel next week for a three-week trip, sharing a cabin with another new deckhand.',
        'Any advice on living on board, getting along with the crew and keeping fit?',
      ],
      [
        'Keep your cabin tidy and respect your cabin mate’s sleep. Watches mean someone is always sleeping.',
        'Offer to help in the galley on quiet days. It is a good way to get to know people.',
        'Most vessels have a small gym. A routine helps with sleep.',
      ],
      ['Respecting sleep is a good reminder.', 'I will ask about the gym on the first day.'],
    ),
    post(
      ['Certification', 'Leadership'],
      'Which certificate should I aim for next?',
      [
        'I have been a deckhand on ferries for two years and enjoy it. I am not sure whether to aim for a master certificate for small vessels or a deck watchkeeper path on larger ships.',
        'How did others decide?',
      ],
      [
        'Think about where you want to live. Ferries and small vessels keep you home most nights.',
        'Larger ships pay more but mean long swings away.',
        'Talk to people in both roles. Their day-to-day will help you decide.',
      ],
      ['Staying home most nights matters to me.', 'I will talk to a few watchkeepers.'],
    ),
  ],
  // 6 Safety and Incident Learning
  [
    post(
      ['Safety drills', 'Leadership'],
      'Near-miss reporting that crews trust',
      [
        'Our fleet reports very few near misses. I do not believe that is because nothing happens.',
        'What has helped other operators build a reporting culture?',
      ],
      [
        'Respond to every report and say what was changed. People report when they see action.',
        'Allow anonymous reporting at first.',
        'Senior officers should report their own near misses. It sets the tone.',
      ],
      [
        'Senior officers reporting their own is a powerful message.',
        'We will start telling crews what changed after each report.',
      ],
    ),
    post(
      ['Safety drills', 'Fishing'],
      'Enclosed space entry on small vessels',
      [
        'Deaths in enclosed spaces still happen on small vessels, often when someone goes in to help a crew member who has collapsed.',
        'How are small operators training crews for enclosed space entry?',
      ],
      [
        'A simple rule: nobody enters without testing the air and a second person outside.',
        'Drill the rescue, not only the entry. The rescuer is often the second victim.',
        'Mark enclosed spaces clearly on board.',
      ],
      ['Drilling the rescue is something we have not done.', 'Marking the spaces is easy to do.'],
    ),
    post(
      ['Safety drills', 'Environment'],
      'Learning from a lithium battery fire',
      [
        'A crew member’s e-scooter battery caught fire in a cabin on a vessel in our fleet. It was put out quickly, but it could have been much worse.',
        'What rules do other operators have for personal batteries on board?',
      ],
      [
        'We ban charging e-scooters and e-bikes in cabins.',
        'Designated charging areas with fire detection work well.',
        'Include battery fires in fire drills.',
      ],
      ['Designated charging areas are a good compromise.', 'We will add battery fires to our drill plan.'],
    ),
    post(
      ['Safety drills', 'Mooring'],
      'Investigation summary: finger injury during mooring',
      [
        'A deckhand lost the tip of a finger while handling a line on a bollard. The investigation found that gloves were too big and the line was under more tension than expected.',
        'We have shared the summary here so others can learn.',
      ],
      [
        'Glove sizes are often overlooked. Thank you for sharing.',
        'Hands off the line near the bollard is something we now drill.',
        'Was the crew member experienced?',
      ],
      ['Yes, three years’ experience. It can happen to anyone.', 'Glad the summary is useful.'],
    ),
  ],
  // 7 Regional Ports and Fishing Crews
  [
    post(
      ['Fishing', 'Fatigue'],
      'Long days in the prawn season',
      [
        'The prawn season means long nights on the trawlers and crews who are exhausted by the end of it.',
        'How are other skippers managing fatigue?',
      ],
      [
        'We rotate crew on the sorting table so everyone gets a proper sleep.',
        'Set a rule for the minimum rest, even in a good week.',
        'Watch for new crew. They do not know their limits yet.',
      ],
      ['A minimum rest rule makes sense.', 'Rotating the sorting table is a good idea.'],
    ),
    post(
      ['Fishing', 'Safety drills'],
      'Lifejackets on deck: getting crews to wear them',
      [
        'Our crew wear lifejackets when the weather is bad but not otherwise. Most falls overboard happen in good weather.',
        'How do skippers get crews to wear them all the time?',
      ],
      [
        'Buy comfortable inflatable vests. The old bulky ones are the problem.',
        'The skipper has to wear one first.',
        'Share stories of people who survived because they wore one.',
      ],
      ['Inflatable vests made the difference for us.', 'Leading by example is essential.'],
    ),
    post(
      ['Regional ports', 'Workforce'],
      'Finding crew in small fishing towns',
      [
        'Young people are leaving our town and it is getting harder to find crew for the fishing fleet.',
        'What are other regional fleets doing?',
      ],
      [
        'We work with the local school to offer work experience on board.',
        'Pay and conditions matter. Crew compare us with the mines.',
        'Some fleets recruit through working holiday programs.',
      ],
      ['Work experience is a good long-term idea.', 'Pay is a hard conversation but necessary.'],
    ),
    post(
      ['Regional ports', 'Environment'],
      'Dredging delays at a small harbour',
      [
        'Our harbour entrance has silted up, and boats can only cross at high tide. Dredging keeps being delayed.',
        'How have other fishing communities got dredging prioritised?',
      ],
      [
        'Record every delayed trip and lost catch. Numbers help the case.',
        'Work with the local council and member of parliament.',
        'Ask about the state’s maintenance dredging program and its timing.',
      ],
      ['We will start recording lost trips.', 'Our council is supportive. We will ask them to write.'],
    ),
    post(
      ['Fishing', 'Certification'],
      'Renewing certificates when you live far from a training centre',
      [
        'I need to renew my first aid and fire certificates, but the nearest course is six hours away.',
        'How do other regional crew keep their certificates current?',
      ],
      [
        'Ask the provider to run a course in town if enough people sign up.',
        'Some courses can be partly done online.',
        'Plan renewals for the off season.',
      ],
      ['Getting a group together is a good idea.', 'The off season is the obvious time.'],
    ),
    post(
      ['Fishing', 'Electrical'],
      'Electrical faults on older fishing boats',
      [
        'Many older fishing boats have electrical systems that have been added to over the years. Fires from electrical faults are a real risk.',
        'How do other owners manage electrical safety on older boats?',
      ],
      [
        'Have a marine electrician check the whole system every few years.',
        'Remove old wiring that is no longer used.',
        'Fit smoke detection in the engine room.',
      ],
      ['A full check is overdue on our boat.', 'Old wiring is everywhere on ours.'],
    ),
    post(
      ['Regional ports', 'Safety drills'],
      'Marine rescue volunteers and fishing crews',
      [
        'Our local marine rescue unit has helped several fishing boats this year, but the volunteers are ageing and numbers are falling.',
        'How are other fishing towns supporting their rescue units?',
      ],
      [
        'Our fishing co-op donates each year and encourages crew to volunteer in the off season.',
        'Invite the rescue crew to train with fishing boats. Both sides learn.',
        'Young crew can join as radio operators. It is a good introduction.',
      ],
      ['Joint training is a great idea.', 'The co-op donation is something we can raise at our next meeting.'],
    ),
  ],
  // 8 Board Working Group
  [
    post(
      ['Leadership', 'Certification'],
      'Papers for the May board meeting',
      [
        'The papers for the May board meeting are in the folder. The main items are the draft budget, our response to the training package review and the plan for a regional member forum in Gladstone.',
        'Please post questions here by Thursday so the secretariat can prepare answers before the meeting.',
      ],
      [
        'Could the budget paper show income by member category? It would help the fee discussion later in the year.',
        'The training package response is strong, particularly the section on sea time for Master under 24 metres.',
        'Is the Gladstone forum planned for a weekday or a weekend? Many members are on swing rosters.',
      ],
      [
        'Income by category will be added as an attachment.',
        'The forum is planned for a Saturday so that members on rosters can come.',
      ],
    ),
    post(
      ['Certification', 'Sea time'],
      'Submission to the national certification review',
      [
        'The regulator’s review of the national certification framework closes next month. The policy committee’s draft submission supports simpler sea time rules for near-coastal certificates and recognition of simulator time for some assessments.',
        'Directors are asked to comment on the draft before it is finalised.',
      ],
      [
        'The sea time section is the most important for our members. I support it strongly.',
        'Could we include two or three de-identified member stories about delays in getting certificates issued?',
        'The submission should mention the cost of training for small operators, who often pay for their crew.',
      ],
      [
        'Member stories are being collected through the regional coordinators.',
        'A paragraph on training costs for small operators has been added.',
      ],
    ),
    post(
      ['Workforce', 'Apprentices'],
      'Draft workforce strategy for discussion',
      [
        'The draft workforce strategy focuses on three things: attracting young people through schools and TAFE, keeping experienced mariners in mid-career, and improving conditions for women at sea.',
        'The board will discuss it at the next meeting. Early comments are welcome here.',
      ],
      [
        'Retention should come first. We lose too many people in their thirties when they start families.',
        'The strategy needs measures we can report on each year, not only actions.',
        'A partnership with a few schools in port towns would be a practical start on attraction.',
      ],
      [
        'Measures will be added for each of the three areas.',
        'The schools partnership is now in the first-year actions.',
      ],
    ),
    post(
      ['Leadership'],
      'Updated director induction pack',
      [
        'The governance committee has updated the induction pack for new directors. It now includes the constitution, the board charter, the strategy, the risk register and last year’s board evaluation.',
        'Please tell us if anything you needed as a new director is missing.',
      ],
      [
        'A glossary of industry terms would help directors who come from outside the maritime industry.',
        'A short history of the association’s major policy positions would have helped me in my first year.',
        'The pack is much clearer than the one I received.',
      ],
      ['A glossary and a one-page policy history will be added.', 'Thank you, that is good to hear.'],
    ),
    post(
      ['Safety drills', 'Fishing'],
      'Safety section of the annual report',
      [
        'The draft annual report includes a section on industry safety: serious injuries fell again this year, but fishing remains the sector with the most fatalities.',
        'The board is asked to approve the wording of the section.',
      ],
      [
        'The wording is fair. I approve.',
        'Could we mention the near-miss reporting campaign and the number of reports it brought in? It shows members what we did.',
        'The fishing message should be stronger. Lifejacket wear is still the biggest gap.',
      ],
      [
        'The campaign and the number of reports will be mentioned.',
        'The fishing paragraph has been strengthened with the lifejacket message.',
      ],
    ),
    post(
      ['Workforce', 'Apprentices'],
      'Proposed membership category for cadets and apprentices',
      [
        'The finance committee proposes a new membership category for cadets and apprentices at a quarter of the full fee, to bring people into the association early in their careers.',
        'The cost in the first year is estimated at a few thousand dollars. Directors are asked to comment.',
      ],
      [
        'I strongly support this. We should be where young mariners are.',
        'Could the category also include new deckhands in their first two years?',
        'We need to give them something useful, such as mentoring, not just a cheaper fee.',
      ],
      ['New deckhands will be included in the proposal.', 'A mentoring offer will be developed with the category.'],
    ),
    post(
      ['Leadership', 'Regional ports'],
      'Venue for the 2025 conference',
      [
        'The events team has shortlisted three venues for the 2025 conference: Brisbane, Fremantle and Townsville.',
        'Each option has costs and benefits, set out in the paper. The board is asked to indicate a preference.',
      ],
      [
        'Townsville would show support for our northern and regional members.',
        'Travel costs for members in the south should be weighed against that.',
        'I prefer Fremantle. We have not been in the west for six years.',
      ],
      [
        'The travel cost comparison is in the paper’s appendix.',
        'The preferences will be summarised for the next meeting.',
      ],
    ),
    post(
      ['Environment', 'Leadership'],
      'Draft position statement on decarbonisation',
      [
        'The policy committee has drafted a position statement on decarbonisation in shipping. It supports the transition to new fuels and calls for training for crews and a fair transition for workers in affected trades.',
        'Please comment before it goes to members.',
      ],
      [
        'Training for new fuels such as ammonia and methanol is the most important point for our members.',
        'The statement should mention the safety risks of the new fuels. Crews are worried about them.',
        'The section on a fair transition is clear and well judged.',
      ],
      [
        'A paragraph on the safety of new fuels has been added.',
        'Thank you for the comments. The statement will go to members next month.',
      ],
    ),
  ],
  // 9 Operators and Employers Circle
  [
    post(
      ['Workforce', 'Apprentices'],
      'The cost of training new deckhands',
      [
        'We run four tourist vessels on the Whitsundays. It takes about six months before a new deckhand can work any position on board without supervision, and in the last year three left for the mines soon after.',
        'How are other operators covering training costs and keeping people once they are trained?',
      ],
      [
        'We use a training agreement with a repayment clause that reduces each month. It is fair to both sides.',
        'The apprentice and trainee incentives from government cover part of the wage. Check whether your deckhands qualify.',
        'Pay and rosters are what keep people. We moved to a fixed roster and turnover halved.',
      ],
      [
        'A reducing repayment clause sounds fair. We will talk to our lawyer.',
        'A fixed roster is something we can offer next season.',
      ],
    ),
    post(
      ['Certification', 'Safety drills'],
      'Preparing for a safety management system audit',
      [
        'Our safety management system is due for its first external audit next month. We are a small operator with three vessels and nine crew.',
        'What do auditors focus on, and how did other small operators prepare?',
      ],
      [
        'They check that what is written is what actually happens on board. Walk through your procedures with the crew beforehand.',
        'Drill records, maintenance records and crew inductions are checked every time.',
        'Keep the system simple. A small operator does not need a two-hundred-page manual that nobody reads.',
      ],
      [
        'Our manual is far too long. We will simplify it after the audit.',
        'We are checking the drill records this week. Thank you.',
      ],
    ),
    post(
      ['Environment', 'Engines'],
      'Fuel costs, speed and hull cleaning',
      [
        'Fuel is now our largest cost after wages. We operate two fast ferries on a 40-minute route.',
        'What changes have other operators made that actually reduced fuel use?',
      ],
      [
        'Slowing down by one or two knots on the open section saved us about ten per cent, with only two minutes added to the trip.',
        'Cleaning the hull more often made a measurable difference on our boats.',
        'Log fuel use per trip. Once you can see the data, the savings become obvious.',
      ],
      [
        'Logging fuel per trip is the first step for us.',
        'We will try the speed change on the open section next month.',
      ],
    ),
    post(
      ['Fatigue', 'Ferries'],
      'Rostering for a seven-day ferry service',
      [
        'We run a seven-day ferry service from 5.30 am to 11 pm. Building a roster is getting harder as crew ask for more weekends off and we try to keep within fatigue limits.',
        'How do other operators build rosters that are fair and safe?',
      ],
      [
        'A fixed rotating roster, published months ahead, lets crew plan their lives.',
        'Ask the crew to help design it. They know which shifts are hardest.',
        'Check every roster against the fatigue rules before publishing. Split shifts are where problems hide.',
      ],
      ['A rotating roster published ahead is what we will try.', 'Split shifts are our problem. Thank you.'],
    ),
  ],
  // 10 Simulator Training Pilot 2024
  [
    post(
      ['Simulators', 'Apprentices'],
      'Welcome to the simulator training pilot',
      [
        'Four training providers are taking part in the pilot, using full-mission bridge simulators and engine room simulators for part of the training of deck and engineering cadets.',
        'This community is where providers share scenarios, results and problems during the twelve months of the pilot. The pilot plan and the evaluation framework are in the folder.',
      ],
      [
        'Our first cohort of eight deck cadets starts in February. Looking forward to comparing notes.',
        'Will the scenarios be shared between providers, or does each provider build its own?',
        'The evaluation framework is clear. Thank you to the project team.',
      ],
      [
        'Scenarios will be shared in the folder so every provider can use them.',
        'Good luck with the first cohort. Please post how the first week goes.',
      ],
    ),
    post(
      ['Simulators', 'Passage planning'],
      'Scenario library: five harbour approaches',
      [
        'We have uploaded five harbour approach scenarios, from a daylight approach in good visibility to a night approach in fog with crossing ferry traffic.',
        'Please run them with your cadets and post what worked and what needs changing.',
      ],
      [
        'The fog scenario was very realistic. Several cadets lost track of the ferry on radar, which was the point.',
        'Could we have a scenario with a pilot boarding and a master–pilot exchange?',
        'The daylight approach is a good first exercise for cadets who have never been on a bridge.',
      ],
      [
        'A pilot boarding scenario is being built and will be in the folder next month.',
        'Thank you for testing them so quickly.',
      ],
    ),
    post(
      ['Simulators', 'Engines'],
      'Engine room simulator exercises',
      [
        'The engine room exercises cover starting the main engine, recovering from a blackout and changing over fuel.',
        'Providers have asked for more fault-finding exercises, where cadets have to work out what is wrong rather than follow a procedure.',
      ],
      [
        'Fault-finding is where cadets struggle most at sea. These exercises would be very valuable.',
        'The blackout exercise worked well. Cadets were surprised how quickly things go wrong.',
        'Could each exercise be linked to the relevant task book item?',
      ],
      [
        'Links to the task book will be added to each exercise sheet.',
        'Three fault-finding exercises are in development.',
      ],
    ),
    post(
      ['Simulators', 'Assessment'],
      'Mid-pilot results',
      [
        'At the six-month point, cadets who trained on the simulator scored higher in their first practical assessment than the previous year’s cohort, particularly in collision avoidance and bridge communication.',
        'The full results, with the limitations of a small sample, are in the folder.',
      ],
      [
        'Encouraging results, though the sample is small as you say.',
        'Did the improvement differ between deck and engineering cadets?',
        'Our cadets say the simulator sessions were the most useful part of the course.',
      ],
      ['The improvement was similar for both groups.', 'Thank you. The cadets’ feedback will be in the final report.'],
    ),
    post(
      ['Simulators', 'Leadership'],
      'Training instructors to brief and debrief',
      [
        'A good simulator session depends on the briefing and the debriefing as much as the scenario. We ran a two-day workshop for the instructors in the pilot.',
        'We would like feedback from those who attended, and ideas for the next workshop.',
      ],
      [
        'The debriefing section was the most useful. I now ask cadets what they saw before I say anything.',
        'More time on the instructor station software would help. Some of us are still slow to set up scenarios.',
        'Could the workshop be offered to instructors outside the pilot?',
      ],
      [
        'A half-day on the instructor station will be added.',
        'The workshop will be offered more widely after the pilot.',
      ],
    ),
    post(
      ['Simulators', 'Certification'],
      'The regulator’s view on recognising simulator time',
      [
        'A representative of the regulator attended a pilot session last month and has given initial feedback on how simulator training might be recognised.',
        'In short: simulator time will not count towards sea time, but could be used for some assessments. A summary of the discussion is in the folder.',
      ],
      [
        'Good to have the regulator involved during the pilot rather than after.',
        'Which assessments are likely to be accepted?',
        'Thank you for the summary. It will help us plan next year’s courses.',
      ],
      [
        'Collision regulations and bridge resource management are the most likely.',
        'The regulator will give formal advice when the pilot report is published.',
      ],
    ),
    post(
      ['Simulators', 'Workforce'],
      'Final report and the end of the pilot',
      [
        'The final report of the simulator training pilot is in the folder. It recommends simulator training as a standard part of deck and engineering cadet programs, with trained instructors and a shared scenario library.',
        'Thank you to the four providers and their cadets. The community will now be archived and kept as a reference.',
      ],
      [
        'Thank you for running the pilot. We will keep simulator sessions in our program.',
        'Will the scenario library stay available after the community is archived?',
        'The recommendations on instructor training are the most important.',
      ],
      [
        'Yes, the scenario library stays in the folder and can still be read.',
        'Thanks to all the providers who took part.',
      ],
    ),
  ],
  // 11 Small Vessel and Coxswain Training
  [
    post(
      ['Certification', 'Sea time'],
      'Coxswain practical assessment: what to expect',
      [
        'I have my coxswain practical assessment next month. I am confident with boat handling but nervous about the questions.',
        'What did the assessor ask you?',
      ],
      [
        'Mostly about the collision rules, emergencies and your vessel’s equipment.',
        'Practise explaining what you do as you do it.',
        'Know your engine checks and how to fix simple faults.',
      ],
      ['Explaining as I go is a good tip.', 'I will practise the engine checks.'],
    ),
    post(
      ['Safety drills', 'Mooring'],
      'Berthing a single-engine boat in a crosswind',
      ['I run a small charter boat with a single engine and struggle to berth in a strong crosswind.', 'Any tips?'],
      [
        'Approach at a steeper angle and use a spring line.',
        'Have a crew member ready with a line at the bow.',
        'If it is too windy, wait or choose another berth.',
      ],
      ['The spring line makes a big difference.', 'Waiting is sometimes the best choice.'],
    ),
    post(
      ['Passage planning', 'Certification'],
      'Trip planning for a small vessel',
      [
        'New coxswains often do not plan trips properly because they are short.',
        'What should a small vessel trip plan include?',
      ],
      [
        'Weather, tides, fuel, route and who knows where you are going.',
        'Log on with the local marine rescue service.',
        'Have a plan B for shelter.',
      ],
      ['Logging on is a habit every coxswain should have.', 'Plan B is often forgotten.'],
    ),
    post(
      ['Safety drills', 'Certification'],
      'Teaching radio procedures to new coxswains',
      [
        'Many new coxswains are nervous on the radio and avoid calling the marine rescue service when they should.',
        'How do trainers build their confidence?',
      ],
      [
        'Practise calls in class, including a full mayday, until it feels routine.',
        'Have them log on and off on every training trip.',
        'Listen to real traffic together and talk about what worked.',
      ],
      ['Logging on every trip builds the habit.', 'Practising the mayday in class is essential.'],
    ),
    post(
      ['Engines', 'Safety drills'],
      'Outboard failures on small craft',
      [
        'Most of the breakdowns our rescue unit attends are outboard failures, often fuel problems.',
        'What should small vessel training cover about outboard care?',
      ],
      [
        'Fuel filters, water separators and fresh fuel. Old fuel causes most problems.',
        'Carry spare spark plugs and a basic tool kit.',
        'Teach people how to check the cooling water stream before leaving.',
      ],
      ['Old fuel is the main culprit in our area too.', 'Checking the cooling water is a simple habit.'],
    ),
  ],
];
