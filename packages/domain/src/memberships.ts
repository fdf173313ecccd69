import { z } from 'zod';
import { accountingCodeField } from './establishments.ts';
import { optionalDate, optionalId, optionalText, requiredDate, requiredText } from './fields.ts';
import { defineList } from './list-definition.ts';
import { integerId, itemResponse, listResponse } from './list-query.ts';
import { membershipListDeclaration } from './lists/memberships.ts';

const tagsField = z
  .array(requiredText(40), { error: 'invalidType' })
  .max(20, 'tooLong')
  .transform((tags) => [...new Set(tags)]);

const membershipFields = {
  joinDate: requiredDate,
  leaveDate: optionalDate,
  leaveReason: optionalText(500),
  accountingCode: accountingCodeField,
  tags: tagsField.optional(),
  /** The billing account that pays this member's invoices (billing writers only: it decides who is debited). */
  specificBillingAccountId: optionalId,
};

/** A leave date, when there is one, comes after the join date (spec §5). */
export function checkMembershipDates(
  value: { joinDate?: string; leaveDate?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.joinDate && value.leaveDate && value.leaveDate <= value.joinDate) {
    ctx.addIssue({ code: 'custom', path: ['leaveDate'], message: 'exitBeforeEntry' });
  }
}

export const membershipCreateSchema = z
  .object({ ...membershipFields, veterinaryEstablishmentId: integerId, veterinaryGroupId: integerId })
  .strict()
  .superRefine(checkMembershipDates)
  .meta({ id: 'VeterinaryEstablishmentMemberCreate' });
export type MembershipCreate = z.output<typeof membershipCreateSchema>;
export type MembershipCreateInput = z.input<typeof membershipCreateSchema>;

/** The establishment and the group of a membership never change: end it and start another. */
export const membershipUpdateSchema = z
  .object(membershipFields)
  .partial()
  .strict()
  .superRefine(checkMembershipDates)
  .meta({ id: 'VeterinaryEstablishmentMemberUpdate' });
export type MembershipUpdate = z.output<typeof membershipUpdateSchema>;

export const membershipSchema = z
  .object({
    id: z.number().int(),
    veterinaryEstablishmentId: z.number().int(),
    veterinaryEstablishment: z.object({ id: z.number().int(), name: z.string(), privilegedCode: z.string() }),
    veterinaryGroupId: z.number().int(),
    veterinaryGroup: z.object({ id: z.number().int(), entitled: z.string(), groupCode: z.string() }),
    joinDate: z.string(),
    leaveDate: z.string().nullable(),
    leaveReason: z.string().nullable(),
    accountingCode: z.string().nullable(),
    tags: z.array(z.string()),
    specificBillingAccountId: z.number().int().nullable(),
    active: z.boolean().describe('Joined on or before today and not left before today'),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'VeterinaryEstablishmentMember' });
export type Membership = z.infer<typeof membershipSchema>;

export const membershipList = defineList(membershipListDeclaration);
export type MembershipListQuery = z.output<typeof membershipList.querySchema>;

export const membershipListResponseSchema = listResponse(membershipSchema);
export const membershipResponseSchema = itemResponse(membershipSchema);
