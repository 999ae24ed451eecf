/**
 * Law council community posts written for each community (issue 32), by slot (PLANS order; see
 * thread-communities.ts). They follow the threads of communities.ts placed in the same slot.
 */
import { post, type SlotThread } from '../helpers';

export const POSTS: SlotThread[][] = [
  // 0 Family Law Section
  [
    post(
      ['Parenting', 'Evidence'],
      'Section 60I certificates when the other party will not attend',
      [
        'My client wants to file parenting proceedings, but the other parent has ignored two invitations to family dispute resolution. The provider is willing to issue a certificate.',
        'Is anyone seeing the court look behind these certificates more closely? I want to make sure the affidavit sets out the attempts properly.',
      ],
      [
        'Attach the invitations and any replies to the affidavit. It answers the question before it is asked.',
        'Make sure the certificate category matches what actually happened. I have seen matters delayed over the wrong box.',
        'If there are family violence concerns, say so clearly. The exemption may be the better path.',
      ],
      [
        'Attaching the invitations is a simple step. Thank you.',
        'The category point is well made. I will check it with the provider.',
      ],
    ),
    post(
      ['Property', 'Evidence'],
      'Valuing a family business in a property settlement',
      [
        'I act for the wife in a property matter where the main asset is the husband’s earthmoving business. He says it is worth very little; the accounts suggest otherwise.',
        'Have colleagues had good experiences with a single expert valuer, or is it worth each side retaining their own? Costs are a real concern for my client.',
      ],
      [
        'A single expert saves money and the court prefers it. Agree the instructions carefully.',
        'Ask for the business’s records early. Valuers cannot do much with two years of tax returns.',
        'Consider whether the plant and equipment need a separate valuation. It is often where the value lies.',
      ],
      [
        'Separate plant valuation is a good point. The machinery is worth more than the goodwill.',
        'We will agree the instructions in writing with the other side.',
      ],
    ),
    post(
      ['Parenting', 'Wellbeing'],
      'Children’s views: family reports or independent children’s lawyers?',
      [
        'In a parenting matter with two teenagers who have strong views about where they live, the court has ordered a family report. The other party wants an independent children’s lawyer as well.',
        'How do others see the roles fitting together in a matter like this?',
      ],
      [
        'The family report gives the court the children’s views; the ICL makes sure those views are put properly in evidence.',
        'For teenagers, the ICL can be very helpful in keeping the children out of the dispute.',
        'Legal aid funding for ICLs is limited. The request may depend on how complex the matter is.',
      ],
      [
        'Useful way to put it. I will consent to the ICL.',
        'Keeping the children out of the dispute is my client’s main concern too.',
      ],
    ),
    post(
      ['Property', 'Costs'],
      'Superannuation splitting: common drafting mistakes',
      [
        'A superannuation fund rejected our consent orders last month because of a drafting mistake in the splitting order.',
        'What mistakes do others see most often, and do you send draft orders to the fund first?',
      ],
      [
        'Always send the draft to the trustee with the procedural fairness notice. Most funds reply quickly.',
        'Check the interest type: accumulation or defined benefit. The wording is different.',
        'Use the fund’s exact name and ABN. Funds merge often.',
      ],
      ['Fund mergers caught us out. Good reminder.', 'We will send drafts to the fund as routine.'],
    ),
    post(
      ['Parenting', 'Ethics'],
      'Relocation cases: preparing the evidence',
      [
        'I have a client who wants to move interstate with the children for a new job. The father opposes the move.',
        'What evidence has been most persuasive in relocation cases you have run?',
      ],
      [
        'A detailed plan for the children’s time with the other parent after the move, including travel costs.',
        'Evidence about schools, housing and support in the new city.',
        'Be realistic. The court will look closely at the children’s relationship with the father.',
      ],
      ['The travel plan is crucial. We are costing it now.', 'Realism is important. I have told my client the same.'],
    ),
  ],
  // 1 Criminal Law Committee
  [
    post(
      ['Evidence', 'Advocacy'],
      'Disclosure arriving on the morning of the hearing',
      [
        'For the third time this year, the prosecution served significant disclosure on the morning of a contested hearing. Each time I had to seek an adjournment and my client stayed on remand longer.',
        'Is the committee collecting examples? I think this needs to be raised with the Director.',
      ],
      [
        'Yes, please send examples to the committee secretary. A pattern is more persuasive than anecdotes.',
        'Make the application for costs when it happens. It puts it on the record.',
        'Write to the prosecutor the week before asking for confirmation that disclosure is complete.',
      ],
      [
        'I will send my three matters to the secretary.',
        'The letter the week before is a good practice. I will start doing it.',
      ],
    ),
    post(
      ['Sentencing', 'Evidence'],
      'Pre-sentence reports: are delays getting worse?',
      [
        'In my local court, pre-sentence reports now take eight to ten weeks. Clients who would likely receive a community order wait on remand or bail for months.',
        'Are others seeing the same? Have you found ways to speed things up?',
      ],
      [
        'The same in our region. Community corrections are short of staff.',
        'Sometimes we ask for a shorter report focused on suitability for a particular order.',
        'Getting our own psychological report ready in advance can help the court proceed.',
      ],
      ['A shorter report is worth asking for. Thank you.', 'Our own report has helped in a few matters.'],
    ),
    post(
      ['Advocacy', 'Ethics'],
      'Client wants to plead guilty but maintains innocence',
      [
        'My client says he did not commit the offence but wants to plead guilty to get out of custody sooner.',
        'How do others handle this? I know the ethical rules but I would like to hear how colleagues manage the conversation.',
      ],
      [
        'Explain that you cannot enter a plea if he tells you he is not guilty, and record your advice in writing.',
        'Explore bail again. The plea may be driven by custody, not the evidence.',
        'Get a second opinion from a senior colleague. It protects you and the client.',
      ],
      ['A fresh bail application is the right next step.', 'I will record the advice carefully. Thank you.'],
    ),
    post(
      ['Evidence', 'Technology'],
      'Body-worn camera footage: getting it in time',
      [
        'Police body-worn camera footage is increasingly important in my matters, but getting a copy can take weeks.',
        'How are others obtaining the footage, and are you seeing it edited?',
      ],
      [
        'Request it in writing at the first mention and follow up each week.',
        'Ask for the full footage, not a compilation.',
        'Check the metadata. Gaps in the timeline need explaining.',
      ],
      ['Requesting the full footage is an important point.', 'We will ask at the first mention from now on.'],
    ),
    post(
      ['Bail', 'Legal aid'],
      'Bail for young people without stable accommodation',
      [
        'Young clients are being refused bail because they have nowhere to live, not because of the risk they pose.',
        'What accommodation options have colleagues found?',
      ],
      [
        'Youth housing services can sometimes provide a bed at short notice. Build relationships with them.',
        'Extended family are often an option if you ask early.',
        'Put the lack of accommodation to the court as a reason for support, not refusal.',
      ],
      ['Asking about extended family early is a good idea.', 'We will contact the youth housing service this week.'],
    ),
  ],
  // 2 Access to Justice Network
  [
    post(
      ['Legal aid', 'Advocacy'],
      'Duty lawyer services on a busy list day',
      [
        'Our duty lawyer service sees up to forty people on a busy list day. There is little time for each person.',
        'How do other services triage and make sure the most urgent matters are seen first?',
      ],
      [
        'A short intake form completed in the waiting area helps us prioritise.',
        'Custody matters and people at risk come first. Everything else can wait.',
        'Give people written information about what happens next. They remember little on the day.',
      ],
      ['An intake form would help a lot.', 'Written information is a good idea.'],
    ),
    post(
      ['Pro bono', 'Supervision'],
      'Supervising pro bono volunteers from large firms',
      [
        'Our community legal centre has volunteers from two large firms. They are skilled but unfamiliar with the areas of law we practise.',
        'How do other centres supervise and train pro bono volunteers?',
      ],
      [
        'A short induction on our practice areas and client group before they start.',
        'Pair each volunteer with a centre lawyer for their first few matters.',
        'Be clear about what the volunteer can and cannot do.',
      ],
      ['Pairing is a good way to build confidence.', 'We need a clear scope document. Thank you.'],
    ),
    post(
      ['Legal aid', 'Submissions'],
      'Legal aid eligibility thresholds',
      [
        'Many of the people we see earn just above the legal aid means test and cannot afford a private lawyer.',
        'Is the network preparing a submission on the thresholds?',
      ],
      [
        'Yes, the policy group is collecting case studies. Please send them in.',
        'Data from intake showing how many people are turned away would be powerful.',
        'The thresholds have not kept up with the cost of living.',
      ],
      ['I will send case studies this week.', 'We record turn-aways. I will share the numbers.'],
    ),
    post(
      ['Legal aid', 'Interpreters'],
      'Clients with limited literacy',
      [
        'Many of our clients have limited literacy and struggle with court forms and letters.',
        'What have other services done to make documents easier to understand?',
      ],
      [
        'We read letters aloud with clients and check understanding.',
        'Plain-language templates for common letters have helped.',
        'Pictures and diagrams of court processes are useful.',
      ],
      ['Plain-language templates would save us time.', 'Diagrams of the court process are a great idea.'],
    ),
    post(
      ['Pro bono', 'Regional courts'],
      'Pro bono help for regional clients',
      [
        'Regional clients rarely benefit from pro bono programs because most volunteers are in the cities.',
        'Has anyone set up a remote pro bono program?',
      ],
      [
        'We match city volunteers with regional clients for advice by video.',
        'The local lawyer can appear while the pro bono team prepares the matter.',
        'Regional firms may be willing to help if asked directly.',
      ],
      ['Advice by video is a good start.', 'We will approach regional firms.'],
    ),
    post(
      ['Wellbeing', 'Legal aid'],
      'Staff turnover in community legal centres',
      ['Our centre has lost four lawyers this year to better-paid roles.', 'How are other centres retaining staff?'],
      [
        'Flexible work and good supervision help.',
        'Be honest about pay but show the value of the work.',
        'Professional development budgets matter.',
      ],
      ['Working from home is our strongest offer.', 'We will look at our professional development budget.'],
    ),
  ],
  // 3 Federal Court Practitioners
  [
    post(
      ['Evidence', 'Advocacy'],
      'Preparing an expert for concurrent evidence',
      [
        'In a patent matter listed for trial in the Federal Court, the experts will give evidence concurrently. Our expert is highly regarded in her field but has never given evidence in a hot tub.',
        'How do others prepare experts for the format without crossing the line into coaching?',
      ],
      [
        'Explain the process: the judge leads, the experts speak to each other, and counsel ask questions at the end. Knowing that removes most of the anxiety.',
        'Encourage her to engage with the other expert’s reasoning rather than defend her report line by line.',
        'Put the effort into the joint report. If it shows clearly where the experts agree and why they differ, the session runs itself.',
      ],
      [
        'Explaining the format is what she asked for. I will do it this week.',
        'The joint report is still being settled. Good reminder to get the points of difference precise.',
      ],
    ),
    post(
      ['Evidence', 'Technology'],
      'Discovery of messaging apps in commercial disputes',
      [
        'Many of the relevant communications in my client’s contract dispute are in WhatsApp groups and Teams chats. The client did not think of them as documents, and one manager has since changed phones.',
        'How are practitioners approaching preservation and discovery of messages?',
      ],
      [
        'Send a preservation notice at the start that names messaging apps expressly, and explain to the client why.',
        'Use a forensic provider to collect messages. Screenshots create arguments about completeness.',
        'Agree a discovery protocol with the other side early, including custodians and date ranges for chats.',
      ],
      [
        'The changed phone is a worry. We will get a forensic provider in this week.',
        'A protocol covering chats is a good idea. Our standard one only mentions email.',
      ],
    ),
    post(
      ['Costs', 'Advocacy'],
      'Advising group members about funding in class actions',
      [
        'Recent appellate decisions on solicitors’ common fund orders have changed how funding arrangements are discussed with group members.',
        'How are practitioners explaining the likely deductions from a settlement to group members who have never been to a lawyer?',
      ],
      [
        'Use worked examples: a settlement amount, the legal costs, the funding commission and what a typical member receives.',
        'Tell group members that the court must approve any deduction, and that they can object.',
        'Update the explanation as the law develops. Group members read the first notice and remember it.',
      ],
      ['Worked examples are much clearer than percentages.', 'Mentioning the right to object is an important point.'],
    ),
    post(
      ['Technology', 'Evidence'],
      'Electronic court books in the Federal Court',
      [
        'I am preparing my first electronic court book for a Federal Court hearing and the deadline is in ten days.',
        'What do experienced practitioners wish they had known the first time?',
      ],
      [
        'Agree the index with the other side first. Arguments about what goes in take longer than building the book.',
        'Paginate the whole book consistently and cite those page numbers in your submissions.',
        'Upload a test version early. Bookmarks and hyperlinks often break on the first attempt.',
      ],
      ['Agreeing the index is first on my list tomorrow.', 'A test upload early is sensible. Thank you.'],
    ),
    post(
      ['Advocacy'],
      'First appearance before the Full Court',
      [
        'I have my first Full Court appeal next month, with a junior and a client who will be in court. I have appeared before single judges many times.',
        'What should I expect that is different?',
      ],
      [
        'Expect questions from the first minute. Have your outline, but be ready to take the argument in the order the bench wants.',
        'Know the appeal book well. Judges will ask for page references without warning.',
        'Keep your submissions to the grounds that matter most. Weak grounds take time from strong ones.',
      ],
      [
        'I will drop one ground. It was taking up a third of the outline.',
        'My junior is building a page index of the appeal book now.',
      ],
    ),
    post(
      ['Costs', 'Ethics'],
      'Costs after discontinuing a proceeding',
      [
        'My client wants to discontinue a proceeding after discovery showed the claim is weaker than expected. The respondent has signalled that it will seek its costs.',
        'How are courts approaching costs on discontinuance, and what have others negotiated?',
      ],
      [
        'The usual order is that the applicant pays the respondent’s costs, unless there is a good reason for something else.',
        'Try to negotiate a discontinuance with no order as to costs before filing the notice. Respondents often accept to avoid further expense.',
        'Advise the client in writing about the likely costs before they decide.',
      ],
      [
        'We will approach the respondent about no order as to costs first.',
        'Written advice is going to the client tomorrow.',
      ],
    ),
    post(
      ['Privacy', 'Evidence'],
      'Negotiating confidentiality regimes for sensitive documents',
      [
        'The respondent wants its pricing documents produced under a confidentiality regime limiting access to external lawyers and experts only.',
        'How do others negotiate regimes that protect the documents without stopping us from taking instructions?',
      ],
      [
        'Ask for one or two named in-house counsel to have access. Courts often accept that.',
        'Agree how documents will be marked, stored and returned at the end of the proceeding.',
        'Make sure the regime lets you discuss the effect of the documents with the client, even if not the documents themselves.',
      ],
      [
        'Named in-house counsel is what we will propose.',
        'The point about discussing the effect of the documents is important.',
      ],
    ),
  ],
  // 4 Migration Law Practitioners
  [
    post(
      ['Visas', 'Evidence'],
      'Partner visa applications: choosing the evidence',
      [
        'Clients applying for partner visas often arrive with hundreds of photos, messages and receipts and want all of it lodged.',
        'How do practitioners choose the evidence, and how much is enough?',
      ],
      [
        'Organise the evidence under the four areas the decision-maker looks at: finances, the household, social aspects and commitment.',
        'Quality matters more than quantity. A joint lease and bank statements do more than fifty photos.',
        'Detailed statements from each partner, in their own words, are often the weakest part of an application.',
      ],
      [
        'The four areas give clients a clear structure.',
        'I will spend more time on the statements with my next clients.',
      ],
    ),
    post(
      ['Visas', 'Ethics'],
      'Clients harmed by unregistered advisers',
      [
        'I am seeing more clients who paid unregistered advisers and received poor advice. In two matters, false documents were lodged in their names.',
        'How do others handle these matters, both for the client and in reporting the adviser?',
      ],
      [
        'Obtain the full file from the department before giving advice. You need to know exactly what was lodged.',
        'Report the adviser to the regulator and, where fraud is involved, to the department.',
        'Explain the consequences honestly. The client may have to deal with the false documents even though they did not know.',
      ],
      [
        'Getting the file first is essential. We nearly advised on the wrong facts.',
        'We will report the adviser this week.',
      ],
    ),
    post(
      ['Visas', 'Interpreters'],
      'Interpreter problems in protection visa interviews',
      [
        'At my client’s protection visa interview, the interpreter spoke a different dialect from my client. My client understood most questions but struggled with some key ones about events in his home country.',
        'How do practitioners raise interpreter concerns, during the interview and afterwards?',
      ],
      [
        'Raise it at the interview as soon as you notice, and ask for the interview to continue with a different interpreter.',
        'Follow up in writing after the interview, identifying the questions affected.',
        'Ask the client about language and dialect at the first appointment and tell the department when the interview is booked.',
      ],
      [
        'Identifying the questions affected will make the follow-up letter much stronger.',
        'We now ask about dialect at intake.',
      ],
    ),
    post(
      ['Visas'],
      'Employer sponsors and the changes to occupation lists',
      [
        'Recent changes to the skilled occupation lists affect several of our employer clients whose nominated occupations have moved.',
        'How are others advising employers with applications in progress?',
      ],
      [
        'Review each client’s occupation against the new lists and the rules for applications already lodged.',
        'Consider whether another visa pathway or a different occupation better fits the role.',
        'Keep employers informed about timing. Uncertainty is what they find hardest.',
      ],
      [
        'We are reviewing every open matter this week.',
        'Regular updates to employers have reduced the anxious phone calls.',
      ],
    ),
    post(
      ['Visas', 'Wellbeing'],
      'When a client has no review options left',
      [
        'A client who has lived here for eleven years has exhausted merits and judicial review and faces removal. His children were born here.',
        'How do others support clients at this stage, and themselves?',
      ],
      [
        'Explain the remaining options honestly, including a request for ministerial intervention, and the limits of those options.',
        'Connect the client and family with support services, including mental health support.',
        'Look after yourself. These matters stay with you. Talk to colleagues or use the Council’s wellbeing service.',
      ],
      ['We are preparing a ministerial intervention request.', 'Thank you. I needed the reminder to talk to someone.'],
    ),
    post(
      ['Visas', 'Costs'],
      'Fee agreements for applications that take years',
      [
        'Some visa applications now take several years to be decided. Clients often forget what their fees covered and are upset by later invoices.',
        'How do practitioners structure fee agreements for long applications?',
      ],
      [
        'Set fees by stage, with a short description of what each stage includes.',
        'List the government charges separately so clients see what goes to the department.',
        'Explain in the agreement what happens if the application is refused, including review fees.',
      ],
      ['Fees by stage with a description is clear for clients.', 'We will add the refusal section to our agreement.'],
    ),
  ],
  // 5 Early Career Lawyers
  [
    post(
      ['Supervision', 'Wellbeing'],
      'Getting feedback from a partner who is always in court',
      [
        'I am eight months into my first role at a mid-sized litigation firm. The partner I work for is in court most days, and my drafts come back with tracked changes and no explanation.',
        'I want to improve, not just have my work fixed. How have other junior lawyers got useful feedback from busy supervisors?',
      ],
      [
        'Ask one specific question when you hand in the draft, such as whether the chronology is the right length. Specific questions get answers.',
        'Book fifteen minutes every fortnight and bring two or three drafts. Partners find it easier to give feedback in one go.',
        'Senior associates are often better placed to explain the changes. Ask one to walk you through a marked-up draft.',
      ],
      [
        'One specific question per draft is realistic. I will try it this week.',
        'A senior associate has offered before. I will take her up on it.',
      ],
    ),
    post(
      ['Wellbeing', 'Supervision'],
      'Billable hours in the first year',
      [
        'My firm’s billable hours expectation for first-year lawyers is higher than I expected, and I am regularly working on weekends to reach it. I have started to dread Sunday evenings.',
        'For those a few years ahead: did it get better, and what did you do that helped?',
      ],
      [
        'Record all your time, including the time you think is too slow to bill. Your supervisor needs the real picture.',
        'Raise it early with your supervisor or HR. Many firms quietly adjust the expectation in the first year.',
        'If weekends have become normal after six months, it is worth asking whether this firm is right for you. There are good firms with saner hours.',
      ],
      [
        'I have been writing off time I thought was too slow. I will stop doing that.',
        'That is a fair question to ask myself. Thank you for being honest.',
      ],
    ),
    post(
      ['Advocacy', 'Regional courts'],
      'My first mention in the Local Court',
      [
        'Next Tuesday I appear for the first time, a mention in a busy Local Court list. My principal is interstate and I will be on my own.',
        'What do you wish someone had told you before your first appearance?',
      ],
      [
        'Sit in the court the day before if you can. You will learn how the magistrate runs the list and where to stand.',
        'Write down the two or three orders you are seeking and read them out. Nobody expects a speech at a mention.',
        'Introduce yourself to the court officer and the prosecutor before the list starts. They will help you more than you expect.',
      ],
      [
        'Writing the orders down is a great idea. I will do that tonight.',
        'I will get there early and introduce myself. Thank you all.',
      ],
    ),
    post(
      ['Supervision', 'Ethics'],
      'Made a mistake on a file: how do I tell my supervisor?',
      [
        'I missed a filing deadline on a small debt recovery matter by one day. The court accepted the document late, but I have not told my supervising partner yet and it is all I can think about.',
        'How have others raised a mistake with their supervisor?',
      ],
      [
        'Tell your supervisor today, with what happened, what you have done and what you will do differently. Mistakes get worse when they are hidden.',
        'Everyone makes mistakes in their first years. Supervisors care far more about honesty than about the mistake.',
        'Check whether it needs to be notified to the insurer. Your supervisor will know.',
      ],
      [
        'I told her this afternoon. She was much calmer than I expected.',
        'She did check with the insurer, and no notification was needed. Thank you.',
      ],
    ),
    post(
      ['Wellbeing', 'Advocacy'],
      'Finding a mentor outside my firm',
      [
        'My firm does not have a mentoring program, and I would like advice from someone who is not my supervisor on where my career is heading.',
        'How did others find a mentor?',
      ],
      [
        'The Council’s early career mentoring program matches you with a practitioner from another firm.',
        'Ask a barrister you have briefed. Many are happy to have coffee with junior solicitors.',
        'Be clear about what you want from the relationship. Mentors find it easier to help.',
      ],
      [
        'I will apply for the mentoring program this round.',
        'Good point about being clear. I will write down what I want first.',
      ],
    ),
  ],
  // 6 Law Reform and Policy Exchange
  [
    post(
      ['Submissions', 'Advocacy'],
      'Giving evidence to a Senate committee',
      [
        'The Council has been invited to give evidence to a Senate committee on our submission about the proposed changes to the Family Law Act. Two members of the section will appear with the policy director.',
        'For those who have appeared before: what surprised you, and how did you prepare?',
      ],
      [
        'Keep the opening statement to three minutes. Senators want to get to their questions.',
        'Expect questions outside the submission, especially on costs and delays. Agree in advance who answers what.',
        'Read the other submissions and the transcript of earlier witnesses. Senators often test your view against theirs.',
      ],
      [
        'Agreeing who answers what is sensible with three of us at the table.',
        'We will read the earlier transcripts this week.',
      ],
    ),
    post(
      ['Submissions', 'Privacy'],
      'Surveillance legislation: comments on the draft submission',
      [
        'The draft submission on the electronic surveillance reforms is in the policy folder. It supports a single warrant framework but argues that the proposed oversight is too weak, especially for journalists’ data.',
        'Comments from members with criminal or privacy practices would be very welcome by the 20th.',
      ],
      [
        'The section on issuing authorities should say clearly that warrants be issued by judges, not members of a tribunal.',
        'Consider adding a recommendation on notifying people after surveillance ends, as some overseas regimes do.',
        'The journalists’ section is strong. I would add lawyers’ communications and legal professional privilege.',
      ],
      [
        'Legal professional privilege is a good addition. The policy team will draft a paragraph.',
        'After-the-fact notification will be added as an option for the committee to consider.',
      ],
    ),
    post(
      ['Submissions', 'Sentencing'],
      'Evidence on mandatory minimum sentences',
      [
        'The criminal law and policy committees are preparing a joint submission on mandatory minimum sentences for a state inquiry.',
        'We are looking for practitioners’ experience of matters where the minimum produced an outcome the court would not otherwise have imposed. De-identified case studies would be ideal.',
      ],
      [
        'I can provide two examples involving young Aboriginal clients in regional courts. Both were first offences.',
        'The research on the Northern Territory’s experience is worth citing. It is recent and well regarded.',
        'The submission should also address the effect on guilty pleas. Mandatory minimums reduce the incentive to plead.',
      ],
      [
        'Thank you, the case studies would be very valuable. The policy officer will contact you.',
        'The point on guilty pleas is important. It is now in the outline.',
      ],
    ),
    post(
      ['Submissions', 'Technology'],
      'Decisions made by computer systems: examples wanted',
      [
        'Following the recent royal commission, the Council is preparing a submission on safeguards when government decisions are made by computer systems.',
        'If your clients have been affected by decisions made by computer systems, for example in social security, tax or visa processing, we would like to hear what went wrong and how it was fixed.',
      ],
      [
        'A client received a debt notice calculated entirely from averaged income data. Nobody could tell us how it was calculated.',
        'The submission should insist on a right to a human review and to reasons.',
        'Procurement matters too. Agencies should be able to explain the systems they buy.',
      ],
      [
        'The debt notice example is exactly the kind of case we need. Thank you.',
        'Reasons and human review are the two core recommendations.',
      ],
    ),
    post(
      ['Submissions'],
      'How many of our recommendations were adopted last year?',
      [
        'The policy team has tracked the outcome of every recommendation in last year’s twenty-three submissions. Roughly a third were adopted in full or in part, mostly in family law and courts administration.',
        'The summary is in the folder. We would welcome views on whether to publish it, and on where we could have been more effective.',
      ],
      [
        'Publish it. Members rarely see what the policy work achieves.',
        'The submissions with practitioner case studies seem to have done better. That is worth noting.',
        'It would be interesting to track the recommendations that were rejected. Some may come back.',
      ],
      [
        'The summary will go in the annual report and on the website.',
        'Good point on case studies. It supports what the committees have been saying.',
      ],
    ),
    post(
      ['Submissions', 'Legal aid'],
      'Justice reinvestment: drafting the Council’s position',
      [
        'The Council does not yet have a policy position on justice reinvestment. The policy committee has prepared a draft based on the evaluations of programs in Bourke and elsewhere.',
        'The draft supports community-led programs with long-term funding. Members’ views are welcome before it goes to the directors.',
      ],
      [
        'The draft should stress that the community sets the priorities, not government.',
        'Five-year funding is a minimum. Programs that close after two years lose community trust.',
        'Include a recommendation about independent evaluation with the community.',
      ],
      [
        'The wording on community leadership will be strengthened.',
        'A recommendation on independent evaluation has been added.',
      ],
    ),
  ],
  // 7 Regional and Remote Practitioners
  [
    post(
      ['Regional courts', 'Wellbeing'],
      'The only family lawyer in town',
      [
        'Since my colleague retired, I am the only family lawyer in a town of 30,000 people. I am turning away clients every week and cannot take a holiday.',
        'How do other regional practitioners manage being the only one in their area of law?',
      ],
      [
        'Build referral relationships with a couple of city firms that will take matters by video.',
        'Join the regional practitioners’ monthly call. It helps to talk to people with the same problems.',
        'Talk to the law school about a graduate. Regional firms that offer good supervision do attract them.',
      ],
      [
        'A couple of reliable referral firms would take a lot of pressure off.',
        'I had not thought of approaching the law school. I will call them.',
      ],
    ),
    post(
      ['Regional courts', 'Technology'],
      'Working on circuit with no internet',
      [
        'Two of the circuit courts I attend have almost no phone coverage and the court Wi-Fi rarely works. Electronic briefs are becoming the norm.',
        'How do others make sure they have what they need at court?',
      ],
      [
        'I download every brief to my laptop the night before and keep a paper copy of the key documents.',
        'Raise it with the court registry. Our complaints led to a new connection at one court.',
        'A hotspot with a different carrier helps at some locations.',
      ],
      ['A second carrier is a simple fix for one of my courts.', 'I will raise it with the registry. Thank you.'],
    ),
    post(
      ['Regional courts', 'Ethics'],
      'Conflicts when everyone knows everyone',
      [
        'In a small town, it is common to be asked to act against someone I know socially, or against a former client.',
        'How do other regional practitioners manage conflicts without leaving people with no local lawyer at all?',
      ],
      [
        'Run conflict checks on every new matter, even when you think you know the people.',
        'Have an arrangement with a practitioner in the next town for matters you cannot take.',
        'Write down your reasons when you decide there is no conflict. It protects you if questions come later.',
      ],
      [
        'An arrangement with the next town is a good idea for clients with no other option.',
        'Recording reasons is a good habit. I do not always do it.',
      ],
    ),
    post(
      ['Regional courts', 'Wellbeing'],
      'Getting CPD points from the country',
      [
        'CPD seminars are mostly held in the capitals, and two days away from the practice is hard to justify.',
        'Which online or regional options have others found worthwhile?',
      ],
      [
        'The Council’s recorded seminars count, and you can watch them in the evening.',
        'Our regional law society holds a one-day conference each year that covers most of the points.',
        'Local peer groups can count as CPD if they are structured properly.',
      ],
      [
        'A local peer group would be good for the practitioners here anyway.',
        'I will look at the regional conference for next year.',
      ],
    ),
    post(
      ['Regional courts', 'Legal aid'],
      'Legal aid grants for travel to circuit courts',
      [
        'Legal aid grants do not cover the time I spend driving to circuit courts, sometimes three hours each way.',
        'How do other regional practitioners make legal aid work financially?',
      ],
      [
        'Group your circuit matters on the same day so the travel is shared.',
        'Some legal aid commissions pay a travel allowance on request. Ask.',
        'Appear by video for mentions where the court allows it.',
      ],
      [
        'I did not know about the travel allowance. I will ask.',
        'Appearing by video for mentions would save me a lot of time.',
      ],
    ),
  ],
  // 8 Directors Working Group
  [
    post(
      ['Advocacy', 'Costs'],
      'June directors meeting: papers and agenda',
      [
        'The papers for the June directors meeting are in the folder. The main items are next year’s budget, the advocacy priorities and the proposal to admit associate members.',
        'Please post questions here by Monday so the secretariat can prepare responses.',
      ],
      [
        'The associate member proposal needs more detail on voting rights.',
        'Could the budget paper show the cost of each advocacy priority?',
        'The papers are clear and shorter than usual. Thank you to the secretariat.',
      ],
      ['Voting rights will be clarified in an addendum.', 'The finance team will add costs to each priority.'],
    ),
    post(
      ['Costs'],
      'Draft budget: fewer events, more policy staff',
      [
        'The draft budget for next year proposes reducing the number of face-to-face events and funding an additional policy officer.',
        'The finance committee supports the change but asks directors to consider the effect on constituent bodies that rely on the events.',
      ],
      [
        'I support the policy officer. Our submissions are stretched.',
        'The constituent bodies should be consulted before the events are cut.',
        'Could some events move online rather than stop?',
      ],
      [
        'The secretariat will consult the constituent bodies this month.',
        'Moving two events online is now in the revised draft.',
      ],
    ),
    post(
      ['Ethics'],
      'Review of the conflicts of interest policy',
      [
        'The governance committee has reviewed the conflicts of interest policy. The main change is a clearer process when a director’s firm acts in a matter the Council is commenting on.',
        'Please comment on the draft by the end of the month.',
      ],
      [
        'The new process is clear. I support it.',
        'Could the policy include examples? Directors often are not sure whether something is a conflict.',
        'The register should be published on the website.',
      ],
      ['Examples will be added as an appendix.', 'The committee will consider publishing the register.'],
    ),
    post(
      ['Advocacy', 'Legal aid'],
      'Advocacy priorities for the coming year',
      [
        'Based on the survey of constituent bodies, the policy committee proposes four advocacy priorities: legal aid funding, court delays, regional access to justice and the use of AI in legal practice.',
        'Directors are asked to confirm the priorities or suggest changes.',
      ],
      [
        'Legal aid funding should be the first priority. It affects every other issue.',
        'Regional access to justice is overdue for attention.',
        'AI is important but may be better as a practice guidance project than an advocacy priority.',
      ],
      [
        'The order will be changed to put legal aid first.',
        'The committee will discuss moving AI to practice guidance.',
      ],
    ),
    post(
      ['Wellbeing'],
      'National wellbeing strategy for the profession',
      [
        'The wellbeing committee has drafted a national strategy, building on the recent survey of psychological distress among practitioners.',
        'It proposes guidelines for firms, a peer support network and changes to CPD. Directors’ comments are welcome.',
      ],
      [
        'The guidelines for firms are the most practical part. They should come first.',
        'Early career lawyers and barristers face different pressures. The strategy should address both.',
        'We need a way to measure whether the strategy makes a difference.',
      ],
      [
        'The committee will add specific actions for early career lawyers.',
        'A repeat survey in three years is proposed as the measure.',
      ],
    ),
    post(
      ['Technology'],
      'Member website project: progress and demonstration',
      [
        'The new member website is on schedule for launch in the second quarter. The project team will demonstrate the member area and event booking at the next meeting.',
        'The project is within budget. The main risk is the migration of old policy documents.',
      ],
      [
        'Looking forward to the demonstration.',
        'Will the library of old policy papers be searchable?',
        'Access from a phone is important for practitioners at court.',
      ],
      ['Yes, the library will be searchable by topic and year.', 'The site has been designed for phones first.'],
    ),
    post(
      ['Ethics'],
      'Special resolutions for the annual general meeting',
      [
        'Two special resolutions are proposed for the AGM: a change to the constitution allowing electronic voting, and an increase in the number of independent directors from one to two.',
        'The draft notice of meeting and explanatory memorandum are in the folder.',
      ],
      [
        'Both resolutions are sensible. I support them.',
        'The explanatory memorandum should explain why a second independent director is needed.',
        'Could the notice go out a week earlier to give constituent bodies time to consult?',
      ],
      ['The memorandum will explain the skills gap on the board.', 'The notice will go out a week earlier.'],
    ),
    post(
      ['Costs'],
      'Audit report and management letter',
      [
        'The auditor has issued an unqualified opinion on the financial statements. The management letter raises two matters: the timeliness of bank reconciliations and access controls in the finance system.',
        'Management’s responses are in the folder for the audit committee.',
      ],
      [
        'Good to see a clean opinion again.',
        'The access control issue should be fixed before the next audit.',
        'Can management report progress on both matters at the next meeting?',
      ],
      ['Both matters will be reported at each meeting until resolved.', 'Access controls have already been tightened.'],
    ),
  ],
  // 9 Practice Principals Circle
  [
    post(
      ['Technology', 'Trust accounts'],
      'Choosing a practice management system',
      [
        'Our four-lawyer firm still uses a desktop accounting package and spreadsheets for matter management. We want to move to a cloud system this year.',
        'Which systems do other small practices use, and how well do they handle trust accounting?',
      ],
      [
        'Check that the trust accounting module meets your state’s rules. Not every system does.',
        'Ask for a trial with real matters. Demonstrations always look easy.',
        'Plan the data migration carefully. Old matters can stay in the old system.',
      ],
      [
        'Trust accounting compliance is our main requirement.',
        'Leaving old matters behind would simplify the migration.',
      ],
    ),
    post(
      ['Wellbeing', 'Supervision'],
      'Flexible work in a small practice',
      [
        'Two of our lawyers have asked to work from home two days a week. We are a small firm and worry about supervision and client service.',
        'How have other principals made flexible work work?',
      ],
      [
        'Agree core hours and how clients reach the lawyer on home days.',
        'Supervision works by video if you schedule it. Do not rely on people dropping in.',
        'Try it for six months and review together.',
      ],
      ['A six-month trial is a good way to start.', 'Scheduled supervision is the key point for us.'],
    ),
    post(
      ['Costs', 'Trust accounts'],
      'Unpaid invoices and money in trust',
      [
        'We have a growing number of unpaid invoices, mostly from family law clients.',
        'How do other principals manage fees without damaging the relationship?',
      ],
      [
        'Take money in trust at the start and top it up at each stage.',
        'Invoice monthly. Large invoices at the end are the ones that go unpaid.',
        'Talk to the client as soon as an invoice is overdue. Most will agree to a plan.',
      ],
      ['Monthly invoicing would help us a lot.', 'Money in trust at each stage is our new policy.'],
    ),
    post(
      ['Supervision', 'Costs'],
      'Hiring a graduate in a small firm',
      [
        'We are considering hiring our first graduate. I want to make sure we can supervise properly.',
        'What should a small firm put in place first?',
      ],
      [
        'A named supervisor with time set aside each week.',
        'A mix of work. Graduates learn best with variety.',
        'Budget for the first year. A graduate will not be profitable immediately.',
      ],
      ['Budgeting for the first year is realistic advice.', 'A named supervisor will be part of the plan.'],
    ),
    post(
      ['Technology', 'Privacy'],
      'Cyber security for a small practice',
      [
        'A practice in our area had its email compromised and a client paid a settlement into a fraudster’s account.',
        'What are other small practices doing to protect themselves and their clients?',
      ],
      [
        'Tell clients at the start that you will never change bank details by email, and to call you before paying.',
        'Use multi-factor authentication on every account.',
        'Check your insurance covers cyber incidents.',
      ],
      ['The client warning is now in our costs agreement.', 'We are turning on multi-factor authentication this week.'],
    ),
  ],
  // 10 Remote Hearings Pilot 2024
  [
    post(
      ['Remote hearings'],
      'Welcome to the remote hearings pilot',
      [
        'Three courts are taking part in the remote hearings pilot for directions hearings, interlocutory applications and some short trials.',
        'This community is for practitioners appearing in the pilot to share their experience. The court’s practice note and connection guide are in the folder.',
      ],
      [
        'Looking forward to it. Will the pilot include hearings with witnesses?',
        'The connection guide is clear. Thank you.',
        'Which platform will the courts use?',
      ],
      [
        'Short trials with witnesses are included in the second half of the pilot.',
        'All three courts use the same platform, described in the guide.',
      ],
    ),
    post(
      ['Remote hearings', 'Technology'],
      'First month: sound problems',
      [
        'Several practitioners have reported sound dropping out during hearings in the first month of the pilot.',
        'The courts’ technical team would like details: time, location and the equipment used.',
      ],
      [
        'My sound dropped twice during a directions hearing. I was using a laptop on office Wi-Fi.',
        'A wired connection and a headset solved the problem for me.',
        'The court’s support line answered quickly and helped me reconnect.',
      ],
      [
        'A wired connection and headset will be recommended in the guide.',
        'Thank you for the details. They have been passed to the technical team.',
      ],
    ),
    post(
      ['Remote hearings', 'Evidence'],
      'Witnesses giving evidence from home',
      [
        'Now that short trials are part of the pilot, some witnesses have given evidence from home.',
        'How did it go? The courts are particularly interested in how documents were shown to witnesses.',
      ],
      [
        'Witnesses seemed more relaxed than in court, which helped the evidence.',
        'Showing documents was difficult. We sent a sealed bundle to the witness beforehand.',
        'We asked the witness to show the room with the camera to confirm no one else was present.',
      ],
      ['The sealed bundle approach will be included in the guidance.', 'Checking the room is a sensible step.'],
    ),
    post(
      ['Remote hearings', 'Interpreters'],
      'Interpreters in remote hearings',
      [
        'Interpreters have told the pilot team that remote hearings are harder, particularly when several people speak at once.',
        'We would like to hear practitioners’ experience.',
      ],
      [
        'Consecutive interpreting worked much better than simultaneous.',
        'Sound quality is essential. The interpreter should have a headset.',
        'Allow extra time. The court should expect it.',
      ],
      ['Consecutive interpreting will be the recommendation.', 'Extra time will be noted in the practice note.'],
    ),
    post(
      ['Remote hearings', 'Privacy'],
      'Recording and sharing hearings',
      [
        'Practitioners have asked whether clients can record remote hearings. The practice note prohibits recording by participants.',
        'Please remind clients before each hearing.',
      ],
      [
        'Clients should be told in writing. Some do not realise it is prohibited.',
        'Could the courts add a notice at the start of each hearing?',
        'Thank you for clarifying.',
      ],
      ['The courts have agreed to add a notice.', 'A sample letter for clients is now in the folder.'],
    ),
    post(
      ['Remote hearings', 'Regional courts'],
      'Regional practitioners: travel time saved',
      [
        'Early results show that regional practitioners have saved the most time in the pilot.',
        'We would like to hear your experience for the evaluation.',
      ],
      [
        'I saved a full day of travel for each directions hearing.',
        'My clients also saved travel and time off work.',
        'Some hearings still need to be in person, especially contested ones.',
      ],
      [
        'Thank you. These details will be in the evaluation.',
        'Agreed. The report will say which hearings suit remote appearance.',
      ],
    ),
    post(
      ['Remote hearings'],
      'Final report and the end of the pilot',
      [
        'The final report of the remote hearings pilot is in the folder. It recommends remote appearances for directions hearings and interlocutory matters, and careful case-by-case decisions for trials.',
        'Thank you to everyone who took part. The community will now be archived.',
      ],
      [
        'Thank you for running the pilot. It has changed how I practise.',
        'Will remote directions hearings continue after the pilot?',
        'The report is fair and useful.',
      ],
      ['Yes, the courts will continue remote directions hearings.', 'Thanks to all the practitioners who took part.'],
    ),
  ],
  // 11 Legal Technology and AI
  [
    post(
      ['Technology', 'Ethics'],
      'Client confidentiality and generative AI',
      [
        'Our firm is drafting a policy on generative AI. The main concern is client confidentiality when lawyers paste documents into public tools.',
        'What have other firms put in their policies?',
      ],
      [
        'No client information in public tools. Only approved business versions of tools with contractual confidentiality.',
        'Check where the data is stored and whether it is used for training.',
        'Train staff. A policy alone does not change behaviour.',
      ],
      ['Training is what we are missing.', 'Data storage and training use are now in our checklist.'],
    ),
    post(
      ['Technology', 'Costs'],
      'Billing for work done with AI tools',
      [
        'If an AI tool reduces a task from three hours to thirty minutes, how should we bill the client?',
        'I would like to hear how other firms are approaching this.',
      ],
      [
        'Bill the time actually spent. Anything else is hard to justify.',
        'Fixed fees may suit AI-assisted work better than hourly billing.',
        'Be open with clients about the use of AI.',
      ],
      ['Fixed fees are worth considering for routine work.', 'Openness with clients is the key point.'],
    ),
    post(
      ['Technology', 'Evidence'],
      'Fake citations from AI: checking your work',
      [
        'A court recently criticised a practitioner who filed submissions with cases that did not exist, invented by an AI tool.',
        'How are firms checking AI-assisted research?',
      ],
      [
        'Every citation must be checked in an authorised report. No exceptions.',
        'Supervisors should ask juniors how research was done.',
        'Treat AI output as a first draft, never as a source.',
      ],
      [
        'A first draft, never a source, is a good way to put it.',
        'We have added citation checking to our review checklist.',
      ],
    ),
    post(
      ['Technology', 'Privacy'],
      'Document automation for small practices',
      [
        'We want to automate our standard documents, such as wills and costs agreements.',
        'Which tools have other small practices used?',
      ],
      [
        'Start with the documents you produce most often.',
        'Keep the templates under the control of one person.',
        'Check the tool’s data storage and privacy terms.',
      ],
      ['Starting with the most common documents makes sense.', 'One person responsible for templates is sensible.'],
    ),
    post(
      ['Technology', 'Supervision'],
      'Training junior lawyers when AI drafts the first version',
      [
        'Junior lawyers used to learn by drafting simple letters and advice from scratch. Now our AI tool produces a first draft in seconds.',
        'How are firms making sure juniors still learn the underlying skills?',
      ],
      [
        'We ask juniors to draft some documents without the tool in their first six months.',
        'Have them explain every change they make to the AI draft. It shows whether they understand it.',
        'Supervisors need to review AI drafts as closely as any other draft.',
      ],
      ['Drafting without the tool at first makes sense.', 'Explaining the changes is a good test of understanding.'],
    ),
    post(
      ['Technology', 'Remote hearings'],
      'Electronic signatures and witnessing',
      [
        'Since the temporary rules on remote witnessing became permanent in some states, clients ask to sign everything electronically.',
        'Which documents are you still insisting on signing in person?',
      ],
      [
        'Wills and powers of attorney, depending on the state. Check the rules every time.',
        'Deeds can be signed electronically in most cases now, but check the counterparty will accept them.',
        'Keep a record of how identity was verified for remote witnessing.',
      ],
      ['Recording identity verification is a good habit.', 'We still do wills in person. It is safer.'],
    ),
  ],
];
