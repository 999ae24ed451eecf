/**
 * Steps 1 and 2 of the onboarding wizard (spec 01 §2, §5 Onboarding step 1 and password):
 * "Welcome back" confirms the member's details (required title, first name, last name, gender,
 * identity as First Nations, constituent body membership: "This field is required"; dates
 * DD/MM/YYYY, no future date of birth or admission date); "Choose a password" sets the password of
 * a member who has none, with the checklist (8 characters, a special character, upper and lower
 * case) and Continue disabled until it passes and both match.
 */
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { MESSAGES } from '@portal/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import Password from 'antd/es/input/Password';
import dayjs, { type Dayjs } from 'dayjs';
import { StepActions } from './StepActions';
import { type StepProps, toOptions } from './step-types';

const DATE = 'DD/MM/YYYY';
const noFuture = (d: Dayjs) => d.isAfter(dayjs(), 'day');
const required = [{ required: true, message: MESSAGES.fieldRequired }];
const day = (v: string | null) => (v ? dayjs(v) : null);
const iso = (v: Dayjs | null | undefined) => (v ? v.format('YYYY-MM-DD') : null);

interface DetailsValues {
  title: string;
  firstName: string;
  lastName: string;
  postNominal: string[];
  prefName?: string;
  dob?: Dayjs | null;
  gender: string;
  pronoun?: string | null;
  identityAsFirstNations: string;
  admissionDate?: Dayjs | null;
  admissionState: string[];
  constituentBodyMembership: string[];
}

/** Step 1: Welcome back. */
export function DetailsStep({ values, options, onSubmit, pending }: StepProps) {
  const [form] = Form.useForm<DetailsValues>();
  return (
    <Form<DetailsValues>
      form={form}
      layout="vertical"
      scrollToFirstError
      initialValues={{
        title: values.title ?? undefined,
        firstName: values.firstName,
        lastName: values.lastName,
        postNominal: values.postNominal,
        prefName: values.prefName ?? '',
        dob: day(values.dob),
        gender: values.gender ?? undefined,
        pronoun: values.pronoun ?? undefined,
        identityAsFirstNations: values.identityAsFirstNations ?? undefined,
        admissionDate: day(values.admissionDate),
        admissionState: values.admissionState,
        constituentBodyMembership: values.constituentBodyMembership,
      }}
      onFinish={(v) =>
        onSubmit({
          title: v.title,
          firstName: v.firstName,
          lastName: v.lastName,
          postNominal: v.postNominal ?? [],
          prefName: v.prefName || null,
          dob: iso(v.dob),
          gender: v.gender,
          pronoun: v.pronoun || null,
          identityAsFirstNations: v.identityAsFirstNations,
          admissionDate: iso(v.admissionDate),
          admissionState: v.admissionState ?? [],
          constituentBodyMembership: v.constituentBodyMembership,
        })
      }
    >
      <p>Please check the details we hold for you and complete anything that is missing.</p>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}>
        <Form.Item label="Title" name="title" rules={required}>
          <Select options={toOptions(options.title)} />
        </Form.Item>
        <Form.Item label="First name" name="firstName" rules={[{ ...required[0], whitespace: true }]}>
          <Input autoComplete="given-name" maxLength={100} />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={[{ ...required[0], whitespace: true }]}>
          <Input autoComplete="family-name" maxLength={100} />
        </Form.Item>
        <Form.Item label="Post nominal" name="postNominal">
          <Select mode="multiple" allowClear options={toOptions(options.postNominals)} />
        </Form.Item>
        <Form.Item label="Preferred name" name="prefName">
          <Input autoComplete="nickname" maxLength={100} />
        </Form.Item>
        <Form.Item label="Date of birth" name="dob">
          <DatePicker format={DATE} disabledDate={noFuture} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Gender" name="gender" rules={required}>
          <Select options={toOptions(options.genders)} />
        </Form.Item>
        <Form.Item label="Pronouns" name="pronoun">
          <Select allowClear options={toOptions(options.pronouns)} />
        </Form.Item>
        <Form.Item
          label="Do you identify as Aboriginal or Torres Strait Islander?"
          name="identityAsFirstNations"
          rules={required}
        >
          <Select options={toOptions(options.firstNationIdentities)} />
        </Form.Item>
        <Form.Item label="Admission date" name="admissionDate">
          <DatePicker format={DATE} disabledDate={noFuture} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Admission states" name="admissionState">
          <Select mode="multiple" allowClear options={toOptions(options.admissionStates)} />
        </Form.Item>
        <Form.Item label="Constituent body membership" name="constituentBodyMembership" rules={required}>
          <Select mode="multiple" options={toOptions(options.constituentBodyMembership)} />
        </Form.Item>
      </div>
      <StepActions pending={pending} />
    </Form>
  );
}

/** The password checklist of spec 01 §5 (onboarding). */
export function passwordChecks(password: string): { label: string; ok: boolean }[] {
  return [
    { label: 'At least 8 characters', ok: password.length >= 8 },
    { label: 'At least 1 special character', ok: /[^A-Za-z0-9]/.test(password) },
    { label: 'One upper and one lower case letter', ok: /[A-Z]/.test(password) && /[a-z]/.test(password) },
  ];
}

/** Step 2: Choose a password (only sent when the member has none). */
export function PasswordStep({ values, onSubmit, onBack, pending }: StepProps) {
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const password = Form.useWatch('password', form) ?? '';
  const confirm = Form.useWatch('confirm', form) ?? '';
  const checks = passwordChecks(password);
  if (values.hasPassword) {
    return (
      <Form layout="vertical" onFinish={() => onSubmit({})}>
        <p>Your account already has a password. You can change it later under Settings, Change password.</p>
        <StepActions onBack={onBack} pending={pending} />
      </Form>
    );
  }
  const ready = checks.every((c) => c.ok) && password === confirm;
  return (
    <Form form={form} layout="vertical" scrollToFirstError onFinish={(v) => onSubmit({ password: v.password })}>
      <p>Choose the password you will use to sign in to the portal.</p>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: MESSAGES.onboardingPasswordEmpty }]}
      >
        <Password autoComplete="new-password" style={{ maxWidth: 420 }} />
      </Form.Item>
      <ul aria-label="Password rules" style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
        {checks.map((c) => (
          <li key={c.label} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {c.ok ? (
              <CheckCircleFilled style={{ color: 'var(--brand)' }} aria-label="met" />
            ) : (
              <CloseCircleOutlined style={{ color: 'var(--text-secondary)' }} aria-label="not met" />
            )}
            {c.label}
          </li>
        ))}
      </ul>
      <Form.Item
        label="Confirm password"
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: MESSAGES.onboardingConfirmPassword },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              !v || v === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(MESSAGES.onboardingPasswordsMismatch)),
          }),
        ]}
      >
        <Password autoComplete="new-password" style={{ maxWidth: 420 }} />
      </Form.Item>
      <StepActions onBack={onBack} pending={pending} disabled={!ready} />
    </Form>
  );
}
