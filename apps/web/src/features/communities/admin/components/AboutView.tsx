/**
 * About (spec 02 §2: editable rich text "Who are we?" and a side card linking to the settings
 * page; §7 PUT admin/community/{id}/about). Read-only without commentEdit.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { RichText } from '../../../../components/RichText';
import { RichTextEditor } from '../../../../components/rich-text';
import { useIsDesktop } from '../../../../lib/hooks/useMediaQuery';
import { useAdminActions, useAdminCommunity } from '../api/admin';
import { adminPath } from '../paths';
import { adminAbilities } from './abilities';
import { reportFailure, toastSuccess } from '../../../../lib/feedback';

/** The About page of community `id`. */
export function AboutView({ id }: { id: number }) {
  const details = useAdminCommunity(id);
  const { saveAbout } = useAdminActions(id);
  const isDesktop = useIsDesktop();
  const [text, setText] = useState<string | null>(null);
  if (!details.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const c = details.data.community;
  const a = adminAbilities(details.data);
  const about = c.about ?? '';
  return (
    <div style={{ display: 'flex', gap: 24, flexDirection: isDesktop ? 'row' : 'column' }}>
      <section aria-labelledby="about-title" style={{ flex: 1, minWidth: 0 }}>
        {/* The page is About; "Who are we?" is the text's own heading (spec 02 §2), so it is not repeated here. */}
        <Typography.Title id="about-title" level={1} style={{ fontSize: 24, marginTop: 0 }}>
          About
        </Typography.Title>
        {text !== null ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <RichTextEditor aria-label="Who are we?" value={text} onChange={setText} />
            <Space>
              <Button
                type="primary"
                disabled={saveAbout.isPending}
                icon={saveAbout.isPending ? <LoadingOutlined /> : undefined}
                onClick={() =>
                  saveAbout.mutate(text, {
                    onSuccess: () => {
                      toastSuccess('Successfully saved');
                      setText(null);
                    },
                    onError: (e) => reportFailure(e),
                  })
                }
              >
                Save
              </Button>
              <Button onClick={() => setText(null)}>Cancel</Button>
            </Space>
          </Space>
        ) : (
          <>
            {about ? <RichText html={about} /> : <Empty description="No content" />}
            {a.canEditSettings && (
              <Button style={{ marginTop: 12 }} onClick={() => setText(about)}>
                Edit
              </Button>
            )}
          </>
        )}
      </section>
      <Card size="small" title={c.name} style={{ width: isDesktop ? 280 : '100%', alignSelf: 'flex-start' }}>
        <Typography.Paragraph type="secondary">{c.shortDescription}</Typography.Paragraph>
        <Link to={adminPath(id, 'settings')}>Admin settings</Link>
      </Card>
    </div>
  );
}
