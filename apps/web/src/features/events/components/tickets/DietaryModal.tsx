/**
 * Dietary & special requirements of a ticket (spec 03 §4 Event ticket; §5 Dietary form; §8
 * messages): the dietary select appears only for tenants with the dietary field (its options from
 * GET api/value/dietaryrequirements; a load failure shows 'Something went wrong.' with the
 * reason); other dietary requirement and accessibility requirement are free text. An empty dietary
 * list is sent as null. Success: 'Changed ticket successfully!' and the user's events are fetched
 * again; failure: 'Failed to change ticket dietary. Try again.'.
 */
import { EVENT_LIMITS, type UserTicket } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../lib/errors';
import { notifyError, toastSuccess } from '../../../../lib/feedback';
import { getCurrentTenant } from '../../../../lib/runtime-config';
import { useDietaryOptions } from '../../../../data';
import { refetchUserEvents, updateTicketDietary } from '../../api/tickets';
import { TICKET_TEXT } from '../../constants';

interface DietaryValues {
  dietaryRequirements: string[];
  otherDietaryRequirement: string;
  accessibilityRequirement: string;
}

export interface DietaryModalProps {
  ticket: UserTicket;
  open: boolean;
  onClose: () => void;
}

const textMax = {
  max: EVENT_LIMITS.requirementTextMax,
  message: `Max length is ${EVENT_LIMITS.requirementTextMax} symbols`,
};

/** The dietary form in a modal. */
export function DietaryModal({ ticket, open, onClose }: DietaryModalProps) {
  const queryClient = useQueryClient();
  const hasDietaryField = getCurrentTenant().dietaryRequirementsField;
  const options = useDietaryOptions(open && hasDietaryField);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (options.error)
      notifyError({
        title: TICKET_TEXT.dietaryOptionsFailed,
        description: errorMessage(options.error),
        durationSeconds: 4.5,
      });
  }, [options.error]);

  async function handleFinish(values: DietaryValues) {
    setBusy(true);
    try {
      await updateTicketDietary({
        ticketId: ticket.ticketId,
        ...(hasDietaryField
          ? { dietaryRequirements: values.dietaryRequirements?.length ? values.dietaryRequirements : null }
          : {}),
        otherDietaryRequirement: values.otherDietaryRequirement?.trim() || null,
        accessibilityRequirement: values.accessibilityRequirement?.trim() || null,
      });
      toastSuccess(TICKET_TEXT.changed);
      onClose();
      await refetchUserEvents(queryClient, ticket.eventId);
    } catch (error) {
      notifyError({ title: TICKET_TEXT.changeFailed, description: errorMessage(error), durationSeconds: 4.5 });
    } finally {
      setBusy(false);
    }
  }

  const formId = `dietary-${ticket.ticketId}`;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={TICKET_TEXT.dietaryTitle}
      okText={TICKET_TEXT.save}
      cancelText={TICKET_TEXT.cancel}
      okButtonProps={{ loading: busy, htmlType: 'submit', form: formId }}
      destroyOnHidden
    >
      <Form<DietaryValues>
        id={formId}
        layout="vertical"
        onFinish={handleFinish}
        initialValues={{
          dietaryRequirements: ticket.dietaryRequirements ?? [],
          otherDietaryRequirement: ticket.otherDietaryRequirement ?? '',
          accessibilityRequirement: ticket.accessibilityRequirement ?? '',
        }}
      >
        {hasDietaryField && (
          <Form.Item name="dietaryRequirements" label={TICKET_TEXT.dietaryLabel}>
            <Select
              mode="multiple"
              allowClear
              loading={options.isPending}
              options={options.data ?? []}
              optionFilterProp="label"
              placeholder={TICKET_TEXT.dietaryLabel}
            />
          </Form.Item>
        )}
        <Form.Item name="otherDietaryRequirement" label={TICKET_TEXT.otherDietaryLabel} rules={[textMax]}>
          <Input />
        </Form.Item>
        <Form.Item name="accessibilityRequirement" label={TICKET_TEXT.accessibilityLabel} rules={[textMax]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
