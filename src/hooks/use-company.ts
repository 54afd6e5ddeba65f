// data/company.json, unwrapped (one static query).
import { graphql, useStaticQuery } from 'gatsby';

export function useCompany() {
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
        yearsActive
        capital {
          currentBillionRials
          foundingBillionRials
        }
        licences {
          portfolioManagementValidToJalaliYear
          offeringAndAdmissionSinceJalaliYear
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
        }
        externalLinks {
          customerPortal
          nonAttendanceRegistration
          contractManagement
          crowdFunding
          fundInFund
          blog
          sejam
          riskFormNatural
          riskFormLegal
          electronicContract
          reportingSystem
          seo
          seoRegister
          tse
          ifb
          codal
        }
        trustSeal {
          id
          code
        }
      }
    }
  `);
  if (!data.companyJson) throw new Error('data/company.json is missing');
  return data.companyJson;
}

export type Company = ReturnType<typeof useCompany>;
export type ExternalLinkKey = keyof Company['externalLinks'];
