// data/company.json, unwrapped (one static query).
import { graphql, useStaticQuery } from 'gatsby';
import type companySchema from '../../schemas/data/company.schema.json';

/** The keys of externalLinks, as schemas/data/company.schema.json declares them (a type only: no bytes shipped). */
export type ExternalLinkKey = keyof (typeof companySchema)['properties']['externalLinks']['properties'];
/** Addresses of the systems the menus link to; an empty one is not live yet. */
export type ExternalLinks = Readonly<Record<ExternalLinkKey, string>>;

type CompanyNode = NonNullable<Queries.UseCompanyQuery['companyJson']>;
/** GraphQL passes externalLinks through as JSON (gatsby/graphql-types.ts, from its x-graphql annotation); the data checks hold it to the schema's keys. */
export type Company = Omit<CompanyNode, 'externalLinks'> & { externalLinks: ExternalLinks };

export function useCompany(): Company {
  const data = useStaticQuery<Queries.UseCompanyQuery>(graphql`
    query UseCompany {
      companyJson {
        name {
          fa
          en
        }
        shortName {
          fa
          en
        }
        tagline {
          fa
          en
        }
        registrationNumber
        nationalId
        seoRegistrationNumber
        registeredDate
        capital {
          currentBillionRials
          foundingBillionRials
        }
        licences {
          portfolioManagementValidToJalaliYear
          offeringAndAdmissionSinceJalaliYear
        }
        oversight {
          trustee {
            name {
              fa
              en
            }
            appointedJalaliYear
          }
          auditor {
            name {
              fa
              en
            }
            appointedJalaliYear
          }
        }
        contact {
          phones
          fax
          email
          careersEmail
          address {
            fa
            en
          }
          postalCode
          workingHours {
            fa
            en
          }
          complaintAnswerWorkingDays
        }
        externalLinks
        trustSeal {
          id
          code
        }
      }
    }
  `);
  if (!data.companyJson) throw new Error('data/company.json is missing');
  return data.companyJson as Company;
}
