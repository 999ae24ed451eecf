/**
 * Who each tenant's members are (issue 32): the member-number prefix and the segments (areas of
 * practice, sectors, vessel classes, areas of law…) the seed writes, and which segments the seeded
 * content is restricted to. Plain data; read through `corpusFor(tenant).profile`.
 */
import type { TenantId } from '@portal/shared';

/** A tenant's member profile. */
export interface TenantProfile {
  /** Member numbers are this prefix and six digits ("OT000003", "LCA000003"). */
  memberPrefix: string;
  /** Segment names by segment category, in display order. */
  segments: Record<string, string[]>;
  /** Three segments some news and resources are restricted to; the demo member holds the first two. */
  contentSegments: [string, string, string];
  /** The interest segment the demo member ticks in the preferences seed. */
  memberInterest: string;
}

/** Shared by every tenant: the communication-preference choices (spec 03 preferences). */
const COMMUNICATION = [
  'CPD and event invitations',
  'Advocacy and policy updates',
  'Member news and updates',
  'Job board alerts',
  'Research participation requests',
  'Partner offers',
];

export const PROFILES: Record<TenantId, TenantProfile> = {
  ota: {
    memberPrefix: 'OT',
    segments: {
      'Area of practice': [
        'Aged care',
        'Acute care and hospitals',
        'Community health',
        'Driver rehabilitation',
        'Hand therapy',
        'Mental health',
        'Neurology',
        'Paediatrics',
        'Workplace rehabilitation',
      ],
      'Funding scheme': [
        'DVA',
        'Home Care Packages',
        'Medicare CDM',
        'NDIS',
        'Private health insurance',
        'Transport accident (TAC, icare, MAIC)',
        'WorkCover',
      ],
      Interests: [
        'Assistive technology',
        'Education',
        'First Nations health',
        'Home modifications',
        'Private practice',
        'Research',
        'Rural and remote',
        'Telehealth',
      ],
      'Communication preferences': COMMUNICATION,
    },
    contentSegments: ['Paediatrics', 'NDIS', 'Hand therapy'],
    memberInterest: 'Private practice',
  },
  psa: {
    memberPrefix: 'PSA',
    segments: {
      Sector: [
        'Australian Public Service',
        'State and territory government',
        'Local government',
        'Government business enterprises',
        'Not-for-profit partners',
        'Universities and research',
      ],
      'Career stage': ['Graduate', 'APS 1–6', 'Executive level', 'Senior executive'],
      Interests: [
        'Policy design',
        'Procurement and contracts',
        'Digital and data',
        'Program evaluation',
        'Regional service delivery',
        'Leadership development',
      ],
      'Communication preferences': COMMUNICATION,
    },
    contentSegments: ['Australian Public Service', 'Local government', 'Executive level'],
    memberInterest: 'Policy design',
  },
  maritime: {
    memberPrefix: 'MAR',
    segments: {
      'Vessel class': [
        'Class 1 passenger vessels',
        'Class 2 non-passenger vessels',
        'Class 3 fishing vessels',
        'Class 4 hire and drive vessels',
        'Tugs and workboats',
        'Offshore supply vessels',
      ],
      'Certificate of competency': [
        'Coxswain Grade 1',
        'Master less than 24 metres',
        'Master less than 35 metres',
        'Engineer Class 3',
        'Marine Engine Driver Grade 1',
        'STCW Officer of the Watch',
      ],
      Interests: [
        'Ports and terminals',
        'Apprenticeships',
        'Safety management systems',
        'Environment',
        'Training delivery',
      ],
      'Communication preferences': COMMUNICATION,
    },
    contentSegments: ['Class 1 passenger vessels', 'Class 3 fishing vessels', 'Engineer Class 3'],
    memberInterest: 'Training delivery',
  },
  lawcouncil: {
    memberPrefix: 'LCA',
    segments: {
      'Area of law': [
        'Administrative law',
        'Criminal law',
        'Family law',
        'Human rights',
        'Migration law',
        'Privacy and data protection',
        'Commercial law',
        'Legal aid and access to justice',
      ],
      'Member body': ['Bar association', 'State or territory law society', 'Large law firm', 'Individual member'],
      Interests: ['Law reform', 'First Nations justice', 'Legal technology', 'Regional practice', 'Wellbeing'],
      'Communication preferences': COMMUNICATION,
    },
    contentSegments: ['Criminal law', 'Family law', 'Migration law'],
    memberInterest: 'Law reform',
  },
  tls: {
    memberPrefix: 'TLS',
    segments: {
      'Area of law': [
        'Conveyancing and property',
        'Wills and estates',
        'Family law',
        'Criminal law',
        'Commercial and corporate',
        'Employment law',
        'Personal injury',
        'Litigation',
      ],
      'Practice type': ['Sole practitioner', 'Small firm', 'Large firm', 'In-house counsel', 'Government lawyer'],
      Interests: ['Practice management', 'Trust accounting', 'Mentoring', 'Regional practice', 'Wellbeing'],
      'Communication preferences': COMMUNICATION,
    },
    contentSegments: ['Conveyancing and property', 'Wills and estates', 'Criminal law'],
    memberInterest: 'Practice management',
  },
};
