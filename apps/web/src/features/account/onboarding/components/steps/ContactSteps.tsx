/**
 * Steps 3 to 5 of the onboarding wizard (spec 01 §2, §3 userPrivacy, communicationDetails,
 * organisationDetails, §5 Communication step): privacy toggles (all default on); landline, mobile
 * and contact preference required, email read only, home address; the organisation (search) with
 * its location read only ("-" if none) and job title.
 */
import { MESSAGES, ONE_PHONE_MESSAGE, PRIVACY_KEYS } from '@portal/shared';
import { Form, Input, Select, Switch } from 'antd';
import { OrganisationPicker, type OrganisationRef } from '../../../../../components/OrganisationPicker';
import { useAddressOptions, useOrganisation } from '../../../../../data';
import { StepActions } from './StepActions';

/** Under the landline field (issue 32). */
const ONE_PHONE_HELP = 'A landline or a mobile number is enough.';
import { type StepProps, toOptions } from './step-types';

const PRIVACY_LABELS: Record<(typeof PRIVACY_KEYS)[number], string> = {
  includeInDirectory: 'Include me in the member directory',
  showDirectoryPhoto: 'Show my photo in the directory',
  showContactInformation: 'Show my contact information',
  showEmail: 'Show my email address',
  showPersonalMobile: 'Show my personal mobile',
  showWorkLandline: 'Show my work landline',
  showOrganisation: 'Show my organisation',
};

/** Step 3: Privacy preferences. */
export function PrivacyStep({ values, onSubmit, onBack, pending }: StepProps) {
  return (
    <Form layout="vertical" initialValues={values.userPrivacy} onFinish={(v) => onSubmit({ userPrivacy: v })}>
      <p>Choose what other members can see about you. You can change this later.</p>
      {PRIVACY_KEYS.map((key) => (
        <div
          key={key}
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 16,
            borderBottom: '1px solid var(--border-subtle)',
            padding: '10px 0',
          }}
        >
          <label htmlFor={`privacy-${key}`}>{PRIVACY_LABELS[key]}</label>
          <Form.Item name={key} valuePropName="checked" noStyle>
            <Switch id={`privacy-${key}`} />
          </Form.Item>
        </div>
      ))}
      <StepActions onBack={onBack} pending={pending} />
    </Form>
  );
}

interface CommunicationValues {
  phoneNumber: string;
  mobile: string;
  email: string;
  contactPreference: string;
  address1?: string;
  address2?: string;
  suburb?: string;
  state?: string;
  postcode?: string;
  country?: string;
}

/** Step 4: Communication details. */
export function CommunicationStep({ values, options, onSubmit, onBack, pending }: StepProps) {
  const { countries, states } = useAddressOptions();
  const c = values.communicationDetails;
  const required = { required: true, whitespace: true, message: MESSAGES.fieldRequired };
  return (
    <Form<CommunicationValues>
      layout="vertical"
      scrollToFirstError
      initialValues={{
        phoneNumber: c.phoneNumber ?? '',
        mobile: c.mobile ?? '',
        email: c.email,
        contactPreference: c.contactPreference ?? undefined,
        address1: c.homeAddress.address1 ?? '',
        address2: c.homeAddress.address2 ?? '',
        suburb: c.homeAddress.suburb ?? '',
        state: c.homeAddress.state ?? undefined,
        postcode: c.homeAddress.postcode ?? '',
        country: c.homeAddress.country ?? 'Australia',
      }}
      onFinish={(v) =>
        onSubmit({
          communicationDetails: {
            phoneNumber: v.phoneNumber?.trim() || null,
            mobile: v.mobile?.trim() || null,
            contactPreference: v.contactPreference,
            homeAddress: {
              address1: v.address1 || null,
              address2: v.address2 || null,
              suburb: v.suburb || null,
              state: v.state || null,
              postcode: v.postcode || null,
              country: v.country || null,
            },
          },
        })
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}>
        {/* Issue 32: one of the two numbers is enough (the server checks the same). */}
        <Form.Item label="Landline" name="phoneNumber" extra={ONE_PHONE_HELP}>
          <Input type="tel" autoComplete="tel" maxLength={30} />
        </Form.Item>
        <Form.Item
          label="Mobile"
          name="mobile"
          dependencies={['phoneNumber']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value?: string) =>
                value?.trim() || String(getFieldValue('phoneNumber') ?? '').trim()
                  ? Promise.resolve()
                  : Promise.reject(new Error(ONE_PHONE_MESSAGE)),
            }),
          ]}
        >
          <Input type="tel" autoComplete="tel" maxLength={30} />
        </Form.Item>
        <Form.Item label="Email" name="email">
          <Input readOnly aria-readonly="true" />
        </Form.Item>
        <Form.Item label="Contact preference" name="contactPreference" rules={[required]}>
          <Select options={toOptions(options.contactPreferences)} />
        </Form.Item>
        <Form.Item label="Home address" name="address1">
          <Input autoComplete="address-line1" maxLength={200} />
        </Form.Item>
        <Form.Item label="Address line 2" name="address2">
          <Input autoComplete="address-line2" maxLength={200} />
        </Form.Item>
        <Form.Item label="Suburb" name="suburb">
          <Input autoComplete="address-level2" maxLength={100} />
        </Form.Item>
        <Form.Item label="State" name="state">
          <Select allowClear options={toOptions(states)} />
        </Form.Item>
        <Form.Item label="Postcode" name="postcode">
          <Input autoComplete="postal-code" maxLength={10} />
        </Form.Item>
        <Form.Item label="Country" name="country">
          <Select showSearch options={toOptions(countries)} />
        </Form.Item>
      </div>
      <StepActions onBack={onBack} pending={pending} />
    </Form>
  );
}

/** Step 5: Organisation details. */
export function OrganisationStep({ values, onSubmit, onBack, pending }: StepProps) {
  const o = values.organisationDetails;
  const [form] = Form.useForm<{ organisation: OrganisationRef | null; jobTitle: string }>();
  const picked = Form.useWatch('organisation', form);
  const org = useOrganisation(picked?.id);
  const location = picked ? (org.data?.location ?? '') : '-';
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        organisation:
          o.organisationId && o.organisationName ? { id: o.organisationId, name: o.organisationName } : null,
        jobTitle: o.jobTitle ?? '',
      }}
      onFinish={(v) =>
        onSubmit({ organisationDetails: { organisationId: v.organisation?.id ?? null, jobTitle: v.jobTitle || null } })
      }
      style={{ maxWidth: 560 }}
    >
      <p>Tell us where you work. Start typing to search for your organisation.</p>
      <Form.Item label="Organisation" name="organisation">
        <OrganisationPicker aria-label="Organisation" />
      </Form.Item>
      <Form.Item label="Location" htmlFor="onboarding-org-location">
        <Input id="onboarding-org-location" readOnly value={location} aria-readonly="true" />
      </Form.Item>
      <Form.Item label="Job title" name="jobTitle">
        <Input maxLength={150} autoComplete="organization-title" />
      </Form.Item>
      <StepActions onBack={onBack} pending={pending} />
    </Form>
  );
}
