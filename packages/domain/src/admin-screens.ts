import { z } from 'zod';
import { answerOf } from './envelope.js';
import { ScreenSettings } from './pay-without-login.js';

/**
 * The payment screens' visibility settings (SPEC 3 "Screen settings", issue 15 `/admin/screens`): screen 6 is the
 * pay-without-login page, screen 5 the payment page of a payment link.
 */
export const SCREEN_IDS = [6, 5] as const;

export const ScreenIdParams = z.strictObject({
  screenId: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(5), z.literal(6)])),
});

// PUT /admin/ScreenSettings/:screenId
export const ScreenSettingsUpdate = z.strictObject(ScreenSettings.shape);
export type ScreenSettingsUpdate = z.output<typeof ScreenSettingsUpdate>;

export const AdminScreens = z.array(
  z.object({ screenId: z.union([z.literal(5), z.literal(6)]), settings: ScreenSettings }),
);
export type AdminScreens = z.infer<typeof AdminScreens>;
export const AdminScreensAnswer = answerOf(AdminScreens);
