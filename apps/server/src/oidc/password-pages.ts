import { PASSWORD_MIN_LENGTH } from '@vetbo/domain/user-account';
import { alert, escapeHtml, invalidAttributes, layout } from './pages.ts';

/** "Mot de passe oublié ?": the address that will receive a one-time link. */
export function forgotPasswordPage({
  action,
  email,
  error,
}: {
  action: string;
  email?: string;
  error?: string;
}) {
  return layout(
    'Mot de passe oublié',
    `<h1>Mot de passe oublié</h1>
<p class="lead">Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.</p>
${alert(error)}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Adresse e-mail</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="254" required autofocus value="${escapeHtml(email)}"${invalidAttributes(error)}>
<button type="submit">Recevoir un lien</button>
</form>`,
  );
}

/** The same answer whether the address is known or not. */
export function forgotPasswordSentPage({ homeUrl }: { homeUrl: string }) {
  return layout(
    'Vérifiez votre messagerie',
    `<h1>Vérifiez votre messagerie</h1>
<p class="lead" role="status">Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Ce lien fonctionne une seule fois, pendant une heure.</p>
<p><a href="${escapeHtml(homeUrl)}">Revenir à Vetbo</a></p>`,
  );
}

export interface NewPasswordPageOptions {
  action: string;
  firstName: string;
  email: string;
  error?: string;
}

/** The page a one-time link opens: choose the password (twice). */
export function newPasswordPage({ action, firstName, email, error }: NewPasswordPageOptions) {
  return layout(
    'Choisir un mot de passe',
    `<h1>${escapeHtml(`Bonjour ${firstName}`)}</h1>
<p class="lead">Choisissez le mot de passe de votre compte Vetbo : au moins ${PASSWORD_MIN_LENGTH} caractères. Une phrase de quelques mots est facile à retenir et difficile à deviner.</p>
${alert(error)}
<form method="post" action="${escapeHtml(action)}">
<input type="email" name="username" autocomplete="username" value="${escapeHtml(email)}" hidden readonly>
<label for="password">Nouveau mot de passe</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" maxlength="1024" required autofocus${invalidAttributes(error)}>
<label for="confirmation" style="margin-top:16px">Confirmez le mot de passe</label>
<input id="confirmation" name="confirmation" type="password" autocomplete="new-password" maxlength="1024" required${invalidAttributes(error)}>
<button type="submit">Enregistrer le mot de passe</button>
</form>`,
  );
}
