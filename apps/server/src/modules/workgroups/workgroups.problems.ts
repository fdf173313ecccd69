import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the workgroups module: code → HTTP status and French/English texts. */
export const WORKGROUP_PROBLEMS = defineProblems({
  GROUP_CODE_TAKEN: {
    status: 409,
    title: { fr: 'Code de groupe déjà utilisé', en: 'Group code already used' },
    detail: {
      fr: 'Le code {groupCode} est déjà celui d’un autre groupe.',
      en: 'The code {groupCode} already belongs to another group.',
    },
    uniqueConstraints: {
      veterinary_groups_group_code_key: { field: 'groupCode', message: 'groupCodeTaken', echoValue: true },
    },
  },
});
