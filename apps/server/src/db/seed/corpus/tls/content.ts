/** Territory law society (`tls`, the local society of practitioners): news, resources, pages. Newest first. */
import { article } from '../helpers';
import type { CorpusArticle, CorpusPage } from '../types';

export const NEWS_CATEGORIES = ['Society news', 'Practice notes', 'Courts', 'Member profiles', 'CPD and events'];
export const RESOURCE_CATEGORIES = ['Practice guides', 'Precedents', 'Checklists', 'Forms', 'Recordings'];
export const CONTENT_TAGS = [
  'Practising certificates',
  'Trust accounts',
  'CPD',
  'Conveyancing',
  'Wills and estates',
  'Family law',
  'Criminal law',
  'Local Court',
  'Supreme Court',
  'Remote communities',
  'Interpreters',
  'Ethics',
  'Wellbeing',
  'Practice management',
  'New practitioners',
];

export const NEWS: CorpusArticle[] = [
  article(
    'Practising certificate renewals open',
    'Renewals for the next practising year are now open online. Renew before 31 May to avoid the late fee.',
    [
      'The Society has opened practising certificate renewals for the coming year. Most practitioners can renew online in about fifteen minutes.',
      'Before you start, check that your CPD points for the current year are recorded and that your professional indemnity insurance is in place.',
    ],
    ['Confirm your CPD points.', 'Check your insurance details.', 'Update your contact and employment details.'],
    'Before you renew',
  ),
  article(
    'Local Court practice direction on electronic filing',
    'From next month, most documents in civil matters must be filed electronically.',
    [
      'The Chief Judge of the Local Court has issued a practice direction requiring electronic filing of most documents in civil proceedings from the start of next month.',
      'The Society ran training sessions during the pilot, and recordings are available in the resources section.',
    ],
  ),
  article(
    'Member profile: forty years of practice in Alice Springs',
    'Retiring principal Gwen Fletcher looks back on four decades of practice in Central Australia.',
    [
      'Gwen Fletcher arrived in Alice Springs in 1985 for a two-year contract. She stayed for forty years, running a general practice that served town and remote communities alike.',
      '“In a small town you are a lawyer to everyone,” she says. “Wills in the morning, a bail application at lunch, a land matter in the afternoon.”',
    ],
  ),
  article(
    'Trust account examinations: common problems this year',
    'The external examiner’s annual report highlights late reconciliations and missing authorities.',
    [
      'The annual report on trust account examinations found that most practices keep their trust accounts well. The most common problems were late monthly reconciliations and missing written authorities for transfers.',
      'The Society’s trust account checklist has been updated to address both issues.',
    ],
  ),
  article(
    'CPD year ends soon: check your points',
    'Practitioners need ten CPD points, including one in each mandatory category, by 31 March.',
    [
      'The CPD year ends on 31 March. Practitioners need ten points, including at least one point each in ethics, practice management and advocacy or substantive law.',
      'The Society’s CPD calendar has several free sessions in the coming weeks.',
    ],
  ),
  article(
    'New interpreter booking arrangements for courts',
    'Courts will now book Aboriginal language interpreters for listed hearings, but practitioners must still request them.',
    [
      'The courts have announced new arrangements for booking Aboriginal language interpreters for hearings. Practitioners must request an interpreter when the matter is listed.',
      'The Society welcomes the change and will monitor how it works in remote court sittings.',
    ],
  ),
  article(
    'Annual dinner and awards night',
    'Join colleagues for the Society’s annual dinner, where we recognise outstanding contributions to the profession.',
    [
      'The annual dinner will be held at the waterfront this year. Awards include the community service award, the young lawyer of the year and the pro bono award.',
      'Tickets are limited, so book early.',
    ],
  ),
  article('Council elections: nominations open', 'Nominations are open for five positions on the Society council.', [
    'The Society is seeking nominations for its council. We encourage nominations from practitioners outside Darwin and from early career lawyers.',
    'Nomination forms are on the member-only pages.',
  ]),
  article(
    'Wellbeing programme: free confidential counselling',
    'Members and their families can access up to six free counselling sessions a year.',
    [
      'The Society’s wellbeing programme offers free, confidential counselling to practitioners and their immediate families.',
      'Sessions are available by phone, video or in person in Darwin and Alice Springs.',
    ],
  ),
  article(
    'Changes to the conveyancing rules',
    'Amended conveyancing rules take effect next quarter, with new verification of identity requirements.',
    [
      'Amendments to the conveyancing rules will take effect next quarter. The main change is a stronger verification of identity standard for all parties to a transaction.',
      'A summary and updated checklist are available in the resources section.',
    ],
  ),
  article(
    'Free CPD session: ethics in small communities',
    'A free one-point ethics session on conflicts and confidentiality in small towns, online and in Alice Springs.',
    [
      'The Society’s ethics counsel will run a free session on the ethical problems that arise when you know many people in your community.',
      'The session counts for one point in the ethics category.',
    ],
  ),
  article(
    'Court sittings calendar for the coming year',
    'Circuit sitting dates for the Local Court and the Supreme Court have been published.',
    [
      'The courts have published the sittings calendar for the coming year, including circuit sittings in remote communities.',
      'Practitioners who travel on circuit should check the dates and book travel early.',
    ],
  ),
];

export const RESOURCES: CorpusArticle[] = [
  article(
    'Trust account checklist',
    'A monthly checklist for keeping your trust account compliant.',
    [
      'This checklist covers monthly reconciliations, receipts, authorities for transfers and record keeping.',
      'It has been updated following this year’s examination report.',
    ],
    [
      'Reconcile by the fifteenth of each month.',
      'Keep written authorities for every transfer.',
      'Report irregularities promptly.',
    ],
    'Key points',
  ),
  article(
    'Precedent: simple will with testamentary trust',
    'An annotated precedent for a simple will with an optional testamentary trust for minor children.',
    [
      'This precedent is suitable for straightforward estates. The annotations explain each clause and when to adapt it.',
      'It includes a client instruction sheet.',
    ],
  ),
  article(
    'Working with Aboriginal language interpreters',
    'A practice guide for taking instructions and appearing in court with interpreters.',
    [
      'This guide explains how to book interpreters, brief them and work with them in conferences and hearings.',
      'It was developed with interpreters and Aboriginal legal services.',
    ],
  ),
  article(
    'Recording: electronic filing in the Local Court',
    'A one-hour recording of the Society’s training on the new electronic filing system.',
    [
      'This recording walks through registering, filing documents and paying fees in the new system.',
      'It includes questions from practitioners during the pilot.',
    ],
  ),
  article(
    'Conveyancing verification of identity checklist',
    'A checklist for meeting the new verification of identity standard.',
    [
      'This checklist explains the documents required and how to verify identity in person and remotely.',
      'It includes guidance for clients in remote communities who may not have standard documents.',
    ],
  ),
  article('Bail application checklist', 'What to gather before a bail application in the Local Court.', [
    'This checklist covers instructions, accommodation, reporting conditions and the prosecution’s position.',
    'It is useful for duty lawyers and new practitioners.',
  ]),
  article(
    'Practice management guide for sole practitioners',
    'Systems, insurance and compliance for practitioners working on their own.',
    [
      'Running a practice alone means every responsibility is yours. This guide covers file management, insurance, trust accounting and planning for absences.',
      'It includes a template arrangement with another practitioner to cover your practice if you are unwell.',
    ],
  ),
  article('Form: supervised practice record', 'A form for recording supervised legal practice for new practitioners.', [
    'New practitioners must complete a period of supervised practice. This form records the supervisor, the period and the work undertaken.',
    'Keep it with your practising certificate records.',
  ]),
  article(
    'Remote court sittings: a practical guide',
    'Travel, client contact and court etiquette for circuit court sittings.',
    [
      'This guide covers preparing for circuit sittings in remote communities: travel, meeting clients, working with community organisations and court etiquette.',
      'It was written by practitioners who travel with the circuit.',
    ],
  ),
  article(
    'Checklist: opening a new file',
    'Conflict checks, verification of identity, costs disclosure and engagement on one page.',
    [
      'This checklist covers everything to do when opening a new file, from conflict checks to the costs agreement.',
      'It is suitable for small practices and new practitioners.',
    ],
  ),
  article(
    'Precedent: residential lease',
    'An annotated residential lease for landlords and tenants in the Territory.',
    [
      'This precedent includes the terms required by the residential tenancies legislation, with notes on optional clauses.',
      'It comes with a condition report template.',
    ],
  ),
  article(
    'Recording: family law for general practitioners',
    'A recorded CPD session on parenting and property basics for general practitioners.',
    [
      'This recording covers the essentials of parenting and property matters and when to refer to a specialist.',
      'It counts for one point in the substantive law category.',
    ],
  ),
];

export const PAGES: CorpusPage[] = [
  {
    name: 'Member benefits',
    body: '<h2>Your member benefits</h2><p>The Society supports practitioners across the Territory, in town and in remote communities.</p><ul><li>Free and discounted CPD sessions</li><li>Ethics and practice advice by phone</li><li>The confidential wellbeing programme</li><li>Precedents, checklists and practice guides</li></ul>',
  },
  {
    name: 'Professional conduct',
    body: '<h2>Professional conduct</h2><p>Practitioners uphold the law and the administration of justice.</p><ol><li>Your paramount duty is to the court.</li><li>Act honestly and in the best interests of your client.</li><li>Keep client information confidential.</li><li>Treat colleagues with courtesy.</li></ol><p>Ethics enquiries can be made confidentially to the Society’s ethics counsel.</p>',
  },
  {
    name: 'Annual general meeting',
    body: '<h2>Annual general meeting</h2><p>The annual general meeting is held in Darwin with a video link to Alice Springs.</p><h3>Agenda</h3><ol><li>President’s report</li><li>Financial statements</li><li>Election of council members</li><li>General business</li></ol>',
  },
];
