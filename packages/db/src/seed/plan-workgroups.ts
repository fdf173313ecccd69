import { fakerFR as faker } from '@faker-js/faker';
import type { VatCategory } from '@vetbo/domain/enums';
import type { veterinaryEstablishmentMembers, veterinaryGroups } from '../schema/workgroups.ts';
import type { Region } from './cities.ts';
import { dateBetween, isoDay, timestampsFrom } from './dates.ts';
import type { EstablishmentPlan } from './plan-establishments.ts';

interface WorkgroupDefinition {
  entitled: string;
  icon: string;
  region?: Region;
  tag?: string;
}

const WORKGROUPS: readonly WorkgroupDefinition[] = [
  { entitled: 'Groupe Vétérinaire Rhône-Alpes', icon: 'mountain', region: 'ARA' },
  { entitled: 'Groupe Vétérinaire Nouvelle-Aquitaine', icon: 'paw', region: 'NAQ' },
  { entitled: 'Réseau Vétérinaire de Bretagne', icon: 'anchor', region: 'BRE' },
  { entitled: 'Groupe Vétérinaire Occitanie', icon: 'sun', region: 'OCC' },
  { entitled: 'Groupe Vétérinaire Hauts-de-France', icon: 'paw', region: 'HDF' },
  { entitled: 'Groupe Vétérinaire Grand Est', icon: 'paw', region: 'GES' },
  { entitled: "Groupe Vétérinaire Provence-Alpes-Côte d'Azur", icon: 'sun', region: 'PAC' },
  { entitled: 'Groupe Vétérinaire Normandie', icon: 'cow', region: 'NOR' },
  { entitled: 'Groupe Vétérinaire Pays de la Loire', icon: 'paw', region: 'PDL' },
  { entitled: 'Groupe Vétérinaire Bourgogne-Franche-Comté', icon: 'paw', region: 'BFC' },
  { entitled: 'Groupe Vétérinaire Centre-Val de Loire', icon: 'paw', region: 'CVL' },
  { entitled: 'Groupe Vétérinaire Île-de-France', icon: 'building', region: 'IDF' },
  { entitled: 'Groupe Vétérinaire Corse', icon: 'island', region: 'COR' },
  { entitled: 'Groupe Vétérinaire Océan Indien', icon: 'island', region: 'OCEAN_INDIEN' },
  { entitled: 'Groupe Vétérinaire Antilles', icon: 'island', region: 'ANTILLES' },
  { entitled: 'Réseau Vétérinaire du Pacifique', icon: 'island', region: 'PACIFIQUE' },
  { entitled: 'Réseau Équin de France', icon: 'horse', tag: 'Équine' },
  { entitled: 'Collectif NAC et Faune sauvage', icon: 'rabbit', tag: 'NAC' },
  { entitled: 'Réseau Urgences Vétérinaires 24/7', icon: 'ambulance', tag: 'Urgences 24/7' },
  { entitled: 'Groupement Rural Élevage et Production', icon: 'cow', tag: 'Rurale' },
];
// Corsica's group was wound up: a disabled group for the status filter.
const DISABLED_GROUP = 12;
const GROUPS_WITH_STRUCTURE = 8;

export interface MemberPlan {
  establishmentIndex: number;
  row: Omit<
    typeof veterinaryEstablishmentMembers.$inferInsert,
    'veterinaryEstablishmentId' | 'veterinaryGroupId'
  >;
}

export interface WorkgroupPlan {
  row: Omit<typeof veterinaryGroups.$inferInsert, 'legalStructureId' | 'mainBillingAccountId'>;
  legalStructureIndex: number | null;
  members: MemberPlan[];
}

function vatCategoryOf(region: Region | undefined): VatCategory {
  if (region === 'PACIFIQUE') return 'EXEMPT_EXPORT_OUTSIDE_EU';
  return region === 'OCEAN_INDIEN' || region === 'ANTILLES' ? 'OVERSEAS' : 'STANDARD';
}

function member(
  establishmentIndex: number,
  establishment: EstablishmentPlan,
  groupCreated: Date,
): MemberPlan {
  const from = new Date(Math.max(groupCreated.getTime(), Number(establishment.row.createdDate)));
  const joined = dateBetween(from);
  const left = faker.datatype.boolean(0.05) ? dateBetween(joined) : null;
  const tags = faker.helpers.weightedArrayElement([
    { weight: 75, value: [] },
    { weight: 15, value: ['Adhérent fondateur'] },
    { weight: 10, value: ['Référent régional'] },
  ]);
  return {
    establishmentIndex,
    row: {
      joinDate: isoDay(joined),
      leaveDate: left ? isoDay(left) : null,
      leaveReason: left
        ? faker.helpers.arrayElement(['Cessation d’activité', 'Changement de groupement'])
        : null,
      tags: [...tags],
      ...timestampsFrom(joined),
    },
  };
}

/** Twenty groups GRP001…GRP020: regional ones, then thematic ones; each establishment joins 0 to 2. */
export function planWorkgroups(
  establishments: readonly EstablishmentPlan[],
  structureCount: number,
): WorkgroupPlan[] {
  const structures = faker.helpers.arrayElements(
    Array.from({ length: structureCount - 2 }, (_, index) => index + 2),
    GROUPS_WITH_STRUCTURE,
  );
  const groups = WORKGROUPS.map((definition, index): WorkgroupPlan => {
    const groupCode = `GRP${String(index + 1).padStart(3, '0')}`;
    return {
      legalStructureIndex: structures[index] ?? null,
      members: [],
      row: {
        entitled: definition.entitled,
        groupCode,
        accountingCode: `C${groupCode}`,
        icon: definition.icon,
        serviceVatCategory: vatCategoryOf(definition.region),
        status: index === DISABLED_GROUP ? 'DISABLED' : 'ENABLED',
        ...timestampsFrom(dateBetween('2014-01-01', '2020-12-31')),
      },
    };
  });
  establishments.forEach((establishment, establishmentIndex) => {
    const regional = WORKGROUPS.findIndex((group) => group.region === establishment.city.region);
    const thematic = WORKGROUPS.findIndex((group) => group.tag && establishment.tags.includes(group.tag));
    for (const [groupIndex, probability] of [
      [regional, 0.7],
      [thematic, 0.6],
    ] as const) {
      const group = groups[groupIndex];
      if (group && faker.datatype.boolean(probability)) {
        group.members.push(member(establishmentIndex, establishment, group.row.createdDate as Date));
      }
    }
  });
  return groups;
}
