// The account and privacy panels of the user page (/users/{id}): the people screens mount them in their
// tabs and load their texts with `loadUserAccountMessages()`.
export { UserAccountPanel } from './components/UserAccountPanel.tsx';
export { UserPrivacyPanel } from './components/UserPrivacyPanel.tsx';
export { loadUserAccountMessages, userAccountMessages } from './messages.ts';
