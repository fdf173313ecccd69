import {
  ACTIVITIES,
  COUNTRY_CODES,
  ENABLED_STATUSES,
  ESTABLISHMENT_TYPES,
  JOB_DEPARTMENTS,
  JOB_TITLES,
  LEGAL_FORMS,
  PURCHASING_CENTRALS,
  STAFF_ROLES,
  VAT_CATEGORIES,
} from '@vetbo/domain/enums';
import { pgEnum } from 'drizzle-orm/pg-core';

export const countryCodeEnum = pgEnum('country_code', COUNTRY_CODES);
export const establishmentTypeEnum = pgEnum('establishment_type', ESTABLISHMENT_TYPES);
export const legalFormEnum = pgEnum('legal_form', LEGAL_FORMS);
export const staffRoleEnum = pgEnum('staff_role', STAFF_ROLES);
export const jobTitleEnum = pgEnum('job_title', JOB_TITLES);
export const jobDepartmentEnum = pgEnum('job_department', JOB_DEPARTMENTS);
export const enabledStatusEnum = pgEnum('enabled_status', ENABLED_STATUSES);
export const vatCategoryEnum = pgEnum('vat_category', VAT_CATEGORIES);
export const activityEnum = pgEnum('activity', ACTIVITIES);
export const purchasingCentralEnum = pgEnum('purchasing_central', PURCHASING_CENTRALS);
