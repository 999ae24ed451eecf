/**
 * Manage 'Find an OT' (issue 16; spec 03 §2 /settings/manage-find-an-ot, members only): the
 * member's public practice listing: listed or not, practice name, services, areas of practice,
 * funding schemes, suburb, state, postcode, and a phone and email each shown or not. The form is
 * checked with the same schema as the server (packages/shared), and the server's own field
 * messages are shown beside their fields.
 */
import {
  AU_STATES,
  type FindAnOtListing,
  type FindAnOtListingInput,
  FindAnOtListingInputSchema,
  PREFERENCES_LIMITS as L,
} from '@portal/shared';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/errors';
import { toastError, toastSuccess } from '../../../lib/feedback';
import { useFindAnOtListing, useSaveFindAnOt, useSegmentsOfType } from '../api/preferences';
import { PREFERENCES_TEXT as TEXT } from '../constants';

type Values = Omit<FindAnOtListing, 'updatedAt'>;

const FIELD_NAMES: (keyof Values)[] = [
  'isListed',
  'practiceName',
  'services',
  'areaOfPracticeIds',
  'fundingSchemeIds',
  'suburb',
  'state',
  'postcode',
  'phone',
  'email',
  'showPhone',
  'showEmail',
];

const toValues = (listing: FindAnOtListing): Values => {
  const { updatedAt: _u, ...values } = listing;
  return values;
};

/** The listing form with its loading and error states. */
export function FindAnOtForm() {
  const listing = useFindAnOtListing();
  const areas = useSegmentsOfType('areaofpractices');
  const schemes = useSegmentsOfType('fundingscheme');
  const save = useSaveFindAnOt();
  const [form] = Form.useForm<Values>();
  const isListed = Form.useWatch('isListed', form);

  useEffect(() => {
    if (listing.data) form.setFieldsValue(toValues(listing.data));
  }, [listing.data, form]);

  const setErrors = (errors: { field: string; message: string }[]) =>
    form.setFields(
      errors
        .filter((e) => FIELD_NAMES.includes(e.field as keyof Values))
        .map((e) => ({ name: e.field as keyof Values, errors: [e.message] })),
    );

  const handleFinish = (values: Values) => {
    const input: FindAnOtListingInput = { ...values, state: values.state ?? '' };
    const parsed = FindAnOtListingInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message })));
      return;
    }
    save.mutate(input, {
      onSuccess: () => toastSuccess(TEXT.saved),
      onError: (error) => {
        if (isApiError(error) && error.errors?.length) setErrors(error.errors);
        toastError(isApiError(error, 400) ? errorMessage(error) : TEXT.saveFailed);
      },
    });
  };

  const title = <h2 style={{ margin: 0, fontSize: 20 }}>Manage 'Find an OT'</h2>;
  if (listing.isPending || areas.isPending || schemes.isPending) {
    return (
      <Card title={title}>
        <div role="status" aria-busy="true" aria-label="Loading">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      </Card>
    );
  }
  const loadError = listing.error ?? areas.error ?? schemes.error;
  if (loadError) {
    return (
      <Card title={title}>
        <Alert type="error" showIcon message={errorMessage(loadError)} />
        <Button
          style={{ marginTop: 12 }}
          onClick={() => {
            void listing.refetch();
            void areas.refetch();
            void schemes.refetch();
          }}
        >
          {TEXT.retry}
        </Button>
      </Card>
    );
  }
  const saved = listing.data as FindAnOtListing;
  const options = (items: { segmentId: number; segmentName: string }[] = []) =>
    items.map((s) => ({ value: s.segmentId, label: s.segmentName }));
  return (
    <Card title={title}>
      <Typography.Paragraph>
        People looking for an occupational therapist can find your practice on the public{' '}
        <Link
          to={saved.isListed && saved.postcode ? `/find-an-ot?q=${saved.postcode}` : '/find-an-ot'}
          style={{ textDecoration: 'underline' }}
        >
          Find an OT
        </Link>{' '}
        page while you are listed. Your phone and email appear only if you choose to show them.
      </Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={handleFinish} initialValues={toValues(saved)}>
        <Form.Item name="isListed" label="List my practice on Find an OT" valuePropName="checked">
          <Switch checkedChildren="Listed" unCheckedChildren="Not listed" />
        </Form.Item>
        <Form.Item name="practiceName" label="Practice name" required={isListed}>
          <Input maxLength={L.practiceNameMax} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="services" label="Services">
          <Input.TextArea rows={4} maxLength={L.servicesMax} showCount />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="areaOfPracticeIds" label="Areas of practice" required={isListed}>
              <Select mode="multiple" options={options(areas.data)} placeholder="Select areas of practice" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="fundingSchemeIds" label="Funding schemes">
              <Select mode="multiple" options={options(schemes.data)} placeholder="Select funding schemes" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="suburb" label="Suburb" required={isListed}>
              <Input maxLength={L.suburbMax} autoComplete="address-level2" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="state" label="State" required={isListed}>
              <Select options={[{ value: '', label: 'Select' }, ...AU_STATES.map((s) => ({ value: s, label: s }))]} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="postcode" label="Postcode" required={isListed}>
              <Input inputMode="numeric" maxLength={4} autoComplete="postal-code" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label="Contact phone">
              <Input maxLength={L.phoneMax} inputMode="tel" autoComplete="tel" />
            </Form.Item>
            <Form.Item name="showPhone" valuePropName="checked" style={{ marginTop: -12 }}>
              <Checkbox>Show my phone on Find an OT</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label="Contact email">
              <Input maxLength={L.emailMax} inputMode="email" autoComplete="email" />
            </Form.Item>
            <Form.Item name="showEmail" valuePropName="checked" style={{ marginTop: -12 }}>
              <Checkbox>Show my email on Find an OT</Checkbox>
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
          <Button htmlType="button" onClick={() => form.setFieldsValue(toValues(saved))} disabled={save.isPending}>
            Cancel
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
