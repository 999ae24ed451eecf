/**
 * Publish, schedule, archive and unarchive with a confirmation, then a success toast or the
 * server's message (issue #5 authoring). Render `holder` once in the screen that uses it.
 */
import { Modal } from 'antd';
import { useState } from 'react';
import { reportFailure, toastSuccess } from '../../../../lib/feedback';
import { formatDateLong } from '../../../../lib/format';
import { type StatusAction, useStatusAction } from '../api/content-admin';
import { TEXT } from '../constants';

export type ContentAction = 'publish' | 'schedule' | 'archive' | 'unarchive';

export interface ContentActionRequest {
  action: ContentAction;
  /** Id and title of the item (`id` may come from `prepare`). */
  id?: number;
  name: string;
  /** ISO date sent with publish and schedule (a future one schedules); none publishes now. */
  publishStartDate?: string | null;
  /** Runs after the confirmation, before the action (e.g. saves the form); answers the item id, or null to stop. */
  prepare?: () => Promise<number | null>;
  onDone?: () => void;
}

/** The confirm-then-run helper and its modal holder. */
export function useContentActions() {
  const [modal, holder] = Modal.useModal();
  const mutation = useStatusAction();
  const [busy, setBusy] = useState<ContentAction | null>(null);

  function confirm(request: ContentActionRequest) {
    const when = formatDateLong(request.publishStartDate);
    const content = {
      publish: TEXT.publishConfirm(request.name),
      schedule: TEXT.scheduleConfirm(request.name, when),
      archive: TEXT.archiveConfirm(request.name),
      unarchive: TEXT.unarchiveConfirm(request.name),
    }[request.action];
    const okText = { publish: TEXT.publish, schedule: TEXT.schedule, archive: TEXT.archive, unarchive: TEXT.unarchive }[
      request.action
    ];
    modal.confirm({
      title: `${okText}?`,
      content,
      okText,
      okButtonProps: { danger: request.action === 'archive' },
      cancelText: 'Cancel',
      onOk: () => run(request, when),
    });
  }

  async function run(request: ContentActionRequest, when: string) {
    setBusy(request.action);
    try {
      const id = request.prepare ? await request.prepare() : request.id;
      if (id === null || id === undefined) return;
      const action: StatusAction = request.action === 'schedule' ? 'publish' : request.action;
      await mutation.mutateAsync({ id, action, publishStartDate: request.publishStartDate ?? null });
      toastSuccess(
        { publish: TEXT.published, schedule: TEXT.scheduled(when), archive: TEXT.archived, unarchive: TEXT.unarchived }[
          request.action
        ],
      );
      request.onDone?.();
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(null);
    }
  }

  return { confirm, holder, busy };
}
