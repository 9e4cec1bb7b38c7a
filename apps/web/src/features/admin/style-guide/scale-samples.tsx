import { useTranslation } from 'react-i18next';
import { BREAKPOINTS, FONT_SANS, RADII, SHADOWS, SPACING, TYPE_SCALE } from './style-scales.ts';

function Heading({ children }: { children: string }) {
  return <h3 className="font-semibold text-on-surface">{children}</h3>;
}

/** Type scale, radii, spacing, shadows, breakpoints and the font, drawn with the classes themselves. */
export function ScaleSamples() {
  const { t } = useTranslation('styleGuide');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Heading>{t('scales.type')}</Heading>
        <ul className="flex flex-col gap-2">
          {TYPE_SCALE.map((step) => (
            <li key={step.className} className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <span className="w-24 shrink-0 font-mono text-on-surface-variant text-xs" dir="ltr">
                {step.className}
              </span>
              <span className={`${step.className} text-on-surface`}>{t('scales.sample')}</span>
              <span className="font-mono text-on-surface-variant text-xs" dir="ltr">
                {step.value}
              </span>
            </li>
          ))}
        </ul>
        <p className="text-on-surface-variant text-sm">
          {t('scales.font')}{' '}
          <span className="font-mono text-xs" dir="ltr">
            {FONT_SANS}
          </span>
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Heading>{t('scales.radii')}</Heading>
        <ul className="flex flex-wrap gap-4">
          {RADII.map((radius) => (
            <li key={radius.className} className="flex flex-col items-center gap-1">
              <span
                className={`${radius.className} block size-16 border-2 border-primary bg-primary-container`}
              />
              <span className="font-mono text-on-surface-variant text-xs" dir="ltr">
                {radius.className} · {radius.value}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2">
        <Heading>{t('scales.spacing')}</Heading>
        <ul className="flex flex-col gap-1">
          {SPACING.map((step) => (
            <li key={step} className="flex items-center gap-3">
              <span className="w-28 shrink-0 font-mono text-on-surface-variant text-xs" dir="ltr">
                {step} · {step * 0.25}rem
              </span>
              <span className="block h-3 rounded-sm bg-primary" style={{ width: `${step * 0.25}rem` }} />
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2">
        <Heading>{t('scales.shadows')}</Heading>
        <ul className="flex flex-wrap gap-4">
          {SHADOWS.map((shadow) => (
            <li
              key={shadow.className}
              className={`${shadow.className} flex h-16 w-28 items-center justify-center rounded-xl bg-surface font-mono text-on-surface text-xs`}
              dir="ltr"
            >
              {shadow.name}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2">
        <Heading>{t('scales.breakpoints')}</Heading>
        <ul className="flex flex-col gap-1 text-on-surface text-sm">
          {BREAKPOINTS.map((point) => (
            <li key={point.name}>
              <span className="font-mono" dir="ltr">
                {point.name}
              </span>{' '}
              — <span dir="ltr">{point.value}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
