import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { createFrameDecoder } from '../lib/qr-decoder.ts';

/** Frames read per second while the camera is on: quick enough at a door, kind to a phone. */
const SCAN_INTERVAL_MS = 250;

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

interface QrCameraProps {
  /** Called with each code read; the camera keeps going (the page ignores repeats while busy). */
  onCode: (text: string) => void;
  /** While true (an answer is showing) frames are not read. */
  paused: boolean;
}

/**
 * "Ler QR code": the back camera starts only when the person asks, reads QR codes with the
 * browser's BarcodeDetector or ZXing, and stops when asked, when the page closes, or on leaving.
 */
export function QrCamera({ onCode, paused }: QrCameraProps) {
  const { t } = useTranslation('manage');
  const [state, setState] = useState<CameraState>('off');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const stop = () => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setState('off');
  };

  useEffect(
    () => () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  useEffect(() => {
    if (state !== 'on') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void createFrameDecoder().then((decode) => {
      const tick = async () => {
        if (cancelled) return;
        const element = video.current;
        if (element && !pausedRef.current && element.readyState >= 2) {
          const text = await decode(element).catch(() => null);
          if (text && !cancelled) onCodeRef.current(text);
        }
        if (!cancelled) timer = setTimeout(tick, SCAN_INTERVAL_MS);
      };
      void tick();
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state]);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
      }
      setState('on');
    } catch (error) {
      const denied = error instanceof DOMException && error.name === 'NotAllowedError';
      setState(denied ? 'denied' : 'unavailable');
    }
  };

  const running = state === 'on' || state === 'starting';
  return (
    <div className="flex flex-col gap-3">
      {running ? (
        <div className="relative aspect-square w-full overflow-hidden rounded-3xl bg-black tablet:aspect-video">
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('live.cameraLabel')}
            className="size-full object-cover"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[15%] rounded-2xl border-4 border-white/80"
          />
        </div>
      ) : null}
      {running ? (
        <Button variant="outline" onClick={stop} className="min-h-14 text-lg">
          <CameraOff aria-hidden="true" className="size-6" />
          {t('live.stopCamera')}
        </Button>
      ) : (
        <Button onClick={() => void start()} className="min-h-16 text-xl">
          <Camera aria-hidden="true" className="size-7" />
          {t('live.scan')}
        </Button>
      )}
      {state === 'denied' || state === 'unavailable' ? (
        <p role="alert" className="text-error">
          {t(state === 'denied' ? 'live.cameraDenied' : 'live.cameraUnavailable')}
        </p>
      ) : null}
    </div>
  );
}
