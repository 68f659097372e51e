import styled from '@emotion/styled';
import { color, fontSize } from '../../../elements/core/ui';

export const Section = styled.section`
  margin-bottom: 24px;
  & > h3 {
    margin: 0 0 12px;
    color: ${color.text};
    font-size: 14px;
    font-weight: 500;
    line-height: 22px;
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 0;
  font-size: ${fontSize};
  & > [data-part='label'] {
    display: flex;
    flex-direction: column;
    color: ${color.text};
  }
  & > [data-part='label'][data-unavailable] > :first-of-type {
    color: ${color.textDisabled};
    text-decoration: line-through;
  }
  & small {
    color: ${color.textSecondary};
    font-size: 12px;
  }
`;

export const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Swatch = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: 2px;
  color: #fff;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.primaryLight};
    outline-offset: 2px;
  }
  & > svg {
    width: 14px;
    height: 14px;
  }
`;
