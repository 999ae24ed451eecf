/**
 * Public service community posts written for each community (issue 32), by slot (PLANS order; see
 * thread-communities.ts). They follow the threads of communities.ts placed in the same slot.
 */
import { post, type SlotThread } from '../helpers';

export const POSTS: SlotThread[][] = [
  // 0 Policy Practitioners Network
  [
    post(
      ['Briefs', 'Evaluation'],
      'Options papers: how many options is too many?',
      [
        'My branch head has sent back an options paper asking for "fewer, sharper options". I had five, ranging from doing nothing to a full legislative change.',
        'How many options do you usually present to an executive, and do you always include a do-nothing option?',
      ],
      [
        'Three is the usual number in our department: no change, a moderate option and an ambitious one.',
        'Always include a no-change option, even briefly. Decision-makers need to see the cost of not acting.',
        'If two options differ only in detail, merge them and describe the variations in a table.',
      ],
      [
        'Merging the two middle options would get me to three. Thank you.',
        'Agreed on the no-change option. It often turns out to be the real comparison.',
      ],
    ),
    post(
      ['Consultation', 'Briefs'],
      'Cabinet submissions under a tight timeframe',
      [
        'We have been asked to prepare a cabinet submission in three weeks, including consultation with six other agencies. Coordination comments keep arriving after the deadlines we set.',
        'What has helped others get agency comments on time?',
      ],
      [
        'Call the other agencies’ policy leads before you send the draft. A heads-up makes a big difference.',
        'Give a firm date and say that no comment will be taken as agreement.',
        'Send a short summary of the key issues with the full draft. People comment faster on two pages.',
      ],
      [
        'The summary idea is good. Most of our delays come from people reading forty pages.',
        'We will make the calls this afternoon.',
      ],
    ),
    post(
      ['Evaluation', 'Data'],
      'Using behavioural insights in policy design',
      [
        'Our team has been asked to trial a behavioural insights approach to improve on-time lodgement of a regulatory return. We have an idea for a simpler reminder letter but little experience running trials.',
        'Has anyone run a randomised trial of a letter or text message in their agency? How did you get it approved, and how large did the sample need to be?',
      ],
      [
        'The central behavioural economics team helped us with the design and the sample size. Ask them early.',
        'Letters are a good first trial. They are cheap to change and you get results within weeks.',
        'Plan how you will report a null result. It happens, and it is still useful.',
      ],
      [
        'I did not know the central team helped agencies. I will contact them.',
        'Good point about null results. I will set expectations with the executive.',
      ],
    ),
    post(
      ['Integrity', 'Briefs'],
      'Keeping a record of advice given orally',
      [
        'More and more of our advice to the minister’s office is given in meetings or phone calls rather than in a written brief.',
        'What do others do to keep a proper record?',
      ],
      [
        'We send a short file note to the adviser after each meeting: what was asked, what we advised, any follow-up.',
        'Put the file note in the records system straight away. Memory fades quickly.',
        'If the advice is significant, follow up with a short written brief.',
      ],
      ['The email file note is simple. We will start it this week.', 'Agreed, a short brief for anything significant.'],
    ),
    post(
      ['Consultation', 'Writing'],
      'Discussion papers that get useful submissions',
      [
        'Our last discussion paper received eighty submissions, but most of them restated positions rather than answering our questions.',
        'I am drafting the next one. How do you write a paper that draws out evidence and practical ideas?',
        'I am thinking of fewer, more specific questions, and a short template for responses.',
      ],
      [
        'Specific questions help. Ask about costs, examples and what would change in practice.',
        'A template works well, but allow free text too. Some of the best ideas do not fit.',
        'Hold a few roundtables alongside the paper. You can ask follow-up questions there.',
      ],
      [
        'Asking for examples is a good idea. That is what we are missing.',
        'Roundtables are planned for the capital and two regional centres.',
      ],
    ),
  ],
  // 1 Digital Services Community
  [
    post(
      ['Accessibility', 'Projects'],
      'Replacing PDF forms with online forms',
      [
        'Our agency still has more than 200 PDF forms on its website. People print them, fill them in by hand and scan them back, and staff retype the information.',
        'We want to move the most used forms online first. How did others choose where to start and measure the benefit?',
      ],
      [
        'Start with the forms that cause the most calls to your contact centre. The savings are easiest to show.',
        'Ask staff who process the forms which fields cause the most mistakes. Fix those in the online version.',
        'Keep a paper option for people who need it, and make sure the online form works with a screen reader.',
      ],
      [
        'Contact centre data is a great way to prioritise. We have it already.',
        'Yes, a paper option will stay. Thanks for the reminder about screen readers.',
      ],
    ),
    post(
      ['Data', 'Privacy'],
      'Analytics on government websites: what do you collect?',
      [
        'We are reviewing the analytics on our agency website after a privacy impact assessment raised questions about third-party tracking.',
        'What are other agencies collecting, and have you moved to a self-hosted tool?',
      ],
      [
        'We moved to a self-hosted tool last year and collect page views and search terms only.',
        'Site search terms are the most useful data we have. They tell you what people cannot find.',
        'Publish what you collect in your privacy statement. It builds trust.',
      ],
      [
        'Search terms are gold. We rewrote three pages based on them.',
        'Good point about the privacy statement. Ours is out of date.',
      ],
    ),
    post(
      ['Projects', 'Consultation'],
      'Service design with frontline staff',
      [
        'We are redesigning the online application for a concession card. The project team has done user research with applicants but not with the staff who process applications.',
        'How have others involved frontline staff in digital service design?',
      ],
      [
        'Invite processing staff to the research playbacks. They spot problems we miss.',
        'Shadow staff for a day. You will see the workarounds they use.',
        'Staff are users too. The back-office screens need design as much as the public form.',
      ],
      [
        'Shadowing staff is a great idea. We will book a day.',
        'Good point about back-office screens. They are often forgotten.',
      ],
    ),
    post(
      ['Accessibility', 'Writing'],
      'Messages that tell people how to fix a form',
      [
        'Our online forms show messages like "Invalid input" that leave people stuck. We are rewriting them.',
        'Do you have guidelines for these messages?',
      ],
      [
        'Say what went wrong and how to fix it: "Enter a date in the format 12 03 2024".',
        'Show the message next to the field and in a summary at the top of the page.',
        'Test with screen reader users. These messages are often not announced.',
      ],
      ['The example format is exactly what our date field needs.', 'We will test with screen reader users this month.'],
    ),
    post(
      ['Data', 'Projects'],
      'Moving a legacy system to the cloud',
      [
        'Our agency is moving a twenty-year-old case management system to a cloud platform. The project is at the planning stage.',
        'For those who have done a similar migration, what would you do differently?',
        'I am particularly interested in data migration and how you kept the service running during the change.',
      ],
      [
        'Clean the data before you migrate. We moved years of duplicates and regretted it.',
        'Run the old and new systems in parallel for a period, even if it costs more.',
        'Involve records management early. Retention rules affect what you can move or delete.',
      ],
      ['Data cleaning is now in our plan. Thank you.', 'Records management had not been invited. I will fix that.'],
    ),
  ],
  // 2 Local Government Exchange
  [
    post(
      ['Consultation', 'Budgets'],
      'Community budget consultation: what worked for your council?',
      [
        'Our council is planning its first participatory budgeting process for next financial year, with a small pool for community projects.',
        'For councils that have done this, how did you reach people who do not normally come to council meetings?',
      ],
      [
        'Pop-up stalls at the markets and the school pick-up got us more responses than any meeting.',
        'Keep the voting simple. We used paper ballots at libraries as well as online voting.',
        'Report back on every project, funded or not. It builds trust for the next round.',
      ],
      [
        'The school pick-up is a great idea. Families never come to evening meetings.',
        'We will plan the report-back from the start.',
      ],
    ),
    post(
      ['Regional service', 'Projects'],
      'Shared services between neighbouring councils',
      [
        'Three small councils in our region are exploring shared services for payroll, IT and building inspections.',
        'Has anyone been through this? What worked, and what would you do differently?',
      ],
      [
        'Start with one service and get it right. We tried three at once and it was too much.',
        'Agree on how costs are shared before anything else. It was our biggest argument.',
        'Staff need to know early what it means for their jobs. Uncertainty caused more problems than the change.',
      ],
      [
        'Starting with one service makes sense. Payroll is probably the simplest.',
        'Good point about staff. We will plan the communication carefully.',
      ],
    ),
    post(
      ['Contracts', 'Risk'],
      'Waste collection contracts: lessons from retendering',
      [
        'Our waste collection contract ends in eighteen months. The last tender attracted only two bids and costs rose sharply.',
        'What have other councils done to get better competition?',
      ],
      [
        'Start market engagement early. Contractors need time to plan trucks and staff.',
        'We joined a regional tender with four councils. The larger contract attracted more bidders.',
        'Be clear about what you want measured. Our new contract reports missed bins weekly.',
      ],
      [
        'A regional tender is worth exploring. I will contact our neighbours.',
        'Weekly reporting on missed bins would help our customer service team a lot.',
      ],
    ),
    post(
      ['Regional service'],
      'Councillor induction after the election',
      [
        'We have seven new councillors after the local government election, several with no experience of government.',
        'What does a good induction programme look like? We want it to be practical rather than a week of presentations.',
      ],
      [
        'Site visits to the depot, the library and the waste facility were the most valued part of our programme.',
        'Explain the difference between the role of councillors and staff early. It avoids many problems later.',
        'Spread it over three months. Nobody remembers everything from the first week.',
      ],
      [
        'Site visits are a great idea. Most residents only see the library.',
        'Spreading it out makes sense. We will plan monthly sessions.',
      ],
    ),
    post(
      ['Writing', 'Consultation'],
      'Writing council reports that residents can read',
      [
        'Our council reports are published with the meeting agenda, and residents have complained that they cannot understand them.',
        'Has any council introduced a plain-language summary at the top of each report?',
      ],
      [
        'We added a short "what this means for residents" box to every report. Councillors like it too.',
        'Train report writers, not only the governance team. Most of the jargon comes from the authors.',
        'Test a few reports with residents. Their questions show what is missing.',
      ],
      [
        'The residents box is a great idea. I will propose it to our governance team.',
        'Testing with residents would be eye-opening.',
      ],
    ),
    post(
      ['Grants', 'Integrity'],
      'Acquittal of small community grants',
      [
        'Our council gives about eighty small community grants each year. Acquittals take staff a lot of time for very small amounts.',
        'How do other councils balance accountability with a simple process for volunteer groups?',
      ],
      [
        'For grants under a set amount we ask for a short report and photos instead of full receipts.',
        'Spot-check a sample of acquittals in detail each year rather than every one.',
        'Run an information session for groups at the start. Most problems come from misunderstanding.',
      ],
      [
        'A sample check would save so much time. I will ask our auditors.',
        'Photos and a short report suit volunteer groups well.',
      ],
    ),
    post(
      ['Wellbeing', 'Regional service'],
      'Customer service staff and aggressive residents',
      [
        'Our council customer service team has seen more aggressive behaviour from residents this year, mostly about rates and parking fines.',
        'What have other councils done to support staff?',
      ],
      [
        'Training in de-escalation helped our team feel more confident.',
        'A clear process for ending a call or asking someone to leave, backed by managers, is essential.',
        'Check in with staff after difficult interactions. A short debrief makes a difference.',
      ],
      [
        'Manager backing is the key point. Staff need to know they will be supported.',
        'We will arrange de-escalation training this year.',
      ],
    ),
  ],
  // 3 Senior Executives Circle
  [
    post(
      ['Risk', 'Projects'],
      'Machinery of government changes: keeping staff engaged',
      [
        'My division is moving to a new department in the recent machinery of government changes. Staff are anxious about their conditions, systems and who they will report to.',
        'For those who have led a division through a move, what made the biggest difference?',
      ],
      [
        'Tell staff what you know and what you do not know, every week, even when nothing has changed.',
        'Keep the work going. Staff who are busy on meaningful work cope better with uncertainty.',
        'Get the IT and payroll details right on day one. Small problems feel large during a move.',
      ],
      [
        'Weekly updates even when nothing has changed is good advice.',
        'Day-one systems are on our risk list. Thank you.',
      ],
    ),
    post(
      ['Integrity', 'Briefs'],
      'Senate estimates preparation',
      [
        'This is my first estimates as a deputy secretary. The preparation process in our department produces hundreds of pages of briefs.',
        'How do other senior executives prepare, and what do you actually read?',
      ],
      [
        'I read the hot issues briefs and the last two hearings’ transcripts. The rest is reference.',
        'A practice session with colleagues asking hard questions is the best preparation.',
        'Know your numbers. Budget figures and staffing levels come up every time.',
      ],
      [
        'The transcripts are a good tip. Senators often return to the same issues.',
        'We have a practice session booked for next week.',
      ],
    ),
    post(
      ['Wellbeing', 'Mentoring'],
      'Looking after yourself as a senior executive',
      [
        'After two years of back-to-back crises, several colleagues at senior executive level have told me they are exhausted.',
        'What do you do to look after your own wellbeing, and how do you model it for your teams?',
      ],
      [
        'I block one afternoon a fortnight for thinking time. My team knows it is protected.',
        'An external coach has helped me more than anything else.',
        'Take your leave and do not check email. Your deputies need the chance to act up.',
      ],
      ['Protected thinking time is something I need to start.', 'Letting deputies act up is good for them as well.'],
    ),
    post(
      ['Data', 'Risk'],
      'Briefing ministers on data breaches',
      [
        'We had a data breach in a program area last month. It was small and contained, but the briefing to the minister’s office was difficult because the facts kept changing.',
        'How do other agencies brief on incidents when information is incomplete?',
      ],
      [
        'Brief early with what you know, and say when the next update will come.',
        'Use a standard incident brief template. It keeps the facts separate from assumptions.',
        'Agree in advance who talks to the minister’s office, so the messages are consistent.',
      ],
      [
        'A standard template would have helped us a lot.',
        'One point of contact is a good lesson from our incident too.',
      ],
    ),
  ],
  // 4 Procurement and Contracts Forum
  [
    post(
      ['Contracts', 'Risk'],
      'Panel arrangements: are they saving time?',
      [
        'Our agency uses several whole-of-government panels for consultancies. Business areas tell us that getting a quote from a panel takes almost as long as an open approach.',
        'Are others finding the same? What has made panels easier to use?',
      ],
      [
        'We wrote a one-page guide for business areas with the steps and who to contact. Questions dropped by half.',
        'Standard statements of requirement for common services save a lot of time.',
        'Panels save time on the contract terms, not the quoting. Explain that to business areas.',
      ],
      ['A one-page guide is on our list. Would you share yours?', 'Good point about where the time is saved.'],
    ),
    post(
      ['Contracts', 'Integrity'],
      'Evaluation panels: managing disagreements',
      [
        'On a recent tender evaluation, two panel members scored the same response very differently. We reached consensus, but it took three meetings.',
        'How do you manage disagreement on evaluation panels?',
      ],
      [
        'Agree what a good answer looks like before anyone reads the responses.',
        'Record the reasons for each score. Disagreements are easier to resolve with reasons in front of you.',
        'A probity adviser on larger tenders helps keep the discussion on track.',
      ],
      [
        'Agreeing a good answer first is something we skipped. Lesson learned.',
        'We will ask for a probity adviser on the next large tender.',
      ],
    ),
    post(
      ['Contracts', 'Regional service'],
      'Social procurement: meeting Indigenous procurement commitments',
      [
        'Our agency is behind its Indigenous procurement commitment for the year. Most of our spending is through large panels where few suppliers are Indigenous businesses.',
        'What has helped others meet the commitment with genuine opportunities rather than token contracts?',
      ],
      [
        'We looked at smaller contracts, like catering and printing, and approached Indigenous businesses directly.',
        'Ask large suppliers about subcontracting to Indigenous businesses as part of the contract.',
        'Build relationships through the supplier directory and local business groups, not only at tender time.',
      ],
      ['Subcontracting is a good idea for our large contracts.', 'We will reach out to the local business network.'],
    ),
    post(
      ['Contracts', 'Projects'],
      'Contract management handover when staff move on',
      [
        'A contract manager left our team without a handover, and we discovered that key milestones had not been checked for months.',
        'What should a good contract management file contain so that someone else can pick it up?',
      ],
      [
        'A one-page summary: milestones, due dates, payments made and open issues.',
        'Keep all correspondence in the records system, not in personal email.',
        'Schedule regular contract reviews with the supplier and record the outcomes.',
      ],
      [
        'The one-page summary is simple. We will make it mandatory.',
        'Personal email was exactly our problem. Thank you.',
      ],
    ),
    post(
      ['Contracts', 'Budgets'],
      'Variations that double the contract value',
      [
        'A consultancy contract that started at a modest value has been varied four times and is now more than twice the original amount.',
        'How do other agencies manage variations so that contracts do not keep getting bigger without proper scrutiny?',
      ],
      [
        'Set a threshold for variations that triggers a new approach to market or a higher delegate.',
        'Report cumulative variations, not only each one. What matters is how much they add up to.',
        'Scope the work properly at the start. Most variations come from poor scoping.',
      ],
      [
        'Cumulative reporting would have caught this much earlier.',
        'A threshold for going back to market is a good control.',
      ],
    ),
    post(
      ['Contracts', 'Accessibility'],
      'Accessibility requirements in ICT procurement',
      [
        'We have bought software that turned out not to meet accessibility standards, and staff with disability cannot use it.',
        'How do you write accessibility requirements into ICT tenders and check them before the contract is signed?',
      ],
      [
        'Refer to the Australian standard for accessible ICT in the requirements and ask for a conformance report.',
        'Test the software with assistive technology during evaluation, not after.',
        'Include a remedy in the contract if the software does not meet the standard.',
      ],
      ['Testing during evaluation is what we missed.', 'A contract remedy is a good idea. I will talk to legal.'],
    ),
  ],
  // 5 Graduates and Early Careers
  [
    post(
      ['Careers', 'Onboarding'],
      'Choosing my graduate rotations',
      [
        'I have just started my graduate year and need to choose three rotations. I am interested in policy but have been told that a rotation in a service delivery area is valuable too.',
        'What did you choose, and what would you do differently?',
      ],
      [
        'Do one rotation in service delivery. You will understand the people your policies affect.',
        'Choose teams with good managers, not only interesting work. You learn more.',
        'Ask previous graduates about each team. They will be honest.',
      ],
      ['Choosing by manager is a good tip. I will ask around.', 'A service delivery rotation makes sense. Thank you.'],
    ),
    post(
      ['Writing', 'Careers'],
      'Improving my writing for briefs',
      [
        'My manager has returned my last three briefs with a lot of edits. The feedback is fair, but I want to improve faster.',
        'What helped you learn to write briefs?',
      ],
      [
        'Read good briefs. Ask your manager for two or three examples they liked.',
        'Write the key message in one sentence before you start. Everything else supports it.',
        'Ask for feedback in a short meeting instead of only track changes. You learn why.',
      ],
      ['The one-sentence message is a great habit.', 'I will ask for a short meeting after the next brief.'],
    ),
    post(
      ['Onboarding', 'Hybrid work'],
      'Starting in a hybrid team as a graduate',
      [
        'I started my first rotation last month in a team that is mostly working from home. I sometimes go into the office and nobody else is there.',
        'How have other graduates made connections in hybrid teams?',
      ],
      [
        'Ask your manager which days the team is in and plan your office days around them.',
        'Book short video chats with team members. Most people are happy to talk.',
        'Join the graduate network events. Other graduates are going through the same thing.',
      ],
      ['I will ask about the team’s office days. Thank you.', 'The graduate network has been great so far.'],
    ),
    post(
      ['Careers', 'Mentoring'],
      'Applying for my first APS 5 role',
      [
        'I finish the graduate program in three months and want to apply for APS 5 roles. The selection criteria ask for examples I am not sure I have.',
        'How did you choose your examples, and how did you prepare for the interview?',
      ],
      [
        'Use examples from your rotations. Graduate work counts, especially projects you led.',
        'Use a simple structure: the situation, what you did, and the result.',
        'Practise out loud with a mentor. It feels awkward but it helps.',
      ],
      [
        'I had not thought of rotation projects as examples. They fit well.',
        'I will ask my mentor to run a practice interview.',
      ],
    ),
    post(
      ['Wellbeing', 'Careers'],
      'Feeling like an imposter in my first policy role',
      [
        'I am six months into my first role and often feel that everyone else knows more than me. I hesitate to speak in meetings.',
        'Did others feel like this, and what helped?',
      ],
      [
        'Almost everyone feels this way at the start. It passes with time.',
        'Prepare one point before each meeting. It makes it easier to speak.',
        'Ask questions. Good questions are valued as much as answers.',
      ],
      ['Preparing one point is a practical idea. I will try it.', 'It helps to know it is common. Thank you.'],
    ),
  ],
  // 6 Evaluation and Evidence Network
  [
    post(
      ['Evaluation', 'Data'],
      'Program logic models: useful or a box-ticking exercise?',
      [
        'Every new program in our department must have a program logic. Most are written after the program has been designed and are never looked at again.',
        'How have others made program logic useful?',
      ],
      [
        'Write it with the program team at the design stage, in a workshop. It surfaces assumptions.',
        'Use it to choose the evaluation questions. Then it has a purpose.',
        'Keep it to one page. Complex diagrams are not read.',
      ],
      ['A workshop at the design stage is what we need to push for.', 'One page is a good rule.'],
    ),
    post(
      ['Evaluation', 'Briefs'],
      'Reporting evaluation findings that are not positive',
      [
        'Our evaluation of a popular program found that it is not achieving its main outcome. The program area is unhappy and wants the report softened.',
        'How do you manage this while keeping the evaluation credible?',
      ],
      [
        'Share findings early and in draft. Surprises cause the most resistance.',
        'Report what is working as well as what is not. Most programs have something worth keeping.',
        'Your evaluation policy should protect independence. Check who has final sign-off.',
      ],
      [
        'We have positive findings on reach. We will make sure they are clear.',
        'The policy does protect independence. That helps.',
      ],
    ),
    post(
      ['Evaluation', 'Consultation'],
      'Evaluating with First Nations communities',
      [
        'We are planning an evaluation of a program delivered in several First Nations communities. We want the evaluation to be led with communities, not done to them.',
        'What have others learned?',
      ],
      [
        'Involve community members in setting the evaluation questions. What counts as success may differ.',
        'Budget for community researchers and pay them properly.',
        'Agree how data will be owned and shared before you collect it.',
      ],
      [
        'Data ownership is something we had not thought about early enough.',
        'Paying community researchers is in our budget now.',
      ],
    ),
    post(
      ['Data', 'Evaluation'],
      'Linking administrative data for an outcomes study',
      [
        'We would like to link our program data with health and education data to look at long-term outcomes.',
        'For anyone who has done this, how long did the approvals take, and what would you do differently?',
      ],
      [
        'Allow at least a year for approvals. Start the applications before you need the data.',
        'The data custodians were very helpful once we talked to them directly.',
        'Be specific about the variables you need. Broad requests take longer.',
      ],
      ['A year is longer than I expected. Good to know now.', 'We will contact the custodians this month.'],
    ),
    post(
      ['Evaluation', 'Budgets'],
      'Budgeting for evaluation in new programs',
      [
        'New policy proposals in our department rarely include funding for evaluation. When evaluation is needed later, there is no money.',
        'How have other agencies built evaluation costs into new programs?',
      ],
      [
        'Our department requires an evaluation plan and budget for every new proposal above a set amount.',
        'A common rule of thumb is a small percentage of the program cost.',
        'Include data collection costs. They are often bigger than the evaluation itself.',
      ],
      ['A threshold rule would work well for us.', 'Data collection costs are the ones we always forget.'],
    ),
    post(
      ['Evaluation', 'Mentoring'],
      'Building evaluation capability in a small team',
      [
        'I am the only evaluator in a small agency. Program staff want to evaluate their work but do not know where to start.',
        'How have others built evaluation skills across an agency?',
      ],
      [
        'Short practical workshops on one topic at a time, such as writing evaluation questions, work well.',
        'Templates and examples help more than guidance documents.',
        'Join the cross-agency evaluation community of practice. It is a great support.',
      ],
      ['Templates are what people ask me for most.', 'I will join the community of practice. Thank you.'],
    ),
  ],
  // 7 Regional Public Servants
  [
    post(
      ['Regional service', 'Careers'],
      'Career progression outside the capital',
      [
        'I work in a regional office and the senior roles are almost all in the capital. I do not want to move my family.',
        'How have others progressed their careers while staying in the regions?',
      ],
      [
        'Ask about location-flexible roles. More senior roles are advertised that way now.',
        'Acting opportunities in the capital, even remotely, helped me build experience.',
        'Lead a national project from your regional office. It gets you noticed.',
      ],
      [
        'I had not seen many location-flexible roles. I will look more closely.',
        'Leading a national project is a good goal.',
      ],
    ),
    post(
      ['Regional service', 'Hybrid work'],
      'Being the only team member in a regional office',
      [
        'My team is based in the capital and I am the only member in our regional office. I often miss informal conversations and decisions.',
        'How do others stay connected?',
      ],
      [
        'Ask your manager for a short weekly call, separate from team meetings.',
        'Make sure meetings are run with remote attendees in mind. Everyone on their own screen helps.',
        'Visit the capital office a few times a year if you can.',
      ],
      [
        'Everyone joining on their own screen has changed our meetings.',
        'A weekly call with my manager is a good idea.',
      ],
    ),
    post(
      ['Regional service', 'Consultation'],
      'Local knowledge and national programs',
      [
        'Our regional office often sees problems with national programs before head office does, but our feedback seems to get lost.',
        'How have others got regional insight into program design?',
      ],
      [
        'Provide feedback with examples and numbers. It is harder to ignore.',
        'Invite program staff to visit. Seeing the problem in person changes minds.',
        'Ask to be part of the design working group next time.',
      ],
      ['Examples with numbers is a good approach.', 'I will invite the program team to our next community visit.'],
    ),
    post(
      ['Regional service', 'Recruitment'],
      'Recruiting in a small regional labour market',
      [
        'We have had trouble filling specialist roles in our regional office. The local pool is small and relocation is expensive.',
        'What has worked for other regional offices?',
      ],
      [
        'We have had success training local people with transferable skills.',
        'Partnerships with the local university or TAFE help build a pipeline.',
        'Be flexible about hours. Many local candidates have caring responsibilities.',
      ],
      ['Training local people is the approach we will try.', 'Flexible hours have helped us too.'],
    ),
    post(
      ['Regional service', 'Wellbeing'],
      'Working in the community where you live',
      [
        'In our small town, I often see clients at the supermarket or the football. Sometimes they want to talk about their case.',
        'How do others manage the boundaries?',
      ],
      [
        'I politely say I am not working and offer to call them on Monday.',
        'Talk to your manager about who handles cases for people you know well.',
        'It is part of regional work. Over time people learn your boundaries.',
      ],
      [
        'Offering to call on Monday is a kind way to handle it.',
        'We have a conflict process but I should use it more.',
      ],
    ),
    post(
      ['Regional service', 'Risk'],
      'Regional offices and disaster recovery',
      [
        'Our regional office was closed for a week after the floods, and many staff were affected personally.',
        'How have other offices planned for natural disasters, both for service delivery and for staff?',
      ],
      [
        'Plan for staff to work from other offices or home, and test the plan.',
        'Check in with staff personally. Many will be dealing with their own homes.',
        'Regional staff know the community. They are often the best people to deliver recovery services.',
      ],
      [
        'Personal check-ins were the most important thing for our team.',
        'Our local staff were the backbone of the recovery effort.',
      ],
    ),
    post(
      ['Regional service', 'Onboarding'],
      'Inducting new staff in a regional office',
      [
        'Our regional office has hired five new staff this year, and the induction program is designed for head office.',
        'What have other regional offices added to make induction work for them?',
      ],
      [
        'We add a community tour: the local services, partners and the communities we serve.',
        'Pair each new starter with an experienced colleague in the same office.',
        'Make sure they meet the head office teams they will work with, even by video.',
      ],
      ['The community tour is a great idea.', 'Pairing with a local colleague has worked for us too.'],
    ),
  ],
  // 8 Board Working Group
  [
    post(
      ['Budgets', 'Projects'],
      'Draft budget: investing in the member website',
      [
        'The draft budget for next financial year is in the folder. It assumes stable membership, a modest rise in event income and a one-off investment in replacing the member website, which is now eight years old.',
        'The finance committee would like directors’ views on the website investment before the next board meeting.',
      ],
      [
        'The website investment is overdue. Members tell us they cannot find anything on it.',
        'Could we see a scenario with a five per cent fall in membership? Two agencies are restructuring.',
        'Event income looks optimistic given this year’s regional events were undersubscribed.',
      ],
      [
        'A lower-membership scenario will be added to the paper.',
        'The events team will revisit the assumptions for regional events.',
      ],
    ),
    post(
      ['Integrity'],
      'Governance review: draft terms of reference',
      [
        'The draft terms of reference for the independent governance review cover board composition, the committee structure and the constitution. The review would report in six months.',
        'Please comment by the end of the month so the reviewer can be engaged before the summer break.',
      ],
      [
        'The review should include director skills and succession. Three of us finish our terms next year.',
        'An external reviewer is essential for independence.',
        'Six months feels short for the constitution work. It may need a special resolution at the AGM.',
      ],
      [
        'Skills and succession have been added to the scope.',
        'The timeline has been extended to eight months to allow for the AGM.',
      ],
    ),
    post(
      ['Consultation', 'Data'],
      'Member survey: draft questions',
      [
        'The draft member survey is attached. We have kept the core questions from last year so that results can be compared, and added new ones on hybrid work and professional development.',
        'The survey currently takes about fifteen minutes. Directors are asked to suggest cuts as well as additions.',
      ],
      [
        'Fifteen minutes is too long. I would cut the questions on newsletters.',
        'A question on the needs of regional members would be useful for the regional strategy.',
        'Keeping the core questions is right. Trends are the most useful part.',
      ],
      [
        'The newsletter questions have been cut, bringing it to about ten minutes.',
        'A regional question has been added.',
      ],
    ),
    post(
      ['Risk', 'Data'],
      'Annual review of the risk appetite statement',
      [
        'The board’s risk appetite statement is due for its annual review. Management proposes one change: a lower appetite for cyber security risk, following incidents at two similar associations.',
        'Comments are welcome before the audit and risk committee meets.',
      ],
      [
        'I agree with the lower appetite for cyber risk. Member data is our biggest exposure.',
        'Should we also look at our appetite for investment risk, given the reserves policy?',
        'The statement is clear and easy for management to apply.',
      ],
      [
        'Investment risk will be discussed at the committee alongside the reserves policy.',
        'The change will be recommended to the board.',
      ],
    ),
    post(
      ['Careers', 'Integrity'],
      'Shortlist for the annual member awards',
      [
        'The selection panel has shortlisted three nominees in each of the four award categories. The shortlist is in the folder for the board’s information.',
        'Please declare any conflict of interest before the board endorses the panel’s recommendations.',
      ],
      [
        'I supervised one of the nominees until last year and will step back from that category.',
        'The shortlist shows how strong the nominations were this year.',
        'Could the selection criteria be published with the call for nominations next year?',
      ],
      ['Thank you for the declaration. It has been recorded.', 'The criteria will be published with next year’s call.'],
    ),
    post(
      ['Projects', 'Mentoring'],
      'Six-monthly progress report on the strategy',
      [
        'The six-monthly progress report on the strategy is ready. Most actions are on track. The cross-agency mentoring program has been delayed by the search for a mentoring service that meets our privacy requirements.',
        'Management will present the report at the next meeting.',
      ],
      [
        'What is the new timeline for the mentoring program? Members keep asking.',
        'Good progress overall. Please pass on the board’s thanks to the staff.',
        'Could future reports include measures of outcome, not just whether actions are done?',
      ],
      [
        'The mentoring program is now expected to start in the second quarter.',
        'Outcome measures will be added to the next report.',
      ],
    ),
    post(
      ['Recruitment', 'Integrity'],
      'Recruiting the next chief executive',
      [
        'The nominations committee has engaged a recruitment firm for the chief executive search. The draft position description and selection criteria are in the folder.',
        'Please send comments on the selection criteria to the committee chair by Friday.',
      ],
      [
        'The criteria should include experience leading a member organisation, not only a public sector agency.',
        'Could the final interview panel include a member representative?',
        'The timeline looks realistic if the firm starts this month.',
      ],
      [
        'Member organisation experience has been added to the criteria.',
        'A member representative will join the final panel.',
      ],
    ),
    post(
      ['Writing'],
      'Draft chair’s message for the annual report',
      [
        'The draft chair’s message for the annual report is attached. It highlights the year’s advocacy on hybrid work, the growth in professional development and the new regional forums.',
        'Please suggest changes by Wednesday so the report can go to the designer.',
      ],
      [
        'It reads well. The regional forums deserve a sentence about who attended.',
        'Could we thank the volunteers who serve on committees? They did a lot this year.',
        'A little shorter would be better. One page is plenty.',
      ],
      ['The forums and the volunteers are now mentioned.', 'The message has been cut to one page.'],
    ),
  ],
  // 9 Managers and Team Leaders Circle
  [
    post(
      ['Recruitment', 'Onboarding'],
      'Probation reviews that are honest',
      [
        'I have a new team member whose probation ends next month. Their work is adequate but not strong, and I have not raised this clearly enough.',
        'How do others handle probation conversations?',
      ],
      [
        'Raise concerns now, with examples, so the person has a chance to improve before the review.',
        'Talk to your HR team about the options, including extending probation.',
        'Regular check-ins from day one make the final review straightforward.',
      ],
      ['I will have the conversation this week.', 'Extending probation is an option I had not considered.'],
    ),
    post(
      ['Wellbeing', 'Hybrid work'],
      'Team days that people want to come in for',
      [
        'Our team has one office day a week, but attendance is patchy. People say they come in and then spend the day on video calls.',
        'How do others make office days worthwhile?',
      ],
      [
        'We keep office days free of external meetings and plan work we do together.',
        'A team lunch once a month made a big difference to attendance.',
        'Ask the team what they want from office days.',
      ],
      ['Keeping office days free of external meetings is a good rule.', 'I will ask the team at our next meeting.'],
    ),
    post(
      ['Risk', 'Projects'],
      'Prioritising when everything is urgent',
      [
        'My team receives urgent requests from three different executives. Everything is marked as a priority, and the team is stretched.',
        'How do other managers handle competing priorities from above?',
      ],
      [
        'Keep a list of all the work and ask the executives to agree the order together.',
        'Say clearly what will not be done if a new task is added.',
        'Protect some capacity for unplanned work. There is always something.',
      ],
      [
        'A shared list with the executives is a good idea.',
        'Saying what will not be done makes the trade-off visible.',
      ],
    ),
    post(
      ['Mentoring', 'Careers'],
      'Developing a team member who wants to move on',
      [
        'One of my best team members has told me she wants to move to a policy role in another agency within a year.',
        'How do I support her development while keeping the team running?',
      ],
      [
        'Support her. People remember good managers and often come back.',
        'Give her policy tasks in your team. It helps her and you.',
        'Plan for her departure now. Document her knowledge.',
      ],
      ['Giving her policy tasks is a good way to keep her engaged.', 'I will start the documentation now.'],
    ),
  ],
  // 10 Hybrid Work Pilot 2024
  [
    post(
      ['Hybrid work'],
      'Pilot launch: what participating teams agreed to',
      [
        'Welcome to the hybrid work pilot. Twelve teams across four agencies are taking part for six months, from policy teams of six to a processing team of forty.',
        'Each team has agreed a team charter covering office days, core hours, how meetings run and how the team stays in touch. The charters are in the pilot folder for everyone to read.',
      ],
      [
        'Our charter took two meetings to agree, but the discussion itself was worth it.',
        'Seeing other teams’ charters is really helpful. Ours is much vaguer on meetings.',
        'Will the charters be reviewed during the pilot, or only at the end?',
      ],
      [
        'Every team will review its charter at the three-month point.',
        'Glad the examples help. Feel free to borrow wording.',
      ],
    ),
    post(
      ['Hybrid work', 'Wellbeing'],
      'Month one survey: productive but less connected',
      [
        'The first pilot survey shows that most staff feel as productive or more productive, but a third feel less connected to their team than before.',
        'We would like to hear what teams are doing about connection, so we can share the ideas that work.',
      ],
      [
        'We started a fifteen-minute online coffee on Friday mornings. Attendance is voluntary and most people come.',
        'Our team now has the same office day every week, so the day in the office is actually spent together.',
        'New starters feel the disconnection most. We have given each one a buddy for their first three months.',
      ],
      [
        'The buddy system for new starters is a great idea.',
        'The same office day for everyone has helped our team too.',
      ],
    ),
    post(
      ['Hybrid work', 'Onboarding'],
      'What worked for onboarding during the pilot',
      [
        'Five pilot teams brought on new staff during the pilot. We want to capture what worked before the final report is written.',
        'If your team onboarded someone, please share what you would do again and what you would change.',
      ],
      [
        'Our new starters came into the office every day for their first two weeks. It made a big difference.',
        'A checklist shared by the manager and the new starter stopped things falling through the gaps.',
        'Meeting the wider branch in person early mattered more than we expected.',
      ],
      [
        'Two weeks in the office at the start is a sensible approach.',
        'The checklist will go into the pilot report as an example.',
      ],
    ),
    post(
      ['Hybrid work', 'Projects'],
      'Meeting rooms that do not work for hybrid meetings',
      [
        'Several teams have reported meeting rooms where people joining online cannot hear or see the room properly.',
        'Please tell us which rooms work and which do not, so facilities can set priorities for upgrades.',
      ],
      [
        'The small rooms on level three have no camera. People online only see a screen share.',
        'The new room on level five works well. Everyone can be heard from anywhere in the room.',
        'It would help if the booking system showed which rooms have video equipment.',
      ],
      [
        'The level three rooms are at the top of the upgrade list.',
        'The booking system will show video equipment from next month.',
      ],
    ),
    post(
      ['Hybrid work', 'Evaluation'],
      'Three-month review of team charters',
      [
        'At the three-month point, every team reviewed its charter. Most made small changes, such as moving the office day or adjusting core hours around school pick-up.',
        'A summary of the changes is in the folder.',
      ],
      [
        'We moved our office day from Monday to Tuesday to avoid the long weekends.',
        'The review was a good prompt for the team to talk about what was not working.',
        'Core hours were the main change for us. We shortened them by an hour.',
      ],
      [
        'Tuesday has turned out to be the most popular office day across the pilot.',
        'Good to hear the review started useful conversations.',
      ],
    ),
    post(
      ['Hybrid work', 'Accessibility'],
      'Hybrid work and staff with disability',
      [
        'Staff with disability have told us that hybrid work has made their jobs more accessible, through less travel, less fatigue and more control over their environment.',
        'We want the pilot’s findings to reflect their experience. Please share feedback here or privately with the project team.',
      ],
      [
        'Working from home three days a week has reduced my fatigue a lot.',
        'Reasonable adjustments should not depend on whether the pilot continues. Please say that in the report.',
        'Office days need accessible desks and quiet spaces, not only hot desks in an open area.',
      ],
      [
        'The report will state clearly that adjustments are separate from the pilot.',
        'Quiet spaces are in the recommendations.',
      ],
    ),
    post(
      ['Hybrid work', 'Data'],
      'How teams are measuring productivity',
      [
        'The steering committee has asked how the pilot will measure productivity. The kinds of work in the pilot vary a lot, from processing claims to writing policy advice.',
        'How is your team measuring its work?',
      ],
      [
        'Our processing team uses average processing times, which have improved slightly.',
        'Policy work is hard to measure. We track whether briefs meet their deadlines.',
        'Staff self-assessment is useful alongside the numbers, as long as it is not the only measure.',
      ],
      ['Deadlines met is a simple measure for policy teams.', 'The report will use several measures rather than one.'],
    ),
    post(
      ['Hybrid work', 'Evaluation'],
      'Final pilot report and next steps',
      [
        'The final report of the hybrid work pilot is in the folder. It recommends team charters across the four agencies and investment in meeting rooms that work for hybrid meetings.',
        'Thank you to all participating teams. This community will now be archived for reference.',
      ],
      [
        'Thank you for running the pilot. We will keep using our charter.',
        'Will the charter template be shared with teams outside the pilot?',
        'The findings on new starters are the most useful for us.',
      ],
      ['Yes, the template will be on the staff website.', 'Thanks to every team that took part.'],
    ),
  ],
  // 11 Community Engagement Practitioners
  [
    post(
      ['Consultation', 'Accessibility'],
      'Engaging people who do not speak English at home',
      [
        'Our consultation on a new transport plan had very few responses from residents who speak languages other than English at home, although they are a third of the area.',
        'What has worked for others?',
      ],
      [
        'Work with community leaders and multicultural organisations. They know how to reach people.',
        'Translate a short summary, not the whole document, and offer in-language sessions.',
        'Go to where people already are, such as places of worship and community events.',
      ],
      [
        'A translated summary is more realistic than the full plan.',
        'Community leaders will be our first call next time.',
      ],
    ),
    post(
      ['Consultation', 'Data'],
      'Online engagement sites: worth the cost?',
      [
        'Our agency is considering an online engagement platform. The licence is expensive and we are not sure it will reach more people.',
        'What has your experience been?',
      ],
      [
        'The platform helped us manage submissions, but it did not reach new people on its own.',
        'Combine it with face-to-face sessions. Online alone misses many people.',
        'Check the platform meets accessibility standards before you buy.',
      ],
      ['We will look at accessibility carefully.', 'A mix of online and in person is our plan.'],
    ),
    post(
      ['Consultation', 'Wellbeing'],
      'Consulting on sensitive topics',
      [
        'We are consulting on services for people affected by family violence. We want to hear from people with lived experience without causing harm.',
        'How have others approached this?',
      ],
      [
        'Work with specialist services. They can support people to take part safely.',
        'Offer anonymous ways to contribute.',
        'Have support information available at every session.',
      ],
      ['Anonymous options will be part of our plan.', 'Working with specialist services is essential. Thank you.'],
    ),
    post(
      ['Consultation', 'Writing'],
      'Writing an engagement report people read',
      [
        'Our engagement reports are long and detailed, but decision-makers rarely read them.',
        'How do you report what people said in a way that influences the decision?',
      ],
      [
        'Start with the main themes and how many people raised each.',
        'Use quotes. A few well-chosen words from residents are powerful.',
        'Say clearly what the decision-maker needs to consider.',
      ],
      ['Starting with the themes makes sense.', 'Quotes have always been the part decision-makers remember.'],
    ),
    post(
      ['Consultation', 'Regional service'],
      'Engaging young people in consultation',
      [
        'We are consulting on a youth strategy, and the usual methods are not reaching young people.',
        'What has worked for others?',
      ],
      [
        'Work with schools and youth services. Young people come with people they trust.',
        'Short surveys on a phone work better than long documents.',
        'Pay young people for their time on advisory groups.',
      ],
      ['Paying young people is the right thing to do.', 'A phone survey is on our plan.'],
    ),
    post(
      ['Consultation', 'Integrity'],
      'Managing expectations at the start of engagement',
      [
        'At a recent community meeting, residents were angry because they thought they could change a decision that had already been made.',
        'How do you explain what is open for input at the start?',
      ],
      [
        'Be clear about what is decided and what is still open.',
        'Use a simple ladder of influence: inform, consult, involve or work in partnership.',
        'Say how the input will be used and when people will hear back.',
      ],
      ['A ladder of influence is a useful tool.', 'We did not say what was decided. Lesson learned.'],
    ),
  ],
];
