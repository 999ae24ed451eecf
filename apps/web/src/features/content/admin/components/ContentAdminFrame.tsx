/**
 * The frame of the authoring lists (issue #5): the "Content" heading, an action on the right and
 * tabs for News, Resources, Member-only pages and Tags & categories.
 */
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../../components/PageContainer';
import { ADMIN_KINDS, type AdminKind, CONTENT_ADMIN_BASE, KIND_TEXT, TAXONOMY_PATH, TEXT } from '../constants';
import styles from './content-admin.module.css';

export function ContentAdminFrame({
  active,
  extra,
  children,
}: {
  active: AdminKind | 'taxonomy';
  extra?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const items = [
    ...ADMIN_KINDS.map((kind) => ({ key: kind, label: KIND_TEXT[kind].tab })),
    { key: 'taxonomy', label: TEXT.taxonomyTab },
  ];
  return (
    <PageContainer title={TEXT.area} extra={extra}>
      <Tabs
        className={styles.tabs}
        activeKey={active}
        items={items}
        onChange={(key) => navigate(key === 'taxonomy' ? TAXONOMY_PATH : `${CONTENT_ADMIN_BASE}/${key}`)}
      />
      {children}
    </PageContainer>
  );
}
