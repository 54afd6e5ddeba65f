// GraphQL types of every data file, declared explicitly (no inference: an empty file or a missing
// optional field must not change the schema). They follow schemas/data/*.schema.json, the one
// declaration of each file's shape: __tests__/gatsby/schema-types.test.ts fails when a field, its
// type or its nullability differs. Gatsby's typegen writes the TypeScript types of the page queries
// from these (src/gatsby-types.d.ts), so the TypeScript side follows too.
//
// A key-to-value object whose keys the code does not name one by one (company.json externalLinks, looked
// up by the keys menus.json holds) is a JSON scalar, queried whole: its keys are spelled only in its
// schema (a closed object: additionalProperties false, every key required), which the data checks hold
// the file to, and src/hooks/use-company.ts types it from that schema.

/** Fields computed at build time, which no data file holds (see createResolvers in gatsby-node.ts). */
export const COMPUTED_FIELDS: Record<string, string[]> = { ContractsJson: ['sizeBytes'], PerformanceJson: ['lastFullYear'] };

export const typeDefs = `
  type LocalizedString { fa: String!, en: String! }

  type CompanyCapital { currentBillionRials: Float!, foundingBillionRials: Float! }
  type CompanyLicences { portfolioManagementValidToJalaliYear: Int!, offeringAndAdmissionSinceJalaliYear: Int! }
  type CompanyContact { phones: [String!]!, fax: String, email: String!, careersEmail: String!, address: LocalizedString!, postalCode: String!, workingHours: LocalizedString!, complaintAnswerWorkingDays: Int! }
  type CompanyTrustSeal { id: String!, code: String! }
  type CompanySocial { network: String!, url: String! }
  type CompanyJson implements Node @dontInfer {
    name: LocalizedString!, shortName: LocalizedString!, tagline: LocalizedString!
    registrationNumber: String!, nationalId: String!, seoRegistrationNumber: String!
    registeredDate: String!, yearsActive: Int!
    capital: CompanyCapital!, licences: CompanyLicences!, contact: CompanyContact!
    externalLinks: JSON!, trustSeal: CompanyTrustSeal!, social: [CompanySocial!]
  }

  type RoutesJson implements Node @dontInfer {
    jsonId: String!, path: String!, template: String!, namespaces: [String!]!, middlewares: [String!], variant: String
  }

  type MenuLeaf { key: String, route: String, external: String }
  type MenuItem { key: String, route: String, external: String, children: [MenuLeaf!] }
  type MenuSet { fa: [MenuItem!]!, en: [MenuItem!]! }
  type FooterMenus { quickAccess: MenuSet!, services: MenuSet!, contact: MenuSet! }
  type MenusJson implements Node @dontInfer { header: MenuSet!, footer: FooterMenus! }

  type StaffJson implements Node @dontInfer {
    jsonId: String!, group: String!, order: Int!, name: LocalizedString!, role: LocalizedString!
    education: LocalizedString!, bio: LocalizedString!, qualifications: [String!]!
  }
  type LicencesJson implements Node @dontInfer {
    jsonId: String!, title: LocalizedString!, issuer: LocalizedString!, number: String!
    issuedOn: String!, validUntil: String, image: String!, imageAlt: LocalizedString!
  }
  type ContractsJson implements Node @dontInfer {
    jsonId: String!, title: LocalizedString!, description: LocalizedString!, file: String!
    language: String!, updated: String!, sizeBytes: Int!
  }
  type PerformanceComposite { inception: String!, created: String!, benchmark: String!, currency: String! }
  type PerformanceMonth { month: String!, composite: Float!, benchmark: Float! }
  type PerformanceYear { year: Int!, portfolios: Int!, compositeAssets: Float!, firmAssets: Float!, dispersion: Float }
  type PerformanceYearReturn { year: Int!, composite: Float!, benchmark: Float! }
  type PerformanceJson implements Node @dontInfer {
    composite: PerformanceComposite!, months: [PerformanceMonth!]!, years: [PerformanceYear!]!
  }
  type OrganizationJson implements Node @dontInfer {
    jsonId: String!, reportsTo: String, title: LocalizedString!, holder: LocalizedString, order: Int!
  }
  type HistoryJson implements Node @dontInfer { date: String!, title: LocalizedString!, body: LocalizedString! }
  type TermsJson implements Node @dontInfer {
    minimumCapitalBillionRials: Float!, contractTermMonths: Int!, managementFeePercent: Float!
    performanceFeePercent: Float!, hurdlePercent: Float!
  }
  type LocaleSourceJson implements Node @dontInfer { id: ID! }
`;
