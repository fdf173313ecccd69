import type { Activity, EstablishmentType } from '@vetbo/domain/enums';

export const ESTABLISHMENT_NAME_PREFIXES: Record<EstablishmentType, readonly string[]> = {
  CAB: ['Cabinet vétérinaire', 'Cabinet vétérinaire', 'Cabinet de médecine vétérinaire'],
  CLI: ['Clinique vétérinaire', 'Clinique vétérinaire', 'Clinique des animaux'],
  CHV: ['Centre hospitalier vétérinaire', 'Hôpital vétérinaire'],
  LAB: ['Laboratoire vétérinaire', "Laboratoire d'analyses vétérinaires"],
  OTHER: ['Pharmacie vétérinaire', 'Centre de rééducation animale', 'Centre de formation vétérinaire'],
};

export const ESTABLISHMENT_NAME_SUFFIXES = [
  'des Tilleuls',
  'du Parc',
  'de la Gare',
  'des Trois Chênes',
  'du Lac',
  'des Vignes',
  'du Moulin',
  'de la Forêt',
  'des Marronniers',
  'du Vieux Port',
  'des Remparts',
  'du Château',
  'de la Source',
  'des Platanes',
  'du Pont Neuf',
  'des Acacias',
  'de la Vallée',
  'du Centre',
  "de l'Étang",
  'des Cèdres',
  'Saint-Roch',
  'Pasteur',
  'Saint-Éloi',
  'Bourgelat',
  'des Coquelicots',
  'du Bocage',
] as const;

export const ESTABLISHMENT_TAGS = [
  'Canine',
  'Féline',
  'Équine',
  'NAC',
  'Rurale',
  'Urgences 24/7',
  'Imagerie',
  'Chirurgie',
  'Dentisterie',
  'Comportement',
  'Ostéopathie',
] as const;

/** The tags an establishment of each type draws from. */
export const TAG_POOLS: Record<EstablishmentType, readonly string[]> = {
  CAB: ['Canine', 'Féline', 'NAC', 'Rurale', 'Équine', 'Comportement', 'Ostéopathie'],
  CLI: ['Canine', 'Féline', 'NAC', 'Chirurgie', 'Imagerie', 'Dentisterie', 'Équine', 'Urgences 24/7'],
  CHV: ['Urgences 24/7', 'Imagerie', 'Chirurgie', 'Canine', 'Féline', 'Équine'],
  LAB: ['Canine', 'Équine', 'Rurale'],
  OTHER: ['NAC', 'Ostéopathie', 'Comportement', 'Canine', 'Équine'],
};

/** The activity a tag implies, to keep activities coherent with tags. */
export const ACTIVITY_OF_TAG: Partial<Record<string, Activity>> = {
  Canine: 'CANINE',
  Féline: 'FELINE',
  Équine: 'EQUINE',
  NAC: 'NAC',
  Rurale: 'BOVINE',
};

export const SHORT_DESCRIPTIONS: Record<EstablishmentType, readonly string[]> = {
  CAB: [
    'Consultations sur rendez-vous, vaccinations et suivi des animaux de compagnie.',
    'Médecine préventive, identification et conseils nutritionnels.',
  ],
  CLI: [
    'Médecine, chirurgie et hospitalisation des animaux de compagnie.',
    'Clinique équipée d’un bloc opératoire, de la radiographie numérique et d’un laboratoire interne.',
  ],
  CHV: [
    'Urgences et soins intensifs jour et nuit, spécialistes en imagerie et en chirurgie.',
    'Centre de référés : chirurgie orthopédique, cardiologie, scanner et IRM.',
  ],
  LAB: [
    'Analyses biologiques, hématologie et parasitologie pour les cliniques vétérinaires.',
    'Histopathologie et bactériologie, résultats sous 48 heures.',
  ],
  OTHER: [
    'Délivrance de médicaments vétérinaires et d’aliments diététiques.',
    'Physiothérapie, hydrothérapie et rééducation après chirurgie.',
  ],
};

export const PERSONALISED_MENTIONS = [
  'Membre d’une association de gestion agréée : le règlement par chèque est accepté.',
  'Pas d’escompte pour paiement anticipé.',
  'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €.',
] as const;

export const ADDITIONAL_ADDRESSES = [
  'Bâtiment B',
  'Zone artisanale des Portes',
  'Centre commercial du Lac',
  'Rez-de-chaussée',
  'Parc d’activités du Moulin',
] as const;

export const BRANDS = [
  'Vétosanté',
  'Clinivet',
  'Animédis',
  'VetoPôle',
  'Médivet',
  'Anima Soins',
  'Vétalliance',
];
