/**
 * Nominate a substitute (spec 03 §4 Event ticket; §5 Nominee; §8 messages; only with the
 * cancellation_nominate_substitute sub-feature, which the server reflects in the ticket's
 * canNominateSubstitute). antd Form with the spec's rules: title, name and email required and at
 * most 150; email valid; mobile required, digits only (non-digits are stripped as typed), at most
 * 15. The organisation field is in the initial values but has no input.
 */
import { EMAIL_PATTERN, type NominateSubstituteInput, TITLES, type UserTicket } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/errors';
import { notifyError, toastSuccess } from '../../../../lib/feedback';
import { nominateSubstitute, refetchUserEvents } from '../../api/tickets';
import { EVENTS_UI, NOMINEE_TEXT, TICKET_TEXT } from '../../constants';

type NomineeValues = Omit<NominateSubstituteInput, 'ticketId'>;

export interface NominateSubstituteModalProps {
  ticket: UserTicket;
  open: boolean;
  onClose: () => void;
  /** Runs after a successful nomination (e.g. closes the terms dialog too). */
  onDone?: () => void;
}

const max150 = { max: EVENTS_UI.nomineeMax, message: NOMINEE_TEXT.maxLength };
const titleOptions = TITLES.map((title) => ({ value: title }));

/** The nominee form in a modal. */
export function NominateSubstituteModal({ ticket, open, onClose, onDone }: NominateSubstituteModalProps) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<NomineeValues>();
  const [busy, setBusy] = useState(false);
  const initialValues: NomineeValues = {
    nomineeTitle: ticket.nominee?.nomineeTitle ?? '',
    nomineeName: ticket.nominee?.nomineeName ?? '',
    nomineeEmail: ticket.nominee?.nomineeEmail ?? '',
    nomineeMobile: ticket.nominee?.nomineeMobile ?? '',
    nomineeOrgName: ticket.nominee?.nomineeOrgName ?? null,
  };

  async function handleFinish(values: NomineeValues) {
    setBusy(true);
    try {
      await nominateSubstitute({ ...initialValues, ...values, ticketId: ticket.ticketId });
      toastSuccess(TICKET_TEXT.nominated);
      onClose();
      onDone?.();
      await refetchUserEvents(queryClient, ticket.eventId);
    } catch (error) {
      notifyError({ title: TICKET_TEXT.nominateFailed, description: errorMessage(error), durationSeconds: 4.5 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={TICKET_TEXT.nominateTitle}
      okText={TICKET_TEXT.nominateSubstitute}
      cancelText={TICKET_TEXT.cancel}
      okButtonProps={{ loading: busy, htmlType: 'submit', form: `nominee-${ticket.ticketId}` }}
      destroyOnHidden
    >
      <Form<NomineeValues>
        id={`nominee-${ticket.ticketId}`}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={handleFinish}
        requiredMark={false}
      >
        <Form.Item
          name="nomineeTitle"
          label={NOMINEE_TEXT.title}
          rules={[{ required: true, whitespace: true, message: NOMINEE_TEXT.titleRequired }, max150]}
        >
          <AutoComplete
            options={titleOptions}
            filterOption={(input, option) => !!option?.value.toLowerCase().startsWith(input.toLowerCase())}
          />
        </Form.Item>
        <Form.Item
          name="nomineeName"
          label={NOMINEE_TEXT.name}
          rules={[{ required: true, whitespace: true, message: NOMINEE_TEXT.nameRequired }, max150]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="nomineeEmail"
          label={NOMINEE_TEXT.email}
          rules={[
            { required: true, whitespace: true, message: NOMINEE_TEXT.emailRequired },
            { pattern: EMAIL_PATTERN, message: NOMINEE_TEXT.emailInvalid },
            max150,
          ]}
        >
          <Input inputMode="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="nomineeMobile"
          label={NOMINEE_TEXT.mobile}
          normalize={(value: string | undefined) => (value ?? '').replace(/\D/g, '')}
          rules={[
            { required: true, message: NOMINEE_TEXT.mobileRequired },
            { pattern: /^\d+$/, message: NOMINEE_TEXT.mobileDigits },
            { max: EVENTS_UI.nomineeMobileMax, message: NOMINEE_TEXT.mobileMax },
          ]}
        >
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item name="nomineeOrgName" hidden>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
