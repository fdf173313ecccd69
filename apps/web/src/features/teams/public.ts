// The "Équipe" tab, mounted by the establishment and group pages.

export type { TeamOwner } from './api/team.ts';
export { TeamTab } from './components/TeamTab.tsx';
