// Value lists of the two forms (the values the API accepts: docs/forms-and-calls.md); labels live in locales/*/forms.json under job.options.

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

export const maritalStatuses = ['single', 'married'] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];

export const militaryServiceStatuses = ['completed', 'exempt', 'serving', 'eligible'] as const;
export type MilitaryServiceStatus = (typeof militaryServiceStatuses)[number];

export const qualifications = [
  'capital-market-fundamentals',
  'analysis',
  'portfolio-management',
  'securities-valuation',
  'supply-and-acceptance-advice',
] as const;
export type Qualification = (typeof qualifications)[number];

export const jobPositions = [
  'portfolio-expert',
  'portfolio-analyst',
  'dedicated-portfolio-management',
  'offering-and-admission',
  'financial',
  'accountant-and-financial-manager',
  'administrative-and-public-relations',
  'marketing',
  'other',
] as const;
export type JobPosition = (typeof jobPositions)[number];

export const educationLevels = ['diploma', 'bachelor', 'masters', 'phd'] as const;
export type EducationLevel = (typeof educationLevels)[number];
