/**
 * Global Terms and Conditions tab (spec 02 §2 "page with an edit dialog", §3 Global terms, §7 GET
 * admin/community/global-tc; saving: PUT of the same path, our choice; "Content cannot be empty.").
 * Loading and failure (with retry) through the one list-state component.
 */
import { EditOutlined } from '@ant-design/icons';
import { MANAGEMENT_MESSAGES } from '@portal/shared';
import { Button, Empty, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { QueryStateBody } from '../../../../../components/QueryStateBody';
import { RichText } from '../../../../../components/RichText';
import { isRichTextEmpty, RichTextEditor } from '../../../../../components/rich-text';
import { errorMessage } from '../../../../../lib/errors';
import { useGlobalTerms } from '../../api/management';
import { toastError, toastSuccess } from '../../../../../lib/feedback';

/** The Global Terms and Conditions tab. */
export function GlobalTermsTab() {
  const { terms, save } = useGlobalTerms();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (text === null || isRichTextEmpty(text)) {
      setError(MANAGEMENT_MESSAGES.globalTcRequired);
      return;
    }
    save.mutate(text, {
      onSuccess: () => {
        toastSuccess('Agreement saved successfully.');
        setText(null);
      },
      onError: (e) => toastError(`Failed to save agreement. ${errorMessage(e)}`),
    });
  };
  return (
    <QueryStateBody query={terms} loadFailed="Failed to load agreement" skeletonRows={6}>
      {(data) => (
        <section aria-label="Global Terms and Conditions">
          <Space style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
            <Button icon={<EditOutlined />} onClick={() => setText(data.terms?.value ?? '')}>
              Edit
            </Button>
          </Space>
          {data.terms?.value ? (
            <RichText html={data.terms.value} />
          ) : (
            <Empty description="No terms and conditions have been added yet." />
          )}
          <Modal
            title="Edit Global Terms and Conditions"
            open={text !== null}
            onCancel={() => {
              setText(null);
              setError(null);
            }}
            okText="Save"
            okButtonProps={{ loading: save.isPending }}
            onOk={submit}
            width={760}
            destroyOnHidden
          >
            <RichTextEditor
              aria-label="Global terms and conditions"
              value={text ?? ''}
              status={error ? 'error' : ''}
              onChange={(v) => {
                setText(v);
                setError(null);
              }}
            />
            {error && <Typography.Text type="danger">{error}</Typography.Text>}
          </Modal>
        </section>
      )}
    </QueryStateBody>
  );
}
