// The users screens, in one chunk with their texts (see features/workgroups/routes/screens.ts).
export { UserCreatePage } from './UserCreatePage.tsx';
export { UserDetailPage } from './UserDetailPage.tsx';
