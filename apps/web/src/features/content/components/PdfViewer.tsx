/**
 * PDF preview with paging (spec 03 §2 Attachments: "PDF previews have paging"), on react-pdf
 * 10.5.0 with the pdf.js worker bundled as a URL (STACK.md). Loaded lazily with the preview modal.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Spin, Typography } from 'antd';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { DETAILS_TEXT } from '../constants';
import styles from './content.module.css';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Renders one page at a time of the PDF `blob`, with Previous / Next. The bytes are handed to
 * pdf.js directly (the page's CSP allows no fetch of blob: URLs).
 */
export default function PdfViewer({ blob }: { blob: Blob }) {
  const [bytes, setBytes] = useState<Uint8Array | null>(null);
  useEffect(() => {
    let live = true;
    void blob.arrayBuffer().then((buffer) => live && setBytes(new Uint8Array(buffer)));
    return () => {
      live = false;
    };
  }, [blob]);
  // pdf.js takes ownership of the buffer it is given, so it gets its own copy.
  const file = useMemo(() => (bytes ? { data: bytes.slice() } : null), [bytes]);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [width, setWidth] = useState(600);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    // Fit the page in the modal: the box width, or the viewport height for an A4-shaped page.
    const fit = () =>
      setWidth(Math.max(240, Math.floor(Math.min(node.clientWidth, (window.innerHeight - 280) * Math.SQRT1_2))));
    const observer = new ResizeObserver(fit);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box}>
      {pages > 0 && (
        <Space style={{ width: '100%', justifyContent: 'center', marginBottom: 12 }}>
          <Button
            icon={<LeftOutlined />}
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          />
          <Typography.Text data-testid="pdf-page">
            Page {page} of {pages}
          </Typography.Text>
          <Button
            icon={<RightOutlined />}
            aria-label="Next page"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          />
        </Space>
      )}
      {file && (
        <Document
          file={file}
          onLoadSuccess={({ numPages }) => {
            setPages(numPages);
            setPage(1);
          }}
          loading={<Spin style={{ display: 'block', margin: '48px auto' }} />}
          error={<Alert type="error" title={DETAILS_TEXT.pdfLoadError} showIcon />}
        >
          <Page
            pageNumber={page}
            width={width}
            className={styles.pdfPage}
            renderAnnotationLayer={false}
            renderTextLayer={false}
          />
        </Document>
      )}
    </div>
  );
}
