import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The one loading indicator: a ring in the current text colour, sized by font-size. */
export const Spinner = styled.span`
  display: inline-block;
  box-sizing: border-box;
  width: 1em;
  height: 1em;
  border: 0.14em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: -0.125em;
  animation: ${spin} 0.8s linear infinite;
  flex: none;
`;
