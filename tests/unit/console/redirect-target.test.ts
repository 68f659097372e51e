import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '../../../console/session/redirect-target';

describe('the login redirect is accepted only as a path on this origin', () => {
  it('keeps a path with its query and hash', () => {
    expect(safeRedirectTarget('/system/user')).toBe('/system/user');
    expect(safeRedirectTarget('/online/cgformList/farm_order?pageNo=2#top')).toBe(
      '/online/cgformList/farm_order?pageNo=2#top',
    );
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeRedirectTarget('/a/../dashboard/analysis')).toBe('/dashboard/analysis');
    expect(safeRedirectTarget('/../../evil.example')).toBe('/evil.example');
  });

  it.each([
    ['protocol-relative host', '//evil.example'],
    ['protocol-relative host with path', '//evil.example/dashboard'],
    ['three slashes', '///evil.example'],
    ['backslash after the slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['mixed slashes', '\\/evil.example'],
    ['backslash later in the path', '/a\\..\\..\\/evil.example'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['line feed inside the slashes', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['leading space', ' //evil.example'],
    ['NUL character', '/\u0000/evil.example'],
    ['absolute http URL', 'http://evil.example'],
    ['absolute https URL', 'https://evil.example/dashboard/analysis'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme in capitals', 'JaVaScRiPt:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['scheme without slashes', 'http:evil.example'],
    ['bare host', 'evil.example'],
    ['relative path', 'dashboard/analysis'],
    ['empty text', ''],
  ])('refuses a %s', (_name, attack) => {
    expect(safeRedirectTarget(attack)).toBeNull();
  });

  it('refuses anything that is not text', () => {
    expect(safeRedirectTarget(null)).toBeNull();
    expect(safeRedirectTarget(undefined)).toBeNull();
    expect(safeRedirectTarget(['/dashboard'])).toBeNull();
  });

  it('keeps encoded slashes as part of the path, never as a host', () => {
    expect(safeRedirectTarget('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});
