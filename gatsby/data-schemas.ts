// Shape of every file under data/: checked before Gatsby reads them, so a maintainer's slip fails the
// build with the file and the field named, instead of a blank page or a GraphQL inference surprise.
import { array, number, object, string, type AnySchema } from 'yup';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const localized = () => object({ fa: string().strict().required(), en: string().strict().required() }).noUnknown().required();
const isoDate = () => string().strict().matches(ISO_DATE, '${path} must be a date as YYYY-MM-DD').required();
const id = () => string().strict().matches(ID, '${path} must be lower-case letters, digits and dashes').required();

const company = object({
  name: localized(),
  shortName: localized(),
  tagline: localized(),
  registrationNumber: string().strict().required(),
  nationalId: string().strict().required(),
  seoRegistrationNumber: string().strict().required(),
  registeredDate: isoDate(),
  yearsActive: number().strict().integer().positive().required(),
  capital: object({
    currentBillionRials: number().strict().positive().required(),
    foundingBillionRials: number().strict().positive().required(),
  }).required(),
  licences: object({
    portfolioManagementValidToJalaliYear: number().strict().integer().min(1300).max(1500).required(),
    offeringAndAdmissionSinceJalaliYear: number().strict().integer().min(1300).max(1500).required(),
  }).required(),
  contact: object({
    phones: array(string().strict().matches(/^\+?\d{8,15}$/, '${path} must be a phone number in international digits').required()).min(1).required(),
    fax: string().strict().optional(),
    email: string().strict().email().required(),
    careersEmail: string().strict().email().required(),
    address: localized(),
    postalCode: string().strict().matches(/^\d{10}$/, '${path} must be 10 digits').required(),
    workingHours: localized(),
  }).required(),
  // An empty URL is allowed: the link then shows "This section will be activated soon".
  externalLinks: object().test('urls', '${path} values must be https:// URLs or empty', (value) =>
    Object.values(value ?? {}).every((url) => typeof url === 'string' && (url === '' || /^https:\/\/[^\s]+$/.test(url))),
  ).required(),
  trustSeal: object({ id: string().strict().required(), code: string().strict().required() }).required(),
  social: array().optional(),
});

const route = object({
  id: id(),
  path: string().strict().matches(/^\/(?:[a-z0-9-]+\/)*$/, '${path} must start and end with / and hold lower-case segments').required(),
  template: id(),
  namespaces: array(id()).min(1).required(),
  middlewares: array(string().strict().required()).optional(),
  variant: string().strict().optional(),
});

const menuLink = object({
  key: string().strict().optional(),
  route: string().strict().optional(),
  external: string().strict().optional(),
  children: array().optional(),
}).test('target', '${path} needs exactly one of route, external or children', (v) =>
  [v?.route, v?.external, v?.children].filter((x) => x !== undefined).length === 1,
);
const menuSet = () => object({ fa: array(menuLink).required(), en: array(menuLink).required() }).required();

const menus = object({
  header: menuSet(),
  footer: object({ quickAccess: menuSet(), services: menuSet(), contact: menuSet() }).required(),
});

const staff = object({
  id: id(),
  group: string().oneOf(['board', 'management']).required(),
  order: number().strict().integer().required(),
  name: localized(),
  role: localized(),
  education: localized(),
  bio: localized(),
  qualifications: array(
    string().oneOf(['capital-market-fundamentals', 'analysis', 'portfolio-management', 'securities-valuation', 'supply-and-acceptance-advice']).required(),
  ).required(),
});

const licence = object({
  id: id(),
  title: localized(),
  issuer: localized(),
  number: string().strict().required(),
  issuedOn: isoDate(),
  validUntil: string().strict().matches(ISO_DATE).nullable().defined(),
  image: string().strict().matches(/^\/[^\s]+$/, '${path} must be a path under static/').required(),
  imageAlt: localized(),
});

const contract = object({
  id: id(),
  title: localized(),
  description: localized(),
  file: string().strict().matches(/^\/downloads\/[^\s/]+\.(pdf|docx?|xlsx?)$/, '${path} must be /downloads/<file>.pdf|docx').required(),
  language: string().oneOf(['fa', 'en']).required(),
  updated: isoDate(),
});

// Field shapes only; the order of months and years is checked by checkPerformance (src/lib/performance.ts).
const persianMonth = () => string().strict().matches(/^\d{4}-(0[1-9]|1[0-2])$/, '${path} must be a Persian month as YYYY-MM').required();
const performance = object({
  composite: object({ inception: persianMonth(), created: persianMonth(), benchmark: string().oneOf(['TEDPIX']).required(), currency: string().oneOf(['IRR']).required() }).required(),
  months: array(object({ month: persianMonth(), composite: number().strict().moreThan(-1).required(), benchmark: number().strict().moreThan(-1).required() }).noUnknown()).min(1).required(),
  years: array(
    object({
      year: number().strict().integer().min(1300).max(1500).required(),
      portfolios: number().strict().integer().min(0).required(),
      compositeAssets: number().strict().integer().min(0).required(),
      firmAssets: number().strict().integer().min(0).required(),
      dispersion: number().strict().min(0).nullable().defined(),
    }).noUnknown(),
  ).min(1).required(),
});

const orgUnit = object({
  id: id(),
  reportsTo: string().strict().nullable().defined(),
  title: localized(),
  holder: localized().nullable().default(null),
  order: number().strict().integer().required(),
});

const historyEntry = object({ date: isoDate(), title: localized(), body: localized() });

const terms = object({
  minimumCapitalBillionRials: number().strict().positive().required(),
  contractTermMonths: number().strict().integer().positive().required(),
  managementFeePercent: number().strict().min(0).required(),
  performanceFeePercent: number().strict().min(0).required(),
  hurdlePercent: number().strict().min(0).required(),
});

/** Each data file and its schema: arrays are validated item by item, so the message names the index. */
export const DATA_FILES: Record<string, { schema: AnySchema; array: boolean; required: boolean }> = {
  'company.json': { schema: company, array: false, required: true },
  'routes.json': { schema: route, array: true, required: true },
  'menus.json': { schema: menus, array: false, required: true },
  'staff.json': { schema: staff, array: true, required: true },
  'licences.json': { schema: licence, array: true, required: true },
  'contracts.json': { schema: contract, array: true, required: true },
  'performance.json': { schema: performance, array: false, required: true },
  'organization.json': { schema: orgUnit, array: true, required: true },
  'history.json': { schema: historyEntry, array: true, required: true },
  'terms.json': { schema: terms, array: false, required: true },
};

