import styled from '@emotion/styled';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { fontFamily } from '../../../elements/core/ui';
import { HOME_PATH } from '../../session';
import { STAGE, stageFit } from './screen-scale';

/*
 * A screen is dark whatever the console's mode: the neutral colours are set here for the charts
 * and text inside; the primary colour still comes from the console theme.
 */
const Viewport = styled.main`
  position: fixed;
  inset: 0;
  overflow: hidden;
  background: #061a2e;
  --farm-color-text: rgba(255, 255, 255, 0.88);
  --farm-color-text-secondary: rgba(255, 255, 255, 0.6);
  --farm-color-border: rgba(120, 180, 255, 0.25);
  --farm-color-bg: transparent;
  color: rgba(255, 255, 255, 0.88);
  /* Outside the shell, whose root sets the product's font for the rest of the console. */
  font-family: ${fontFamily};
`;

const Stage = styled.div`
  position: absolute;
  width: ${STAGE.width}px;
  height: ${STAGE.height}px;
  transform-origin: 0 0;
  display: grid;
  grid-template-rows: 72px 1fr;
  padding: 0 24px 24px;
  box-sizing: border-box;
  & > header { display: flex; align-items: center; justify-content: space-between; }
  & > header h1 { margin: 0; font-size: 30px; font-weight: 600; letter-spacing: 4px; }
  & > header a { color: rgba(255, 255, 255, 0.7); }
  & > header [data-part='updated'] { margin-right: 24px; color: rgba(255, 255, 255, 0.6); }
`;

export const ScreenPanel = styled.section`
  min-width: 0;
  min-height: 0;
  display: flex;
  flex-direction: column;
  padding: 12px 16px;
  border: 1px solid rgba(120, 180, 255, 0.25);
  border-radius: 4px;
  background: rgba(10, 40, 80, 0.45);
  & > h2 { margin: 0 0 8px; font-size: 18px; font-weight: 500; }
  & > [data-chart-state] { flex: 1; min-height: 0; }
`;

function useWindowSize() {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const update = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/** A full-window screen: a 1920×1080 stage scaled to fit any window, never scrolling. */
export function ScreenFrame({
  title,
  updatedAt,
  children,
}: {
  title: string;
  updatedAt: string | null;
  children: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const size = useWindowSize();
  const fit = stageFit(size.width, size.height);
  return (
    <Viewport>
      <Stage style={{ transform: `scale(${fit.scale})`, left: fit.left, top: fit.top }} data-scale={fit.scale}>
        <header>
          <h1>{title}</h1>
          <div>
            {updatedAt ? <span data-part="updated">{t('dashboard.screen.updated', { time: updatedAt })}</span> : null}
            <Link to={HOME_PATH}>{t('dashboard.screen.exit')}</Link>
          </div>
        </header>
        {children}
      </Stage>
    </Viewport>
  );
}
