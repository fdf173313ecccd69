import { z } from 'zod';
import { ACTIVITIES } from './enums.ts';
import { requiredEnum } from './fields.ts';
import { defineList, enumFilter, idFilter } from './list-definition.ts';
import { integerId, itemResponse, listResponse } from './list-query.ts';

const shareField = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .number({ error: 'invalidInteger' })
    .int('invalidInteger')
    .min(0, 'tooSmall')
    .max(100, 'tooBig')
    .nullable()
    .optional(),
);

/** What an establishment does (canine, equine…), with its share of the work in percent when known. */
export const activityCreateSchema = z
  .object({ veterinaryEstablishmentId: integerId, activity: requiredEnum(ACTIVITIES), share: shareField })
  .strict()
  .meta({ id: 'VeterinaryEstablishmentActivityCreate' });
export type ActivityCreate = z.output<typeof activityCreateSchema>;

export const activityUpdateSchema = z
  .object({ activity: requiredEnum(ACTIVITIES), share: shareField })
  .partial()
  .strict()
  .meta({ id: 'VeterinaryEstablishmentActivityUpdate' });
export type ActivityUpdate = z.output<typeof activityUpdateSchema>;

export const activitySchema = z
  .object({
    id: z.number().int(),
    veterinaryEstablishmentId: z.number().int(),
    activity: z.enum(ACTIVITIES),
    share: z.number().int().nullable(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'VeterinaryEstablishmentActivity' });
export type EstablishmentActivity = z.infer<typeof activitySchema>;

export const activityList = defineList({
  filters: {
    id: idFilter('Activities with these ids'),
    veterinaryEstablishmentId: idFilter('The activities of these establishments'),
    activity: enumFilter(ACTIVITIES, 'These activities'),
  },
  sorts: ['activity', 'share'],
  defaultSort: [{ field: 'activity', direction: 'asc' }],
});
export type ActivityListQuery = z.output<typeof activityList.querySchema>;

export const activityListResponseSchema = listResponse(activitySchema);
export const activityResponseSchema = itemResponse(activitySchema);
