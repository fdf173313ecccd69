import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment, uniqueWord } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// The establishment page's tabs (spec §2.6), its conditional edit, its files and its activities panel.
// Every test creates the data it reads or changes through the API, so any test runs alone.
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

const moderatorToken = () => apiToken('moderator@vetbo.test');
/** The start of a Windows program (MZ header). */
const EXECUTABLE_BYTES = Buffer.concat([
  Buffer.from([
    0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00,
  ]),
  Buffer.alloc(512, 0),
]);

/** A signed-in page; the machine is shared while the suite runs, so the first load may take a while. */
async function openPage() {
  const opened = await signedInPage(browser, moderator);
  opened.page.setDefaultTimeout(30_000);
  return opened;
}

describe.concurrent('[ESTABLISHMENT PAGE] the tabs of an establishment', { timeout: 240_000 }, () => {
  it("shows the server's message for a program renamed .pdf, and stores nothing", async ({ expect }) => {
    const created = await createEstablishment({ name: `Clinique ${uniqueWord('Refus')}` });
    const { context, page } = await openPage();
    await page.goto(`${appUrl()}/establishments/${created.id}/documents`);
    await page.getByRole('button', { name: 'Ajouter un document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un document' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: EXECUTABLE_BYTES });
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(
      'Type de fichier non autorisé : PDF, images, Word, Excel, PowerPoint, OpenDocument, texte ou CSV',
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    const listed = await api<{ meta: { total: number } }>(
      await moderatorToken(),
      'GET',
      `/v1/documents?veterinaryEstablishmentId[]=${created.id}`,
    );
    expect(listed.meta.total).toBe(0);
    await context.close();
  });
});
