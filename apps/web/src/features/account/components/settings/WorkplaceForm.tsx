/**
 * Organisation details (spec 01 §2 Account settings screens, §3 Organisation details, §5, §8;
 * issue 14): organisation (search), its location (read only), role and start date.
 * GET/PUT api/user/organisation; messages "Workplace details updated successfully", "Failed to
 * update workplace details", "Error fetching data".
 */
import { LoadingOutlined } from '@ant-design/icons';
import { MESSAGES } from '@portal/shared';
import { Button, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { OrganisationPicker, type OrganisationRef } from '../../../../components/OrganisationPicker';
import { isApiError } from '../../../../lib/errors';
import { notifyError, toastSuccess } from '../../../../lib/feedback';
import { LIMITS } from '@portal/shared';
import { useOrganisation } from '../../../../data';
import { useSaveWorkplace, useWorkplace } from '../../api/settings';
import { applySaveError } from './form-errors';
import { SettingsCard } from './SettingsCard';

interface WorkplaceValues {
  organisation: OrganisationRef | null;
  role: string;
  startDate: Dayjs | null;
}

/** The workplace form. */
export function WorkplaceForm() {
  const workplace = useWorkplace();
  const save = useSaveWorkplace();
  const [form] = Form.useForm<WorkplaceValues>();
  const picked = Form.useWatch('organisation', form);
  const org = useOrganisation(picked?.id);

  useEffect(() => {
    if (!workplace.data) return;
    form.setFieldsValue({
      organisation: workplace.data.organisation,
      role: workplace.data.role ?? '',
      startDate: workplace.data.startDate ? dayjs(workplace.data.startDate) : null,
    });
  }, [workplace.data, form]);

  async function handleFinish(values: WorkplaceValues) {
    if (!values.organisation) return;
    try {
      await save.mutateAsync({
        organisation: values.organisation,
        role: values.role,
        startDate: values.startDate ? values.startDate.format('YYYY-MM-DD') : null,
      });
      toastSuccess(MESSAGES.workplaceUpdated);
    } catch (error) {
      if (isApiError(error) && error.status >= 500) return;
      applySaveError(form, error);
      notifyError({
        title: MESSAGES.workplaceUpdateFailed,
        description: isApiError(error) ? error.message : undefined,
        durationSeconds: LIMITS.settingsToastMs / 1000,
      });
    }
  }

  return (
    <SettingsCard
      title="Organisation details"
      loading={workplace.isPending}
      error={workplace.isError ? MESSAGES.errorFetchingData : null}
      onRetry={() => void workplace.refetch()}
    >
      <Form<WorkplaceValues> form={form} layout="vertical" onFinish={handleFinish} style={{ maxWidth: 560 }}>
        <Form.Item
          label="Organisation"
          name="organisation"
          rules={[{ required: true, message: MESSAGES.organisationRequired }]}
        >
          <OrganisationPicker aria-label="Organisation" />
        </Form.Item>
        <Form.Item label="Location" htmlFor="workplace-location">
          <Input
            id="workplace-location"
            readOnly
            value={picked ? (org.data?.location ?? '') : '-'}
            aria-readonly="true"
          />
        </Form.Item>
        <Form.Item
          label="Role"
          name="role"
          rules={[{ required: true, whitespace: true, message: MESSAGES.roleRequired }]}
        >
          <Input maxLength={150} autoComplete="organization-title" />
        </Form.Item>
        <Form.Item label="Start date" name="startDate">
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          disabled={save.isPending}
          icon={save.isPending ? <LoadingOutlined /> : undefined}
        >
          Save
        </Button>
      </Form>
    </SettingsCard>
  );
}
