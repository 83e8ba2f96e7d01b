/** The aging buckets of a firm's open plan lines, by days past due (balance, home page). Zod-free: screens use it. */
export const AGING_BUCKETS = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'days90plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
