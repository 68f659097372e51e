import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_BASE } from './console-fixture';

export interface AnnouncementFields {
  titile: string;
  msgContent?: string;
  priority?: 'L' | 'M' | 'H';
  msgCategory?: '1' | '2';
  msgType?: 'ALL' | 'USER' | 'DEPT';
  userIds?: string;
  openType?: 'url' | 'component';
  openPage?: string;
  busId?: string;
}

interface Answer {
  success: boolean;
  message: string;
  result: { records: { id: string }[] };
}

async function envelope(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Answer> {
  const answer = (await response.json()) as Answer;
  expect(answer.success, answer.message).toBe(true);
  return answer;
}

/** Adds an announcement as `token`'s user, releases it (which pushes it), and answers its id. */
export async function releaseAnnouncement(
  request: APIRequestContext,
  token: string,
  fields: AnnouncementFields,
): Promise<string> {
  const headers = { 'X-Access-Token': token };
  await envelope(
    await request.post(`${API_BASE}/sys/annountCement/add`, {
      headers,
      data: { msgCategory: '1', priority: 'L', msgType: 'ALL', msgContent: '<p>内容</p>', ...fields },
    }),
  );
  const listed = await envelope(
    await request.get(`${API_BASE}/sys/annountCement/list`, { headers, params: { titile: fields.titile } }),
  );
  const id = listed.result.records[0].id;
  await envelope(await request.get(`${API_BASE}/sys/annountCement/doReleaseData`, { headers, params: { id } }));
  return id;
}

export async function revokeAnnouncement(request: APIRequestContext, token: string, id: string): Promise<void> {
  await envelope(
    await request.get(`${API_BASE}/sys/annountCement/doReovkeData`, {
      headers: { 'X-Access-Token': token },
      params: { id },
    }),
  );
}

/** A title no other test (or earlier run on the same database) uses. */
export const uniqueTitle = (what: string) =>
  `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

export const bellButton = (page: Page): Locator => page.getByRole('button', { name: /^消息通知/ });
/** The part of the bell that carries the push channel's state (`open`, `waiting`, `stopped`…). */
export const bellState = (page: Page): Locator => page.locator('[data-push]');
export const bellPanel = (page: Page): Locator => page.getByRole('dialog', { name: '消息通知' });

/** Opens the bell's popover (if closed) and answers it. */
export async function openBell(page: Page): Promise<Locator> {
  const panel = bellPanel(page);
  if (!(await panel.isVisible())) await bellButton(page).click();
  await expect(panel).toBeVisible();
  return panel;
}
