import styled from '@emotion/styled';
import { color, fontFamily, fontSize } from '../../shell/kit/ui-basics';

/** Below this width (the spec's mobile breakpoint) the brand panel sits above the form. */
const PHONE = '@media (max-width: 767.99px)';

/**
 * The whole sign-in screen: the brand panel on the left, the form and footer on the right. The
 * font is set here because the sign-in views live outside the shell, whose root sets it for the
 * rest of the console.
 */
export const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(320px, 5fr) 7fr;
  min-height: 100vh;
  background: ${color.bg};
  color: ${color.text};
  font-family: ${fontFamily};
  font-size: ${fontSize};
  ${PHONE} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

/** The left panel: logo, the sign-in heading and the description, on a tint of the theme colour. */
export const BrandPanel = styled.header`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 16px;
  padding: 48px;
  background: linear-gradient(160deg, color-mix(in srgb, ${color.primary} 22%, ${color.bg}), color-mix(in srgb, ${color.primary} 6%, ${color.bg}));
  & h1 {
    display: flex;
    align-items: center;
    gap: 16px;
    margin: 0;
    color: ${color.text};
    font-size: 30px;
    font-weight: 600;
    line-height: 1.3;
  }
  & h1 svg { flex: 0 0 auto; width: 48px; height: 48px; }
  & p {
    margin: 0;
    color: ${color.textSecondary};
    font-size: 16px;
    line-height: 1.6;
  }
  ${PHONE} {
    align-items: center;
    gap: 8px;
    padding: 24px 16px;
    text-align: center;
    & h1 { justify-content: center; font-size: 22px; }
    & h1 svg { width: 36px; height: 36px; }
    & p { font-size: 14px; }
  }
`;

/** The right side: the nested sign-in view in the middle, the footer under it. */
export const FormSide = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const FormArea = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 48px 24px;
  & > * { max-width: 100%; box-sizing: border-box; }
  ${PHONE} {
    justify-content: flex-start;
    padding: 24px 16px;
  }
`;

export const Footer = styled.footer`
  padding: 24px 16px;
  color: ${color.textSecondary};
  font-size: 13px;
  line-height: 22px;
  text-align: center;
  & p { margin: 0; }
`;
