/** Law council events: topics with agendas, presenters (fictional), sessions and sponsors. */
import type { EventsCorpus } from '../types';

export const EVENTS: EventsCorpus = {
  conference: 'National Legal Conference',
  categories: [
    'Practice and procedure',
    'Ethics and professional responsibility',
    'Law reform and policy',
    'Practice management',
    'Wellbeing and professional skills',
  ],
  tags: [
    'Family law',
    'Criminal law',
    'Ethics',
    'Technology',
    'Advocacy',
    'Privacy',
    'Migration',
    'Wellbeing',
    'Courts',
    'Law reform',
  ],
  canEnrol:
    '<p>Open to members of constituent bodies and other practitioners. Law students and graduates receive a reduced rate.</p>',
  cpdNote: 'CPD points as shown. Keep your attendance certificate for your CPD record.',
  sponsors: [
    'Ironbark Legal Publishing',
    'Sterling Practice Software',
    'Kingsford Professional Indemnity',
    'Waratah Court Reporting',
  ],
  sessions: [
    'Opening address: the rule of law in uncertain times',
    'Panel: access to justice outside the cities',
    'Breakout sessions: family, criminal and commercial practice',
    'Plenary: courts, technology and open justice',
    'Workshops: advocacy, ethics and practice management',
    'Panel: First Nations justice',
    'Plenary: wellbeing in the profession',
    'Closing address and pro bono awards',
  ],
  topics: [
    {
      title: 'Advocacy skills: cross-examination',
      summary: 'Practical cross-examination skills with feedback from experienced advocates.',
      about:
        'Good cross-examination is planned, controlled and short. This workshop combines short talks with exercises and individual feedback.',
      agenda: ['Planning your cross-examination', 'Controlling the witness', 'Exercises with feedback'],
      why: 'Small groups, so every participant gets time on their feet.',
    },
    {
      title: 'Ethics: conflicts and confidentiality',
      summary: 'Work through conflict and confidentiality problems with real scenarios.',
      about:
        'Ethical problems rarely arrive labelled. This seminar uses scenarios to explore conflicts of interest, confidential information and duties to former clients.',
      agenda: ['Identifying conflicts', 'Information barriers', 'Scenarios and discussion'],
      why: 'Counts towards the ethics CPD requirement.',
    },
    {
      title: 'Family law reforms in practice',
      summary: 'What the reforms mean for advising clients in parenting and property matters.',
      about:
        'The family law reforms change how practitioners advise on parenting arrangements. This webinar works through the changes with practical examples.',
      agenda: ['Parenting provisions', 'Property proceedings', 'Advising clients under the new framework'],
      why: 'Presented by members of the Family Law Section.',
    },
    {
      title: 'Generative AI and your duties',
      summary: 'Use AI tools safely without breaching your duties to the court and clients.',
      about:
        'AI tools can save time, but they can also invent authorities and leak confidential information. This seminar explains the risks and how to manage them.',
      agenda: ['How the tools work and fail', 'Confidentiality and verification', 'Firm policies and supervision'],
      why: 'Includes the Council’s AI checklist.',
    },
    {
      title: 'Running a small practice',
      summary: 'Trust accounting, costs disclosure and systems for small firms.',
      about:
        'Sole practitioners and small firms carry every responsibility themselves. This course covers the business basics that keep a practice safe and profitable.',
      agenda: ['Trust accounting essentials', 'Costs disclosure', 'Systems that save time'],
      why: 'Led by practitioners who run small firms.',
    },
    {
      title: 'Vicarious trauma and resilience',
      summary: 'Recognise and manage the effects of difficult work.',
      about:
        'Many lawyers work with distressing material every day. This session explains vicarious trauma and practical strategies for individuals and teams.',
      agenda: ['Recognising vicarious trauma', 'Strategies for individuals', 'What firms can do'],
      why: 'Confidential and practical.',
    },
    {
      title: 'Privacy law update',
      summary: 'The privacy reforms and what they mean for clients and firms.',
      about:
        'Privacy law is changing. This webinar explains the reforms, their timing and what businesses and firms need to do.',
      agenda: ['The reforms in summary', 'Advising business clients', 'Privacy in your own practice'],
      why: 'Short and up to date.',
    },
    {
      title: 'Migration law essentials',
      summary: 'Key concepts and recent changes for practitioners new to migration work.',
      about:
        'Migration law changes often. This seminar covers the main visa categories, merits review and recent decisions.',
      agenda: ['The visa framework', 'Merits and judicial review', 'Recent decisions'],
      why: 'Suitable for practitioners starting in migration law.',
    },
    {
      title: 'Appearing in remote hearings',
      summary: 'Preparing yourself, your client and your witnesses for hearings by video.',
      about:
        'Remote hearings bring their own challenges. This workshop covers technology, documents, witnesses and courtroom etiquette on screen.',
      agenda: ['Technology and set-up', 'Preparing witnesses', 'Etiquette and professional conduct'],
      why: 'Includes a checklist for clients.',
    },
    {
      title: 'Writing persuasive submissions',
      summary: 'Write written submissions that judges find clear and persuasive.',
      about:
        'Judges read a lot. This workshop shows how to structure submissions, state the issues early and write clearly.',
      agenda: ['Structure and issues', 'Clear writing', 'Reviewing a submission together'],
      why: 'Bring a recent submission to work on.',
    },
    {
      title: 'First Nations cultural capability',
      summary: 'Build cultural capability for working with First Nations clients and communities.',
      about:
        'This course, developed with First Nations practitioners, covers history, communication and culturally safe legal practice.',
      agenda: ['History and its legacy', 'Communication and interpreters', 'Culturally safe practice'],
      why: 'Presented by First Nations lawyers and community members.',
    },
    {
      title: 'Supervising junior lawyers',
      summary: 'Give junior lawyers the supervision and feedback they need.',
      about:
        'Good supervision protects clients and builds careers. This seminar covers delegation, review of work, feedback and wellbeing.',
      agenda: ['Delegating well', 'Reviewing work and giving feedback', 'Supporting wellbeing'],
      why: 'For partners, senior associates and principals.',
    },
  ],
  presenters: [
    {
      name: 'The Hon. Margaret Ellery',
      role: 'Former Judge',
      bio: 'Margaret sat on the Federal Circuit Court for fifteen years and now teaches advocacy.',
    },
    {
      name: 'James Okoro SC',
      role: 'Senior Counsel',
      bio: 'James practises in commercial and administrative law and chairs the Council’s advocacy committee.',
    },
    {
      name: 'Sarah Whitlock',
      role: 'Family Lawyer',
      bio: 'Sarah is an accredited family law specialist and a member of the Family Law Section executive.',
    },
    {
      name: 'Dr Ravi Pillai',
      role: 'Legal Technology Researcher',
      bio: 'Ravi researches the use of AI in legal services and advises firms on policy.',
    },
    {
      name: 'Kate Morrison',
      role: 'Principal Solicitor',
      bio: 'Kate runs a three-lawyer practice in regional New South Wales.',
    },
    {
      name: 'Daniel Cheng',
      role: 'Ethics Counsel',
      bio: 'Daniel advises practitioners on ethical problems for a state law society.',
    },
    {
      name: 'Leanne Harris',
      role: 'Psychologist',
      bio: 'Leanne works with legal professionals on vicarious trauma and wellbeing.',
    },
    {
      name: 'Tom Nguyen',
      role: 'Migration Lawyer',
      bio: 'Tom has practised migration law for twelve years and teaches at a university.',
    },
    {
      name: 'Aunty June Walker',
      role: 'Community Elder',
      bio: 'June is a respected elder who has worked with courts on culturally safe practice for many years.',
    },
    {
      name: 'Rebecca Stone',
      role: 'Privacy Lawyer',
      bio: 'Rebecca advises businesses on privacy and data protection.',
    },
    {
      name: 'Alexander Brooks',
      role: 'Barrister',
      bio: 'Alexander practises in criminal law and appears regularly in remote hearings.',
    },
    {
      name: 'Priya Desai',
      role: 'Managing Partner',
      bio: 'Priya leads a mid-sized firm and has built its graduate supervision programme.',
    },
  ],
};
