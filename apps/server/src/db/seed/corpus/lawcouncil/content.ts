/** Law council (`lawcouncil`, the national body of the legal profession): news, resources, pages. Newest first. */
import { article } from '../helpers';
import type { CorpusArticle, CorpusPage } from '../types';

export const NEWS_CATEGORIES = ['Advocacy', 'Council news', 'Law reform', 'Profession', 'Courts and justice'];
export const RESOURCE_CATEGORIES = [
  'Practice guides',
  'Submissions',
  'Policy papers',
  'Templates and forms',
  'Webinars and media',
];
export const CONTENT_TAGS = [
  'Access to justice',
  'Family law',
  'Criminal law',
  'Human rights',
  'Legal aid',
  'Privacy',
  'Migration',
  'Courts',
  'Ethics',
  'Technology',
  'Wellbeing',
  'First Nations justice',
  'Regional practice',
  'Law reform',
  'Professional standards',
];

export const NEWS: CorpusArticle[] = [
  article(
    'Council calls for increased legal aid funding in the federal budget',
    'Our pre-budget submission asks for a significant increase in Commonwealth legal aid funding, with a focus on family law and regional services.',
    [
      'The Council’s pre-budget submission calls on the Commonwealth to increase funding for legal aid commissions and community legal centres. Demand for help with family law matters has grown sharply, while funding has not kept pace.',
      'The submission draws on evidence from constituent bodies in every state and territory, including long waiting times for grants of aid in regional areas.',
    ],
    [
      'An increase in base funding for legal aid commissions.',
      'Dedicated funding for family violence matters.',
      'Indexation so that funding keeps pace with costs.',
    ],
    'What we are asking for',
  ),
  article(
    'Privacy law reform: our response to the draft legislation',
    'The Council supports stronger privacy protections but has raised concerns about the proposed direct right of action.',
    [
      'The Council has responded to the exposure draft of the privacy legislation amendments. We support a stronger, clearer privacy framework for individuals and businesses.',
      'Our submission raises concerns about how the proposed direct right of action will interact with existing remedies and about the resources the regulator will need.',
    ],
  ),
  article(
    'New national guidance on the use of generative AI in legal practice',
    'Practitioners remain responsible for every document they file, whatever tools they use to prepare it.',
    [
      'The Council has published guidance on the responsible use of generative AI tools in legal practice. The guidance reminds practitioners that their duties to the court and to clients do not change with the tools they use.',
      'It covers confidentiality, checking citations, supervision of junior staff and telling clients when AI tools are used in their matter.',
    ],
  ),
  article(
    'Profile: a career in regional criminal defence',
    'Darwin barrister Michael Ong reflects on twenty years of circuit work in remote communities.',
    [
      'Michael Ong has travelled with the bush court circuit for most of his career. He describes the work as the most demanding and the most rewarding he has done.',
      '“You see the whole community in the courtroom,” he says. “Interpreters, elders, families. You learn quickly that justice is not only about the law.”',
    ],
  ),
  article(
    'National conference: registrations open',
    'This year’s National Legal Conference in Brisbane focuses on access to justice and the future of the profession.',
    [
      'Registrations are open for the National Legal Conference. The programme includes sessions on courts and technology, family law reform, First Nations justice and wellbeing in the profession.',
      'Early-bird rates are available until the end of next month, and CPD points are available for every session.',
    ],
  ),
  article(
    'Rule of law survey: public confidence in the courts',
    'Our annual survey shows most Australians trust the courts, but confidence is lower among younger people.',
    [
      'The Council’s annual rule of law survey found that seven in ten Australians have confidence in the courts. Confidence was lowest among people aged 18 to 29.',
      'The Council will work with constituent bodies on civics education and on clearer information about how courts work.',
    ],
  ),
  article(
    'Family law reforms commence',
    'Changes to parenting arrangements and property proceedings commence next month. Here is what practitioners need to know.',
    [
      'Reforms to the family law framework commence next month. The changes simplify the factors courts consider in parenting matters and codify some principles in property proceedings.',
      'The Council has prepared a practitioner summary and will host a webinar with members of the Family Law Section.',
    ],
  ),
  article(
    'Wellbeing in the profession: new resources for firms',
    'A new guide helps firms of every size support the wellbeing of lawyers and staff.',
    [
      'Research continues to show high rates of psychological distress in the legal profession. The Council’s new guide gives firms practical steps to reduce risk and support staff.',
      'It covers workloads, supervision, vicarious trauma and creating a culture where people can ask for help.',
    ],
  ),
  article(
    'Council president addresses the opening of the legal year',
    'The president spoke about the independence of the judiciary and the importance of legal aid.',
    [
      'In her address at the opening of the legal year, the Council president reflected on the importance of an independent judiciary and an adequately funded legal assistance sector.',
      'The full address is available on the Council’s website.',
    ],
  ),
  article(
    'Call for nominations: national pro bono awards',
    'Nominations are open for the awards that recognise outstanding pro bono work by lawyers and firms.',
    [
      'The national pro bono awards recognise individuals and firms whose pro bono work has made a real difference. Categories include early career lawyer, small firm and regional practice.',
      'Nominations close at the end of next month.',
    ],
  ),
  article(
    'Council welcomes appointment of new federal judges',
    'The Council congratulates the four judges appointed to the federal courts this month.',
    [
      'The Council president has congratulated the four newly appointed federal judges and thanked them for their service to the profession.',
      'The Council continues to call for an open, merit-based appointments process for all federal judicial officers.',
    ],
  ),
  article(
    'Section membership: join a national section',
    'Members can now join national sections online, with new sections for technology law and elder law.',
    [
      'National sections bring together practitioners in a practice area to share knowledge and contribute to law reform. Two new sections, technology law and elder law, launched this month.',
      'Section membership is open to members of every constituent body.',
    ],
  ),
];

export const RESOURCES: CorpusArticle[] = [
  article(
    'Guide to writing a law reform submission',
    'How to make a submission to a parliamentary inquiry or law reform commission that is read and cited.',
    [
      'Good submissions are focused, evidence-based and practical. This guide explains how to structure a submission, use case studies and make clear recommendations.',
      'It includes examples of submissions that shaped legislation.',
    ],
    ['Answer the terms of reference.', 'Use de-identified case studies.', 'Number your recommendations.'],
    'Key points',
  ),
  article(
    'Generative AI in practice: a checklist',
    'A one-page checklist to use before relying on AI tools in a client matter.',
    [
      'This checklist accompanies the Council’s guidance on generative AI. It covers confidentiality, verification of sources and supervision.',
      'Firms can adapt it for their own policies.',
    ],
  ),
  article(
    'Family law practitioner summary of the reforms',
    'A section-by-section summary of the family law amendments and what they mean in practice.',
    [
      'This summary explains each change to parenting and property provisions, with practical notes on advising clients.',
      'It was prepared by members of the Family Law Section.',
    ],
  ),
  article(
    'Webinar recording: cross-examination of vulnerable witnesses',
    'A one-hour webinar on the rules and good practice when questioning vulnerable witnesses.',
    [
      'Experienced practitioners and a former judge discuss the legal framework and practical techniques for questioning children and vulnerable adults.',
      'The recording attracts one CPD point.',
    ],
  ),
  article(
    'Costs agreement template for small firms',
    'An editable costs agreement with plain-language explanations for clients.',
    [
      'This template meets the disclosure requirements of the uniform law and explains costs in plain language.',
      'It includes guidance notes on estimates and updating disclosure.',
    ],
  ),
  article(
    'Policy paper: First Nations justice',
    'The Council’s position on reducing the over-representation of First Nations people in custody.',
    [
      'This paper sets out the Council’s recommendations, developed with First Nations legal practitioners and organisations.',
      'It covers justice reinvestment, bail laws, the age of criminal responsibility and culturally safe legal services.',
    ],
  ),
  article(
    'Vicarious trauma: a guide for practitioners',
    'Recognising and managing the effects of repeated exposure to traumatic material.',
    [
      'Lawyers in criminal, family and migration law often work with distressing material. This guide explains the signs of vicarious trauma and practical steps for individuals and firms.',
      'It includes a list of confidential support services.',
    ],
  ),
  article(
    'Podcast: the independent bar',
    'Three barristers talk about life at the bar, briefs and building a practice.',
    [
      'In this episode, three barristers at different stages of their careers discuss what the bar is like and how to build a sustainable practice.',
      'They share advice for solicitors considering the move.',
    ],
  ),
  article('Practice guide: remote hearings', 'Preparing clients and witnesses for hearings by video.', [
    'Remote hearings are now common in many courts and tribunals. This guide covers technology, preparing witnesses, handling documents and professional conduct on screen.',
    'It includes a checklist to send to clients before the hearing.',
  ]),
  article(
    'Template: letter of engagement for pro bono matters',
    'An engagement letter that sets clear expectations for pro bono clients.',
    [
      'Pro bono clients deserve the same clarity about scope as paying clients. This template sets out the scope of the work, what the client needs to do and when the engagement ends.',
      'It includes optional wording for disbursements.',
    ],
  ),
  article(
    'Practice guide: acting for clients with impaired capacity',
    'Assessing capacity to give instructions and what to do when it is in doubt.',
    [
      'This guide explains the presumption of capacity, warning signs and when to seek a medical opinion.',
      'It covers supported decision-making and working with guardians and attorneys.',
    ],
  ),
  article(
    'Policy paper: the independence of the legal profession',
    'Why an independent, self-regulating profession matters to the rule of law.',
    [
      'This paper sets out the Council’s position on regulation of the profession and the principles any reform should respect.',
      'It draws on comparisons with other common law countries.',
    ],
  ),
];

export const PAGES: CorpusPage[] = [
  {
    name: 'Member benefits',
    body: '<h2>Your member benefits</h2><p>Through your constituent body, you are part of the national voice of the legal profession.</p><ul><li>Section memberships and national committees</li><li>Discounts on the National Legal Conference and CPD webinars</li><li>Practice guides, policy papers and submissions</li><li>Member communities across every practice area</li></ul>',
  },
  {
    name: 'Professional standards',
    body: '<h2>Professional standards</h2><p>Members uphold the rule of law and the administration of justice.</p><ol><li>Your paramount duty is to the court and the administration of justice.</li><li>Act in the best interests of your client.</li><li>Be honest and courteous in all dealings.</li><li>Deliver legal services competently and diligently.</li></ol>',
  },
  {
    name: 'Annual general meeting',
    body: '<h2>Annual general meeting</h2><p>The annual general meeting of the Council is held in Canberra and online.</p><h3>Agenda</h3><ol><li>President’s report</li><li>Financial statements</li><li>Election of office holders</li><li>General business</li></ol>',
  },
];
