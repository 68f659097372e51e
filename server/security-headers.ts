import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkedFrameAncestors } from './config/frame-ancestors';

export interface SecurityHeaderSettings {
  apiBase: string;
  /** The `frame-ancestors` sources (settings.frameAncestors, `FARM_FRAME_ANCESTORS`). */
  frameAncestors: string;
}

/**
 * The policy of our pages (the console and its files): scripts only from files of this server,
 * never inline and never `eval`, so an injected `<script>` or `onerror=` runs
 * nothing. Styles may be inline: Emotion writes `<style>` elements as components render (the
 * console's and the elements' shadow roots), and index.html has one. Images may come from any
 * https address (avatars of third-party sign-ins, pictures in announcements), `data:` and `blob:`
 * (previews before an upload). Calls go to this server only (`'self'` covers the notice bell's
 * same-host WebSocket). Frames: iframe menus (layouts/IframePageView) name any web address.
 *
 * A deployment setting `window.farmConsoleConfig` loads it from a file beside index.html
 * (`<script src="./farm-console-config.js"></script>`), not from an inline script.
 */
function pagePolicy(scriptSources: string, frameAncestors: string): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'self' http: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * The policies by where an answer comes from. API answers are data: nothing in one may load or
 * run should a browser open it as a page, except a PDF, which gets `frame-ancestors` alone
 * (Chrome's PDF viewer is a plugin that `object-src 'none'` would refuse). Routes that set their
 * own policy (stored files, the PDF preview page) keep it, with `frame-ancestors` added.
 */
export function securityPolicies(frameAncestors: string) {
  return {
    page: pagePolicy("'self'", frameAncestors),
    /*
     * The demo pages (/demo/) and the element docs (/docs/) are examples for integrators and show,
     * live, what an integrator writes in their own page: `<script>FarmElements.configure(...)</script>`,
     * `grid.rows = [...]` inline. They keep inline scripts: static files built from this repository
     * with no content from users, so the inline scripts are their own. Everything else is the page
     * policy. (They share the console's origin, and so its storage: they must never show anything
     * a user sent.)
     */
    examples: pagePolicy("'self' 'unsafe-inline'", frameAncestors),
    api: `default-src 'none'; frame-ancestors ${frameAncestors}`,
    pdf: `frame-ancestors ${frameAncestors}`,
  };
}

/**
 * `X-Frame-Options` for the browsers that predate `frame-ancestors`; it can say only "this site"
 * or "nobody", so it is sent only for those two settings (with a list of portals, browsers that
 * know `frame-ancestors` ignore it and older ones would refuse the portals).
 */
export function frameOptionsFor(frameAncestors: string): string | undefined {
  if (frameAncestors === "'self'") return 'SAMEORIGIN';
  if (frameAncestors === "'none'") return 'DENY';
  return undefined;
}

/**
 * Neither the Referer of a console page nor of an API call says more than our origin to another
 * site (a menu's iframe page, a link in an announcement, a map or avatar host that allow-lists
 * sites by it): paths name records and pages. Same-origin requests keep the full address; nothing
 * of ours reads it, but a reverse proxy's logs may.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

function setIfAbsent(reply: FastifyReply, name: string, value: string | undefined): void {
  if (value !== undefined && !reply.hasHeader(name)) reply.header(name, value);
}

/** A route's own policy keeps its directives and gains `frame-ancestors` when it has none. */
function setPolicy(reply: FastifyReply, policy: string, frameAncestors: string): void {
  const own = reply.getHeader('content-security-policy');
  if (own === undefined) reply.header('Content-Security-Policy', policy);
  else if (!/frame-ancestors/i.test(String(own)))
    reply.header('Content-Security-Policy', `${String(own)}; frame-ancestors ${frameAncestors}`);
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Adds the security headers to every answer of the server (an `onSend` hook on the root, so the
 * API, the static files and the not-found answers all get them):
 * - `X-Content-Type-Options: nosniff` and `Referrer-Policy` on everything;
 * - `Content-Security-Policy` (with `frame-ancestors`) and `X-Frame-Options` on everything but
 *   the element builds under `/elements/`, which are public code other sites load with
 *   `<script src>` (element-asset-headers.ts); a policy on them would not apply to those pages anyway.
 * The frame setting is checked first: a bad `frameAncestors` given in code fails the start.
 */
export function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): void {
  const frameAncestors = checkedFrameAncestors(settings.frameAncestors, 'settings.frameAncestors');
  const policies = securityPolicies(frameAncestors);
  const frameOptions = frameOptionsFor(frameAncestors);

  app.addHook('onSend', async (request, reply, payload) => {
    setIfAbsent(reply, 'X-Content-Type-Options', 'nosniff');
    setIfAbsent(reply, 'Referrer-Policy', REFERRER_POLICY);
    const path = request.url.split('?')[0] ?? '';
    if (isUnder(path, '/elements')) return payload;
    setIfAbsent(reply, 'X-Frame-Options', frameOptions);
    if (isUnder(path, settings.apiBase)) {
      const isPdf = String(reply.getHeader('content-type') ?? '').startsWith('application/pdf');
      setPolicy(reply, isPdf ? policies.pdf : policies.api, frameAncestors);
    } else {
      const isExample = isUnder(path, '/demo') || isUnder(path, '/docs');
      setPolicy(reply, isExample ? policies.examples : policies.page, frameAncestors);
    }
    return payload;
  });
}
