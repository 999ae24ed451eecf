/**
 * Scanning ticket QR codes with the device camera at the door (issue 22), with @zxing/browser (a
 * maintained QR library, loaded only when staff start the camera). Each code read is handed to
 * `onCode` once (the same code again only after SAME_CODE_PAUSE_MS). When the browser has no camera
 * access, no camera is found or permission is denied, it says why and the search stays the way in.
 */
import { CameraOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { TEXT } from '../constants';
import styles from './events-admin.module.css';

/** A code read again within this time is the same ticket still in front of the camera. */
const SAME_CODE_PAUSE_MS = 4000;

type Controls = { stop: () => void };

/** Why the camera could not be started (a getUserMedia DOMException by name), in words for staff. */
export function cameraProblem(error: unknown): string {
  const name = error && typeof error === 'object' ? (error as { name?: string }).name : undefined;
  if (name === 'NotAllowedError' || name === 'SecurityError') return TEXT.cameraDenied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return TEXT.cameraMissing;
  return TEXT.cameraFailed;
}

export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<Controls | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [problem, setProblem] = useState<string | null>(null);

  const stop = () => {
    controls.current?.stop();
    controls.current = null;
    setState('off');
  };
  useEffect(() => () => controls.current?.stop(), []);

  async function start() {
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem(TEXT.cameraUnsupported);
      return;
    }
    setState('starting');
    try {
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
      const el = video.current;
      if (!el) return;
      controls.current = await reader.decodeFromConstraints(
        { video: { facingMode: 'environment' }, audio: false },
        el,
        (result) => {
          if (!result) return;
          const code = result.getText().trim();
          const now = Date.now();
          if (last.current && last.current.code === code && now - last.current.at < SAME_CODE_PAUSE_MS) return;
          last.current = { code, at: now };
          onCodeRef.current(code);
        },
      );
      setState('on');
    } catch (error) {
      controls.current?.stop();
      controls.current = null;
      setState('off');
      setProblem(cameraProblem(error));
    }
  }

  return (
    <div className={styles.scanner}>
      {state === 'off' ? (
        <Button icon={<CameraOutlined />} onClick={start}>
          {TEXT.scanWithCamera}
        </Button>
      ) : (
        <Button icon={<StopOutlined />} onClick={stop} loading={state === 'starting'}>
          {TEXT.stopCamera}
        </Button>
      )}
      {problem && (
        <Alert type="warning" showIcon title={problem} data-testid="camera-problem" className={styles.scannerAlert} />
      )}
      <video
        ref={video}
        className={styles.scannerVideo}
        hidden={state === 'off'}
        muted
        playsInline
        aria-label={TEXT.cameraView}
      />
    </div>
  );
}
