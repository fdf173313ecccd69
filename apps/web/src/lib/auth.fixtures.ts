// Shared by auth.happy.test.ts and auth.security.test.ts.
export const ORIGIN = 'https://vetbo.example.fr';
