/**
 * Organisation details under /admin/settings (issue 30; Admin only): the legal name, ABN and address
 * that every tax invoice and receipt prints (ATO: the seller's identity and ABN). The ABN is checked
 * by its checksum here and again on the server ("Enter a valid ABN"); a failed save keeps what was
 * typed and puts the server's field errors on the fields.
 */
import {
  AU_STATES,
  formatAbn,
  isValidAbn,
  SUPPLIER_DETAILS_MESSAGES as M,
  type SupplierDetails,
  type SupplierDetailsResponse,
} from '@portal/shared';
import { Button, Card, Form, Input, Select, Space } from 'antd';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { reportFailure, toastSuccess } from '../../../lib/feedback';
import { useSaveSupplierDetails, useSupplierDetails } from '../api/server-values';

function DetailsForm({ details: { logoUrl: _logo, ...details } }: { details: SupplierDetailsResponse }) {
  const [form] = Form.useForm<SupplierDetails>();
  const save = useSaveSupplierDetails();
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ ...details, abn: formatAbn(details.abn), state: details.state || undefined }}
      onFinish={async (v) => {
        try {
          const { logoUrl: _logo, ...saved } = await save.mutateAsync(v);
          // What the server stored, and no field error left over from an earlier refusal.
          form.setFields(
            Object.entries({ ...saved, abn: formatAbn(saved.abn) }).map(([name, value]) => ({
              name: name as keyof SupplierDetails,
              value,
              errors: [],
            })),
          );
          toastSuccess('Successfully saved');
        } catch (error) {
          reportFailure(error, form);
        }
      }}
    >
      <Form.Item
        name="legalName"
        label="Legal name"
        rules={[
          { required: true, whitespace: true, message: M.legalNameRequired },
          { max: 200, message: M.tooLong },
        ]}
      >
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="abn"
        label="ABN"
        extra="11 digits, e.g. 51 824 753 556"
        rules={[
          {
            validator: (_, value: string | undefined) =>
              value && isValidAbn(value) ? Promise.resolve() : Promise.reject(new Error(M.abnInvalid)),
          },
        ]}
      >
        <Input inputMode="numeric" style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item
        name="street"
        label="Street address"
        rules={[
          { required: true, whitespace: true, message: M.streetRequired },
          { max: 200, message: M.tooLong },
        ]}
      >
        <Input autoComplete="street-address" />
      </Form.Item>
      <Space wrap align="start" size="middle">
        <Form.Item
          name="suburb"
          label="Suburb"
          rules={[
            { required: true, whitespace: true, message: M.suburbRequired },
            { max: 100, message: M.tooLong },
          ]}
        >
          <Input style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="state" label="State" rules={[{ required: true, message: M.stateInvalid }]}>
          <Select style={{ width: 110 }} options={AU_STATES.map((s) => ({ value: s, label: s }))} />
        </Form.Item>
        <Form.Item
          name="postcode"
          label="Postcode"
          rules={[{ required: true, pattern: /^\d{4}$/, message: M.postcodeInvalid }]}
        >
          <Input inputMode="numeric" style={{ width: 100 }} />
        </Form.Item>
      </Space>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save organisation details
        </Button>
      </Form.Item>
    </Form>
  );
}

/** The organisation details card (loading, failure with retry, then the form). */
export function SupplierDetailsForm() {
  const details = useSupplierDetails();
  return (
    <Card title="Organisation details on tax invoices" style={{ marginTop: 24 }}>
      <QueryStateBody query={details} loadFailed="Failed to load the organisation details. Try again." skeletonRows={4}>
        {(data) => <DetailsForm details={data} />}
      </QueryStateBody>
    </Card>
  );
}
