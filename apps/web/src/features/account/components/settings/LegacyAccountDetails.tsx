/**
 * Account details, legacy style (spec 01 §2 Account settings screens, §3 Account form, §5; issue 14):
 * view mode, then Edit shows the form with Cancel and Save. GET/PUT /api/User; dates shown
 * DD/MM/YYYY and sent YYYY-MM-DD; the spec's validation messages.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { MESSAGES, TITLES } from '@portal/shared';
import { Button, DatePicker, Descriptions, Form, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { InlineMessage } from '../../../../components/InlineMessage';
import { UserAvatar } from '../../../../components/UserAvatar';
import { errorMessage } from '../../../../lib/errors';
import { toastSuccess } from '../../../../lib/feedback';
import { formatDate } from '../../../../lib/format';
import { useLegacyProfile, useSaveLegacyProfile } from '../../api/settings';
import {
  type AccountFormValues,
  formToPayload,
  GENDER_OPTIONS,
  genderLabel,
  profileToForm,
} from '../../utils/account-form';
import { AvatarUpload } from './AvatarUpload';
import { applySaveError } from './form-errors';
import { SettingsCard } from './SettingsCard';
import styles from './settings.module.css';

const DATE_FORMAT = 'DD/MM/YYYY';
const noFuture = (d: dayjs.Dayjs) => d.isAfter(dayjs(), 'day');

/** The legacy account details screen. */
export function LegacyAccountDetails() {
  const profile = useLegacyProfile(true);
  const save = useSaveLegacyProfile();
  const [editing, setEditing] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [form] = Form.useForm<AccountFormValues>();
  const p = profile.data;

  async function handleFinish(values: AccountFormValues) {
    setBanner(null);
    try {
      await save.mutateAsync(formToPayload(values));
      setEditing(false);
      toastSuccess('Your account details have been saved.');
    } catch (error) {
      setBanner(applySaveError(form, error, { postalPostCode: 'postalPostcode' }));
    }
  }

  const startEditing = () => {
    if (!p) return;
    form.setFieldsValue(profileToForm(p));
    setBanner(null);
    setEditing(true);
  };

  const extra = !editing && p && <Button onClick={startEditing}>Edit</Button>;

  return (
    <SettingsCard
      title="Account details"
      extra={extra}
      loading={profile.isPending}
      error={profile.isError ? errorMessage(profile.error) : null}
      onRetry={() => void profile.refetch()}
    >
      {p && !editing && (
        <>
          <Space align="center" style={{ marginBottom: 16 }}>
            <UserAvatar firstName={p.firstName} lastName={p.lastName} avatarUrl={p.avatarUrl} size={64} />
            <div>
              <strong>{[p.title, p.firstName, p.lastName].filter(Boolean).join(' ')}</strong>
              {p.memberNum && <div>Member number {p.memberNum}</div>}
              <div style={{ marginTop: 8 }}>
                <AvatarUpload />
              </div>
            </div>
          </Space>
          <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
            <Descriptions.Item label="Title">{p.title}</Descriptions.Item>
            <Descriptions.Item label="First name">{p.firstName}</Descriptions.Item>
            <Descriptions.Item label="Middle name">{p.middleName}</Descriptions.Item>
            <Descriptions.Item label="Last name">{p.lastName}</Descriptions.Item>
            <Descriptions.Item label="Preferred name">{p.prefName}</Descriptions.Item>
            <Descriptions.Item label="Pronoun">{p.pronoun}</Descriptions.Item>
            <Descriptions.Item label="Gender">{genderLabel(p.gender)}</Descriptions.Item>
            <Descriptions.Item label="Date of birth">{formatDate(p.dob)}</Descriptions.Item>
            <Descriptions.Item label="Graduation date">{formatDate(p.graduationDate)}</Descriptions.Item>
            <Descriptions.Item label="Email">{p.registeredEmail}</Descriptions.Item>
            <Descriptions.Item label="Mobile">{p.mobile}</Descriptions.Item>
            <Descriptions.Item label="Postal address">{p.postalAddress1}</Descriptions.Item>
            <Descriptions.Item label="Suburb">{p.postalSuburb}</Descriptions.Item>
            <Descriptions.Item label="State">{p.postalState}</Descriptions.Item>
            <Descriptions.Item label="Postcode">{p.postalPostcode}</Descriptions.Item>
            <Descriptions.Item label="Country">{p.postalCountry}</Descriptions.Item>
          </Descriptions>
        </>
      )}
      {p && editing && (
        <Form<AccountFormValues>
          form={form}
          layout="vertical"
          onFinish={handleFinish}
          onFinishFailed={({ errorFields }) => errorFields[0] && form.scrollToField(errorFields[0].name)}
          requiredMark
        >
          {banner && <InlineMessage type="error">{banner}</InlineMessage>}
          <div className={styles.grid}>
            <Form.Item label="Title" name="title">
              <Select allowClear options={TITLES.map((t) => ({ value: t, label: t }))} />
            </Form.Item>
            <Form.Item
              label="First name"
              name="firstName"
              rules={[{ required: true, whitespace: true, message: MESSAGES.firstNameRequired }]}
            >
              <Input autoComplete="given-name" maxLength={100} />
            </Form.Item>
            <Form.Item label="Middle name" name="middleName">
              <Input autoComplete="additional-name" maxLength={100} />
            </Form.Item>
            <Form.Item
              label="Last name"
              name="lastName"
              rules={[{ required: true, whitespace: true, message: MESSAGES.lastNameRequired }]}
            >
              <Input autoComplete="family-name" maxLength={100} />
            </Form.Item>
            <Form.Item label="Preferred name" name="prefName">
              <Input autoComplete="nickname" maxLength={100} />
            </Form.Item>
            <Form.Item label="Pronoun" name="pronoun">
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item label="Gender" name="gender">
              <Select allowClear options={GENDER_OPTIONS.map((g) => ({ value: g.value, label: g.label }))} />
            </Form.Item>
            <Form.Item label="Date of birth" name="dob">
              <DatePicker format={DATE_FORMAT} disabledDate={noFuture} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="Graduation date" name="graduationDate">
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              label="Email"
              name="registeredEmail"
              rules={[
                { required: true, message: MESSAGES.accountEmailRequired },
                { type: 'email', message: MESSAGES.emailInvalid },
              ]}
            >
              <Input type="email" autoComplete="email" maxLength={254} />
            </Form.Item>
            <Form.Item label="Mobile" name="mobile">
              <Input type="tel" autoComplete="tel" maxLength={30} />
            </Form.Item>
            <Form.Item label="Postal address" name="postalAddress1">
              <Input autoComplete="address-line1" maxLength={200} />
            </Form.Item>
            <Form.Item label="Suburb" name="postalSuburb">
              <Input autoComplete="address-level2" maxLength={100} />
            </Form.Item>
            <Form.Item label="State" name="postalState">
              <Input autoComplete="address-level1" maxLength={50} />
            </Form.Item>
            <Form.Item label="Postcode" name="postalPostcode">
              <Input autoComplete="postal-code" maxLength={10} />
            </Form.Item>
            <Form.Item label="Country" name="postalCountry">
              <Input autoComplete="country-name" maxLength={100} />
            </Form.Item>
          </div>
          <Space>
            <Button onClick={() => setEditing(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              disabled={save.isPending}
              icon={save.isPending ? <LoadingOutlined /> : undefined}
            >
              Save
            </Button>
          </Space>
        </Form>
      )}
    </SettingsCard>
  );
}
