/**
 * Dietary & special requirements (spec 01 §3 Dietary, §5 Dietary form, §8; issue 14): the dietary
 * select only where the tenant enables it (an empty list is sent as null), other dietary
 * requirements and accessibility requirements as free text. GET/POST api/user/requirements.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { LIMITS, MESSAGES } from '@portal/shared';
import { Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { notifyError, toastSuccess } from '../../../../lib/feedback';
import { getCurrentTenant } from '../../../../lib/runtime-config';
import { useDietaryOptions } from '../../../../data';
import { useRequirements, useSaveRequirements } from '../../api/settings';
import { SettingsCard } from './SettingsCard';

interface RequirementValues {
  dietaryRequirements?: string[];
  otherDietaryRequirement?: string;
  accessibilityRequirement?: string;
}

/** The requirements form. */
export function RequirementsForm() {
  const withDietary = getCurrentTenant().dietaryRequirementsField;
  const requirements = useRequirements();
  const options = useDietaryOptions(withDietary);
  const save = useSaveRequirements();
  const [form] = Form.useForm<RequirementValues>();

  useEffect(() => {
    if (!requirements.data) return;
    form.setFieldsValue({
      dietaryRequirements: requirements.data.dietaryRequirements ?? [],
      otherDietaryRequirement: requirements.data.otherDietaryRequirement ?? '',
      accessibilityRequirement: requirements.data.accessibilityRequirement ?? '',
    });
  }, [requirements.data, form]);

  async function handleFinish(values: RequirementValues) {
    const list = values.dietaryRequirements ?? [];
    try {
      await save.mutateAsync({
        dietaryRequirements: list.length ? list : null,
        otherDietaryRequirement: values.otherDietaryRequirement?.trim() || null,
        accessibilityRequirement: values.accessibilityRequirement?.trim() || null,
      });
      toastSuccess(MESSAGES.dietarySaved);
    } catch {
      notifyError({ title: MESSAGES.dietarySaveFailed, durationSeconds: LIMITS.settingsToastMs / 1000 });
    }
  }

  return (
    <SettingsCard
      title="Dietary & special requirements"
      loading={requirements.isPending}
      error={requirements.isError ? MESSAGES.somethingWentWrong : null}
      onRetry={() => void requirements.refetch()}
    >
      <Form<RequirementValues> form={form} layout="vertical" onFinish={handleFinish} style={{ maxWidth: 560 }}>
        {withDietary && (
          <Form.Item label="Dietary requirements" name="dietaryRequirements">
            <Select
              mode="multiple"
              allowClear
              loading={options.isPending}
              options={options.data ?? []}
              placeholder="Choose any that apply"
            />
          </Form.Item>
        )}
        <Form.Item label="Other dietary requirements" name="otherDietaryRequirement">
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item label="Accessibility requirements" name="accessibilityRequirement">
          <Input.TextArea rows={3} maxLength={1000} showCount />
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
