// Shared by requested-date.error.test.ts and requested-date.happy.test.ts.
// 10:00 in Paris on a given day (UTC+1 in winter, UTC+2 in summer).
export const parisMorning = (day: string, offset = '+01:00') => new Date(`${day}T10:00:00${offset}`);
