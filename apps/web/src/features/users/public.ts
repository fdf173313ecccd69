// What other features use of the people screens: the create panel (a team's "new person") and the texts.
export { UserFormDrawer } from './components/UserFormDrawer.tsx';
export { loadUserMessages } from './messages.ts';
