import { parisDay } from '@vetbo/domain/paris-day';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, type CreatedEstablishment, createEstablishment } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// Issue 22 §2: a client account (an establishment's account at a creditor) is ended, not deleted: its last
// day is set ("Terminé le jj/mm/aaaa", the row and its accounting code stay) and it can be opened again.
interface Account {
  id: number;
  endDate: string | null;
}

let browser: Browser;
let accountant: SessionState;
let moderator: SessionState;
let establishment: CreatedEstablishment;
let account: Account;
let creditor: string;

const frenchDay = (day: string) => day.split('-').reverse().join('/');
const yesterday = () => {
  const day = new Date(`${parisDay()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};

const accountNow = async () =>
  (
    await api<{ data: Account }>(
      await apiToken('admin@vetbo.test'),
      'GET',
      `/v1/veterinary_establishment_mandates/${account.id}`,
    )
  ).data;

async function openClients(session: SessionState): Promise<Page> {
  const { page } = await signedInPage(browser, session);
  await page.goto(`${appUrl()}/establishments/${establishment.id}/clients`);
  await page
    .getByTestId('establishment-clients-tab')
    .getByRole('row')
    .filter({ hasText: 'CLE123' })
    .waitFor();
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await providerSession(browser, 'accountant@vetbo.test');
  moderator = await providerSession(browser, 'moderator@vetbo.test');
  establishment = await createEstablishment();
  const token = await apiToken('accountant@vetbo.test');
  const { data: mandates } = await api<{ data: { id: number; creditor: { name: string } }[] }>(
    token,
    'GET',
    '/v1/mandates?limit=1',
  );
  const [mandate] = mandates;
  if (!mandate) throw new Error('The demo data has no mandate');
  creditor = mandate.creditor.name;
  account = (
    await api<{ data: Account }>(token, 'POST', '/v1/veterinary_establishment_mandates', {
      veterinaryEstablishmentId: establishment.id,
      mandateId: mandate.id,
      accountingCode: 'CLE123',
    })
  ).data;
});

afterAll(async () => {
  await browser?.close();
});

describe('[CLIENT ACCOUNTS] ending an account in the browser', () => {
  it('an accountant ends the account on a day typed jj/mm/aaaa, sees "Terminé le", then reopens it', async ({
    expect,
  }) => {
    const page = await openClients(accountant);
    const tab = page.getByTestId('establishment-clients-tab');
    const row = tab.getByRole('row').filter({ hasText: 'CLE123' });
    expect(await row.getByText('Ouvert', { exact: true }).isVisible()).toBe(true);

    await row.getByRole('button', { name: `Terminer le compte client chez ${creditor}` }).click();
    const modal = page.getByRole('dialog', { name: 'Terminer le compte client' });
    await modal.getByText(`Le compte client CLE123 chez ${creditor} reste enregistré`).waitFor();
    const lastDay = modal.getByRole('textbox', { name: 'Dernier jour du compte' });
    // Today by default, in French.
    expect(await lastDay.inputValue()).toBe(frenchDay(parisDay()));
    await expectAccessible(page);
    await lastDay.fill(frenchDay(yesterday()));
    await modal.getByRole('button', { name: 'Terminer le compte' }).click();
    await expect.poll(() => modal.isVisible(), POLL).toBe(false);
    await expect
      .poll(() => row.getByText(`Terminé le ${frenchDay(yesterday())}`).isVisible(), POLL)
      .toBe(true);
    expect((await accountNow()).endDate).toBe(yesterday());
    await expectAccessible(page);

    await row.getByRole('button', { name: `Rouvrir le compte client chez ${creditor}` }).click();
    const reopen = page.getByRole('dialog', { name: 'Rouvrir le compte client' });
    await reopen.getByRole('button', { name: 'Rouvrir le compte' }).click();
    await expect.poll(() => row.getByText('Ouvert', { exact: true }).isVisible(), POLL).toBe(true);
    expect((await accountNow()).endDate).toBeNull();
    await page.context().close();
  });

  it('a moderator sees the end of an account but can neither end nor reopen it', async ({ expect }) => {
    const token = await apiToken('accountant@vetbo.test');
    const read = await fetch(`${appUrl()}/v1/veterinary_establishment_mandates/${account.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const ended = await fetch(`${appUrl()}/v1/veterinary_establishment_mandates/${account.id}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'if-match': read.headers.get('etag') as string,
      },
      body: JSON.stringify({ endDate: yesterday() }),
    });
    expect(ended.status).toBe(200);
    const page = await openClients(moderator);
    const row = page.getByTestId('establishment-clients-tab').getByRole('row').filter({ hasText: 'CLE123' });
    await expect
      .poll(() => row.getByText(`Terminé le ${frenchDay(yesterday())}`).isVisible(), POLL)
      .toBe(true);
    expect(await page.getByRole('button', { name: /^(Terminer|Rouvrir) le compte client/ }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
