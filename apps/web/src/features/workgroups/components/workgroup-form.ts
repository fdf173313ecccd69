// The group form's plumbing, apart from its drawer so its rules are tested without React.
import { workgroupCreateSchema } from '@vetbo/domain/workgroups';
import { type SchemaFormValues, schemaForm } from '../../../components/forms/schema-form.ts';

/**
 * Every field of the create schema, the icon (a free name of 50 characters at most), the logo and the
 * banner (image ids, uploaded by the form's image fields) included.
 */
export const workgroupForm = schemaForm(workgroupCreateSchema, { initial: { status: 'ENABLED' } });
export type WorkgroupFormValues = SchemaFormValues<typeof workgroupCreateSchema>;

/** The form's fields that hold an image's id. */
export const WORKGROUP_IMAGE_FIELDS = ['logoId', 'bannerId'] as const;
export type WorkgroupImageField = (typeof WORKGROUP_IMAGE_FIELDS)[number];
