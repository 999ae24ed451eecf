/**
 * Territory law society community posts written for each community (issue 32), by slot (PLANS order;
 * see thread-communities.ts). They follow the threads of communities.ts placed in the same slot.
 */
import { post, type SlotThread } from '../helpers';

export const POSTS: SlotThread[][] = [
  // 0 Family and Children's Law Group
  [
    post(
      ['Parenting', 'Circuit'],
      'Parenting matters when the other parent lives in a remote community',
      [
        'I act for a mother in Darwin whose former partner lives in a community about 600 km away. He has no phone of his own and collects mail from the store when he is in town.',
        'Service has been attempted twice without success. How have others served documents and arranged family dispute resolution in matters like this?',
      ],
      [
        'The community’s council office or the clinic will often know when he will be in. A local process server who works with them is worth the cost.',
        'Ask the court about substituted service early. Magistrates here understand the difficulty.',
        'Family dispute resolution by phone through the regional office has worked for my clients, with an interpreter booked in advance.',
      ],
      [
        'Substituted service is where we are heading. Thank you.',
        'I did not know the regional office ran phone sessions. That helps a lot.',
      ],
    ),
    post(
      ['Child protection', 'Interpreters'],
      'Explaining a protection order application to parents',
      [
        'In child protection matters, many of my clients speak an Aboriginal language first and English as a second or third language. The application and the affidavits are long and technical.',
        'How do you explain what the department is asking for and what the options are, so the parents can give real instructions?',
      ],
      [
        'Book an Aboriginal interpreter for the first conference, not just for court. It takes longer and is worth every minute.',
        'I draw a simple timeline on paper: what happened, what the department says, what happens next. Clients keep it.',
        'Involve a family member the parents trust, with their agreement. They often explain it again later.',
      ],
      [
        'The paper timeline is a great idea. I will try it with my next client.',
        'Yes, the interpreter at the first conference changed everything in my last matter.',
      ],
    ),
    post(
      ['Parenting', 'Ethics'],
      'Consent orders when one party has no lawyer',
      [
        'The other party in my parenting matter has no lawyer and wants to sign consent orders my client proposed. The orders seem fair, but I am uneasy about him signing without advice.',
        'How do others handle this?',
      ],
      [
        'Write to him recommending independent advice and giving him details of the legal aid service and the family law helpline.',
        'Keep the orders simple and in plain language. The registrar will look at them closely.',
        'Do not give him advice, even informally. It creates a conflict.',
      ],
      [
        'I will send a letter with the referral details today.',
        'Good reminder not to be drawn into explaining them to him.',
      ],
    ),
    post(
      ['Child protection', 'Circuit'],
      'Kinship carers and the department’s assessment delays',
      [
        'In two of my matters, grandparents in a community have offered to care for the children, but the department’s kinship assessment has taken more than four months.',
        'Meanwhile the children are in non-Aboriginal foster care in Darwin. Has anyone had success getting these assessments moving?',
      ],
      [
        'Raise the Aboriginal child placement principle in court and ask the magistrate to set a timetable for the assessment.',
        'The Aboriginal community-controlled organisation can sometimes help with the assessment or with support.',
        'Get evidence from the grandparents about the home, family support and the children’s connection to country.',
      ],
      [
        'A timetable from the court is what we need. I will ask at the next mention.',
        'Evidence from the grandparents is being prepared.',
      ],
    ),
    post(
      ['Parenting', 'Wellbeing'],
      'Family violence and parenting applications in the Local Court',
      [
        'Many parenting disputes in the Territory start in the Local Court with a domestic violence order application.',
        'How do you manage the overlap between the DVO and the family law proceedings, especially the conditions about the children?',
      ],
      [
        'Check that the DVO conditions allow for any parenting orders. Otherwise they can conflict.',
        'Tell the Local Court about the family law proceedings. Magistrates can vary conditions accordingly.',
        'Safety first. If in doubt, protect the client and the children and sort out the time arrangements later.',
      ],
      ['Conflicting conditions caught us out once. Good reminder.', 'Agreed, safety comes first.'],
    ),
    post(
      ['Child protection', 'Wellbeing'],
      'Young people leaving care at eighteen',
      [
        'Several of my clients are young people in care who are about to turn eighteen. They are worried about where they will live and how they will manage.',
        'What leaving-care supports have others found in the Territory?',
      ],
      [
        'The department should have a leaving-care plan from fifteen. Ask to see it.',
        'Extended care support up to twenty-one is available in some cases. Push for it.',
        'Connect the young person with their community and family where they want that.',
      ],
      ['I will ask for the plan. My client has never seen one.', 'Extended support is worth pursuing.'],
    ),
    post(
      ['Parenting', 'Costs'],
      'Grants of legal aid for family law in the Territory',
      [
        'It has become harder to get legal aid for parenting matters unless family violence is involved.',
        'How are private practitioners helping clients who fall just outside the guidelines?',
      ],
      [
        'Unbundled services help. Advise on the paperwork and let the client appear.',
        'Some clients qualify for help from the women’s legal service or the Aboriginal legal service.',
        'Offer a fixed fee for the first steps so the client knows the cost.',
      ],
      [
        'Unbundled services are a good option for many clients.',
        'A fixed fee for the first steps is a practical approach.',
      ],
    ),
  ],
  // 1 Criminal Practitioners Group
  [
    post(
      ['Bail', 'Local Court'],
      'Weekend bail hearings in Darwin',
      [
        'Clients arrested on Friday night in Darwin often wait until Monday for a bail hearing. The weekend arrangements seem to depend on who is rostered.',
        'How are other defence practitioners handling weekend bail, and is the group raising it with the court?',
      ],
      [
        'Call the custody sergeant early on Saturday. A bail application by phone is sometimes possible.',
        'The group is collecting examples for a letter to the Chief Judge. Please send yours.',
        'Have accommodation and a surety lined up before you call. It makes the application stronger.',
      ],
      ['I will send two examples from last month.', 'Accommodation first is good advice.'],
    ),
    post(
      ['Sentencing', 'Interpreters'],
      'Pleas in mitigation with an interpreter',
      [
        'In many of my matters the client speaks Kriol or a traditional language. Pleas in mitigation often depend on the client’s personal story.',
        'How do you make sure the court hears the client’s circumstances properly?',
      ],
      [
        'Take instructions with the interpreter well before the hearing, not at the court door.',
        'Letters from family and community elders carry a lot of weight with magistrates.',
        'Ask the court for more time if needed. Most magistrates agree.',
      ],
      ['Letters from elders have helped my clients too.', 'Taking instructions early is the key.'],
    ),
    post(
      ['Sentencing', 'Ethics'],
      'Youth diversion: when police refuse',
      [
        'Police have refused to divert several young clients, even for first offences.',
        'How do others contest these decisions?',
      ],
      [
        'Ask the court to refer the matter for diversion. The court has the power.',
        'Get information about the young person’s circumstances and supports early.',
        'Record each refusal. The group may raise a pattern with the Commissioner.',
      ],
      ['A court referral is our next step.', 'I will keep records for the group.'],
    ),
    post(
      ['Bail', 'Circuit'],
      'Electronic monitoring as a bail condition',
      [
        'Electronic monitoring is being imposed more often, including on clients in remote communities with unreliable phone coverage.',
        'What problems are others seeing?',
      ],
      [
        'Breaches recorded when the device simply lost signal.',
        'Charging the device is difficult in homes without reliable power.',
        'Ask the court to consider the practical conditions before imposing it.',
      ],
      ['False breaches are a real problem.', 'Power supply is something the court should hear about.'],
    ),
    post(
      ['Local Court', 'Wellbeing'],
      'Busy Local Court lists in Alice Springs',
      [
        'The Alice Springs Local Court list has more than eighty matters some mornings. Defence lawyers see clients for minutes.',
        'How do others cope, and are there any changes planned?',
      ],
      [
        'Arrive early and see custody clients first.',
        'The court is trialling a separate list for mentions.',
        'Share the load with colleagues when you can.',
      ],
      ['A separate list for mentions would help.', 'Thank you. It helps to know others feel the same.'],
    ),
  ],
  // 2 Community Legal Services
  [
    post(
      ['Costs', 'Ethics'],
      'Referring clients when the service is at capacity',
      [
        'Our service is closed to new family law matters for the next month. We are turning people away every day.',
        'How do other services handle referrals so clients are not left without help?',
      ],
      [
        'Keep an up-to-date list of private practitioners who offer reduced fees.',
        'Give people written information about the next steps in their matter, even if you cannot act.',
        'Ring the referral service with the client if you can. A warm referral works better.',
      ],
      ['A warm referral takes time but it is worth it.', 'We will update our private practitioner list.'],
    ),
    post(
      ['Interpreters', 'Circuit'],
      'Outreach clinics with the Aboriginal Interpreter Service',
      [
        'We run monthly outreach clinics in four communities. Booking interpreters for the whole day has been difficult.',
        'How do other services plan interpreter bookings for outreach?',
      ],
      [
        'Book months in advance and confirm the week before.',
        'Ask the community which languages will be needed.',
        'Have a back-up phone interpreter arranged.',
      ],
      ['Booking months ahead is what we will do.', 'A phone back-up is a good idea.'],
    ),
    post(
      ['Leases', 'Costs'],
      'Repairs in remote public housing',
      [
        'Many of our clients in remote communities live in public housing with broken hot water systems, leaking roofs or no working stove, sometimes for months.',
        'A few services have taken repair claims to the tribunal with some success. How are others approaching these matters, and what evidence has worked?',
      ],
      [
        'Photos with dates and a simple log of every repair request are the core of the evidence. Help clients keep them.',
        'Group matters from the same community. A pattern across twenty houses is harder to ignore than one.',
        'The tribunal can order repairs and compensation. Clients are often surprised that it applies to them.',
      ],
      [
        'A log kept with the clinic or the council office has worked for one community we visit.',
        'Grouping the matters is our plan for the next circuit.',
      ],
    ),
    post(
      ['Wellbeing', 'Supervision'],
      'Looking after lawyers who hear trauma every day',
      [
        'Our lawyers hear accounts of violence, child removal and loss every day, often alone on circuit. Two have left this year, both citing exhaustion.',
        'What are other community legal services doing to support staff wellbeing in a practical way?',
      ],
      [
        'Monthly supervision that includes how the lawyer is going, not just the files.',
        'An external counsellor the staff can see without telling their manager.',
        'A short team debrief after every circuit. It has become the most valued half-hour of our month.',
      ],
      [
        'The external counsellor is in our budget for next year.',
        'We have started circuit debriefs and the team has noticed the difference.',
      ],
    ),
    post(
      ['Precedents', 'Costs'],
      'A shared precedent bank for community legal services',
      [
        'Several services in the Territory are drafting the same letters and applications: tenancy repair requests, victims of crime applications and fines hardship letters.',
        'Would services be interested in a shared precedent bank? We would need someone to keep it current.',
      ],
      [
        'Yes. We would contribute our tenancy and fines precedents.',
        'Each precedent should carry the date it was last checked and who checked it.',
        'The peak body may be able to host it and fund a few hours a month for upkeep.',
      ],
      ['Dating each precedent is a good safeguard.', 'We will ask the peak body about hosting it.'],
    ),
  ],
  // 3 Supreme Court Advocates
  [
    post(
      ['Local Court', 'Sentencing'],
      'Appeals from the Local Court: the mistakes that sink them',
      [
        'Over the last year I have watched several appeals from the Local Court dismissed without the merits being reached: notices filed a day late, grounds that did not identify a mistake by the magistrate, and no transcript before the court.',
        'For those who run these appeals regularly, what do you check before filing?',
      ],
      [
        'Diary the time limit the day the decision is given. Extensions are possible but never certain.',
        'Each ground should name the mistake: the magistrate failed to consider, or gave weight to, something specific. "The sentence is manifestly excessive" needs more work in the outline.',
        'Order the transcript and the magistrate’s reasons straight away. In regional matters it can take weeks.',
      ],
      [
        'Diarying it on the day is simple and would have saved one of my clients.',
        'Ordering the transcript early is the lesson I keep relearning.',
      ],
    ),
    post(
      ['Precedents', 'Ethics'],
      'Shorter written submissions: what judges are asking for',
      [
        'Two judges have recently asked counsel to keep written submissions in civil trials to twenty pages, with a one-page summary at the front.',
        'How are advocates restructuring their submissions, and what have you cut?',
      ],
      [
        'Start with the orders sought and the three or four issues that decide the case. The rest follows.',
        'Take long passages of evidence into a schedule with transcript references. The body then reads as argument.',
        'Headings that state the proposition, not the topic, help the judge find their way later.',
      ],
      [
        'Headings as propositions is a good discipline. I will try it in my next outline.',
        'A schedule of evidence is what I needed to get under the limit.',
      ],
    ),
    post(
      ['Interpreters', 'Ethics'],
      'Aboriginal witnesses and cross-examination',
      [
        'In a recent criminal trial in Alice Springs, two Aboriginal witnesses agreed with almost every leading question put in cross-examination, including propositions that contradicted their evidence in chief.',
        'How are advocates preparing the court and their own questions to avoid gratuitous concurrence?',
      ],
      [
        'Ask for a ground rules hearing before the trial and put the issue to the judge with the relevant research.',
        'Use short, open questions in your own examination and object to compound leading questions.',
        'Book an interpreter even if the witness seems comfortable in English. Comprehension of legal questions is different from conversation.',
      ],
      [
        'A ground rules hearing is what I will seek next time.',
        'The point about conversational English is important. Thank you.',
      ],
    ),
    post(
      ['Costs', 'Ethics'],
      'Explaining adverse costs risk before a civil trial',
      [
        'A client in a building dispute is keen to go to trial on principle. The amount at stake is modest and the other side has made a reasonable offer.',
        'How do you explain adverse costs risk in a way clients take in?',
      ],
      [
        'Put it in a table: outcome, what they recover, what they pay their lawyers and what they might pay the other side.',
        'Explain the difference between party-party and solicitor-client costs. Most clients think a win means no cost.',
        'Revisit the advice at each stage. It changes once evidence is served.',
      ],
      [
        'The table has helped my clients too. Numbers on a page are hard to argue with.',
        'Good point about revisiting it after the evidence.',
      ],
    ),
    post(
      ['Wellbeing', 'Sentencing'],
      'Junior counsel in a six-week murder trial',
      [
        'I have been briefed as junior counsel in a murder trial listed for six weeks in Darwin. It is by far the longest trial I have done.',
        'How do experienced advocates organise themselves, and look after themselves, over a trial that long?',
      ],
      [
        'Build a running chronology and witness index now and keep it updated every night. It becomes the brief.',
        'Protect Sunday. You will be more useful on Monday if you stop for a day.',
        'Talk to someone after the distressing evidence. Senior counsel will expect it, and the Society’s counselling is confidential.',
      ],
      [
        'The chronology is underway and I will keep it up nightly.',
        'Thank you for the reminder about Sundays. I will need it.',
      ],
    ),
    post(
      ['E-filing', 'Precedents'],
      'Electronic court books for Supreme Court trials',
      [
        'The Supreme Court’s new practice direction requires electronic court books for most civil trials. My first one is due in three weeks.',
        'Any tips from those who have prepared one?',
      ],
      [
        'Agree the index with the other side early. Arguments about tabs take longer than the book.',
        'Paginate the whole book consistently and use the same page numbers in your outline.',
        'Load it on the court’s system a week before the trial. Problems always appear on the first try.',
      ],
      ['Agreeing the index early is on my list for tomorrow.', 'A test upload a week before is good advice.'],
    ),
    post(
      ['Supervision', 'Ethics'],
      'Giving junior counsel real work',
      [
        'As a senior advocate, I want to brief more junior counsel, but clients resist paying for two barristers and juniors often end up only taking notes.',
        'How do others make the junior’s role worthwhile for the junior and for the client?',
      ],
      [
        'Give the junior a witness to examine, chosen in advance. Clients accept it when they see the preparation.',
        'Involve the junior in strategy and settlement discussions. That is where judgement is learned.',
        'Debrief after each day. Ten minutes of feedback teaches more than a week of watching.',
      ],
      [
        'A witness chosen in advance is a good model. I will propose it in my next brief.',
        'The daily debrief is something I used to get as a junior and valued.',
      ],
    ),
  ],
  // 4 Property and Conveyancing Group
  [
    post(
      ['Conveyancing'],
      'Electronic settlements that fail on the day',
      [
        'Three settlements this month were delayed because the other side’s workspace was not ready on the day: missing figures, a lender not signed on, or a document unsigned.',
        'How are other conveyancers reducing last-minute failures?',
      ],
      [
        'We check the workspace two business days before and call the other side if anything is missing.',
        'Tell clients in the engagement letter that a settlement can move a day and why. It lowers the temperature.',
        'Keep a note of the lenders that are slow to sign on. A reminder to them the day before helps.',
      ],
      [
        'The two-day check is now in our settlement checklist.',
        'A line in the engagement letter is a good idea. Clients panic when a date moves.',
      ],
    ),
    post(
      ['Conveyancing', 'Insurance'],
      'Deposit fraud: protecting clients from fake bank details',
      [
        'A client nearly transferred a $65,000 deposit after receiving an email, apparently from our office, with new bank details. She rang to check only because the email had a spelling mistake.',
        'What are other practices doing to protect clients?',
      ],
      [
        'Tell every client at the first meeting, and in writing, that our bank details will never change by email.',
        'Ask clients to confirm details by phone to a number they already have, before any transfer.',
        'Check your insurance. The scheme’s excess for conveyancing claims has gone up because of these frauds.',
      ],
      [
        'We now put the warning on every email footer as well as the engagement letter.',
        'The phone check to a known number is the simplest protection.',
      ],
    ),
    post(
      ['Leases', 'Costs'],
      'Retail leases and late disclosure statements',
      [
        'A small business client signed a retail lease in a Darwin shopping centre, and the landlord’s disclosure statement arrived after she had signed. Outgoings are far higher than she was told.',
        'What are the options for a tenant in this position?',
      ],
      [
        'Check the timing carefully. Late or misleading disclosure can give the tenant a right to terminate within a set period.',
        'Compare the outgoings estimate with what is actually charged. The difference may be recoverable.',
        'Advise clients to get the disclosure statement before they commit. Most problems start there.',
      ],
      [
        'The time limit to terminate is what I need to check first.',
        'Comparing the estimate and the actual charges will be our next step.',
      ],
    ),
    post(
      ['Leases', 'Circuit'],
      'Leasing on Aboriginal land trust land',
      [
        'A client wants to lease a building in a remote community for a small store. The land is held by an Aboriginal land trust.',
        'For those who have done this, what are the steps and how long did it take?',
      ],
      [
        'The land council must be involved from the start. Contact them before any terms are discussed.',
        'Traditional owners must be consulted and give consent. Allow months, not weeks.',
        'Ask whether a township lease applies in that community. It changes who grants the sublease.',
      ],
      [
        'Contacting the land council first is clearly the right start.',
        'I did not know about township leases. I will check for that community.',
      ],
    ),
    post(
      ['Conveyancing', 'Insurance'],
      'Building defects found after settlement',
      [
        'Two purchasers have come back to me after settlement with termite damage and cracking that a building inspection would probably have found.',
        'How do others advise buyers about inspections and the options after settlement?',
      ],
      [
        'Recommend a building and pest inspection before the contract becomes unconditional, and record that you did.',
        'For newer homes, check whether home building protection insurance applies.',
        'Act quickly after settlement. Some claims depend on how soon the defect is reported.',
      ],
      [
        'Recording the advice is something I will be more careful about.',
        'Insurance is worth checking for one of the two homes.',
      ],
    ),
    post(
      ['Leases', 'Local Court'],
      'Commercial lease disputes in the Local Court',
      [
        'Disputes over small commercial leases, such as unpaid rent, make-good and bonds, increasingly end up in the Local Court’s civil list.',
        'How do others keep the costs in proportion to the amount in dispute?',
      ],
      [
        'Propose mediation early. Most of these matters settle once both sides see the costs.',
        'Gather the lease, the condition report and the correspondence before anything else.',
        'Tell the client what the matter is likely to cost in fees compared with what they may recover.',
      ],
      [
        'Mediation first has worked in most of my matters too.',
        'Comparing fees to recovery at the start is honest advice.',
      ],
    ),
  ],
  // 5 New Practitioners
  [
    post(
      ['Supervision', 'CPD'],
      'Finding a supervisor for my restricted practising certificate',
      [
        'I was admitted in February and have taken a role as an in-house lawyer with a Darwin company. There is no other practising lawyer in the team, so I need an external supervisor for my two years of restricted practice.',
        'How did others in a similar position find a supervisor, and what did the arrangement look like in practice?',
      ],
      [
        'The Society keeps a list of practitioners willing to supervise. Call the professional standards team; they will also explain what the rules require.',
        'Agree in writing how often you will meet and how you will raise urgent questions. A monthly meeting plus a phone call when needed worked for me.',
        'Your employer should pay the supervisor’s time. Raise it before you start looking.',
      ],
      [
        'I did not know the Society kept a list. I will call them tomorrow.',
        'Good point about the cost. I will raise it with my manager first.',
      ],
    ),
    post(
      ['Wellbeing', 'Supervision'],
      'The first year is harder than I expected',
      [
        'Six months into practice at a small criminal firm in Alice Springs, I feel behind all the time. The files are heavy, the clients’ lives are hard, and I take it home with me.',
        'I love the work and do not want to leave. How did others get through the first year, and when did it start to feel manageable?',
      ],
      [
        'It got easier for me around the eighteen-month mark, when I stopped having to look everything up. Be patient with yourself.',
        'Tell your principal how you are going. Good principals adjust the load when they know.',
        'The Society’s confidential counselling service is free and the counsellors understand legal work. I used it in my first year.',
      ],
      [
        'Eighteen months is reassuring to hear. Thank you for being honest.',
        'I did not realise the counselling was free. I will book a session.',
      ],
    ),
    post(
      ['CPD', 'Ethics'],
      'Which CPD should I do in my first year?',
      [
        'My first CPD year started on 1 April and I need ten units, including the compulsory ones. There is a lot on offer and not much money.',
        'Which sessions did others find most useful early on?',
      ],
      [
        'The Society’s new practitioners’ program covers ethics, practice management and advocacy in one go. It is good value.',
        'Pick one area of law and go deep. A couple of seminars in your main area teach you more than a scatter of topics.',
        'Attend the criminal or family law section meetings. They count, and you meet the people you will be against in court.',
      ],
      [
        'The new practitioners’ program looks like the best start.',
        'Section meetings are a good idea. I have been too shy to go.',
      ],
    ),
    post(
      ['Local Court', 'Ethics'],
      'What do I call the magistrate, and other questions I am embarrassed to ask',
      [
        'I have my first Local Court appearance in Darwin next week, a plea for a traffic matter. My supervisor is on leave and I do not want to get the basics wrong.',
        'How do I address the bench, where do I sit, and what do I do when my matter is called?',
      ],
      [
        'Address the magistrate as "Your Honour". Sit at the bar table when your matter is called and stand when you speak.',
        'Tell the court officer you are there and for whom before the list starts. They will tell you roughly when you will be reached.',
        'Have the traffic record and any references ready to hand up. Magistrates appreciate a short, organised plea.',
      ],
      ['Talking to the court officer first is a great tip. Thank you.', 'I will keep the plea short and organised.'],
    ),
    post(
      ['Circuit', 'Interpreters'],
      'Preparing for my first bush court circuit',
      [
        'Next month I go on my first bush court circuit with the Aboriginal legal service: five communities in eight days.',
        'What should I pack, and what do experienced practitioners wish they had known on their first circuit?',
      ],
      [
        'Pack light but bring a hat, water, insect repellent and a charger for the car. Accommodation can be basic.',
        'Read every file before you leave Darwin. There is very little time once the court sits.',
        'Listen more than you speak when you arrive in a community, and follow the lead of the Aboriginal staff.',
      ],
      [
        'Reading the files before I leave is the part I was worried about. I will start this week.',
        'Thank you. I will follow the lead of the local staff.',
      ],
    ),
    post(
      ['Ethics', 'Supervision'],
      'A client asked me to leave something out of an affidavit',
      [
        'A client in a family matter asked me to leave out of her affidavit something she told me in a conference, because it does not help her case. It is relevant to the children.',
        'I said I would think about it. How do I handle this without losing her trust?',
      ],
      [
        'You cannot file an affidavit you know to be misleading. Explain your duty to the court plainly and early.',
        'Often the client can choose not to make a particular statement, but cannot make a misleading one. Talk through the difference with her.',
        'Speak to your supervisor before the next conference and record your advice on the file.',
      ],
      [
        'The difference between leaving something out and misleading is helpful. I will explain it to her that way.',
        'I spoke to my supervisor this morning and will record the advice.',
      ],
    ),
  ],
  // 6 CPD and Legal Research
  [
    post(
      ['CPD', 'Circuit'],
      'Recorded seminars for practitioners on circuit',
      [
        'Practitioners who spend weeks on circuit often miss the live CPD seminars in Darwin and Alice Springs.',
        'The CPD committee is considering recording every Society seminar and making them available for the whole CPD year. Would members use them, and what topics should come first?',
      ],
      [
        'Yes, please. I would watch them on the plane to Katherine and back.',
        'Start with ethics and practice management. Everyone needs those units.',
        'Short recordings of thirty minutes are easier to fit in than a two-hour session.',
      ],
      [
        'Thank you. The committee will start with the compulsory topics.',
        'Shorter recordings are a good suggestion. We will look at splitting the longer seminars.',
      ],
    ),
    post(
      ['Precedents', 'Local Court'],
      'Finding unreported Territory decisions',
      [
        'Many useful Local Court and Supreme Court decisions in the Territory are unreported, and the online databases do not always have them.',
        'Where do others look when they know a decision exists but cannot find it?',
      ],
      [
        'The Supreme Court library will search for you and is very helpful. Give them the parties and the year.',
        'Ask in this group. Someone usually has a copy on a file.',
        'The court’s published judgments page has more than the commercial databases for recent years.',
      ],
      [
        'The library found the decision I needed within a day. Thank you.',
        'I did not know the court’s page was more complete. Good tip.',
      ],
    ),
    post(
      ['CPD', 'Ethics'],
      'Ethics CPD that is not a lecture',
      [
        'Most ethics CPD I have attended is a lecture on the conduct rules. I retain very little of it.',
        'The committee is planning a format built around case studies, discussed in small groups. Has anyone attended something similar elsewhere?',
      ],
      [
        'I did a session interstate with real dilemmas from practice, discussed in groups of five. It was the best ethics CPD I have done.',
        'Use Territory examples: conflicts in small towns, interpreters, circuit practice. They are what we actually face.',
        'Keep a short presentation at the end that explains the rules behind each case.',
      ],
      [
        'Territory examples will be the basis of the case studies.',
        'A short summary of the rules at the end is a good way to close.',
      ],
    ),
    post(
      ['Precedents', 'Costs'],
      'Legal research subscriptions for small firms',
      [
        'The commercial research services are expensive for a two-lawyer firm. We mostly need Territory legislation, case law and the occasional textbook.',
        'What do other small firms use?',
      ],
      [
        'The Supreme Court library gives members access to the main databases on its computers and will do searches on request.',
        'Free sources cover legislation and most recent judgments. We only subscribe to one practice service.',
        'A few small firms in our building share a textbook collection. It saves a lot.',
      ],
      ['A shared textbook collection is a clever idea.', 'I will look at the library’s remote access options.'],
    ),
    post(
      ['CPD'],
      'Selected for a CPD audit: what do I need?',
      [
        'I have received a letter saying I have been selected for a CPD audit for last year. I did my units but my records are scattered across emails.',
        'What did others provide, and how strict is the audit?',
      ],
      [
        'A simple log with the date, activity, provider and units, plus certificates where you have them.',
        'For self-directed learning such as reading, a short note of what you read and what you learned is enough.',
        'The audit is about records, not catching people out. Answer promptly and ask if you are unsure.',
      ],
      ['I will put together a log this weekend.', 'That is reassuring. Thank you.'],
    ),
    post(
      ['Precedents', 'CPD'],
      'Keeping up with amendments to Territory legislation',
      [
        'Several Territory acts I use often have been amended this year, and I only found out when the other side raised it.',
        'How do others keep up with legislative changes?',
      ],
      [
        'Subscribe to the legislation register’s update emails for the acts you use most.',
        'The Society’s weekly bulletin lists new acts and commencements.',
        'Check the version in force on the day of the events, not just today’s version.',
      ],
      [
        'I had not set up the update emails. Done now.',
        'The point about the version in force is important in criminal matters.',
      ],
    ),
  ],
  // 7 Remote Communities Practice
  [
    post(
      ['Circuit', 'Interpreters'],
      'Working alongside community elders',
      [
        'On circuit, elders sometimes come to court with clients and want to speak to the magistrate about the person and about what the community is doing to help.',
        'How do practitioners make room for this in a respectful way, within the court’s processes?',
      ],
      [
        'Ask the elder before court whether they want to speak, and tell the magistrate early in the list.',
        'Many magistrates welcome elders’ views at sentencing. A short statement or letter works well.',
        'Make sure an interpreter is available if the elder prefers to speak in language.',
      ],
      [
        'Telling the magistrate early is important. The lists move fast.',
        'Yes, the interpreter point is easy to forget.',
      ],
    ),
    post(
      ['Circuit', 'Wellbeing'],
      'When the plane cannot land: weather and circuit plans',
      [
        'In the wet season, flights to communities are often cancelled at short notice, and court days are lost. Clients wait months for their matters.',
        'How are other practitioners and services planning around the wet?',
      ],
      [
        'We take instructions by phone before the circuit, so at least adjournments can be agreed if the court cannot sit.',
        'Some matters can be dealt with by video from the regional centre. Ask the court.',
        'Build in a spare day. It is rarely wasted.',
      ],
      [
        'Taking instructions by phone in advance is a good habit.',
        'Video from the regional centre saved us one circuit last year.',
      ],
    ),
    post(
      ['Circuit', 'Ethics'],
      'Confidential instructions when there is no private room',
      [
        'In some communities, the only place to see clients is a veranda or a car. Family members often gather around.',
        'How do practitioners take confidential instructions in these conditions?',
      ],
      [
        'Ask the clinic or the council office for a room in advance. They often help.',
        'Explain confidentiality to the client and ask whether they want family present. Some do.',
        'Walk a short distance away with the client if needed. Privacy matters more than comfort.',
      ],
      ['The clinic has helped us before. I will ask again.', 'Asking the client what they want is the right approach.'],
    ),
    post(
      ['Circuit', 'Costs'],
      'Funding remote outreach for civil matters',
      [
        'Most remote work is criminal, funded through legal aid. Civil matters, such as tenancy, debts and wills, get much less attention.',
        'Has any service found funding for civil outreach to communities?',
      ],
      [
        'Some grants from the public purpose trust have supported civil outreach. Applications open once a year.',
        'Partner with the community legal centres. They have the expertise, and you bring the circuit logistics.',
        'Wills days in communities have been funded through the public trustee in the past.',
      ],
      ['A partnership with the legal centres makes sense.', 'I will look at the public purpose trust round.'],
    ),
    post(
      ['Circuit', 'Local Court'],
      'Court in a community hall',
      [
        'In several communities, the Local Court sits in the community hall or the council office. Sometimes there is no air conditioning and no separate room for victims.',
        'How do practitioners raise concerns about facilities, and what helps on the day?',
      ],
      [
        'Raise facilities with the court’s regional registrar. The court does listen.',
        'Bring a folding chair and water. It sounds minor, but the days are long.',
        'Ask the police prosecutor about arrangements for victims. They often have the same concerns.',
      ],
      [
        'I will write to the registrar about two communities.',
        'Good point about working with the prosecutor on victims.',
      ],
    ),
    post(
      ['Circuit', 'Interpreters'],
      'Booking interpreters for a whole circuit',
      [
        'Interpreters for some languages are very hard to book for a full circuit, and we often rely on phone interpreters with poor lines.',
        'How are other practitioners getting interpreters to travel with the circuit?',
      ],
      [
        'Book with the interpreter service at the same time as the court lists are published.',
        'Share interpreters between defence and the court where appropriate, with care about conflicts.',
        'Record each time an interpreter was unavailable. It supports funding requests.',
      ],
      ['Booking when the lists come out is the key.', 'Recording the gaps is a good idea for advocacy.'],
    ),
  ],
  // 8 Council Working Group
  [
    post(
      ['Ethics', 'CPD'],
      'Papers for the March council meeting',
      [
        'The papers for the March council meeting are in the folder. The main items are the budget, the review of the CPD rules and the response to the Attorney-General on bail laws.',
        'Please post questions by Friday so the executive officer can prepare answers.',
      ],
      [
        'The bail response is strong. I would add data on remand numbers.',
        'Could the CPD review include a specific option for practitioners on circuit?',
        'The papers are well organised. Thank you to the executive officer.',
      ],
      ['Remand data will be added to the bail response.', 'A circuit option is now in the CPD paper.'],
    ),
    post(
      ['Costs'],
      'Draft budget and practising certificate fees',
      [
        'The draft budget proposes a small increase in practising certificate fees, the first in three years, to fund the wellbeing program and the new member website.',
        'Councillors are asked to consider whether the increase should apply to restricted certificates.',
      ],
      [
        'New practitioners should not pay more. I suggest exempting restricted certificates.',
        'The increase is modest and justified by the programs.',
        'Can we show members what the fees pay for? It helps acceptance.',
      ],
      [
        'The budget will be revised to exempt restricted certificates.',
        'A one-page summary for members will be prepared.',
      ],
    ),
    post(
      ['CPD', 'Circuit'],
      'Review of the CPD rules',
      [
        'The CPD committee recommends changes: allowing more recorded seminars, recognising structured peer discussion groups and clarifying the rules for practitioners who work part-time.',
        'The draft rules are in the folder for councillors’ comments.',
      ],
      [
        'Recognising peer groups will help regional practitioners a lot.',
        'The part-time rules should be simple. The current ones confuse everyone.',
        'Can the committee consult the sections before the rules are finalised?',
      ],
      [
        'The committee will consult the sections this month.',
        'The part-time rules will be redrafted in plain language.',
      ],
    ),
    post(
      ['Trust accounts', 'Supervision'],
      'Trust account inspections: support for small practices',
      [
        'The trust account inspector reports that most breaches in the last year were in sole and small practices, mostly late reconciliations.',
        'The inspector proposes a short course and a reconciliation checklist. Councillors are asked to support the proposal.',
      ],
      [
        'A practical course is better than more enforcement. I support it.',
        'The checklist should be available online.',
        'Could the course count towards CPD units?',
      ],
      ['The course will count for CPD and the checklist will be online.', 'Thank you for the support.'],
    ),
    post(
      ['Insurance', 'Costs'],
      'Professional indemnity insurance renewal',
      [
        'The professional indemnity scheme renews on 1 July. The insurer has offered renewal with no change to the premium but a higher excess for conveyancing claims.',
        'The insurance committee recommends acceptance. Councillors are asked to approve.',
      ],
      [
        'The higher conveyancing excess reflects the fraud claims. It is reasonable.',
        'Members who do conveyancing need to be told clearly and early.',
        'I approve the recommendation.',
      ],
      [
        'A notice to conveyancing practitioners will go out next week.',
        'The recommendation will go to the council for a formal resolution.',
      ],
    ),
    post(
      ['Wellbeing'],
      'Wellbeing program: results of the first year',
      [
        'In its first year, the Society’s wellbeing program provided counselling to 48 practitioners and ran six seminars. Feedback has been very positive.',
        'The program is funded for one more year. The committee asks the council to consider ongoing funding.',
      ],
      [
        'Forty-eight practitioners is a significant number for a profession our size.',
        'I support ongoing funding. The need is clear.',
        'Could the program include support after difficult trials and circuits?',
      ],
      ['Post-trial support is being added.', 'Ongoing funding will be in the budget paper.'],
    ),
    post(
      ['E-filing', 'Local Court'],
      'Electronic filing: Society’s submission to the courts',
      [
        'Following the pilot, the courts are consulting on making electronic filing mandatory in the Local Court.',
        'The draft Society submission supports the change but asks for an exemption for practitioners in remote areas and a longer transition period.',
      ],
      [
        'The remote exemption is essential given the internet problems on circuit.',
        'A twelve-month transition is reasonable.',
        'The submission should mention the cost of scanning for small practices.',
      ],
      ['The cost of scanning has been added.', 'The submission will be finalised this week.'],
    ),
    post(
      ['Ethics'],
      'Annual general meeting arrangements',
      [
        'The annual general meeting will be held in Darwin with a video link to Alice Springs and Katherine. The notice of meeting goes out next week.',
        'Councillors are asked to confirm who will attend in each location.',
      ],
      [
        'I will attend in Alice Springs.',
        'Can members vote from the video link locations?',
        'I will attend in Darwin.',
      ],
      ['Yes, members can vote from all three locations.', 'Thank you. Attendance has been noted.'],
    ),
  ],
  // 9 Sole Practitioners and Small Firms
  [
    post(
      ['Costs', 'Precedents'],
      'Setting fixed fees for wills and simple conveyances',
      [
        'I want to offer fixed fees for wills and simple residential conveyances, but I am worried about matters that turn out to be more complex.',
        'How do other small firms price fixed-fee work?',
      ],
      [
        'Track your time on a dozen matters first. Then you know what a typical matter really costs.',
        'Be clear in the costs agreement about what is included and what is charged extra.',
        'Review the fees every year. Costs rise and it is easy to fall behind.',
      ],
      [
        'Tracking time first is sensible. I will start now.',
        'A clear list of exclusions will go in the costs agreement.',
      ],
    ),
    post(
      ['Wellbeing', 'Insurance'],
      'Taking a holiday as a sole practitioner',
      [
        'I have not taken more than three days off in two years. I want a proper break, but I worry about deadlines and clients while I am away.',
        'How do other sole practitioners arrange cover?',
      ],
      [
        'Another sole practitioner and I have an arrangement: we cover each other’s urgent matters.',
        'Check your insurance covers the locum arrangement.',
        'Tell clients well ahead and set a clear out-of-office message with the contact for urgent matters.',
      ],
      ['An arrangement like that would suit me well.', 'I will check the insurance this week.'],
    ),
    post(
      ['Trust accounts', 'Supervision'],
      'Trust account mistakes I made in my first year of practice on my own',
      [
        'After my first trust account inspection, I had three findings: late reconciliations, a receipt banked late and an incorrect ledger entry.',
        'I am sharing them so others can avoid them. What else should sole practitioners watch for?',
      ],
      [
        'Thank you for sharing. Late reconciliations are the most common finding.',
        'Set a fixed day each month for reconciliation and treat it like a court date.',
        'Use software that flags unbanked receipts.',
      ],
      ['A fixed day is what I do now.', 'The software has made a big difference.'],
    ),
  ],
  // 10 E-filing Pilot 2024
  [
    post(
      ['E-filing', 'Local Court'],
      'Welcome to the e-filing pilot',
      [
        'The e-filing pilot starts in the Local Court in Darwin and Alice Springs on 1 March, for civil matters only. Participating practices can file documents and pay fees online.',
        'This community is for questions and feedback during the pilot. The user guide is in the folder.',
      ],
      [
        'Looking forward to not queuing at the registry.',
        'Will criminal matters be included later?',
        'The user guide is clear. Thank you.',
      ],
      ['Criminal matters are planned for the second stage.', 'Glad the guide is helpful.'],
    ),
    post(
      ['E-filing'],
      'Registering your practice and users',
      [
        'Each practice must register and nominate an administrator, who then adds users.',
        'Several practices have asked how to add a secretary who files documents but does not sign them.',
      ],
      [
        'Is the administrator responsible for removing users who leave?',
        'Adding our secretary worked after we chose the filing-only role.',
        'Registration took ten minutes.',
      ],
      [
        'Yes, the administrator removes users. Please do it promptly.',
        'The filing-only role is described on page 4 of the guide.',
      ],
    ),
    post(
      ['E-filing', 'Precedents'],
      'File formats and size limits',
      [
        'Documents must be filed as searchable PDFs, with a limit of 10 MB per file. Several filings have been rejected because scanned documents were not searchable.',
        'Please check your scanner settings before filing.',
      ],
      [
        'Our scanner has a searchable PDF option. It was just not turned on.',
        'Large affidavits with photos exceed 10 MB. Can they be split?',
        'A checklist before filing would help.',
      ],
      ['Yes, split large documents and number the parts.', 'A short pre-filing checklist is now in the folder.'],
    ),
    post(
      ['E-filing', 'Costs'],
      'Paying filing fees online',
      [
        'During the pilot, filing fees are paid by card at the time of filing. Several practices have asked for an account option.',
        'The courts are considering monthly accounts for the next stage.',
      ],
      [
        'A monthly account would save our staff time.',
        'Card payments have worked well for us.',
        'Will fee waivers be processed online?',
      ],
      [
        'Fee waiver applications can be filed online with the document.',
        'Monthly accounts are planned for the second stage.',
      ],
    ),
    post(
      ['E-filing', 'Circuit'],
      'Filing from remote locations',
      [
        'Practitioners on circuit have asked whether they can file from remote communities, where internet access is limited.',
        'Filing works over the phone network, but large documents may fail. Please share your experience.',
      ],
      [
        'I filed a short application from Katherine without problems.',
        'A large affidavit failed twice from a community. I filed it when I got back to Darwin.',
        'Could the court accept a late filing when connection problems are documented?',
      ],
      [
        'The court will consider late filings where problems are documented.',
        'Thank you for the feedback. It will be in the evaluation.',
      ],
    ),
    post(
      ['E-filing', 'Local Court'],
      'Mid-pilot feedback',
      [
        'Thank you to the 23 practices taking part. Mid-pilot feedback shows that filing is faster and registry queues are shorter.',
        'The main problems are rejected scans and slow confirmation emails. Both are being fixed.',
      ],
      [
        'Confirmation emails sometimes arrive the next day. That makes us nervous near deadlines.',
        'Overall a big improvement.',
        'The registry staff have been very helpful with questions.',
      ],
      ['The email delay has been fixed in the latest update.', 'Thank you. The registry team appreciates it.'],
    ),
    post(
      ['E-filing'],
      'Final evaluation and next steps',
      [
        'The evaluation of the e-filing pilot is in the folder. It recommends extending e-filing to all civil matters in the Local Court and then to criminal matters.',
        'Thank you to every practice that took part. This community will now be archived for reference.',
      ],
      ['Thank you for a well-run pilot.', 'We will keep using e-filing.', 'Will the user guide stay available?'],
      ['The guide stays in the folder and on the court website.', 'Thanks to all the practices that took part.'],
    ),
  ],
  // 11 Wills and Estates Group
  [
    post(
      ['Wills', 'Interpreters'],
      'Wills for Aboriginal clients and cultural obligations',
      [
        'I am taking will instructions from an Aboriginal client in Katherine who wants to make sure his family and community obligations are respected after his death, including funeral arrangements.',
        'How do others approach these wills, and do you include directions about funerals?',
      ],
      [
        'Ask who the client wants to make decisions about the funeral and write it down clearly. Disputes about funerals are common.',
        'Use an interpreter if English is a second language, even if the client seems fluent.',
        'Explain what happens without a will. Intestacy rules may not reflect the client’s family structure.',
      ],
      [
        'Writing down who decides about the funeral is important. Thank you.',
        'Explaining intestacy helped my client see why the will matters.',
      ],
    ),
    post(
      ['Probate', 'Costs'],
      'Small estates without a grant',
      [
        'Many of my clients’ estates are small: a bank account, a car and some personal items.',
        'When do you advise that a grant of probate is not needed, and how do you deal with banks?',
      ],
      [
        'Banks release small balances without a grant. Check each bank’s threshold.',
        'The public trustee can help with small estates.',
        'Keep the costs proportionate. Families resent fees that eat the estate.',
      ],
      ['The bank thresholds vary a lot. Good tip.', 'Proportionate costs are important. Thank you.'],
    ),
    post(
      ['Wills', 'Probate'],
      'Informal wills: when the court will accept them',
      [
        'A family has brought me a handwritten note and a video recording they say are their father’s last wishes.',
        'What do courts look for when deciding whether an informal document is a will?',
      ],
      [
        'Evidence that the deceased intended the document to be his will.',
        'Gather evidence early from the people who were there.',
        'Consider the cost of the application against the size of the estate.',
      ],
      ['Gathering evidence early is important.', 'The estate is small, so we will consider costs carefully.'],
    ),
    post(
      ['Probate', 'Ethics'],
      'Executors who do not get along',
      [
        'Two siblings are joint executors of their mother’s estate and cannot agree on anything.',
        'How do others handle this?',
      ],
      [
        'Explain their duties as executors in writing. They must act together.',
        'Mediation can help before the estate costs rise.',
        'In extreme cases, the court can remove an executor.',
      ],
      ['Mediation is the next step.', 'A letter explaining their duties is going out this week.'],
    ),
    post(
      ['Wills', 'Ethics'],
      'Enduring powers of attorney and capacity',
      [
        'I have a client with early dementia who wants to make an enduring power of attorney.',
        'How do others assess capacity?',
      ],
      [
        'See the client alone and ask open questions about what the document does.',
        'Ask the GP for a capacity assessment if you have doubts.',
        'Record your observations on the file.',
      ],
      ['Seeing the client alone is essential.', 'I will ask the GP for an assessment.'],
    ),
  ],
];
