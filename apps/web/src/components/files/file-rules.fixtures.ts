// Shared by file-rules.error.test.ts and file-rules.happy.test.ts.
export const MB = 1024 * 1024;
