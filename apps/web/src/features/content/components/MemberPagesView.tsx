/**
 * Member-only pages (spec 03 §2 Member-only pages; §6: fetched with the membersOnly filter): a
 * left menu called Pages, the index redirects to the first page, and a page is shown in an
 * embedded full-width frame with the shell layout hidden (this route sits outside the shell).
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Menu, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { MESSAGES, LAYOUT } from '@portal/shared';
import { RichText } from '../../../components/RichText';
import { TenantLogo } from '../../../components/TenantLogo';
import { errorMessage } from '../../../lib/errors';
import { useIsDesktop } from '../../../lib/hooks/useMediaQuery';
import { isNotFound, useMemberPage, useMemberPages } from '../api/content-api';
import { PAGES_TEXT } from '../constants';
import styles from './pages.module.css';

/** The Pages menu and the chosen page. */
export function MemberPagesView() {
  const { id } = useParams();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const [menuOpen, setMenuOpen] = useState(false);
  const pages = useMemberPages();

  if (pages.isPending)
    return (
      <div className={styles.loading}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  if (pages.isError)
    return <Result status="error" title={errorMessage(pages.error)} extra={<Link to="/">Back home</Link>} />;
  const list = pages.data;
  if (!id && list.length > 0) return <Navigate to={`/pages/${list[0].id}`} replace />;

  const menu = (
    <>
      <Link to="/" className={styles.home} aria-label="Back home">
        <ArrowLeftOutlined /> <TenantLogo height={28} />
      </Link>
      <Typography.Title level={5} className={styles.menuTitle}>
        {PAGES_TEXT.menu}
      </Typography.Title>
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MESSAGES.noContent} />
      ) : (
        <Menu
          mode="inline"
          aria-label={PAGES_TEXT.menu}
          selectedKeys={id ? [id] : []}
          items={list.map((page) => ({ key: String(page.id), label: page.name }))}
          onClick={({ key }) => {
            setMenuOpen(false);
            navigate(`/pages/${key}`);
          }}
          style={{ borderInlineEnd: 0, background: 'transparent' }}
        />
      )}
    </>
  );

  return (
    <div className={styles.layout}>
      {isDesktop ? (
        <aside className={styles.side}>{menu}</aside>
      ) : (
        <>
          <div className={styles.mobileBar}>
            <Button onClick={() => setMenuOpen(true)}>{PAGES_TEXT.menu}</Button>
          </div>
          <Drawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            placement="left"
            size={LAYOUT.mobileDrawerWidth}
            title={PAGES_TEXT.menu}
          >
            {menu}
          </Drawer>
        </>
      )}
      <main className={styles.frame}>{id ? <PageFrame id={id} /> : <Empty description={MESSAGES.noContent} />}</main>
    </div>
  );
}

function PageFrame({ id }: { id: string }) {
  const { data: page, isPending, isError, error } = useMemberPage(id);
  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (isError || !page) {
    return isNotFound(error) ? (
      <Result status="404" title={MESSAGES.notFound} subTitle={MESSAGES.notFoundText} />
    ) : (
      <Result status="error" title={errorMessage(error)} />
    );
  }
  return (
    <article aria-labelledby="member-page-title">
      <Typography.Title level={1} id="member-page-title" style={{ fontSize: 30 }}>
        {page.name}
      </Typography.Title>
      {page.content ? (
        <RichText html={page.content} className={styles.content} />
      ) : (
        <Empty description={MESSAGES.noContent} />
      )}
    </article>
  );
}
