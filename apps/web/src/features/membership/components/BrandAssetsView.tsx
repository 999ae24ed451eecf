/**
 * Brand assets for members (spec 03 §2 /settings/brand-assets, §3: 9 logo variants and two PDFs;
 * issue #15): each logo with a preview and Download, then the two documents. Loading skeleton,
 * empty and error states.
 */
import { DownloadOutlined, FilePdfOutlined, LoadingOutlined } from '@ant-design/icons';
import type { BrandAsset } from '@portal/shared';
import { Button, Card, Col, Empty, List, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryStateBody } from '../../../components/QueryStateBody';
import { saveBlob } from '../../../lib/download';
import { reportFailure } from '../../../lib/feedback';
import { formatFileSize } from '../../../lib/format';
import { useObjectUrl } from '../../../lib/hooks/useObjectUrl';
import { fetchBrandAsset, membershipKeys, useBrandAssets } from '../api/membership';
import { MEMBERSHIP_TEXT as TEXT } from '../constants';

function DownloadButton({ asset }: { asset: BrandAsset }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchBrandAsset(asset.url), asset.filename);
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      onClick={() => void run()}
      disabled={busy}
      icon={busy ? <LoadingOutlined /> : <DownloadOutlined />}
      aria-label={`${TEXT.download} ${asset.name}`}
    >
      {TEXT.download}
    </Button>
  );
}

function LogoPreview({ asset }: { asset: BrandAsset }) {
  const { data } = useQuery({
    queryKey: [...membershipKeys.brandAssets(), 'preview', asset.id],
    queryFn: () => fetchBrandAsset(asset.url),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(data);
  return (
    <div
      style={{
        height: 120,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'var(--page-bg)',
      }}
    >
      {url ? (
        <img src={url} alt={asset.name} style={{ maxWidth: '100%', maxHeight: 110 }} />
      ) : (
        <Skeleton.Image active />
      )}
    </div>
  );
}

/** The brand assets screen's body. */
export function BrandAssetsView() {
  const assets = useBrandAssets();
  return (
    <QueryStateBody
      query={assets}
      skeletonRows={8}
      isEmpty={(data) => data.assets.length === 0}
      empty={<Empty description={TEXT.noAssets} />}
    >
      {(data) => <BrandAssetsBody assets={data.assets} />}
    </QueryStateBody>
  );
}

/** The logos (cards with a preview) and the documents (a list) of a non-empty answer. */
function BrandAssetsBody({ assets }: { assets: BrandAsset[] }) {
  const logos = assets.filter((a) => a.kind === 'logo');
  const documents = assets.filter((a) => a.kind === 'document');
  return (
    <>
      <Typography.Paragraph>{TEXT.brandAssetsIntro}</Typography.Paragraph>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {TEXT.logos}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {logos.map((asset) => (
          <Col xs={24} sm={12} lg={8} key={asset.id}>
            <Card cover={<LogoPreview asset={asset} />} actions={[<DownloadButton key="d" asset={asset} />]}>
              <Card.Meta title={asset.name} description={asset.description} />
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {TEXT.documents}
      </Typography.Title>
      <List
        bordered
        dataSource={documents}
        renderItem={(asset) => (
          <List.Item actions={[<DownloadButton key="d" asset={asset} />]}>
            <List.Item.Meta
              avatar={<FilePdfOutlined aria-hidden="true" style={{ fontSize: 24 }} />}
              title={asset.name}
              description={`${asset.description} PDF, ${formatFileSize(asset.size)}`}
            />
          </List.Item>
        )}
      />
    </>
  );
}
