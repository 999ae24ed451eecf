/**
 * The five tenant configurations (spec 01 §1 Tenants). One build carries all five; the server's
 * TENANT setting picks one at start (default `ota`) and hands it to the web app. A missing
 * configuration stops the start (see `getTenant`).
 */
import type { ApiMode } from '../enums';
import { buildFeatureMap, type FeatureMap } from '../features';

export const TENANT_IDS = ['ota', 'psa', 'maritime', 'lawcouncil', 'tls'] as const;
export type TenantId = (typeof TENANT_IDS)[number];

export interface TenantConfig {
  id: TenantId;
  /** Full name of the organisation. */
  fullName: string;
  /** Short name for tight places (browser tab, footer). */
  shortName: string;
  /** Public website link ("Go to organisation website"). */
  website: string;
  /** Where members write about the portal (the accessibility statement's "report a problem"). */
  contactEmail: string;
  /** Paths under the web app's public folder. */
  logo: string;
  loginBackground: string;
  favicon: string;
  placeholderImage: string;
  /** The logo's mark alone and the logo for dark backgrounds (issue 32; brand assets render from them). */
  logoMark: string;
  logoReversed: string;
  /** The tenant's default cover art (issue 32): what an event without its own image shows. */
  coverArt: string;
  /** Colour theme: the brand colour drives the antd primary colour. */
  theme: { brandColor: string };
  /** Registration route on the tenant's website (spec 01 §1 table). */
  registrationRoute: string;
  features: FeatureMap;
  /** News and resources active tab key (spec 01 §1 Tenant differences). */
  contentActiveTabKey: 'active' | 'published';
  /** Dietary-requirements event field (only occupational therapy). */
  dietaryRequirementsField: boolean;
  /** User account settings API style. */
  accountApiMode: ApiMode;
  /** Public skills and maritime show their full name in the product tour. */
  tourShowsFullName: boolean;
  /**
   * The tenant's IANA time zone (issue 30): the default zone of new events, sessions and meetings and
   * the zone of tenant-wide dates. All five are Australian.
   */
  timeZone: string;
}

const asset = (id: TenantId, name: string) => `/tenants/${id}/${name}`;

const ALL_SETTINGS_SUBS = {
  find_an_ot: ['isMember'],
  membership_renewal: [],
  display_user_address: [],
  membership_profile: [],
  brand_assets: ['isMember'],
  cancel_membership: [],
};
const ALL_EVENT_SUBS = {
  attachments: [],
  cancellation_nominate_substitute: [],
  cancellation_terms_and_conditions: [],
  calendar: [],
};
const ALL_PREFERENCE_SUBS = {
  communication_preferences: [],
  user_communication_preferences: [],
  practice_areas_of_interest: [],
  user_areas_of_interest: [],
};

/** Public skills and maritime: communities, events, news, resources and settings only. */
const SKILLS_BODY_FEATURES = buildFeatureMap({
  communities: {},
  events: { subModules: { calendar: [], attachments: [] } },
  news: {},
  resources: {},
  settings: { subModules: { display_user_address: [], cancel_membership: [] } },
});

export const TENANTS: Record<TenantId, TenantConfig> = {
  ota: {
    id: 'ota',
    fullName: 'Occupational Therapy Association of Australia',
    shortName: 'OT Association',
    website: 'https://www.ota.example.org.au',
    contactEmail: 'enquiries@ota.example.org.au',
    logo: asset('ota', 'logo.svg'),
    loginBackground: asset('ota', 'login-background.svg'),
    favicon: asset('ota', 'favicon.svg'),
    placeholderImage: asset('ota', 'placeholder.svg'),
    logoMark: asset('ota', 'mark.svg'),
    logoReversed: asset('ota', 'logo-reversed.svg'),
    coverArt: asset('ota', 'cover-art.webp'),
    theme: { brandColor: '#004C58' },
    registrationRoute: '/register',
    features: buildFeatureMap({
      communities: { accessRules: ['isMember', 'isClientUser'] },
      events: { subModules: ALL_EVENT_SUBS },
      cpd: {},
      news: {},
      resources: {},
      settings: { subModules: ALL_SETTINGS_SUBS },
      engagement_analytics: {},
      preferences_and_interests: { subModules: ALL_PREFERENCE_SUBS },
      activities_and_billing: { subModules: { invoices: [] } },
      marketplace: {},
      global_search: {},
      first_time_login: {},
      member_directory: {},
      areas_of_expertise: {},
      organisation_directory: {},
    }),
    contentActiveTabKey: 'active',
    dietaryRequirementsField: true,
    accountApiMode: 'legacy',
    tourShowsFullName: false,
    timeZone: 'Australia/Sydney',
  },
  psa: {
    id: 'psa',
    fullName: 'Public Skills Association',
    shortName: 'Public Skills',
    website: 'https://www.psa.example.org.au',
    contactEmail: 'enquiries@psa.example.org.au',
    logo: asset('psa', 'logo.svg'),
    loginBackground: asset('psa', 'login-background.svg'),
    favicon: asset('psa', 'favicon.svg'),
    placeholderImage: asset('psa', 'placeholder.svg'),
    logoMark: asset('psa', 'mark.svg'),
    logoReversed: asset('psa', 'logo-reversed.svg'),
    coverArt: asset('psa', 'cover-art.webp'),
    theme: { brandColor: '#547B04' },
    registrationRoute: '/workflow?id=become-psa-member&step=1',
    features: SKILLS_BODY_FEATURES,
    contentActiveTabKey: 'published',
    dietaryRequirementsField: false,
    accountApiMode: 'workflow',
    tourShowsFullName: true,
    timeZone: 'Australia/Sydney',
  },
  maritime: {
    id: 'maritime',
    fullName: 'Maritime Skills Australia',
    shortName: 'Maritime Skills',
    website: 'https://www.maritime.example.org.au',
    contactEmail: 'enquiries@maritime.example.org.au',
    logo: asset('maritime', 'logo.svg'),
    loginBackground: asset('maritime', 'login-background.svg'),
    favicon: asset('maritime', 'favicon.svg'),
    placeholderImage: asset('maritime', 'placeholder.svg'),
    logoMark: asset('maritime', 'mark.svg'),
    logoReversed: asset('maritime', 'logo-reversed.svg'),
    coverArt: asset('maritime', 'cover-art.webp'),
    theme: { brandColor: '#2FA775' },
    registrationRoute: '/register-interest',
    features: SKILLS_BODY_FEATURES,
    contentActiveTabKey: 'published',
    dietaryRequirementsField: false,
    accountApiMode: 'workflow',
    tourShowsFullName: true,
    timeZone: 'Australia/Sydney',
  },
  lawcouncil: {
    id: 'lawcouncil',
    fullName: 'Law Council of the Commonwealth',
    shortName: 'Law Council',
    website: 'https://www.lawcouncil.example.org.au',
    contactEmail: 'enquiries@lawcouncil.example.org.au',
    logo: asset('lawcouncil', 'logo.svg'),
    loginBackground: asset('lawcouncil', 'login-background.svg'),
    favicon: asset('lawcouncil', 'favicon.svg'),
    placeholderImage: asset('lawcouncil', 'placeholder.svg'),
    logoMark: asset('lawcouncil', 'mark.svg'),
    logoReversed: asset('lawcouncil', 'logo-reversed.svg'),
    coverArt: asset('lawcouncil', 'cover-art.webp'),
    theme: { brandColor: '#807057' },
    registrationRoute: '/membership/new-membership',
    features: buildFeatureMap({
      communities: {},
      events: { subModules: { calendar: [], attachments: [], cancellation_terms_and_conditions: [] } },
      cpd: {},
      news: {},
      resources: {},
      settings: { subModules: { membership_profile: [], membership_renewal: [] } },
      activities_and_billing: { subModules: { invoices: [] } },
      global_search: {},
      login_splash_screen: { accessRules: ['isNotStaff'] },
    }),
    contentActiveTabKey: 'published',
    dietaryRequirementsField: false,
    accountApiMode: 'legacy',
    tourShowsFullName: false,
    timeZone: 'Australia/Sydney',
  },
  tls: {
    id: 'tls',
    fullName: 'Territory Law Society',
    shortName: 'Law Society',
    website: 'https://www.tls.example.org.au',
    contactEmail: 'enquiries@tls.example.org.au',
    logo: asset('tls', 'logo.svg'),
    loginBackground: asset('tls', 'login-background.svg'),
    favicon: asset('tls', 'favicon.svg'),
    placeholderImage: asset('tls', 'placeholder.svg'),
    logoMark: asset('tls', 'mark.svg'),
    logoReversed: asset('tls', 'logo-reversed.svg'),
    coverArt: asset('tls', 'cover-art.webp'),
    theme: { brandColor: '#EC6D19' },
    registrationRoute: '/register',
    features: buildFeatureMap({
      communities: {},
      events: { subModules: ALL_EVENT_SUBS },
      cpd: {},
      news: {},
      resources: {},
      settings: {
        subModules: { membership_renewal: [], display_user_address: [], membership_profile: [], cancel_membership: [] },
      },
      preferences_and_interests: { subModules: ALL_PREFERENCE_SUBS },
      activities_and_billing: { subModules: { invoices: [] } },
      global_search: {},
      first_time_login: {},
      member_directory: {},
      organisation_directory: {},
    }),
    contentActiveTabKey: 'published',
    dietaryRequirementsField: false,
    accountApiMode: 'legacy',
    tourShowsFullName: false,
    timeZone: 'Australia/Darwin',
  },
};

/** Communities route family (spec 02; chosen by COMMUNITIES_ROUTE). */
export const COMMUNITIES_ROUTES = ['/communities', '/workspaces', '/hubs'] as const;
export type CommunitiesRoute = (typeof COMMUNITIES_ROUTES)[number];

/**
 * Returns the tenant configuration for an id.
 * @throws Error with a message naming the known tenants when the id has no configuration.
 */
export function getTenant(id: string): TenantConfig {
  // Own keys only: "toString" or "constructor" must not pass for a tenant.
  const tenant = Object.hasOwn(TENANTS, id) ? (TENANTS as Record<string, TenantConfig>)[id] : undefined;
  if (!tenant) {
    throw new Error(`Unknown tenant "${id}": no tenant configuration. Set TENANT to one of: ${TENANT_IDS.join(', ')}.`);
  }
  return tenant;
}

/** Absolute registration link: the tenant website plus its registration route. */
export function registrationUrl(tenant: TenantConfig): string {
  return `${tenant.website}${tenant.registrationRoute}`;
}

/** What the server hands the web app at runtime (injected into index.html and at GET /api/tenant). */
export interface RuntimeConfig {
  tenant: TenantId;
  communitiesRoute: CommunitiesRoute;
  devMail: boolean;
}
