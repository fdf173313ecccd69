import { STAFF_ROLES } from '@vetbo/domain/enums';
import { can, PERMISSION_AREAS } from '@vetbo/domain/permissions';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment, uniqueWord } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';
import { createWorkgroup } from '../support/workgroups.ts';

let browser: Browser;
let admin: SessionState;
let moderator: SessionState;
let manager: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await providerSession(browser, 'admin@vetbo.test');
  moderator = await providerSession(browser, 'moderator@vetbo.test');
  manager = await providerSession(browser, 'manager@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

async function createUser(lastName: string) {
  const token = await apiToken('admin@vetbo.test');
  const email = `${lastName.toLowerCase()}@exemple-veto.test`;
  const { data } = await api<{ data: { id: number; email: string } }>(token, 'POST', '/v1/users', {
    firstName: 'Camille',
    lastName,
    email,
  });
  return data;
}

/** Each cell of the "Rôles et permissions" table as shown: `area/role` → data-access. */
async function shownAccess(table: Locator): Promise<Record<string, string | null>> {
  await table.locator('td[data-access]').first().waitFor();
  return table
    .locator('td[data-access]')
    .evaluateAll((cells) =>
      Object.fromEntries(
        cells.map((cell) => [
          `${cell.closest('tr')?.getAttribute('data-area')}/${cell.getAttribute('data-role')}`,
          cell.getAttribute('data-access'),
        ]),
      ),
    );
}

/** The same cells from packages/domain's permission table (the API's). */
const expectedAccess = () =>
  Object.fromEntries(
    PERMISSION_AREAS.flatMap((area) =>
      STAFF_ROLES.map((role) => [
        `${area}/${role}`,
        can(role, 'write', area) ? 'write' : can(role, 'read', area) ? 'read' : 'none',
      ]),
    ),
  );

describe.concurrent('[USERS] staff manage the people of the network', () => {
  it('shows what each role may do under the user list and on the Rôles tab, from the permission table', async ({
    expect,
  }) => {
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/users`);
    // Under the list, shown on demand (the list's rows stay the page's only table rows until then).
    await page.getByRole('button', { name: 'Voir ce que chaque rôle peut faire' }).click();
    const hide = page.getByRole('button', { name: 'Masquer les rôles et permissions' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    const table = page.getByTestId('role-permissions');
    await table.getByRole('heading', { name: 'Rôles et permissions' }).waitFor();
    expect(await shownAccess(table)).toEqual(expectedAccess());
    // Read as a French reader would: the accountant's row for the bank files, the moderator's for roles.
    const row = (area: string) => table.locator(`tr[data-area="${area}"]`);
    expect(await row('moneyFiles').locator('td[data-role="ACCOUNTANT"]').textContent()).toBe('Modifier');
    expect(await row('roles').locator('td[data-role="MODERATOR"]').textContent()).toBe('Consulter');
    expect(await row('outbox').locator('td[data-role="MANAGER"]').textContent()).toBe('Aucun accès');
    await expectAccessible(page);

    const user = await createUser(uniqueWord('Perm'));
    await page.goto(`${appUrl()}/users/${user.id}?tab=roles`);
    const onTab = page.getByTestId('role-permissions');
    await onTab.getByRole('heading', { name: 'Rôles et permissions' }).waitFor();
    expect(await shownAccess(onTab)).toEqual(expectedAccess());
    await expectAccessible(page);
    await context.close();
  });

  it('finds users by e-mail prefix and role in the URL, and creates one (taken e-mail on the field)', async ({
    expect,
  }) => {
    const existing = await createUser(uniqueWord('Existant'));
    const { context, page } = await signedInPage(browser, admin);
    await page.goto(`${appUrl()}/overview/users?role=MODERATOR`);
    await expect.poll(() => page.getByRole('link', { name: /Bernard Hugo/ }).isVisible(), POLL).toBe(true);
    await expectAccessible(page);
    await page.goto(`${appUrl()}/overview/users`);
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(`${existing.email.split('@')[0]}@`);
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(1);
    expect(page.url()).toContain('q=');

    await page.getByRole('link', { name: 'Nouvel utilisateur' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nouvel utilisateur' });
    const lastName = uniqueWord('Nouveau');
    await drawer.locator('input[name="firstName"]').fill('Léa');
    await drawer.locator('input[name="lastName"]').fill(lastName);
    await drawer.locator('input[name="email"]').fill(existing.email.toUpperCase());
    await drawer.getByRole('button', { name: "Créer l'utilisateur" }).click();
    await expect.poll(() => drawer.getByText(/déjà/).first().isVisible(), POLL).toBe(true);
    await drawer.locator('input[name="email"]').fill(`${lastName.toLowerCase()}@exemple-veto.test`);
    await drawer.locator('input[name="mainPhoneNumber"]').fill('06 12 34 56 78');
    await drawer.getByRole('button', { name: "Créer l'utilisateur" }).click();
    await expect.poll(() => drawer.locator('[aria-invalid="true"]').count(), POLL).toBeGreaterThan(0);
    await drawer.locator('input[name="mainPhoneNumber"]').fill('+33612345678');
    await drawer.getByRole('button', { name: "Créer l'utilisateur" }).click();
    await page.waitForURL(/\/users\/\d+$/);
    await page.getByRole('heading', { level: 1, name: `Léa ${lastName}` }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('an admin gives a role on the Rôles tab; a moderator only sees it', async ({ expect }) => {
    const user = await createUser(uniqueWord('Role'));
    const asAdmin = await signedInPage(browser, admin);
    await asAdmin.page.goto(`${appUrl()}/users/${user.id}/roles`);
    await asAdmin.page.waitForURL(/tab=roles/);
    await asAdmin.page.locator('input[data-field="staffRole"]').click();
    await asAdmin.page.getByRole('option', { name: 'Comptable', exact: true }).click();
    await asAdmin.page.getByRole('button', { name: 'Enregistrer le rôle' }).click();
    await expect
      .poll(
        () =>
          asAdmin.page
            .getByText(/Comptable/)
            .first()
            .isVisible(),
        POLL,
      )
      .toBe(true);
    await expect
      .poll(async () => {
        const token = await apiToken('admin@vetbo.test');
        return (await api<{ data: { staffRole: string } }>(token, 'GET', `/v1/users/${user.id}`)).data
          .staffRole;
      }, POLL)
      .toBe('ACCOUNTANT');
    await expectAccessible(asAdmin.page);
    await asAdmin.context.close();

    const asModerator = await signedInPage(browser, moderator);
    await asModerator.page.goto(`${appUrl()}/users/${user.id}?tab=roles`);
    await asModerator.page.getByText('Seul un administrateur attribue ou retire un rôle.').waitFor();
    expect(await asModerator.page.getByRole('button', { name: 'Enregistrer le rôle' }).count()).toBe(0);
    await asModerator.context.close();
  });

  it("shows a leader's establishments and job titles on the Réseau tab", async ({ expect }) => {
    const token = await apiToken('admin@vetbo.test');
    const { data } = await api<{ data: { id: number }[] }>(token, 'POST', '/v1/users/search?limit=1', {
      term: 'leader@',
    });
    const { context, page } = await signedInPage(browser, admin);
    await page.goto(`${appUrl()}/users/${data[0]?.id}/network`);
    await page.waitForURL(/tab=network/);
    await expect
      .poll(() => page.getByRole('cell', { name: 'Vétérinaire responsable' }).first().isVisible(), POLL)
      .toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it("adds a person to an establishment's team as lead veterinarian, then ends the job (exit after entry)", async ({
    expect,
  }) => {
    const lastName = uniqueWord('Equipe');
    const user = await createUser(lastName);
    const establishment = await createEstablishment();
    // A leader job gives the right to sign for the establishment: a MODERATOR is not offered it.
    const asModerator = await signedInPage(browser, moderator);
    await asModerator.page.goto(`${appUrl()}/establishments/${establishment.id}/team`);
    await asModerator.page.getByRole('button', { name: 'Ajouter une personne' }).click();
    const moderatorDrawer = asModerator.page.getByRole('dialog', { name: "Ajouter une personne à l'équipe" });
    await moderatorDrawer.locator('input[data-field="jobTitle"]').click();
    await asModerator.page.getByRole('option', { name: 'Vétérinaire', exact: true }).waitFor();
    expect(
      await asModerator.page.getByRole('option', { name: 'Vétérinaire responsable', exact: true }).count(),
    ).toBe(0);
    await asModerator.context.close();

    const { context, page } = await signedInPage(browser, manager);
    await page.goto(`${appUrl()}/establishments/${establishment.id}/team`);
    await page.waitForURL(/tab=team/);
    await page.getByText("Personne dans l'équipe").waitFor();
    await page.getByRole('button', { name: 'Ajouter une personne' }).click();
    const drawer = page.getByRole('dialog', { name: "Ajouter une personne à l'équipe" });
    await drawer.locator('input[data-field="userId"]').fill(user.email.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(lastName) }).click();
    await drawer.locator('input[data-field="jobTitle"]').click();
    await page.getByRole('option', { name: 'Vétérinaire responsable', exact: true }).click();
    await drawer.locator('input[name="entryDate"]').fill('2026-01-05');
    await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click();
    const row = page.locator('tbody tr', { hasText: lastName });
    await expect.poll(() => row.innerText(), POLL).toContain('Vétérinaire responsable');
    await expectAccessible(page);

    await row.getByRole('button', { name: /Terminer la fonction de/ }).click();
    const end = page.getByRole('dialog', { name: 'Terminer la fonction' });
    await end.locator('input[name="exitDate"]').fill('2025-12-31');
    await end.getByRole('button', { name: 'Terminer la fonction' }).click();
    await expect.poll(() => end.locator('[aria-invalid="true"]').count(), POLL).toBeGreaterThan(0);
    await end.locator('input[name="exitDate"]').fill('2026-06-30');
    await end.getByRole('button', { name: 'Terminer la fonction' }).click();
    await expect.poll(() => row.innerText(), POLL).toContain('30/06/2026');
    await context.close();
  });

  it('the quick search opens its users tab for "local-part@" and goes to the user', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/establishments`);
    await page.getByPlaceholder('Rechercher un code, un nom, un e-mail…').fill('leader@');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Utilisateurs' }).getAttribute('aria-selected'), POLL)
      .toBe('true');
    const hit = page.getByRole('list', { name: 'Utilisateurs' }).getByRole('link', { name: /Julie Moreau/ });
    await hit.click();
    await page.waitForURL(/\/users\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Julie Moreau' }).waitFor();
    expect(page.url()).toMatch(/\/users\/\d+$/);
    await context.close();
  });

  it("adds a person to a workgroup's team", async ({ expect }) => {
    const lastName = uniqueWord('Groupe');
    const user = await createUser(lastName);
    const group = await createWorkgroup();
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/workgroups/${group.id}?tab=team`);
    await page.getByText("Personne dans l'équipe").waitFor();
    await page.getByRole('button', { name: 'Ajouter une personne' }).click();
    const drawer = page.getByRole('dialog', { name: "Ajouter une personne à l'équipe" });
    await drawer.locator('input[data-field="userId"]').fill(user.email.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(lastName) }).click();
    await drawer.locator('input[data-field="jobTitle"]').click();
    await page.getByRole('option', { name: 'Dirigeant(e)', exact: true }).click();
    await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click();
    const row = page.locator('tbody tr', { hasText: lastName });
    await expect.poll(() => row.innerText(), POLL).toContain('Dirigeant(e)');
    await expectAccessible(page);
    await context.close();
  });

  it('creates the person from the team panel, then places them in the team', async ({ expect }) => {
    const establishment = await createEstablishment();
    const lastName = uniqueWord('Recrue');
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/establishments/${establishment.id}?tab=team`);
    await page.getByRole('button', { name: 'Ajouter une personne' }).click();
    const drawer = page.getByRole('dialog', { name: "Ajouter une personne à l'équipe" });
    await drawer.getByRole('button', { name: 'Créer une personne' }).click();
    const create = page.getByRole('dialog', { name: 'Nouvel utilisateur' });
    await create.locator('input[name="firstName"]').fill('Inès');
    await create.locator('input[name="lastName"]').fill(lastName);
    await create.locator('input[name="email"]').fill(`${lastName.toLowerCase()}@exemple-veto.test`);
    await create.getByRole('button', { name: "Créer l'utilisateur" }).click();
    await expect.poll(() => create.isVisible(), POLL).toBe(false);
    await expect
      .poll(() => drawer.locator('input[data-field="userId"]').inputValue(), POLL)
      .toContain(lastName);
    await drawer.locator('input[data-field="jobTitle"]').click();
    await page.getByRole('option', { name: 'Vétérinaire', exact: true }).click();
    await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click();
    const row = page.locator('tbody tr', { hasText: lastName });
    await expect.poll(() => row.innerText(), POLL).toContain('Vétérinaire');
    await context.close();
  });
});
