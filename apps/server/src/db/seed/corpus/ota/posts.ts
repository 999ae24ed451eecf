/**
 * Occupational therapy community posts written for each community (issue 32), by slot (PLANS order;
 * see thread-communities.ts). They follow the threads of communities.ts placed in the same slot.
 */
import { post, type SlotThread } from '../helpers';

export const POSTS: SlotThread[][] = [
  // 0 Paediatric OT Network
  [
    post(
      ['Assessment'],
      'Handwriting referrals in Year 2: assess or wait?',
      [
        'Term 3 always brings a wave of handwriting referrals from Year 2 teachers. Some of these children are clearly struggling with letter formation and pencil control; others are simply a little behind their classmates and catch up by Year 3.',
        'Do you assess every referral, or do you run a classroom programme first and see who still needs an individual assessment after a term?',
      ],
      [
        'We run a six-week small-group programme first. About half the children no longer need an assessment at the end of it.',
        'I still do a brief screen of posture, grip and visual-motor skills so I do not miss a child with a coordination difficulty.',
        'Ask for a work sample from the start and the end of the term. It shows the teacher the change better than any score.',
      ],
      [
        'The small-group programme first is what we do too, and teachers like seeing it in their room.',
        'Agree about the screen. The children with DCD are the ones who slip through when we wait.',
      ],
    ),
    post(
      ['Sensory processing'],
      'Toileting plans for a six-year-old who avoids the school toilets',
      [
        'A Year 1 student on my caseload holds on all day rather than use the school toilets. At home she is fully toilet trained. Her parents think it is the noise of the hand dryers and the flushing.',
        'Has anyone had success with a graded plan at school? I am wondering how to involve the school without making her feel singled out.',
      ],
      [
        'We arranged access to the quieter staff toilet for a few weeks and then moved back to the student toilets at a time when they were empty.',
        'Ear defenders kept in her bag helped one of my clients. She chose when to use them.',
        'Check how much she is drinking at school. Children who hold on often drink very little, which makes everything harder.',
      ],
      [
        'The quieter toilet as a first step is a good idea. I will ask the principal about it.',
        'Yes, her water bottle comes home full most days. I will add that to the plan.',
      ],
    ),
    post(
      ['School readiness', 'Assessment'],
      'Scissor skills at kindergarten: what is typical at four?',
      [
        'A kindergarten teacher asked me for a simple guide on what scissor skills to expect at four and at five, because parents keep asking her whether their child is behind.',
        'Before I write something, I would love to know what others give to early childhood services. I want it to reassure rather than create a list of things to worry about.',
      ],
      [
        'I describe a progression, from snipping to cutting along a straight line to cutting simple shapes, instead of ages. It takes the pressure off.',
        'Add a short section on the right scissors and how to hold the paper. Most problems I see are equipment, not skill.',
        'Include a few play ideas, like cutting playdough or straws. Teachers use those straight away.',
      ],
      [
        'A progression instead of ages is a lovely way to put it.',
        'I see the same with left-handed children using right-handed scissors. Easy fix.',
      ],
    ),
    post(
      ['Assistive technology', 'NDIS'],
      'Seating for a toddler with low tone at mealtimes',
      [
        'I am working with a two-year-old with low muscle tone who slumps in a standard high chair and tires quickly during meals. The family would like something that fits at the family table rather than a large specialised chair.',
        'What have you trialled? I would also like to hear how you involve the family in choosing.',
      ],
      [
        'A high chair with an adjustable footplate and a small lateral insert made a big difference for one of my families. Feet supported is half the battle.',
        'We borrow chairs from the equipment library for a two-week trial at home. Families know quickly what works at their table.',
        'Film a meal before and after the change. It helps with the funding request and shows the family the difference.',
      ],
      [
        'Feet supported, yes. The footplate on their chair does not adjust at all.',
        'The equipment library is a great idea. I did not know ours lends paediatric seating.',
      ],
    ),
    post(
      ['Sensory processing', 'School readiness'],
      'Transition to school for children on the autism spectrum',
      [
        'I have four children starting school next year who are on the autism spectrum. Each family has a different worry: the noise of the playground, eating lunch, the uniform, or the long day.',
        'Last year I started making short photo books of the new school with each family. This year I would like to do more with the schools themselves before term starts.',
        'What does your transition planning look like, and when do you start?',
      ],
      [
        'We start in Term 3 of the year before, with two or three visits to the empty classroom and then one during a normal lesson.',
        'A one-page profile written with the family, with what helps and what to avoid, is the thing teachers tell me they use most.',
        'Practise the uniform over the holidays. Shoes and collars have caused more first-week meltdowns than anything else in my experience.',
      ],
      [
        'The one-page profile is a great idea. Teachers will not read a full report in the first week.',
        'The uniform point is so true. One of my families is already starting with the school shoes.',
      ],
    ),
  ],
  // 1 Mental Health Practitioners
  [
    post(
      ['Assessment', 'Wellbeing'],
      'Occupational assessment on an acute inpatient unit',
      [
        'I have just started on an acute mental health ward where the average stay is nine days. The team expects a functional assessment before discharge, but patients are often too unwell for a full assessment in the first week.',
        'What do you do in that short window? I want to give the team something useful for discharge planning, not a report that arrives after the person has gone home.',
      ],
      [
        'I use a short interview about routines and roles in the first few days and a kitchen or community task closer to discharge.',
        'Observation on the ward tells you a lot: how the person manages their day, meals and self-care. I write it up daily in the notes.',
        'Make sure the community team gets your findings. That is where the recommendations are actually used.',
      ],
      [
        'Daily notes from observation is a good habit. It builds the picture even if the person leaves early.',
        'Yes, I have started sending a one-page summary to the community case manager.',
      ],
    ),
    post(
      ['Wellbeing'],
      'Supporting a return to study after a first episode of psychosis',
      [
        'A young man I work with in an early psychosis service wants to go back to his TAFE course next semester. He is doing well but still finds it hard to concentrate for more than half an hour.',
        'I am planning a graded return with the disability adviser at TAFE. What adjustments have worked for others, and how did you prepare the person for the first weeks?',
      ],
      [
        'Start with one subject, not a full load. Success in one unit does more for confidence than struggling in four.',
        'Practise the trip to campus and a study session in the library before term starts.',
        'Registering with the disability service early matters: extensions and a quiet room for exams take weeks to arrange.',
      ],
      [
        'One subject is what he suggested himself, so I will support that.',
        'Good point about registering early. I will book the meeting this month.',
      ],
    ),
    post(
      ['Ethics', 'Wellbeing'],
      'Home visits alone in community mental health',
      [
        'Our team is reviewing its home visit policy after a difficult visit last month. Nobody was hurt, but the therapist felt unsafe and left early.',
        'We currently do most first visits in pairs and later visits alone. I would be interested to hear how other services manage risk without making every visit a two-person visit.',
      ],
      [
        'We check in by phone before and after every solo visit, and the team leader knows the address and expected finish time.',
        'A risk screen at referral helps decide who needs a paired visit. It is not perfect but it makes the decision open and recorded.',
        'Debrief after a visit like that, even if nothing happened. The therapist needs to feel the team has their back.',
      ],
      [
        'We have the phone check-in but it is not always followed. Time to make it non-negotiable.',
        'The debrief was missing for us. Thank you for saying it.',
      ],
    ),
    post(
      ['Wellbeing', 'Assessment'],
      'Sleep routines as an occupational therapy goal',
      [
        'More and more of my clients name sleep as their biggest problem: late nights on the phone, irregular shifts, or medication that leaves them drowsy in the morning.',
        'I have been working on routines around sleep, but I would like to hear whether others use a particular assessment or programme.',
      ],
      [
        'A two-week sleep and activity diary is my starting point. Clients often see the pattern themselves.',
        'Morning routines matter as much as evening ones. A reason to get up is often the real goal.',
        'Work with the prescriber if medication is part of the picture. Sometimes the timing of a dose can change.',
      ],
      [
        'The diary is simple and clients engage with it. I will use it from next week.',
        'Agree about the morning. Having somewhere to be at ten o’clock has helped a few of my clients.',
      ],
    ),
    post(
      ['Workforce', 'Leadership'],
      'Being the only OT in a multidisciplinary mental health team',
      [
        'I am the only occupational therapist in a team of fourteen, most of them nurses and social workers in case management roles. I carry a generic caseload and have very little time for occupation-focused work.',
        'How have others kept their professional identity in a generic role? I do not want to lose the skills I trained for.',
      ],
      [
        'I negotiated one day a week for OT-specific work, such as functional assessments for the whole team. It took a year but it was worth it.',
        'Join a peer group outside your team. A monthly call with other OTs kept me going.',
        'Show the team what you can do with one or two good outcomes. Colleagues started referring to me once they saw the difference.',
      ],
      [
        'A protected day is a great goal. Did you bring data to your manager?',
        'Peer supervision outside the team is what I am missing. I will look for a group.',
      ],
    ),
    post(
      ['Wellbeing'],
      'Vocational goals and the fear of losing the pension',
      [
        'Several of my clients would like to work a few hours a week but worry that any income will affect their disability support pension.',
        'How do you support these conversations? I do not want to give financial advice, but the fear is stopping people from even trying.',
      ],
      [
        'We invite a worker from the employment service to a joint session. They explain the income rules properly.',
        'A few hours of volunteering first can build confidence while the person gets the information they need.',
        'Write down what you found out together. People forget details when they are anxious.',
      ],
      [
        'The joint session is a good idea. I will ask our local provider.',
        'Writing it down is simple and helpful. Thanks.',
      ],
    ),
  ],
  // 2 Aged Care and Dementia
  [
    post(
      ['Falls prevention', 'Home modifications'],
      'Grab rails in rented homes: getting landlord approval',
      [
        'Many of my older clients rent, and getting approval for grab rails in the bathroom can take months. In the meantime the falls risk stays the same.',
        'How are others handling this? Do you use suction rails or free-standing frames as an interim measure?',
      ],
      [
        'I give the client a short letter for the landlord explaining the rails can be removed and the holes filled when they leave. Approval is much faster.',
        'A free-standing over-toilet aid is my usual interim option. I avoid suction rails for anyone who puts their full weight on them.',
        'Check the state tenancy rules. In some states a landlord cannot unreasonably refuse minor modifications.',
      ],
      [
        'The letter is a great idea. Landlords seem to worry most about the tiles.',
        'Agreed about suction rails. I have seen one come off the wall.',
      ],
    ),
    post(
      ['Dementia', 'Assessment'],
      'Meaningful activity in residential care on a tight roster',
      [
        'I consult to three residential aged care homes. Lifestyle staff are stretched, and the activity calendar is mostly group bingo and music.',
        'I would like to help staff offer short, individual activities that match each resident’s history. Has anyone set up something that staff keep doing after the therapist leaves?',
      ],
      [
        'A one-page life story for each resident, kept in their room, gave care staff ideas for five-minute conversations and tasks.',
        'Activity boxes by interest, like gardening, sewing or tools, worked better than a plan that needed preparation.',
        'Train one staff member per shift as the activity champion. They remind the others and keep the boxes stocked.',
      ],
      [
        'We had life stories but they sat in the office. In the room is the key.',
        'The activity champion idea is great. It gives someone ownership.',
      ],
    ),
    post(
      ['Dementia', 'Home modifications'],
      'Wandering at night: what helps families at home?',
      [
        'A family caring for their father with moderate dementia are exhausted. He gets up several times a night and has twice left the house.',
        'I am looking at sensor lights, door alarms and his daytime routine. What else would you consider before the family feels residential care is the only option?',
      ],
      [
        'Look at the daytime first. More activity and daylight in the morning often means fewer night-time walks.',
        'A bed sensor that alerts the carer, rather than a loud door alarm, causes less distress for everyone.',
        'Ask about respite. A few nights of full sleep can change how the family sees the whole situation.',
      ],
      [
        'His days are very quiet at the moment. I will start with a morning walk.',
        'Respite is booked for next month. I hope it gives them a break.',
      ],
    ),
  ],
  // 3 Hand Therapy Special Interest Group
  [
    post(
      ['Splinting'],
      'Thermoplastic choice for small finger orthoses',
      [
        'Our clinic is reviewing which thermoplastic we stock. For small finger orthoses I find the thicker sheets too bulky, but the thin ones stretch too much while I mould.',
        'What do you use for PIP and DIP orthoses, and do you keep a separate material for larger forearm-based designs?',
      ],
      [
        'I use a 1.6 mm perforated material for finger orthoses and 3.2 mm for anything forearm-based.',
        'A material with some memory is worth the extra cost. I remould finger orthoses often as swelling goes down.',
        'For very small orthoses I have had good results with a coloured material. Children and teenagers are more likely to wear it.',
      ],
      [
        'Memory saves me a lot of material too, especially in the first fortnight.',
        'Coloured material for teenagers is a good tip. Adherence is always the problem.',
      ],
    ),
    post(
      ['Splinting', 'Assessment'],
      'Distal radius fractures: when do you start strengthening?',
      [
        'I am seeing more older adults after a distal radius fracture treated in a cast. Referrals arrive once the cast is off, usually at six weeks.',
        'There seems to be a lot of variation in when colleagues start strengthening. What is your usual timing, and what do you check first?',
      ],
      [
        'I start gentle strengthening at about eight weeks if the fracture is united on X-ray and pain is settling.',
        'Range of motion first. Strengthening a stiff wrist just makes the client sore.',
        'Ask the surgeon or GP for the latest X-ray report. Some fractures are slower to unite than the referral suggests.',
      ],
      [
        'Eight weeks is my usual timing too, with the X-ray report in hand.',
        'Agreed. I have learned to wait until the range is there.',
      ],
    ),
    post(
      ['Assessment'],
      'Carpal tunnel: conservative management before surgery',
      [
        'A GP has referred a 52-year-old bookkeeper with mild carpal tunnel symptoms for conservative management before a surgical referral.',
        'My plan is a night orthosis with the wrist straight, nerve gliding and a workstation review. Is there anything you would add, and how long do you trial it before recommending surgery?',
      ],
      [
        'Six to eight weeks is a fair trial. If night symptoms have not improved by then, I write back to the GP.',
        'The workstation review is often where the real change happens. Check the mouse and the height of the desk.',
        'Document symptoms with a standard questionnaire at the start. It makes the letter to the GP much clearer.',
      ],
      [
        'Six to eight weeks is what I had in mind. Thank you.',
        'I will use the questionnaire. It gives the GP something concrete.',
      ],
    ),
    post(
      ['Splinting'],
      'Mallet finger: keeping the DIP straight for six weeks',
      [
        'Every mallet finger client I see says the same thing: the orthosis is easy to wear, but keeping the finger straight while changing it for skin care is hard.',
        'I teach the flat-table method. Does anyone have a better way, or a handout with good pictures?',
      ],
      [
        'I get clients to change it with the finger flat on the table in front of me at the first visit, twice. Practice makes the difference.',
        'A second person at home helps for the first week if the client lives with someone.',
        'I remind them that one bend restarts the clock. That is usually motivation enough.',
      ],
      [
        'Practising twice in the session is a good idea. Once is never enough.',
        'The reminder about restarting the clock works for my clients too.',
      ],
    ),
    post(
      ['Research', 'Splinting'],
      'Journal article: early active motion after flexor tendon repair',
      [
        'This month I read a cohort study comparing early active motion protocols after zone II flexor tendon repair. Rupture rates were low with both protocols, and the group with the shorter orthosis had better range at twelve weeks.',
        'Is anyone using the shorter orthosis with their surgeons? I would like to know how the conversation went.',
      ],
      [
        'Our surgeons agreed to try it after we presented the paper at their meeting. Having the evidence in hand mattered.',
        'We still use the longer orthosis for clients we are unsure will follow the exercises.',
        'The sample was from a single centre, so I would be careful about generalising. Still, it matches what we see.',
      ],
      [
        'Presenting at the surgeons’ meeting is a great way to start the conversation.',
        'That is a sensible middle ground for clients who might overdo it.',
      ],
    ),
    post(
      ['Assessment', 'CPD'],
      'Preparing for the hand therapy accreditation portfolio',
      [
        'I am putting together my portfolio for hand therapy accreditation and finding it hard to choose the cases. I have plenty of routine fractures and tendon repairs but fewer complex cases.',
        'For those who have been through it, what did the reviewers look for, and how many cases did you include?',
      ],
      [
        'Breadth matters more than rare cases. Show that you can manage a range of conditions well.',
        'Write your clinical reasoning clearly. Reviewers want to see why you chose each intervention.',
        'Ask an accredited colleague to read your cases before you submit. I changed two after my mentor’s feedback.',
      ],
      [
        'That is reassuring. I was worried my cases were too ordinary.',
        'I have a colleague who offered to read it. I will take her up on it.',
      ],
    ),
  ],
  // 4 NDIS Providers Forum
  [
    post(
      ['NDIS', 'Funding'],
      'Travel claims for regional participants',
      [
        'We travel up to ninety minutes each way to see some participants. The travel claim rules seem to change every year and I am never sure we are claiming correctly.',
        'How do others explain travel costs to participants before services start, and do you cap travel in your service agreements?',
      ],
      [
        'We list travel time and the rate in the service agreement and ask the participant to initial that section.',
        'We cap travel at forty-five minutes each way unless the plan manager agrees in writing.',
        'Check the current pricing arrangements each July. Our team keeps a one-page summary that we update every year.',
      ],
      [
        'Initialling the section is a good idea. Surprises at invoice time cause most complaints.',
        'A yearly one-page summary would save us a lot of time. Would you share yours?',
      ],
    ),
    post(
      ['NDIS', 'Assessment'],
      'Functional capacity assessments for access requests',
      [
        'We are getting more requests from families for a functional capacity assessment to support an access request. The time needed for a thorough report is often more than the family can pay for privately.',
        'How are others scoping these assessments and explaining the cost upfront?',
      ],
      [
        'We quote in two parts: the assessment and the report. Families see exactly what they are paying for.',
        'Use the domains the scheme asks about as your headings. It keeps the report focused.',
        'Refer to the local area coordinator first if the family has not spoken to them. Sometimes existing reports are enough.',
      ],
      [
        'A two-part quote is clear. I will change our quote template.',
        'Good reminder to check what evidence already exists.',
      ],
    ),
    post(
      ['NDIS', 'Ethics'],
      'Participants asking for supports we do not recommend',
      [
        'A participant has asked me to recommend a piece of equipment that I do not think is the best option for his goals. He has seen it online and is set on it.',
        'How do you handle this while respecting choice and control? I want to keep a good relationship but also write an honest report.',
      ],
      [
        'Trial both options if you can. Sometimes the participant changes his mind, and sometimes you do.',
        'Write down his preference and your reasoning side by side. The report can show both honestly.',
        'Choice and control does not mean you have to recommend something you think is unsafe. Be clear about the risks.',
      ],
      ['A trial of both is fair. I will ask the supplier.', 'Showing both views in the report feels right. Thank you.'],
    ),
    post(
      ['NDIS', 'Funding'],
      'Service agreements: what do you put in writing?',
      [
        'We are a new registered provider and are updating our service agreement template. It currently runs to eight pages and participants find it hard to read.',
        'What do you keep in the agreement itself, and what goes into a separate information sheet?',
      ],
      [
        'We keep prices, cancellation terms and how to make a complaint in the agreement. The rest is in a plain-language information sheet.',
        'An easy-read version for participants who need it has been very well received.',
        'Go through the agreement with the participant or their nominee in person. It prevents most disputes.',
      ],
      [
        'An easy-read version is on our list. Did you write it yourselves?',
        'We do go through it in person, but we rush it. I will allow more time.',
      ],
    ),
    post(
      ['NDIS', 'Assistive technology'],
      'Low-cost AT: what can participants buy without a quote?',
      [
        'Participants often ask me whether they can buy a simple item, like a shower chair or a jar opener, from their plan without a formal quote.',
        'What do you tell them, and do you write anything down when you advise them to buy something?',
      ],
      [
        'I note the advice in my session notes and give the participant a short list with the features to look for.',
        'For anything that affects safety, such as a shower chair, I like to see it set up at home after purchase.',
        'Plan managers sometimes ask for a short note from the therapist. A template saves time.',
      ],
      [
        'The feature list is a good idea. It helps people compare items.',
        'A short template note for plan managers would save me writing the same thing every week.',
      ],
    ),
  ],
  // 5 New Graduates Hub
  [
    post(
      ['Supervision'],
      'How do I prepare for supervision?',
      [
        'I have had three supervision sessions with my senior so far, and each time I arrive without a plan and we end up talking about whatever happened that morning.',
        'What do you bring to supervision? I want to get more out of the hour.',
      ],
      [
        'I keep a running list in my diary during the week of questions and cases, and send it to my supervisor the day before.',
        'Pick one case to discuss in depth each time. You learn more than from ten quick questions.',
        'Ask your supervisor what they expect. Mine was relieved when I asked.',
      ],
      [
        'Sending the list the day before is clever. It gives them time to think.',
        'I will ask her what she expects. Thank you.',
      ],
    ),
    post(
      ['Workforce'],
      'My first caseload feels too big',
      [
        'I started in a community team two months ago and now have thirty-two clients. My colleagues say this is normal, but I am working late most nights to keep up with notes.',
        'Is this a normal caseload for a new graduate, and how do I raise it without seeming like I cannot cope?',
      ],
      [
        'Thirty-two is a lot for a new graduate in community. Ask your supervisor how caseloads are decided in your team.',
        'Bring a week of your diary to the conversation. It shows where the time goes.',
        'Working late every night is not sustainable. Raising it early is the professional thing to do.',
      ],
      [
        'The diary is a good idea. It makes it about the work, not about me.',
        'Thank you. I needed to hear that raising it is professional.',
      ],
    ),
    post(
      ['CPD'],
      'Which short courses are worth it in the first year?',
      [
        'There are so many short courses advertised to new graduates, and some of them cost more than a week’s pay.',
        'Which ones helped you most in your first year, and which would you skip?',
      ],
      [
        'I would wait until you know your area of practice. A course makes more sense once you have the clients.',
        'Free Association webinars and your employer’s in-service programme are plenty for the first six months.',
        'Ask your supervisor before you book. They usually know which courses are good.',
      ],
      ['Waiting until I know my area makes sense. I will hold off for now.', 'Good idea to ask my supervisor first.'],
    ),
    post(
      ['Ethics'],
      'A client gave me a gift: can I keep it?',
      [
        'An older client I have been seeing for a few months gave me a box of chocolates and a card at our last session. I did not want to offend her, so I accepted.',
        'Was that the right thing to do? What do others do with small gifts?',
      ],
      [
        'Small gifts like chocolates are usually fine. Many teams share them in the staff room.',
        'Check your employer’s gift policy. Some services ask you to record every gift.',
        'Larger gifts or money are different. Politely decline and explain that it is a workplace rule.',
      ],
      [
        'I checked and our policy says to record it. I will do that tomorrow.',
        'Blaming the workplace rule is a kind way to decline.',
      ],
    ),
  ],
  // 6 Research and Evidence Exchange
  [
    post(
      ['Research'],
      'Finding a research question in clinical practice',
      [
        'I would like to start a small research project in our outpatient service, but I am struggling to narrow down a question that is answerable in a year with no funding.',
        'How did others find their first question?',
      ],
      [
        'Start with something your team argues about. If there is disagreement, there is a question.',
        'Look at your routine data first. You may be able to answer a question without recruiting anyone.',
        'Talk to the university that sends you students. Many academics are looking for clinical partners.',
      ],
      [
        'We definitely argue about discharge criteria. That could be a start.',
        'The university link is a good idea. We already have a placement agreement.',
      ],
    ),
    post(
      ['Research', 'Assessment'],
      'Journal club: appraising a single-case experimental design',
      [
        'Next month we are reading a single-case experimental design study of a self-care intervention for adults after stroke.',
        'Most of us have only appraised trials. Does anyone have a good appraisal tool for single-case designs?',
      ],
      [
        'There is a published rating tool for single-case designs that covers the design and the reporting. It is a good place to start.',
        'Look carefully at the baseline phase. Too few baseline points make the results hard to interpret.',
        'Visual analysis of the graphs is the core of these studies. Spend time on the figures.',
      ],
      [
        'Thanks, I will share the rating tool with the group before the session.',
        'Good point about the baseline. It is easy to skim past.',
      ],
    ),
    post(
      ['Research', 'CPD'],
      'Writing my first conference abstract',
      [
        'I have finished a service evaluation of our falls clinic and my manager has encouraged me to submit an abstract to the national conference.',
        'I have never written one. What do reviewers look for?',
      ],
      [
        'A clear aim, what you did, what you found with numbers, and why it matters. In that order.',
        'Keep the background to two sentences. Reviewers know the topic.',
        'Ask someone outside your team to read it. If they understand it, a reviewer will.',
      ],
      [
        'Numbers in the results is a good reminder. Mine is too descriptive.',
        'I will ask a colleague in another service to read it.',
      ],
    ),
    post(
      ['Research', 'Ethics'],
      'Ethics approval for a quality improvement project',
      [
        'We want to survey clients about their experience of our hand therapy service and publish the results.',
        'Do we need full ethics approval, or does this count as quality improvement? Our research office has given two different answers.',
      ],
      [
        'If you plan to publish, most journals will expect ethics approval or a formal exemption.',
        'Many committees have a low-risk pathway for surveys. It is usually quick.',
        'Get the decision in writing from the research office. You will need it for the journal.',
      ],
      [
        'The low-risk pathway sounds right for us. I will ask about it.',
        'Getting it in writing is a good idea given the mixed advice.',
      ],
    ),
    post(
      ['Research', 'Supervision'],
      'Recruiting clinicians for a national survey',
      [
        'I am a PhD candidate surveying occupational therapists about how they assess sensory processing in adults. The survey takes about fifteen minutes.',
        'Response rates so far are low. What has helped others recruit busy clinicians?',
        'The study has ethics approval, and I am happy to share the summary of findings with everyone who takes part.',
      ],
      [
        'Ask team leaders to share it in team meetings. A personal request works better than an email.',
        'Keep it under ten minutes if you can. Fifteen feels long on a busy day.',
        'Offer a certificate of participation. Some clinicians like to log it as CPD.',
      ],
      ['Team meetings are a good idea. I will contact a few managers.', 'I will look at what I can cut. Thank you.'],
    ),
    post(
      ['Research'],
      'Open access: is it worth the publication fee?',
      [
        'Our team’s paper has been accepted in a journal that charges a fee for open access. Without it, most clinicians in our network will not be able to read it.',
        'Has anyone found funding for these fees, or do you rely on the accepted manuscript in a repository?',
      ],
      [
        'Many universities have agreements that cover the fee. Check with a co-author’s library.',
        'The accepted manuscript in a repository is free and allowed by most journals.',
        'Write a short summary for the Association’s newsletter as well. More clinicians will see it there.',
      ],
      ['Our co-author’s university has an agreement. Thank you for the tip.', 'The newsletter summary is a good idea.'],
    ),
    post(
      ['Research', 'Workforce'],
      'Using routine outcome data for a service evaluation',
      [
        'Our service has collected the same outcome measure at admission and discharge for five years. Nobody has ever analysed it.',
        'I would like to use it to evaluate the service, but I am not sure where to start with the data or what permissions we need.',
      ],
      [
        'Start by checking how complete the data is. Missing discharge scores are common and change the story.',
        'Your health service’s quality unit can usually help with access and analysis.',
        'Keep the questions simple at first: did scores change, and for whom?',
      ],
      [
        'Completeness is a good first step. I suspect many discharges are missing.',
        'I will contact the quality unit this week.',
      ],
    ),
  ],
  // 7 Rural and Remote OTs
  [
    post(
      ['Rural practice', 'Supervision'],
      'Supervision at a distance for a sole rural therapist',
      [
        'I am the only occupational therapist in a rural hospital, and my supervisor is based four hours away. We meet by video once a month.',
        'It works, but I miss being able to ask quick questions. How do other rural therapists get day-to-day support?',
      ],
      [
        'A small group of rural OTs in our region has a messaging chat for quick questions. It has been a lifeline.',
        'Ask your supervisor for a short fortnightly call in addition to the monthly session.',
        'Visit your supervisor’s service once or twice a year if you can. Seeing their practice is valuable.',
      ],
      [
        'A regional chat would be wonderful. I will ask around.',
        'A visit is a good idea. I will put it in my development plan.',
      ],
    ),
    post(
      ['Rural practice', 'Workforce'],
      'Recruiting a second OT to a country town',
      [
        'Our community health service has advertised a second occupational therapy position three times in a year with no suitable applicants.',
        'What has worked for other rural services? We can offer flexible hours but not a higher salary.',
      ],
      [
        'We offered a new graduate role with strong supervision and filled it quickly.',
        'Talk about the lifestyle and the variety of the work in the advert. Generalist practice appeals to many therapists.',
        'Student placements are the best recruitment tool. Several of our staff first came as students.',
      ],
      [
        'We have not tried a new graduate role. It could work with the right support.',
        'Placements are a good long-term plan. We will contact the university.',
      ],
    ),
    post(
      ['Rural practice', 'Home modifications'],
      'Home modifications when the nearest builder is 200 km away',
      [
        'I have several clients who need simple bathroom modifications, but the only builder who does this work lives 200 km away and has a six-month waiting list.',
        'How do other rural therapists get modifications done in a reasonable time?',
      ],
      [
        'We ask local handymen to do minor work such as rails, with clear drawings and a follow-up check.',
        'Group the jobs so a builder can do several homes in one trip. It makes the travel worthwhile for them.',
        'Interim equipment is essential while people wait. A shower chair and an over-toilet aid buy time.',
      ],
      [
        'Grouping the jobs is a good idea. I will talk to the builder.',
        'Clear drawings for local tradespeople has worked for us too.',
      ],
    ),
    post(
      ['Rural practice', 'Wellbeing'],
      'Working with Aboriginal health workers on outreach',
      [
        'I have started monthly outreach to a remote community, working alongside an Aboriginal health worker who has lived there all her life.',
        'I want to make sure I am working in a culturally safe way and that the partnership is two-way. What has helped others build good working relationships?',
      ],
      [
        'Spend time before the clinic with the health worker planning the day. She will know who to see and how.',
        'Ask what the community wants from OT, not what you think it needs.',
        'Come back consistently. Trust is built by turning up every month.',
      ],
      [
        'Planning together before the clinic is something I can start next visit.',
        'Consistency is so important. Thank you.',
      ],
    ),
    post(
      ['Rural practice', 'Telehealth'],
      'Internet drop-outs during telehealth reviews',
      [
        'Many of my rural clients have unreliable internet, and video sessions often freeze or drop out halfway through.',
        'What is your back-up plan? I do not want to lose the session.',
      ],
      [
        'I agree a phone number at the start of every session and switch to the phone if the video drops.',
        'Phone reviews work well for many clients once you know them.',
        'Ask clients to use the local health service’s room and connection for important sessions.',
      ],
      [
        'Agreeing the phone number first is simple and effective.',
        'Using the health service room is a great idea for assessments.',
      ],
    ),
    post(
      ['Rural practice', 'Assistive technology'],
      'Equipment repairs in remote areas',
      [
        'A client’s wheelchair broke down last month and the nearest repairer is eight hours away. She was without it for three weeks.',
        'How do other remote services manage equipment repairs and loans?',
      ],
      [
        'We keep a small stock of loan chairs at the hospital for exactly this reason.',
        'Teach the client and carers basic maintenance. Tyres and brakes cause most breakdowns.',
        'Some suppliers will send parts for a local bike shop to fit. Worth asking.',
      ],
      [
        'A loan stock is on our wish list. I will raise it with the manager.',
        'The bike shop idea is clever. Our local shop would probably help.',
      ],
    ),
    post(
      ['Rural practice', 'CPD'],
      'Keeping up CPD hours when courses are in the city',
      [
        'Every course I want to do is in Sydney or Brisbane, which means two days of travel and accommodation for a one-day workshop. My service pays for one trip a year.',
        'How do other rural therapists plan their CPD? I would love to hear about anything that worked well online.',
      ],
      [
        'I plan one city trip a year around a conference and fill the rest with webinars and journal clubs.',
        'Our regional health service runs an allied health day twice a year. Ask whether yours does.',
        'The rural health workforce agency has scholarships for travel. I got one last year.',
      ],
      [
        'Building the trip around a conference is a good use of one trip.',
        'I did not know about the scholarships. I will apply this round.',
      ],
    ),
  ],
  // 8 Board Working Group
  [
    post(
      ['Leadership'],
      'Draft strategy 2025–2028: comments by Friday',
      [
        'The draft strategy is now in the folder. It reflects the member survey and the two board workshops, with four priorities: workforce, advocacy, member value and digital services.',
        'Please add comments to the draft by Friday so the secretariat can prepare a clean version for the board meeting.',
      ],
      [
        'The workforce priority reads well. I would add a measure on rural and remote members.',
        'Can we make the digital services priority more specific? It reads like a wish list.',
        'The member survey results should be an appendix so new directors can see where the priorities came from.',
      ],
      [
        'Agreed on the rural measure. I will suggest wording.',
        'Good idea on the appendix. The secretariat can add it.',
      ],
    ),
    post(
      ['Leadership', 'Ethics'],
      'Conflict of interest register: annual update',
      [
        'It is time for the annual update of the conflict of interest register. Please review your entry and let the company secretary know of any changes, including new board roles or business interests.',
        'A reminder that declarations also cover close family members where an interest could be perceived.',
      ],
      [
        'I have joined the board of a university advisory committee since last year. I will send the details.',
        'Could the form include an example of a perceived conflict? New directors often ask.',
        'Thanks for the reminder. No changes for me.',
      ],
      ['An example is a good idea. I will add one to the form.', 'Thank you. The secretary will update the register.'],
    ),
    post(
      ['Leadership', 'Funding'],
      'Membership fee review: options paper',
      [
        'Attached is the options paper on membership fees for next year, with three options: no change, a CPI increase, or a restructure that introduces a part-time category.',
        'The finance committee supports the restructure but would like the board’s views on the timing before the paper goes to members.',
      ],
      [
        'The part-time category is overdue. Many members have asked for it.',
        'I would like to see the modelling for the restructure over three years, not one.',
        'Timing matters. Announcing fees before the conference would give members time to ask questions.',
      ],
      [
        'The finance committee will add three-year modelling.',
        'Agreed on timing. The secretariat will plan the announcement.',
      ],
    ),
    post(
      ['Leadership'],
      'Board evaluation survey: results and next steps',
      [
        'Thank you to everyone who completed the board evaluation survey. Directors rated the board highly on culture and discussion of strategy, and lower on risk oversight and the length of board papers.',
        'The chair proposes two actions: a risk workshop in the first quarter and a page limit for board papers. Comments welcome here.',
      ],
      [
        'A page limit would help a lot. Some papers are forty pages.',
        'I support the risk workshop. An external facilitator would be useful.',
        'Could we repeat the survey in twelve months to see whether things improve?',
      ],
      [
        'Repeating the survey is a good idea. I will add it to the plan.',
        'An external facilitator is being sought for the workshop.',
      ],
    ),
    post(
      ['Leadership', 'Workforce'],
      'Submission to the workforce inquiry: key messages',
      [
        'The policy team has drafted key messages for our submission to the allied health workforce inquiry. They focus on rural supply, student placements and recognition of overseas-qualified therapists.',
        'The submission is due in three weeks. Please comment on the key messages before the full draft is written.',
      ],
      [
        'Student placements should be the first message. It is the issue members raise most.',
        'Include the data from our rural member survey. It makes the argument concrete.',
        'Can we add a case study from a member who recently qualified overseas?',
      ],
      ['The policy team will reorder the messages.', 'A member case study is a good idea. We will ask for volunteers.'],
    ),
    post(
      ['Leadership'],
      'Annual general meeting: agenda and resolutions',
      [
        'The draft agenda for the annual general meeting is in the folder, with two special resolutions: an update to the constitution on electronic voting, and a change to the number of appointed directors.',
        'Please confirm by next Wednesday that you are comfortable with the wording of both resolutions.',
      ],
      [
        'The electronic voting resolution is clear. No comments.',
        'I would like the explanatory memorandum to say why we want fewer appointed directors.',
        'Could the agenda include time for member questions after the financial report?',
      ],
      [
        'The memorandum will be updated to explain the reasons.',
        'Member questions have been added after the financial report.',
      ],
    ),
    post(
      ['Leadership', 'Ethics'],
      'Risk register review: cyber security',
      [
        'The audit and risk committee has asked the board to review the cyber security risk, following recent incidents at other member organisations.',
        'Management has rated the risk as high and proposed additional training for staff and an external review of our member systems. The committee would like the board’s view on the budget.',
      ],
      [
        'Given what happened elsewhere, the external review is money well spent.',
        'Board members should do the training too. We hold member information on our devices.',
        'Can management report on progress at each meeting until the risk is reduced?',
      ],
      [
        'Agreed. Directors will be included in the training.',
        'Cyber security will be a standing item until the review is complete.',
      ],
    ),
    post(
      ['Leadership', 'Funding'],
      'Quarterly financial report for the March board meeting',
      [
        'The quarterly financial report shows revenue slightly ahead of budget because of higher conference registrations, and expenses on budget.',
        'The CEO has flagged a shortfall in sponsorship income for the second half of the year. Questions for the finance committee chair can be posted here before the meeting.',
      ],
      [
        'What is the plan for the sponsorship shortfall? Do we need to revise the budget?',
        'Good to see the conference doing well. Well done to the events team.',
        'Could the report show membership numbers alongside revenue?',
      ],
      [
        'The CEO will bring a revised estimate for the year to the meeting.',
        'Membership numbers will be added to the next report.',
      ],
    ),
  ],
  // 9 Practice Owners Circle
  [
    post(
      ['Leadership', 'Funding'],
      'Practice management software: what are you using?',
      [
        'We have outgrown our practice management software now that we have eight therapists and two reception staff. Scheduling, notes and invoicing all live in different places.',
        'What are other practices using, and how painful was the switch?',
      ],
      [
        'We switched last year. Plan the data migration carefully and run both systems for a month.',
        'Ask for a trial with your real schedule. The demonstrations always look easy.',
        'Check how the software handles NDIS claiming. That was the deciding factor for us.',
      ],
      [
        'Running both systems for a month sounds painful but sensible.',
        'NDIS claiming is a big part of our income, so that is a good tip.',
      ],
    ),
    post(
      ['Workforce', 'Leadership'],
      'Retaining senior therapists in private practice',
      [
        'We have lost two senior therapists to public hospitals in the last year. Both said the work was great but they wanted more stability and career progression.',
        'What are other practice owners doing to keep experienced staff?',
      ],
      [
        'We created a senior clinician role with time for supervision and service development. It gave people a reason to stay.',
        'Paid CPD and professional development days matter a lot to experienced staff.',
        'Be open about the practice’s finances. Staff who understand the business feel more secure.',
      ],
      [
        'A senior role with protected time is something we can afford. Thank you.',
        'Being open about finances is brave but I can see it working.',
      ],
    ),
    post(
      ['Ethics'],
      'Handling a client complaint well',
      [
        'We received our first formal complaint last month: a family unhappy with the time it took to receive a report. We resolved it, but it made me realise we have no complaints process written down.',
        'What does your process look like?',
      ],
      [
        'Acknowledge within two working days, investigate, and reply in writing within a set time. Keep it simple.',
        'Record every complaint and review them as a team each quarter. Patterns are useful.',
        'Make it easy to complain. A line on your website and in your service agreement.',
      ],
      [
        'The quarterly review is a good idea. Our report delays are probably a pattern.',
        'We will add it to the service agreement.',
      ],
    ),
    post(
      ['Leadership', 'Workforce'],
      'Contractor or employee: getting it right',
      [
        'I am growing my practice and have been offered the services of two therapists who want to work as contractors rather than employees.',
        'I have heard that the rules on contractors have tightened. How have others structured these arrangements, and did you get advice?',
      ],
      [
        'Get advice from an employment lawyer. The cost is small compared with getting it wrong.',
        'If you set their hours, supervise their work and they use your rooms, they may well be employees.',
        'We moved everyone to employment two years ago. It simplified things a lot.',
      ],
      [
        'I will book an appointment with a lawyer this month.',
        'That description sounds exactly like our arrangement. Time to rethink.',
      ],
    ),
  ],
  // 10 Telehealth Pilot 2024
  [
    post(
      ['Telehealth'],
      'Pilot week 1: setting up the video platform',
      [
        'Welcome to the pilot. This week each site will set up the video platform and run two test calls with the project team.',
        'Please post any problems here so other sites can learn from them. The most common issue so far has been hospital firewalls blocking the camera.',
      ],
      [
        'Our IT team had to add the platform to the approved list. It took two days.',
        'Test calls went well at our site. The headsets make a big difference to sound.',
        'Could we have a checklist for clients to test their own connection before the first session?',
      ],
      [
        'Thanks for flagging the approved list. We will ask our IT team today.',
        'A client checklist is being written and will be in the folder on Friday.',
      ],
    ),
    post(
      ['Telehealth', 'Assessment'],
      'Which assessments worked by video?',
      [
        'Halfway through the pilot, we would like to collect your experience of running assessments by video. Which worked well, which needed changes, and which did you stop using?',
        'We will use your replies in the evaluation report.',
      ],
      [
        'Interviews and goal-setting tools worked very well by video.',
        'Standardised motor assessments were hard. We moved those to face-to-face visits.',
        'Home assessments by video were surprisingly good when a family member held the tablet.',
      ],
      [
        'Interviews by video have worked well at our site too.',
        'The family member holding the tablet is a good tip for home assessments.',
      ],
    ),
    post(
      ['Telehealth', 'Rural practice'],
      'Client feedback from the first three months',
      [
        'The project team has summarised client feedback from the first three months. Most clients rated video sessions as good or very good, and many said they saved hours of travel.',
        'The most common complaint was sound quality. The full summary is in the pilot folder.',
      ],
      [
        'Our rural clients were especially positive about the travel saved.',
        'We noticed sound improved when clients used earphones. Worth adding to the client guide.',
        'Did older clients rate the sessions differently?',
      ],
      [
        'Earphones will be added to the client guide.',
        'Older clients rated the sessions slightly lower, mainly because of the technology at the start.',
      ],
    ),
    post(
      ['Telehealth', 'Ethics'],
      'Privacy when clients join from shared spaces',
      [
        'Several therapists have reported clients joining sessions from shared spaces, such as a lounge room with family present or a workplace kitchen.',
        'How have you handled this during the pilot? The project team would like to add guidance to the session plan.',
      ],
      [
        'I ask at the start who else is in the room and whether the client is comfortable to continue.',
        'For sensitive topics we rebook or move to a phone call when the client can talk privately.',
        'A short line in the booking confirmation asking clients to find a private space has helped.',
      ],
      [
        'Asking who else is in the room has become routine for me too.',
        'The booking confirmation line will go into the guidance.',
      ],
    ),
    post(
      ['Telehealth', 'Research'],
      'Final evaluation report and lessons learned',
      [
        'The final evaluation report of the telehealth pilot is now in the folder. Video sessions were as effective as face-to-face for reviews and parent coaching, and less suitable for hands-on assessments.',
        'Thank you to everyone who took part. The community will be archived next month and kept as a reference for services planning their own telehealth programmes.',
      ],
      [
        'Thank you to the project team. It has been a great experience for our site.',
        'The lessons-learned section will be very useful for our new rural service.',
        'Will the session plans stay available after the community is archived?',
      ],
      [
        'Thanks to all the sites. It would not have worked without you.',
        'Yes, the session plans stay in the folder and can still be read.',
      ],
    ),
    post(
      ['Telehealth', 'Supervision'],
      'Supervising students by video during the pilot',
      [
        'Two sites had occupational therapy students on placement during the pilot. Students ran sessions by video with their supervisor joining from another room.',
        'We would like to hear from supervisors: did it work, and what would you change?',
      ],
      [
        'It worked well once the student was confident with the platform. The first week was hard.',
        'Being able to turn off my camera and observe was a good way to give the student independence.',
        'Debriefing straight after each session was important. It is easy to skip when you are not in the same room.',
      ],
      [
        'Observing with the camera off is a great supervision tool.',
        'The debrief point will go into the lessons learned.',
      ],
    ),
  ],
  // 11 Driver Rehabilitation
  [
    post(
      ['Driving', 'Assessment'],
      'Off-road assessment before the on-road test',
      [
        'I am reviewing the off-road assessment we complete before a client’s on-road driver assessment. It currently takes almost two hours, which is tiring for older clients.',
        'What do others include, and what have you cut without losing important information?',
      ],
      [
        'Vision, cognition, reaction time and physical function are essential. The rest can come from the history.',
        'We split it over two appointments for clients who tire easily.',
        'A clear medical history from the GP saves time. Ask for it before the appointment.',
      ],
      [
        'Splitting it over two appointments is a good option for our older clients.',
        'Getting the history beforehand would save us at least twenty minutes.',
      ],
    ),
    post(
      ['Driving', 'Assistive technology'],
      'Vehicle modifications after a spinal cord injury',
      [
        'A young client with a spinal cord injury at C6 wants to drive again. He has good shoulder and elbow function and some wrist extension.',
        'I am planning the modifications and training. What controls have others found most successful for this level of injury?',
      ],
      [
        'Hand controls with a tri-pin for steering have worked well for several of my clients at C6.',
        'Transfer into the car and loading the wheelchair are often harder than driving itself. Assess those early.',
        'Work with an experienced vehicle modifier from the start. They will spot problems before you order.',
      ],
      [
        'The transfer is exactly what worries him most. I will assess it first.',
        'We have a modifier we trust. I will involve him this week.',
      ],
    ),
    post(
      ['Driving', 'Ethics'],
      'When a client keeps driving after a fail',
      [
        'A client failed his on-road assessment and his licence has been cancelled. His family has told me he is still driving to the shops.',
        'What are my obligations, and how have others handled this?',
      ],
      [
        'Talk to the family about the risk and what they can do, such as keeping the keys.',
        'Check your state’s reporting rules. In some states you can notify the licensing authority directly.',
        'Document the conversation carefully and discuss it with your supervisor.',
      ],
      [
        'I have spoken to the family. They are going to keep the keys.',
        'I will check the reporting rules and talk to my supervisor tomorrow.',
      ],
    ),
    post(
      ['Driving'],
      'Return to driving after a stroke',
      [
        'Clients recovering from a stroke often ask me when they can drive again. The answer depends on many things, and they are often frustrated by the wait.',
        'How do you explain the medical standards and the assessment process in a way that keeps people motivated?',
      ],
      [
        'I give clients a written timeline with the steps: medical clearance, off-road assessment, on-road assessment.',
        'Focus on what they can do now, like community transport and lifts from family.',
        'Explain that many people do return to driving. Hope matters.',
      ],
      [
        'A written timeline is a good idea. People forget what we say in the session.',
        'Hope is important. Thank you for the reminder.',
      ],
    ),
    post(
      ['Driving', 'CPD'],
      'Becoming a qualified driver assessor',
      [
        'I am an occupational therapist with five years’ experience in rehabilitation and I am interested in becoming a driver assessor.',
        'What was your pathway, and how long did it take to be confident assessing on your own?',
      ],
      [
        'The postgraduate course took me a year part-time, and then I worked alongside an experienced assessor for six months.',
        'Observe as many on-road assessments as you can before you start the course.',
        'Find a mentor early. There is a lot you only learn on the road.',
      ],
      [
        'Observing before the course is a good idea. I will ask our local assessor.',
        'A mentor would make a big difference. Thank you.',
      ],
    ),
    post(
      ['Driving', 'Rural practice'],
      'Driver assessments for rural clients',
      [
        'Many of my rural clients drive long distances on country roads and rarely in traffic. The standard on-road route is in town.',
        'Do others adjust the route for rural clients?',
      ],
      [
        'I include a section on a highway and a country road. It reflects the client’s real driving.',
        'Conditional licences limited to a local area can be a good outcome for some rural clients.',
        'Do not skip town driving completely. Clients still need to manage the main street and a roundabout.',
      ],
      [
        'Conditional licences have kept several of my clients independent.',
        'Agreed, the main street still needs to be part of it.',
      ],
    ),
    post(
      ['Driving', 'Dementia'],
      'Retiring from driving: supporting the conversation with families',
      [
        'An 84-year-old client with mild cognitive impairment passed his on-road assessment with a conditional licence, but his daughter is worried and wants him to stop now.',
        'He is proud of his driving record and upset that his family doubts him. How do you support families through disagreements like this without taking sides?',
        'I would also like suggestions for a planned retirement from driving, so it is his decision when the time comes.',
      ],
      [
        'A driving retirement plan, written with the client while he is still driving, gives him control over the timing.',
        'Meet with the client and the daughter together, and explain what the assessment did and did not show.',
        'Talk about transport alternatives early: community transport, taxis, lifts. Losing the car is often about losing independence.',
      ],
      [
        'A plan written while he still drives is a respectful approach. I will suggest it.',
        'Yes, the fear for him is being stuck at home. Transport options first.',
      ],
    ),
  ],
];
