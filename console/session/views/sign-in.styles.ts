import styled from '@emotion/styled';
import { color } from '../../shell/kit/ui-basics';

/** The column the sign-in forms sit in. */
export const SignInForm = styled.form`
  width: 368px;
  max-width: 100%;
  margin: 0 auto;
`;

export const InlineRow = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  & > :first-child { flex: 1; min-width: 0; }
`;

export const LinkRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  & a { color: ${color.primary}; text-decoration: none; }
  & a + a { margin-left: 12px; }
`;

export const FormTitle = styled.h2`
  margin: 0 0 20px;
  color: ${color.text};
  font-size: 16px;
  font-weight: 500;
`;

export const CaptchaButton = styled.button`
  flex: 0 0 120px;
  height: 40px;
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: 4px;
  background: ${color.bg};
  color: ${color.textSecondary};
  font: inherit;
  font-size: 12px;
  cursor: pointer;
  overflow: hidden;
  & > img { display: block; width: 100%; height: 100%; object-fit: contain; }
  &:focus-visible { outline: 2px solid ${color.primary}; }
`;
