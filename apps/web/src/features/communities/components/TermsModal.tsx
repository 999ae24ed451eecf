/**
 * The terms step of the join flow (spec 02 §2 Join flow: "if the community requires agreement, a
 * terms modal opens first (must tick 'I accept')"). The agreement HTML renders through RichText.
 */
import { Button, Checkbox, Modal, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RichText } from '../../../components/RichText';
import { fetchCommunityTerms } from '../api/communities';
import { communityKeys } from '../api/keys';
import { JOIN_TEXT } from '../constants';
import styles from './communities.module.css';
import { Loading } from './Loading';

/** Modal with the agreement, the "I accept" box and Continue (enabled once ticked). */
export function TermsModal({
  communityId,
  communityName,
  open,
  busy,
  onAccept,
  onCancel,
}: {
  communityId: number;
  communityName: string;
  open: boolean;
  busy: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const [accepted, setAccepted] = useState(false);
  const terms = useQuery({
    queryKey: communityKeys.terms(communityId),
    queryFn: () => fetchCommunityTerms(communityId),
    enabled: open,
  });
  return (
    <Modal
      open={open}
      title={`${JOIN_TEXT.termsTitle}: ${communityName}`}
      onCancel={onCancel}
      destroyOnHidden
      afterOpenChange={(isOpen) => {
        if (!isOpen) setAccepted(false);
      }}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {JOIN_TEXT.cancel}
        </Button>,
        <Button key="ok" type="primary" disabled={!accepted || !terms.data} loading={busy} onClick={onAccept}>
          {JOIN_TEXT.continue}
        </Button>,
      ]}
    >
      {terms.isPending ? (
        <Loading paragraph={{ rows: 5 }} />
      ) : terms.isError ? (
        <Result
          status="error"
          title={JOIN_TEXT.termsLoadFailed}
          extra={<Button onClick={() => terms.refetch()}>Try again</Button>}
        />
      ) : (
        <>
          <div className={styles.termsBox}>
            <RichText html={terms.data.agreement} className={styles.richText} />
          </div>
          <Checkbox
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            style={{ marginTop: 16 }}
          >
            {JOIN_TEXT.iAccept}
          </Checkbox>
        </>
      )}
    </Modal>
  );
}
