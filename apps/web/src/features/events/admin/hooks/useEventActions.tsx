/**
 * Publish, schedule, unpublish, duplicate and cancel an event with a confirmation, then a success
 * toast or the server's message (issue 22). Render `holder` once in the screen that uses it.
 */
import { DatePicker, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { reportFailure, toastSuccess } from '../../../../lib/feedback';
import { useCancelEvent, useEventAction } from '../api/events-admin';
import { EVENTS_ADMIN_BASE, TEXT } from '../constants';

export function useEventActions() {
  const [modal, holder] = Modal.useModal();
  const action = useEventAction();
  const cancel = useCancelEvent();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function run<T>(work: () => Promise<T>, done: string): Promise<T | null> {
    setBusy(true);
    try {
      const result = await work();
      toastSuccess(done);
      return result;
    } catch (error) {
      reportFailure(error);
      return null;
    } finally {
      setBusy(false);
    }
  }

  return {
    holder,
    busy,
    publish: (id: number, title: string) =>
      modal.confirm({
        title: `${TEXT.publish} "${title}"?`,
        content: 'Members will see the event and can register.',
        okText: TEXT.publish,
        cancelText: 'Cancel',
        onOk: () => run(() => action.mutateAsync({ id, action: 'publish' }), TEXT.published),
      }),
    schedule: (id: number, title: string) => {
      let at: Dayjs | null = null;
      modal.confirm({
        title: `${TEXT.schedule}: "${title}"`,
        content: (
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="D MMM YYYY HH:mm"
            aria-label={TEXT.publishAt}
            style={{ width: '100%', marginTop: 8 }}
            onChange={(value) => {
              at = value;
            }}
          />
        ),
        okText: TEXT.schedule,
        cancelText: 'Cancel',
        onOk: () =>
          run(
            () => action.mutateAsync({ id, action: 'publish', publishAt: at ? at.toISOString() : null }),
            at ? TEXT.scheduled : TEXT.published,
          ),
      });
    },
    unpublish: (id: number, title: string) =>
      modal.confirm({
        title: `${TEXT.unpublish} "${title}"?`,
        content: 'Members will no longer see the event. Tickets already sold stay valid.',
        okText: TEXT.unpublish,
        cancelText: 'Cancel',
        onOk: () => run(() => action.mutateAsync({ id, action: 'unpublish' }), TEXT.unpublished),
      }),
    duplicate: async (id: number) => {
      const copy = await run(() => action.mutateAsync({ id, action: 'duplicate' }), TEXT.duplicated);
      if (copy) navigate(`${EVENTS_ADMIN_BASE}/${copy.id}`);
    },
    cancel: (id: number, title: string) =>
      modal.confirm({
        title: TEXT.cancelConfirm(title),
        content: TEXT.cancelBody,
        okText: TEXT.cancelEvent,
        okButtonProps: { danger: true },
        cancelText: TEXT.keepEvent,
        onOk: () => run(() => cancel.mutateAsync(id), TEXT.cancelled),
      }),
  };
}
